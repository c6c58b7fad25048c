import Typography from '@mui/material/Typography';
import { ContentText } from '../../i18n';
import type { BlockProps } from '../types';

export default function SubtitleBlock({ content }: BlockProps<'subtitle'>) {
  return (
    <Typography variant="h3" sx={{ mt: 3, mb: 1.5 }}>
      <ContentText text={content.text} />
    </Typography>
  );
}
