import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../../ui/islands/Icon';
import type { PropsInMarkup } from '../../ui/islands/define-island';
import { IslandLink, linkTargetOf, type IslandLinkTarget } from '../../ui/islands/island-link';
import { ShownText, shownTextIn, type IslandText } from '../../ui/islands/island-text';
import { DROPDOWN_CLOSE_DELAY_MS } from './menu';
import { useDelayedClose } from './useDelayedClose';

const MORE_ID = 'more';

/** A link of the menu, resolved for the page it is on. */
export interface DesktopMenuLink {
  id: string;
  label: IslandText;
  to: IslandLinkTarget;
  /** The link leads to the page shown. */
  current: boolean;
}

/** A top-level entry: a link, or a section whose dropdown lists its children. */
export type DesktopMenuEntry =
  (DesktopMenuLink & { active: boolean; children?: undefined }) | DesktopMenuSection;

export interface DesktopMenuSection {
  id: string;
  label: IslandText;
  /** The page shown lies in the section. */
  active: boolean;
  children: DesktopMenuLink[];
}

export interface DesktopMenuIslandProps {
  entries: DesktopMenuEntry[];
  moreLabel: string;
  newTabNote: string;
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
        <Icon name="ExpandMore" small />
      </button>
      <ul className="dropdown" id={panelId}>
        {children}
      </ul>
    </li>
  );
}

function MenuLink({
  link,
  newTabNote,
  onClick,
}: {
  link: DesktopMenuLink;
  newTabNote: string;
  onClick?: () => void;
}) {
  return (
    <IslandLink
      to={link.to}
      newTabNote={newTabNote}
      className={onClick ? undefined : 'menu-top'}
      aria-current={link.current ? 'page' : undefined}
      onClick={onClick}
    >
      <ShownText text={link.label} />
    </IslandLink>
  );
}

/**
 * The wide-screen menu, on one row at every width: entries that would not fit move under "More" (by
 * the CSS of the part around it). An entry with children is a button that opens its dropdown on
 * hover, on keyboard focus and on click (a click never closes what hovering just opened); the
 * dropdown closes 300 ms after the pointer leaves, when focus leaves it, or on Escape. Before this
 * code runs, CSS does all of that but Escape.
 */
export default function DesktopMenuIsland({ entries, moreLabel, newTabNote }: DesktopMenuIslandProps) {
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

  return (
    <ul ref={bar} className="menu-bar" data-scripted={scripted || undefined}>
      {entries.map((entry, index) => {
        const className = `entry entry-${index}${entry.active ? ' is-active' : ''}`;
        if (!entry.children) {
          return (
            <li key={entry.id} className={className} data-entry={entry.id}>
              <MenuLink link={entry} newTabNote={newTabNote} />
            </li>
          );
        }
        return (
          <DropdownEntry
            key={entry.id}
            id={entry.id}
            label={<ShownText text={entry.label} />}
            className={className}
            controls={controls}
          >
            {entry.children.map((child) => (
              <li key={child.id}>
                <MenuLink link={child} newTabNote={newTabNote} onClick={close} />
              </li>
            ))}
          </DropdownEntry>
        );
      })}
      <DropdownEntry id={MORE_ID} label={moreLabel} className="more" controls={controls}>
        {entries.map((entry, index) => (
          <li key={entry.id} className={`more-entry more-entry-${index}`}>
            {entry.children ? (
              <>
                <span className="more-group">
                  <ShownText text={entry.label} />
                </span>
                <ul>
                  {entry.children.map((child) => (
                    <li key={child.id}>
                      <MenuLink link={child} newTabNote={newTabNote} onClick={close} />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <MenuLink link={entry} newTabNote={newTabNote} onClick={close} />
            )}
          </li>
        ))}
      </DropdownEntry>
    </ul>
  );
}

/**
 * The entries, read back from the bar as the page shows it: the page carries the menu once, as
 * markup, rather than again as this island's JSON. A link's id inside a dropdown only keys it.
 */
export const propsInMarkup: PropsInMarkup<DesktopMenuIslandProps, 'entries'> = {
  keys: ['entries'],
  read: (host) => ({
    entries: [...host.querySelectorAll<HTMLLIElement>('.menu-bar > .entry')].map((item) => {
      const id = item.dataset.entry ?? '';
      const active = item.classList.contains('is-active');
      const top = item.querySelector(':scope > .menu-top');
      if (top instanceof HTMLAnchorElement) return { ...linkIn(top, id), active };
      const links = item.querySelectorAll<HTMLAnchorElement>(':scope > .dropdown > li > a');
      return {
        id,
        label: shownTextIn(top ?? item),
        active,
        children: [...links].map((link, index) => linkIn(link, `${id}-${index}`)),
      };
    }),
  }),
};

function linkIn(link: HTMLAnchorElement, id: string): DesktopMenuLink {
  return {
    id,
    label: shownTextIn(link),
    to: linkTargetOf(link),
    current: link.getAttribute('aria-current') === 'page',
  };
}
