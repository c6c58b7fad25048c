import { useCallback, useMemo } from 'react';
import { usePageIndex } from '../../content/hooks';
import { useAdminText, type AdminTextKey } from '../text';
import { linkTargetProblem, type LinkTargetProblem } from './link-target';

const MESSAGES: Record<LinkTargetProblem, AdminTextKey> = {
  required: 'links.urlRequired',
  format: 'links.urlFormat',
  unknownPage: 'links.urlUnknownPage',
};

/**
 * Checks an address typed in the admin against the site's pages as they are now; gives the message
 * to show at the field, or null. An optional address may be left empty.
 */
export function useLinkTargetCheck({ optional = false } = {}): (url: string) => string | null {
  const t = useAdminText();
  const index = usePageIndex();
  const pagePaths = useMemo(() => new Set(index.map((page) => page.path)), [index]);
  return useCallback(
    (url: string) => {
      if (optional && url.trim() === '') return null;
      const problem = linkTargetProblem(url, pagePaths);
      return problem ? t(MESSAGES[problem]) : null;
    },
    [optional, pagePaths, t],
  );
}
