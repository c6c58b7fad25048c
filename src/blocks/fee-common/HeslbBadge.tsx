import Chip from '@mui/material/Chip';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useDocument } from '../../content/hooks';
import { useTranslation } from '../../i18n';

/** Marks a programme whose students may apply for a Higher Education Students' Loans Board loan. */
export function HeslbBadge() {
  const fees = useDocument('fees');
  const { l } = useTranslation();
  return (
    <Chip
      data-testid="heslb-badge"
      icon={<VerifiedIcon aria-hidden />}
      label={l(fees.labels.heslbEligible)}
      sx={{
        alignSelf: 'flex-start',
        fontWeight: 600,
        bgcolor: '#e6f4ea',
        color: '#1b5e20',
        '& .MuiChip-icon': { color: '#1b5e20' },
      }}
    />
  );
}
