import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { findPage, usePageIndex } from '../../content/hooks';
import { splitSitePath } from '../../content/site-path';
import { NotFoundView } from './NotFoundView';
import { PageView } from './PageView';

/** Shows the page whose path is the current address (in either language), or the not-found page. */
export function ContentRoute() {
  const { pathname, hash } = useLocation();
  const entry = findPage(usePageIndex(), splitSitePath(pathname).path);
  useScrollToTopOnNavigation(pathname, hash);
  return entry ? <PageView key={entry.id} id={entry.id} /> : <NotFoundView />;
}

/**
 * After an in-app navigation, start at the top of the new page with focus on its heading, so a
 * screen reader announces the new page and the next Tab continues from there.
 */
function useScrollToTopOnNavigation(pathname: string, hash: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    window.scrollTo(0, 0);
    const main = document.getElementById('main-content');
    (main?.querySelector<HTMLElement>('h1') ?? main)?.focus({ preventScroll: true });
  }, [pathname, hash]);
}
