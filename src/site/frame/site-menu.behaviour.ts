import { MOBILE_BREAKPOINT } from '../breakpoint';
import { DROPDOWN_CLOSE_DELAY_MS } from './menu';

const SECTION = '.has-submenu';

/**
 * The bar's dropdowns, with no React. From 768 px up, a section's dropdown opens when the pointer
 * enters it, on keyboard focus and on a click of its toggle (a click never closes what hovering just
 * opened); it closes 300 ms after the pointer leaves, when focus leaves it, when one of its links is
 * followed, and on Escape, which returns focus to its toggle. The toggle's aria-expanded says what
 * shows. Below 768 px the list is the phone panel, whose native disclosures need nothing from here.
 * It starts from what CSS shows: a dropdown open under the pointer or focus stays open.
 */
export function adopt(host: HTMLElement): () => void {
  const list = host.querySelector<HTMLElement>('.site-menu');
  if (!list) return () => {};
  const bar = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT}px)`);
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const sections = () => [...list.querySelectorAll<HTMLElement>(`:scope > ${SECTION}`)];
  const toggleOf = (section: Element) =>
    section.querySelector<HTMLElement>(':scope > .submenu-toggle > summary');
  const sectionOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(SECTION) : null;
  const openSection = () => list.querySelector<HTMLElement>(`:scope > ${SECTION}.is-open`);

  const cancelClose = () => clearTimeout(closeTimer);
  /** Marks the one open dropdown (none for null) and tells each toggle, on the bar only. */
  const show = (open: HTMLElement | null) => {
    cancelClose();
    for (const section of sections()) {
      const isOpen = section === open;
      section.classList.toggle('is-open', isOpen);
      // On phones each toggle's own disclosure says whether its submenu shows.
      if (bar.matches) toggleOf(section)?.setAttribute('aria-expanded', String(isOpen));
      else toggleOf(section)?.removeAttribute('aria-expanded');
    }
  };
  const close = () => show(null);

  const onPointerOver = (event: PointerEvent) => {
    const section = sectionOf(event.target);
    if (bar.matches && section && section !== openSection()) show(section);
    else if (section) cancelClose();
  };
  const onPointerOut = (event: PointerEvent) => {
    const section = sectionOf(event.target);
    if (!bar.matches || !section || section.contains(event.relatedTarget as Node | null)) return;
    cancelClose();
    closeTimer = setTimeout(close, DROPDOWN_CLOSE_DELAY_MS);
  };
  const onFocusIn = (event: FocusEvent) => {
    if (!bar.matches) return;
    const section = sectionOf(event.target);
    if (section !== openSection()) show(section);
  };
  const onFocusOut = (event: FocusEvent) => {
    const open = openSection();
    if (bar.matches && open && !open.contains(event.relatedTarget as Node | null)) close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const open = openSection();
    if (!bar.matches || event.key !== 'Escape' || !open) return;
    // Focusing the toggle opens its dropdown, so the close has to come after it to win.
    toggleOf(open)?.focus({ preventScroll: true });
    close();
  };
  const onClick = (event: MouseEvent) => {
    if (!bar.matches || !(event.target instanceof Element)) return;
    const toggle = event.target.closest('summary');
    if (toggle && list.contains(toggle)) {
      // On the bar the dropdown is the script's to show, not the disclosure's.
      event.preventDefault();
      show(sectionOf(toggle));
    } else if (event.target.closest('.submenu a')) close();
  };
  /** Between the bar and the phone panel, nothing stays open that the other would not show. */
  const onWidthChange = () => {
    for (const toggle of list.querySelectorAll<HTMLDetailsElement>('.submenu-toggle')) toggle.open = false;
    close();
  };

  const listeners: [EventTarget, string, EventListener][] = [
    [list, 'pointerover', onPointerOver as EventListener],
    [list, 'pointerout', onPointerOut as EventListener],
    [list, 'focusin', onFocusIn as EventListener],
    [list, 'focusout', onFocusOut as EventListener],
    [list, 'keydown', onKeyDown as EventListener],
    [list, 'click', onClick as EventListener],
    [bar, 'change', onWidthChange],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);

  if (bar.matches) {
    // A dropdown shown by CSS (hover, focus, or a toggle tapped before the scripts) stays shown.
    const shown = list.querySelector<HTMLElement>(
      `:scope > ${SECTION}:hover, :scope > ${SECTION}:focus-within, :scope > ${SECTION}:has(> .submenu-toggle[open])`,
    );
    for (const toggle of list.querySelectorAll<HTMLDetailsElement>('.submenu-toggle')) toggle.open = false;
    show(shown);
  }
  list.dataset.scripted = '';

  return () => {
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
    cancelClose();
    delete list.dataset.scripted;
  };
}
