import { useCallback, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { styled } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MenuItem } from '../../content/types.generated';
import { ContentText, useSitePath } from '../../i18n';
import { SmartLink } from '../../ui/SmartLink';
import { DROPDOWN_CLOSE_DELAY_MS, isActive } from './menu';
import { useDelayedClose } from './useDelayedClose';
import { brand } from '../../ui/brand-colours';

const Bar = styled('ul')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': { position: 'relative' },
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
  },
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
}));

/**
 * The wide-screen menu. An entry with children is a button that opens its dropdown on hover, on
 * keyboard focus and on click (a click never closes what hovering just opened); the dropdown closes
 * 300 ms after the pointer leaves, when focus leaves it, or on Escape.
 */
export function DesktopMenu({ items }: { items: MenuItem[] }) {
  const { path: pathname } = useSitePath();
  const [openId, setOpenId] = useState<string | null>(null);
  const close = useCallback(() => setOpenId(null), []);
  const { schedule, cancel } = useDelayedClose(close, DROPDOWN_CLOSE_DELAY_MS);

  const open = (id: string) => {
    cancel();
    setOpenId(id);
  };
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId(null);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLLIElement>, id: string) => {
    if (event.key !== 'Escape' || openId !== id) return;
    // Focusing the button opens its dropdown, so the close has to come after it to win.
    event.currentTarget.querySelector<HTMLButtonElement>('button')?.focus({ preventScroll: true });
    setOpenId(null);
  };

  return (
    <Bar>
      {items.map((item) => {
        const active = isActive(item, pathname);
        if (!item.children) {
          return (
            <li key={item.id} className={active ? 'is-active' : undefined}>
              <SmartLink
                href={item.url ?? '/'}
                className="menu-top"
                aria-current={pathname === item.url ? 'page' : undefined}
              >
                <ContentText text={item.label} />
              </SmartLink>
            </li>
          );
        }
        const expanded = openId === item.id;
        const panelId = `menu-${item.id}`;
        return (
          <li
            key={item.id}
            className={active ? 'is-active' : undefined}
            onPointerEnter={() => open(item.id)}
            onPointerLeave={schedule}
            onBlur={closeWhenFocusLeaves}
            onKeyDown={(event) => closeOnEscape(event, item.id)}
          >
            <button
              type="button"
              className="menu-top"
              aria-expanded={expanded}
              aria-controls={panelId}
              onFocus={() => open(item.id)}
              onClick={() => open(item.id)}
            >
              <ContentText text={item.label} />
              <ExpandMoreIcon fontSize="small" aria-hidden />
            </button>
            <ul className="dropdown" id={panelId} hidden={!expanded}>
              {item.children.map((child) => (
                <li key={child.id}>
                  <SmartLink
                    href={child.url ?? '/'}
                    aria-current={pathname === child.url ? 'page' : undefined}
                    onClick={close}
                  >
                    <ContentText text={child.label} />
                  </SmartLink>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </Bar>
  );
}
