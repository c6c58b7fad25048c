import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InfoIcon from '@mui/icons-material/Info';
import WarningIcon from '@mui/icons-material/Warning';
import { ContentText } from '../../i18n';
import { brand } from '../../ui/brand-colours';
import type { BlockProps } from '../types';

// An information callout wears the site's own colour; warnings and successes keep their usual meaning.
const tones = {
  info: { Icon: InfoIcon, border: 'primary.main', background: brand.tint, color: brand.deep },
  warning: { Icon: WarningIcon, border: '#b26a00', background: '#fff6e5', color: '#5c3d00' },
  success: { Icon: CheckCircleIcon, border: '#2e7d32', background: '#edf7ee', color: '#1b4d1f' },
} as const;

export default function CalloutBlock({ content }: BlockProps<'callout'>) {
  const tone = tones[content.tone];
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        mb: 3,
        p: 2,
        borderLeft: 5,
        borderColor: tone.border,
        borderRadius: 1,
        bgcolor: tone.background,
        color: tone.color,
      }}
    >
      <tone.Icon aria-hidden sx={{ mt: 0.25, color: tone.border }} />
      <div>
        {content.title && (
          <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
            <ContentText text={content.title} />
          </Typography>
        )}
        <Typography>
          <ContentText text={content.text} />
        </Typography>
        {content.items && content.items.length > 0 && (
          <Box component="ul" sx={{ mt: 1, mb: 0, pl: 2.5 }}>
            {content.items.map((item, index) => (
              <li key={index}>
                <ContentText text={item} />
              </li>
            ))}
          </Box>
        )}
      </div>
    </Box>
  );
}
