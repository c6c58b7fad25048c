import Box from '@mui/material/Box';
import { ContentText } from '../../i18n';
import { ButtonLink } from '../../ui/ButtonLink';
import type { BlockProps } from '../types';

/** The page's next steps side by side; on a phone each takes the full width, the main one first. */
export default function ActionsBlock({ content }: BlockProps<'actions'>) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 4,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(12rem, max-content))' },
      }}
    >
      {content.actions.map((action, position) => (
        <li key={action.url + position}>
          <ButtonLink
            href={action.url}
            variant={position === 0 ? 'contained' : 'outlined'}
            tone={position === 0 ? 'secondary' : 'primary'}
            size="large"
            fullWidth
          >
            <ContentText text={action.text} />
          </ButtonLink>
        </li>
      ))}
    </Box>
  );
}
