import { splitSitePath } from '../../content/site-path';

/**
 * Whether an address typed in the admin can be a link of the site: an http(s), mailto: or tel:
 * address, or a path of a page the site has (the page index of the store, so a page added in
 * this session counts). Returns the problem, or null.
 */
export type LinkTargetProblem = 'required' | 'format' | 'unknownPage';

export function linkTargetProblem(url: string, pagePaths: ReadonlySet<string>): LinkTargetProblem | null {
  const address = url.trim();
  if (address === '') return 'required';
  if (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(address) || /^(mailto:|tel:)\S+$/i.test(address)) return null;
  if (address === '#') return null;
  if (!address.startsWith('/') || address.startsWith('//') || /\s/.test(address)) return 'format';
  const { path } = splitSitePath(address.replace(/[?#].*$/, ''));
  return pagePaths.has(path) ? null : 'unknownPage';
}
