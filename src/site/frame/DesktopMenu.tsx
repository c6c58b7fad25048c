import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { styled } from '@mui/material/styles';
import type { CSSObject } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MenuItem } from '../../content/types.generated';
import { ContentText, useSitePath, useTranslation } from '../../i18n';
import { SmartLink } from '../../ui/SmartLink';
import { DROPDOWN_CLOSE_DELAY_MS, isActive, planMenuFit, type MenuFit } from './menu';
import { useDelayedClose } from './useDelayedClose';
import { brand } from '../../ui/brand-colours';
import { MOBILE_BREAKPOINT } from '../theme';

const MORE_ID = 'more';

/**
 * Before scripts run, CSS alone opens a dropdown on hover and on keyboard focus and, by a delayed
 * visibility transition, closes it 300 ms after the pointer leaves. Once they run (data-scripted), the
 * open entry is the one the script marks, so Escape and clicks work and the state is announced.
 */
const Bar = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'nowrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': { position: 'relative', flexShrink: 0 },
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
  '&:not([data-scripted]) .has-dropdown:hover > .dropdown, &:not([data-scripted]) .has-dropdown:focus-within > .dropdown':
    { visibility: 'visible', transitionDelay: '0s' },
  '&[data-scripted] .dropdown': { transition: 'none' },
  '&[data-scripted] .is-open > .dropdown': { visibility: 'visible' },
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
}));

const below = (width: number) => `@media (max-width: ${width - 0.02}px)`;

/** The media rules that move entries into "More" where the bar would not hold them on one row. */
function fitStyles({ shownFrom, moreBelow }: MenuFit): CSSObject {
  const rules: CSSObject = {};
  shownFrom.forEach((width, index) => {
    if (width <= MOBILE_BREAKPOINT) return;
    const moved = {
      [`& > .entry-${index}`]: { display: 'none' },
      [`& .more-entry-${index}`]: { display: 'block' },
    };
    if (width === Infinity) Object.assign(rules, moved);
    else rules[below(width)] = { ...(rules[below(width)] as CSSObject | undefined), ...moved };
  });
  if (moreBelow !== Infinity)
    rules[`@media (min-width: ${moreBelow}px)`] = { '& > .more': { display: 'none' } };
  return rules;
}

interface DropdownControls {
  openId: string | null;
  open(id: string): void;
  close(): void;
  scheduleClose(): void;
}

/** One entry of the bar with a dropdown: a button that opens it, and the dropdown's list. */
function DropdownEntry({
  id,
  label,
  className,
  controls,
  children,
}: {
  id: string;
  label: ReactNode;
  className: string;
  controls: DropdownControls;
  children: ReactNode;
}) {
  const expanded = controls.openId === id;
  const panelId = `menu-${id}`;
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) controls.close();
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !expanded) return;
    // Focusing the button opens its dropdown, so the close has to come after it to win.
    event.currentTarget.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
    controls.close();
  };
  return (
    <li
      className={`${className} has-dropdown${expanded ? ' is-open' : ''}`}
      data-entry={id}
      onPointerEnter={() => controls.open(id)}
      onPointerLeave={controls.scheduleClose}
      onBlur={closeWhenFocusLeaves}
      onKeyDown={closeOnEscape}
    >
      <button
        type="button"
        className="menu-top"
        aria-expanded={expanded}
        aria-controls={panelId}
        onFocus={() => controls.open(id)}
        onClick={() => controls.open(id)}
      >
        {label}
        <ExpandMoreIcon fontSize="small" aria-hidden />
      </button>
      <ul className="dropdown" id={panelId}>
        {children}
      </ul>
    </li>
  );
}

function MenuLink({ item, pathname, onClick }: { item: MenuItem; pathname: string; onClick?: () => void }) {
  return (
    <SmartLink
      href={item.url ?? '/'}
      className={onClick ? undefined : 'menu-top'}
      aria-current={pathname === item.url ? 'page' : undefined}
      onClick={onClick}
    >
      <ContentText text={item.label} />
    </SmartLink>
  );
}

/**
 * The wide-screen menu, on one row at every width: entries that would not fit move under "More".
 * An entry with children is a button that opens its dropdown on hover, on keyboard focus and on
 * click (a click never closes what hovering just opened); the dropdown closes 300 ms after the
 * pointer leaves, when focus leaves it, or on Escape. All of it works before the scripts arrive.
 */
export function DesktopMenu({ items }: { items: MenuItem[] }) {
  const { path: pathname } = useSitePath();
  const { t, l } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const [scripted, setScripted] = useState(false);
  const bar = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpenId(null), []);
  const { schedule, cancel } = useDelayedClose(close, DROPDOWN_CLOSE_DELAY_MS);

  // Taking over keeps what CSS shows: a dropdown open under the pointer or focus stays open.
  useEffect(() => {
    const shown = bar.current?.querySelector<HTMLElement>('.has-dropdown:hover, .has-dropdown:focus-within');
    if (shown?.dataset.entry) setOpenId(shown.dataset.entry);
    setScripted(true);
  }, []);

  const controls: DropdownControls = {
    openId,
    open: (id) => {
      cancel();
      setOpenId(id);
    },
    close,
    scheduleClose: schedule,
  };
  const fit = planMenuFit(
    items.map((item) => ({ label: l(item.label), hasChildren: Boolean(item.children?.length) })),
    t('frame.moreMenu'),
  );

  return (
    <Bar ref={bar} data-scripted={scripted || undefined} sx={fitStyles(fit)}>
      {items.map((item, index) => {
        const className = `entry entry-${index}${isActive(item, pathname) ? ' is-active' : ''}`;
        if (!item.children) {
          return (
            <li key={item.id} className={className}>
              <MenuLink item={item} pathname={pathname} />
            </li>
          );
        }
        return (
          <DropdownEntry
            key={item.id}
            id={item.id}
            label={<ContentText text={item.label} />}
            className={className}
            controls={controls}
          >
            {item.children.map((child) => (
              <li key={child.id}>
                <MenuLink item={child} pathname={pathname} onClick={close} />
              </li>
            ))}
          </DropdownEntry>
        );
      })}
      <DropdownEntry id={MORE_ID} label={t('frame.moreMenu')} className="more" controls={controls}>
        {items.map((item, index) => (
          <li key={item.id} className={`more-entry more-entry-${index}`}>
            {item.children ? (
              <>
                <span className="more-group">
                  <ContentText text={item.label} />
                </span>
                <ul>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <MenuLink item={child} pathname={pathname} onClick={close} />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <MenuLink item={item} pathname={pathname} onClick={close} />
            )}
          </li>
        ))}
      </DropdownEntry>
    </Bar>
  );
}
