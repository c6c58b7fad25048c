import { styled } from '@mui/material/styles';
import { useDocument } from '../../content/hooks';
import { useSitePath, useTranslation } from '../../i18n';
import { Island } from '../../ui/islands/Island';
import { islandTextOf } from '../../ui/islands/island-text';
import { floatingApplyIsland } from './floating-apply-island';

export {
  APPLY_BUTTON_ATTRIBUTE,
  FLOATING_APPLY_REDIRECT_DELAY_MS,
  FLOATING_APPLY_SCROLL_THRESHOLD_PX,
} from './floating-apply-island';

/** The page that is itself about applying: a floating invitation to apply would only repeat it. */
const APPLY_PAGE_PATH = '/apply';

const Floating = styled('div')(({ theme }) => ({
  display: 'contents',
  '& .floating-apply': {
    position: 'fixed',
    right: theme.spacing(2),
    bottom: theme.spacing(2),
    zIndex: theme.zIndex.speedDial,
    minHeight: 48,
    padding: theme.spacing(1.25, 2.5),
    border: 0,
    borderRadius: 999,
    font: 'inherit',
    fontWeight: 700,
    letterSpacing: 1,
    cursor: 'pointer',
    boxShadow: theme.shadows[8],
    background: theme.palette.secondary.main,
    color: '#111',
    transition: 'background-color 200ms, color 200ms',
  },
  '& .floating-apply[data-over-footer="true"]': { background: '#ffffff', color: theme.palette.primary.main },
  '& .floating-apply:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/**
 * The floating APPLY NOW button (spec 2.6), an island adopted once the page has loaded: it shows
 * nothing before the page is scrolled, so nothing waits for it.
 */
export function FloatingApply() {
  const { admission } = useDocument('site');
  const { path } = useSitePath();
  const { language } = useTranslation();
  if (path === APPLY_PAGE_PATH) return null;
  return (
    <Floating>
      <Island
        island={floatingApplyIsland}
        props={{
          label: islandTextOf(admission.applyLabel, language),
          applicationUrl: admission.onlineApplicationUrl,
          path,
        }}
        hydrate="idle"
      />
    </Floating>
  );
}
