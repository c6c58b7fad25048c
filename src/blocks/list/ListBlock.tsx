import Box from '@mui/material/Box';
import { useTranslation } from '../../i18n';
import type { BlockProps } from '../types';

export default function ListBlock({ content }: BlockProps<'list'>) {
  const { l } = useTranslation();
  return (
    <Box
      component={content.ordered ? 'ol' : 'ul'}
      sx={{ mt: 0, mb: 2, pl: 3, '& li': { mb: 0.75, lineHeight: 1.6 } }}
    >
      {content.items.map((item, index) => (
        <li key={index}>{l(item)}</li>
      ))}
    </Box>
  );
}
