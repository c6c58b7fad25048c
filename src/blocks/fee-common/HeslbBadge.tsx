import Box from '@mui/material/Box';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useDocument } from '../../content/hooks';
import { ContentText } from '../../i18n';

/**
 * Marks a programme whose students may apply for a Higher Education Students' Loans Board loan.
 * A label, not a control: styled text rather than MUI's Chip, whose click and delete handling the
 * fee pages would download for nothing.
 */
export function HeslbBadge() {
  const fees = useDocument('fees');
  return (
    <Box
      component="span"
      data-testid="heslb-badge"
      sx={{
        alignSelf: 'flex-start',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.5,
        py: 0.5,
        borderRadius: 4,
        fontSize: '0.9rem',
        fontWeight: 700,
        lineHeight: 1.5,
        bgcolor: '#e6f4ea',
        color: '#1b5e20',
      }}
    >
      <VerifiedIcon aria-hidden fontSize="small" />
      <ContentText text={fees.labels.heslbEligible} />
    </Box>
  );
}
