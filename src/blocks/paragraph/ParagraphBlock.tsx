import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n';
import type { BlockProps } from '../types';

/** Splits text on blank lines, so a maintainer writes paragraphs as in a plain-text e-mail. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

export default function ParagraphBlock({ content }: BlockProps<'paragraph'>) {
  const { l } = useTranslation();
  return splitParagraphs(l(content.text)).map((paragraph, index) => (
    <Typography key={index} sx={{ mb: 2, whiteSpace: 'pre-line' }}>
      {paragraph}
    </Typography>
  ));
}
