import { styled } from '@mui/material/styles';
import { useDocument } from '../../../content/hooks';
import { localizedPath } from '../../../content/site-path';
import { useTranslation } from '../../../i18n';
import { brand } from '../../../ui/brand-colours';
import { buttonLook, iconButtonLook } from '../../../ui/button-look';
import { Island } from '../../../ui/islands/Island';
import { searchDialogIsland } from './search-dialog-island';

/** How far below the top of the screen the dialog sits. */
const DIALOG_TOP = 'clamp(16px, 10vh, 96px)';

/** The look of the dialog the island draws; a box of no size of its own around it. */
const Look = styled('div')(({ theme }) => ({
  display: 'contents',
  '& .search-dialog': {
    width: 'calc(100% - 32px)',
    maxWidth: 600,
    // Held at a fixed top, not centred: the matches listed as the visitor types make the dialog
    // taller, and a centred dialog would then move its Search button from under a tap to a match.
    margin: `${DIALOG_TOP} auto auto`,
    maxHeight: `calc(100% - ${DIALOG_TOP} - 16px)`,
    padding: 0,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    boxShadow: theme.shadows[24],
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    overscrollBehavior: 'contain',
    '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
    '& .body': { position: 'relative', padding: theme.spacing(2.5, 3, 3) },
    '& h2': { margin: theme.spacing(0, 6, 2, 0), fontSize: '1.15rem', lineHeight: 1.4 },
    '& .close': {
      ...iconButtonLook(),
      position: 'absolute',
      right: 8,
      top: 8,
      color: theme.palette.text.secondary,
    },
    '& .close:hover': { background: theme.palette.action.hover },
    '& label': { display: 'block', fontWeight: 700, marginBottom: theme.spacing(0.75) },
    '& input': {
      boxSizing: 'border-box',
      width: '100%',
      minHeight: 48,
      padding: theme.spacing(1, 1.5),
      border: '1px solid #8a96a8',
      borderRadius: theme.shape.borderRadius,
      font: 'inherit',
    },
    '& input:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    '& .hint': {
      margin: theme.spacing(1.5, 0, 0),
      fontSize: '0.9rem',
      color: theme.palette.text.secondary,
    },
    '& .search-submit': { ...buttonLook({ theme, variant: 'contained' }), marginTop: theme.spacing(2) },
  },
  '& .search-options': {
    listStyle: 'none',
    margin: theme.spacing(1.5, 0, 0),
    padding: 0,
    border: '1px solid #d9e1ec',
    borderRadius: 6,
    '& li': { padding: theme.spacing(1, 1.5), cursor: 'pointer', borderTop: '1px solid #eef1f5' },
    '& li:first-of-type': { borderTop: 0 },
    '& li[aria-selected="true"], & li:hover': { background: brand.tint(theme) },
    '& .option-title': { display: 'block', fontWeight: 700, color: theme.palette.primary.main },
    '& .option-address': { display: 'block', fontSize: '0.9rem', color: theme.palette.text.secondary },
    '& mark': { background: '#ffe98a', color: 'inherit' },
  },
}));

/**
 * The header's search dialog, in the page from the first paint: a native modal <dialog> that the
 * header's button opens by an invoker command, whose form sends a non-blank query to the results
 * page, so it works before the scripts and without them. Its island (./SearchDialog.island.tsx)
 * adds the rest when the browser is idle.
 */
export function SearchDialog() {
  const { general } = useDocument('site');
  const { t, language } = useTranslation();
  return (
    <Look>
      <Island
        island={searchDialogIsland}
        hydrate="idle"
        props={{
          language,
          searchPath: localizedPath('/search', language),
          text: {
            title: t('frame.searchDialogTitle', { shortName: general.shortName }),
            close: t('frame.close'),
            label: t('frame.searchLabel'),
            suggestions: t('search.suggestions'),
            hint: t('frame.searchHint'),
            submit: t('frame.searchSubmit'),
          },
        }}
      />
    </Look>
  );
}
