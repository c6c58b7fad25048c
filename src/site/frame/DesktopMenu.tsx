import { styled } from '@mui/material/styles';
import type { CSSObject } from '@mui/material/styles';
import type { MenuItem } from '../../content/types.generated';
import type { Language } from '../../content/localize';
import { useSitePath, useTranslation } from '../../i18n';
import { Island } from '../../ui/islands/Island';
import { islandLinkOf } from '../../ui/islands/island-link';
import { islandTextOf } from '../../ui/islands/island-text';
import { visuallyHidden } from '../../ui/VisuallyHidden';
import { DROPDOWN_CLOSE_DELAY_MS, isActive, planMenuFit, type MenuFit } from './menu';
import type { DesktopMenuEntry, DesktopMenuLink } from './DesktopMenu.island';
import { desktopMenuIsland } from './desktop-menu-island';
import { brand } from '../../ui/brand-colours';
import { MOBILE_BREAKPOINT } from '../theme';

/**
 * The menu's styles, around its island. Before scripts run, CSS alone opens a dropdown on hover and on keyboard focus and, by a delayed
 * visibility transition, closes it 300 ms after the pointer leaves. Once they run (data-scripted), the
 * open entry is the one the script marks, so Escape and clicks work and the state is announced.
 */
const Bar = styled('div')(({ theme }) => ({
  '& .menu-bar': {
    display: 'flex',
    flexWrap: 'nowrap',
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  '& .menu-bar > li': { position: 'relative', flexShrink: 0 },
  '& .menu-top': {
    display: 'flex',
    alignItems: 'center',
    gap: 2,
    height: 48,
    padding: theme.spacing(0, 1.5),
    color: '#fff',
    background: 'none',
    border: 0,
    font: 'inherit',
    fontWeight: 600,
    fontSize: '0.95rem',
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  '& .menu-top:hover, & .menu-top[aria-expanded="true"], & .is-active > .menu-top': {
    background: 'rgba(255,255,255,0.14)',
  },
  '& .is-active > .menu-top': { boxShadow: `inset 0 -3px 0 ${theme.palette.secondary.main}` },
  '& .menu-top:focus-visible': { outline: '2px solid #fff', outlineOffset: -3 },
  '& .dropdown': {
    position: 'absolute',
    top: '100%',
    left: 0,
    zIndex: theme.zIndex.appBar + 1,
    minWidth: 250,
    margin: 0,
    padding: theme.spacing(0.75, 0),
    listStyle: 'none',
    background: '#fff',
    borderTop: `3px solid ${theme.palette.secondary.main}`,
    borderRadius: `0 0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px`,
    boxShadow: theme.shadows[6],
    visibility: 'hidden',
    transition: `visibility 0s linear ${DROPDOWN_CLOSE_DELAY_MS}ms`,
  },
  '& .more > .dropdown': { left: 'auto', right: 0 },
  '& .menu-bar:not([data-scripted]) .has-dropdown:hover > .dropdown, & .menu-bar:not([data-scripted]) .has-dropdown:focus-within > .dropdown':
    { visibility: 'visible', transitionDelay: '0s' },
  '& .menu-bar[data-scripted] .dropdown': { transition: 'none' },
  '& .menu-bar[data-scripted] .is-open > .dropdown': { visibility: 'visible' },
  '& .dropdown a': {
    display: 'block',
    padding: theme.spacing(1, 2),
    color: theme.palette.text.primary,
    textDecoration: 'none',
  },
  '& .dropdown a:hover, & .dropdown a:focus-visible, & .dropdown a[aria-current="page"]': {
    background: brand.tint(theme),
    color: theme.palette.primary.dark,
  },
  '& .more-group': {
    display: 'block',
    padding: theme.spacing(1, 2, 0.5),
    color: theme.palette.text.secondary,
    fontSize: '0.8rem',
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  '& .more-group + ul': { listStyle: 'none', margin: 0, padding: 0 },
  '& .more-group + ul a': { paddingLeft: theme.spacing(3) },
  '& .more-entry': { display: 'none' },
  '& .new-tab-note': visuallyHidden,
}));

const below = (width: number) => `@media (max-width: ${width - 0.02}px)`;

/** The media rules that move entries into "More" where the bar would not hold them on one row. */
function fitStyles({ shownFrom, moreBelow }: MenuFit): CSSObject {
  const rules: CSSObject = {};
  shownFrom.forEach((width, index) => {
    if (width <= MOBILE_BREAKPOINT) return;
    const moved = {
      [`& .menu-bar > .entry-${index}`]: { display: 'none' },
      [`& .more-entry-${index}`]: { display: 'block' },
    };
    if (width === Infinity) Object.assign(rules, moved);
    else rules[below(width)] = { ...(rules[below(width)] as CSSObject | undefined), ...moved };
  });
  if (moreBelow !== Infinity)
    rules[`@media (min-width: ${moreBelow}px)`] = { '& .menu-bar > .more': { display: 'none' } };
  return rules;
}

/** A menu link as the island takes it: text in the page's language, address resolved for the page. */
function menuLink(item: MenuItem, pathname: string, language: Language): DesktopMenuLink {
  return {
    id: item.id,
    label: islandTextOf(item.label, language),
    to: islandLinkOf(item.url ?? '/', language),
    current: pathname === item.url,
  };
}

/**
 * The wide-screen menu, on one row at every width: entries that would not fit move under "More".
 * Its behaviour is an island (DesktopMenu.island.tsx), adopted once the page has loaded: until then
 * CSS opens a dropdown on hover and focus and closes it 300 ms after the pointer leaves.
 */
export function DesktopMenu({ items }: { items: MenuItem[] }) {
  const { path: pathname } = useSitePath();
  const { t, l, language } = useTranslation();
  const fit = planMenuFit(
    items.map((item) => ({ label: l(item.label), hasChildren: Boolean(item.children?.length) })),
    t('frame.moreMenu'),
  );
  const entries = items.map((item): DesktopMenuEntry => {
    const active = isActive(item, pathname);
    if (!item.children) return { ...menuLink(item, pathname, language), active };
    const children = item.children.map((child) => menuLink(child, pathname, language));
    return { id: item.id, label: islandTextOf(item.label, language), active, children };
  });

  return (
    <Bar sx={fitStyles(fit)}>
      <Island
        island={desktopMenuIsland}
        props={{ entries, moreLabel: t('frame.moreMenu'), newTabNote: t('frame.opensInNewTab') }}
        hydrate="idle"
      />
    </Bar>
  );
}
