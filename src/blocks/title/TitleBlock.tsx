import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n';
import type { BlockProps } from '../types';

export default function TitleBlock({ content }: BlockProps<'title'>) {
  const { l } = useTranslation();
  return (
    <Typography variant="h2" sx={{ mt: 4, mb: 2, color: 'primary.main' }}>
      {l(content.text)}
    </Typography>
  );
}
