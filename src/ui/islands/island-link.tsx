import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isRoutablePath, localizedPath } from '../../content/site-path';
import type { Language } from '../../content/localize';

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//.test(url);
}

/** Where a link of content leads, as an island receives it. */
export interface IslandLinkTarget {
  href: string;
  /** A web address: opens in a new tab, without giving the opened page access to this one. */
  newTab?: boolean;
}

/**
 * The shell's side, as SmartLink resolves an address: pages of this site in the page's language
 * (content names /fees; a Kiswahili page links to /sw/fees), web addresses in a new tab, mailto: and
 * tel: as they are.
 */
export function islandLinkOf(url: string, language: Language): IslandLinkTarget {
  if (isExternalUrl(url)) return { href: url, newTab: true };
  return { href: isRoutablePath(url) ? localizedPath(url, language) : url };
}

/**
 * The island's side: a plain link (where the whole page is one app, the app routes it). A link
 * opening a new tab says so to screen readers, in newTabNote, which the page's CSS hides from sight
 * by its class `new-tab-note`.
 */
export function IslandLink({
  to,
  newTabNote,
  children,
  ...rest
}: { to: IslandLinkTarget; newTabNote: string; children: ReactNode } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel'
>) {
  if (!to.newTab) {
    return (
      <a href={to.href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={to.href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="new-tab-note"> {newTabNote}</span>
    </a>
  );
}

/** Where an IslandLink leads, read back from the link it rendered (for PropsInMarkup). */
export function linkTargetOf(link: HTMLAnchorElement): IslandLinkTarget {
  const href = link.getAttribute('href') ?? '';
  return link.target === '_blank' ? { href, newTab: true } : { href };
}
