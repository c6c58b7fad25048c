import Box from '@mui/material/Box';
import { ContentText } from '../../i18n';
import type { BlockProps } from '../types';

export default function StatsBlock({ content }: BlockProps<'stats'>) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
        gap: 2,
        m: 0,
        mb: 3,
        '& dt': { fontSize: '0.9rem', order: 2 },
        '& dd': { m: 0, fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.2, order: 1 },
        // A figure ("10,000+") stays on one line in the narrowest box: one step down the type scale.
        '@container (max-width: 130px)': { '& dd': { fontSize: '1.45rem' } },
        '& > div': {
          display: 'flex',
          flexDirection: 'column',
          containerType: 'inline-size',
          p: 2,
          textAlign: 'center',
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: '#fff',
        },
      }}
    >
      {content.items.map((item, index) => (
        <div key={index}>
          <dt>
            <ContentText text={item.label} />
          </dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </Box>
  );
}
