import { styled } from '@mui/material/styles';
import type { CSSObject } from '@mui/material/styles';
import type { MenuItem } from '../../content/types.generated';
import type { Language } from '../../content/localize';
import { useSitePath, useTranslation } from '../../i18n';
import { Icon } from '../../ui/islands/Icon';
import { Island } from '../../ui/islands/Island';
import { IslandLink, islandLinkOf } from '../../ui/islands/island-link';
import { ShownText, islandTextOf } from '../../ui/islands/island-text';
import { visuallyHidden } from '../../ui/VisuallyHidden';
import { brand } from '../../ui/brand-colours';
import { MOBILE_BREAKPOINT } from '../breakpoint';
import { DROPDOWN_CLOSE_DELAY_MS, isActive, planMenuFit, type MenuFit } from './menu';
import { siteMenuIsland } from './site-menu-island';

export const SITE_MENU_ID = 'site-menu';

const wide = `@media (min-width: ${MOBILE_BREAKPOINT}px)`;
const narrow = `@media (max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
const below = (width: number) =>
  `@media (min-width: ${MOBILE_BREAKPOINT}px) and (max-width: ${width - 0.02}px)`;

/**
 * The one menu list, styled as the phone panel below 768 px and as the bar from 768 px up. On phones
 * it shows while the menu disclosure before it is open, and each section's submenu while its own
 * toggle is open. On the bar a submenu is the section's dropdown: before scripts, CSS opens it on
 * hover and keyboard focus (or its open toggle) and, by a delayed visibility transition, closes it
 * 300 ms after the pointer leaves; once the behaviour has adopted the list (data-scripted), the open
 * dropdown is the one it marks (is-open), so Escape works and the state is announced.
 */
const Menu = styled('div')(({ theme }) => ({
  display: 'contents',
  '& .site-menu': { listStyle: 'none', margin: 0, padding: 0 },
  '& .site-menu a, & .site-menu summary': { color: 'inherit', textDecoration: 'none' },
  '& .site-menu summary': { listStyle: 'none', cursor: 'pointer' },
  '& .site-menu summary::-webkit-details-marker': { display: 'none' },
  '& .site-menu a:focus-visible, & .site-menu summary:focus-visible': {
    outline: '2px solid #fff',
    outlineOffset: -3,
  },
  '& .submenu': { listStyle: 'none', margin: 0, padding: 0 },
  '& .new-tab-note': visuallyHidden,
  [narrow]: {
    '& .menu-disclosure:not([open]) + div > .site-menu, & .menu-disclosure:not([open]) ~ .menu-languages': {
      display: 'none',
    },
    '& .site-menu, & .menu-languages': {
      order: 2,
      flexBasis: 'calc(100% + 32px)',
      margin: theme.spacing(0, -2),
      [theme.breakpoints.up('sm')]: { flexBasis: 'calc(100% + 48px)', margin: theme.spacing(0, -3) },
    },
    '& .site-menu': { borderTop: '1px solid rgba(255,255,255,0.2)' },
    '& .site-menu > li': { position: 'relative', borderBottom: '1px solid rgba(255,255,255,0.12)' },
    '& .site-menu > li > a, & .site-menu > li > span': {
      display: 'flex',
      alignItems: 'center',
      minHeight: 48,
      padding: theme.spacing(0, 2),
      fontWeight: 700,
    },
    '& .has-submenu > a, & .has-submenu > span': { marginRight: 53 },
    '& .is-active > a': { boxShadow: `inset 4px 0 0 ${theme.palette.secondary.main}` },
    '& .submenu-toggle > summary': {
      position: 'absolute',
      top: 0,
      right: 0,
      width: 53,
      height: 48,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      borderLeft: '1px solid rgba(255,255,255,0.2)',
    },
    '& .submenu-toggle svg': { transition: 'transform 150ms' },
    '& .submenu-toggle[open] svg': { transform: 'rotate(180deg)' },
    '& .submenu': { display: 'none', background: 'rgba(0,0,0,0.18)' },
    '& .submenu-toggle[open] + .submenu': { display: 'block' },
    '& .submenu a': { display: 'block', padding: theme.spacing(1.25, 2, 1.25, 4) },
    '& .submenu a[aria-current="page"]': { fontWeight: 700, textDecoration: 'underline' },
    '& .site-menu > .more': { display: 'none' },
    '& .site-menu > li > .desktop-only': { display: 'none' },
    '& .menu-languages': { padding: theme.spacing(1.5, 2, 1), fontWeight: 700 },
    '& .menu-languages form': { padding: theme.spacing(1, 0, 0) },
    '& .menu-languages select': { borderColor: '#fff' },
    '& .menu-languages .go': { color: '#fff', borderColor: '#fff' },
  },
  [wide]: {
    '& .menu-disclosure, & .menu-languages': { display: 'none' },
    '& .site-menu': { display: 'flex', flexWrap: 'nowrap' },
    '& .site-menu > li': { position: 'relative', flexShrink: 0, display: 'flex', alignItems: 'center' },
    '& .site-menu > li > a, & .site-menu > li > span, & .submenu-toggle > summary': {
      display: 'flex',
      alignItems: 'center',
      height: 48,
      fontWeight: 700,
      fontSize: '0.9rem',
      whiteSpace: 'nowrap',
    },
    '& .site-menu > li > a, & .site-menu > li > span': { padding: theme.spacing(0, 1.5) },
    // The section's name and its chevron read as one entry: 48 px of padding and chevron in all, as planMenuFit counts.
    '& .has-submenu > a, & .has-submenu > span': { paddingRight: 2 },
    '& .submenu-toggle > summary': { padding: theme.spacing(0, 1.25, 0, 0), gap: 2 },
    '& .more > .submenu-toggle > summary': { paddingLeft: theme.spacing(1.5) },
    '& .site-menu > li:hover, & .site-menu > .is-open, & .site-menu > .is-active': {
      background: 'rgba(255,255,255,0.14)',
    },
    '& .site-menu > .is-active': { boxShadow: `inset 0 -3px 0 ${theme.palette.secondary.main}` },
    '& .submenu': {
      position: 'absolute',
      top: '100%',
      left: 0,
      zIndex: theme.zIndex.appBar + 1,
      minWidth: 250,
      padding: theme.spacing(0.75, 0),
      background: '#fff',
      color: theme.palette.text.primary,
      borderTop: `3px solid ${theme.palette.secondary.main}`,
      borderRadius: `0 0 ${theme.shape.borderRadius}px ${theme.shape.borderRadius}px`,
      boxShadow: theme.shadows[6],
      visibility: 'hidden',
      transition: `visibility 0s linear ${DROPDOWN_CLOSE_DELAY_MS}ms`,
    },
    '& .more > .submenu': { left: 'auto', right: 0 },
    [[
      '& .site-menu:not([data-scripted]) .has-submenu:hover > .submenu',
      '& .site-menu:not([data-scripted]) .has-submenu:focus-within > .submenu',
      '& .site-menu:not([data-scripted]) .submenu-toggle[open] + .submenu',
    ].join(', ')]: { visibility: 'visible', transitionDelay: '0s' },
    '& .site-menu[data-scripted] .submenu': { transition: 'none' },
    '& .site-menu[data-scripted] .is-open > .submenu': { visibility: 'visible' },
    '& .submenu a': { display: 'block', padding: theme.spacing(1, 2) },
    '& .submenu a:hover, & .submenu a:focus-visible, & .submenu a[aria-current="page"]': {
      background: brand.tint(theme),
      color: theme.palette.primary.dark,
    },
    '& .submenu a:focus-visible': { outlineColor: theme.palette.primary.main },
    '& .more-group': {
      display: 'block',
      padding: theme.spacing(1, 2, 0.5),
      color: theme.palette.text.secondary,
      fontSize: '0.9rem',
      fontWeight: 700,
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
    },
    '& .more-group + ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& .more-group + ul a': { paddingLeft: theme.spacing(3) },
    '& .more-entry': { display: 'none' },
    '& .site-menu > li > .phone-only': { display: 'none' },
  },
}));

/** The media rules that move entries of the bar into "More" where it would not hold them on one row. */
function fitStyles({ shownFrom, moreBelow }: MenuFit): CSSObject {
  const rules: CSSObject = {};
  shownFrom.forEach((width, index) => {
    if (width <= MOBILE_BREAKPOINT) return;
    const moved = {
      [`& .site-menu > .entry-${index}`]: { display: 'none' },
      [`& .more-entry-${index}`]: { display: 'block' },
    };
    const media = width === Infinity ? wide : below(width);
    rules[media] = { ...(rules[media] as CSSObject | undefined), ...moved };
  });
  if (moreBelow !== Infinity)
    rules[`@media (min-width: ${Math.max(moreBelow, MOBILE_BREAKPOINT)}px)`] = {
      '& .site-menu > .more': { display: 'none' },
    };
  return rules;
}

/** A menu link, resolved for the page it is on. */
function MenuLink({
  item,
  pathname,
  language,
  newTabNote,
  className,
}: {
  item: MenuItem;
  pathname: string;
  language: Language;
  newTabNote: string;
  className?: string;
}) {
  return (
    <IslandLink
      to={islandLinkOf(item.url ?? '/', language)}
      newTabNote={newTabNote}
      aria-current={pathname === item.url ? 'page' : undefined}
      className={className}
    >
      <ShownText text={islandTextOf(item.label, language)} />
    </IslandLink>
  );
}

/**
 * The main menu, written once: the phone panel (opened by the disclosure before it) and the bar with
 * its dropdowns are the same list. Entries the bar cannot hold at a width show under "More" instead.
 * Its behaviour (site-menu.behaviour, no React) adopts the list at the visitor's first activity; until
 * then and without scripts, native disclosures and CSS do everything but Escape.
 */
export function SiteMenu({
  items,
  disclosure,
  languages,
}: {
  items: MenuItem[];
  /** The phone menu's toggle: a closed disclosure hides the list that follows it. */
  disclosure: React.ReactNode;
  /** The language choice, shown in the phone panel under the list. */
  languages: React.ReactNode;
}) {
  const { path: pathname } = useSitePath();
  const { t, l, language } = useTranslation();
  const newTabNote = t('frame.opensInNewTab');
  const fit = planMenuFit(
    items.map((item) => ({ label: l(item.label), hasChildren: Boolean(item.children?.length) })),
    t('frame.moreMenu'),
  );
  const link = (item: MenuItem, className?: string) => (
    <MenuLink
      item={item}
      pathname={pathname}
      language={language}
      newTabNote={newTabNote}
      className={className}
    />
  );
  const name = (item: MenuItem, className?: string) => (
    <span className={className}>
      <ShownText text={islandTextOf(item.label, language)} />
    </span>
  );
  // "More" repeats only the entries the bar can fail to hold at some desktop width.
  const overflowing = items.flatMap((item, index) =>
    fit.shownFrom[index]! > MOBILE_BREAKPOINT ? [{ item, index }] : [],
  );
  const childList = (item: MenuItem) =>
    (item.children ?? []).map((child) => <li key={child.id}>{link(child)}</li>);

  return (
    <Menu sx={fitStyles(fit)}>
      {disclosure}
      <Island island={siteMenuIsland} props={{}} hydrate="idle">
        <ul className="site-menu" id={SITE_MENU_ID}>
          {items.map((item, index) => {
            const classes = [`entry entry-${index}`];
            if (isActive(item, pathname)) classes.push('is-active');
            if (!item.children?.length) {
              return (
                <li key={item.id} className={classes.join(' ')}>
                  {link(item)}
                </li>
              );
            }
            classes.push('has-submenu');
            return (
              <li key={item.id} className={classes.join(' ')}>
                {!item.url ? (
                  name(item)
                ) : item.phoneLinkOnly ? (
                  // On desktop the entry only opens its dropdown (spec 2.1: Fees Structure).
                  <>
                    {link(item, 'phone-only')}
                    {name(item, 'desktop-only')}
                  </>
                ) : (
                  link(item)
                )}
                <details className="submenu-toggle">
                  <summary
                    aria-label={t('frame.toggleSubmenu', { section: l(item.label) })}
                    aria-controls={`menu-${item.id}`}
                  >
                    <Icon name="ExpandMore" small />
                  </summary>
                </details>
                <ul className="submenu" id={`menu-${item.id}`}>
                  {childList(item)}
                </ul>
              </li>
            );
          })}
          {overflowing.length > 0 && (
            <li className="has-submenu more">
              <details className="submenu-toggle">
                <summary aria-controls="menu-more">
                  {t('frame.moreMenu')}
                  <Icon name="ExpandMore" small />
                </summary>
              </details>
              <ul className="submenu" id="menu-more">
                {overflowing.map(({ item, index }) => (
                  <li key={item.id} className={`more-entry more-entry-${index}`}>
                    {item.children?.length ? (
                      <>
                        {name(item, 'more-group')}
                        <ul>{childList(item)}</ul>
                      </>
                    ) : (
                      link(item)
                    )}
                  </li>
                ))}
              </ul>
            </li>
          )}
        </ul>
      </Island>
      <div className="menu-languages">{languages}</div>
    </Menu>
  );
}
