import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n';
import type { BlockProps } from '../types';

export default function SubtitleBlock({ content }: BlockProps<'subtitle'>) {
  const { l } = useTranslation();
  return (
    <Typography variant="h3" sx={{ mt: 3, mb: 1.5 }}>
      {l(content.text)}
    </Typography>
  );
}
