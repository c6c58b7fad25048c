/**
 * Where the browser does not know speculation rules (the page's head asks it to prefetch a page when
 * the pointer rests on its link, and to render it ahead when a finger touches it), the part a link
 * element can do: a prefetch link added at hover or touch-start, once per address. Pages only: not
 * the admin, the API or files.
 */
export function prefetchPagesWithoutSpeculationRules(): void {
  if (HTMLScriptElement.supports?.('speculationrules')) return;
  const fetched = new Set<string>();
  const prefetch = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== location.origin || /^\/(admin|api)(\/|$)|\.[a-z0-9]+$/i.test(url.pathname)) return;
    const address = url.pathname + url.search;
    if (fetched.has(address) || address === location.pathname + location.search) return;
    fetched.add(address);
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = address;
    document.head.appendChild(link);
  };
  document.addEventListener('pointerover', prefetch, { passive: true });
  document.addEventListener('touchstart', prefetch, { passive: true });
}
