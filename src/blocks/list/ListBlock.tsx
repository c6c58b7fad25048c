import Box from '@mui/material/Box';
import { ContentText } from '../../i18n';
import type { BlockProps } from '../types';

export default function ListBlock({ content }: BlockProps<'list'>) {
  return (
    <Box
      component={content.ordered ? 'ol' : 'ul'}
      sx={{ mt: 0, mb: 2, pl: 3, '& li': { mb: 0.75, lineHeight: 1.6 } }}
    >
      {content.items.map((item, index) => (
        <li key={index}>
          <ContentText text={item} />
        </li>
      ))}
    </Box>
  );
}
