import Typography from '@mui/material/Typography';
import { ContentText } from '../../i18n';
import type { BlockProps } from '../types';

export default function TitleBlock({ content }: BlockProps<'title'>) {
  return (
    <Typography variant="h2" sx={{ mt: 4, mb: 2, color: 'primary.main' }}>
      <ContentText text={content.text} />
    </Typography>
  );
}
