import { useCallback } from 'react';
import { localizedPath } from '../../content/site-path';
import { useLanguage } from '../../i18n/language';

/**
 * The admin's addresses in the language it is shown in: like the site, /admin/... is English and
 * /sw/admin/... Kiswahili, so its links keep the prefix it was opened with.
 */
export function useAdminAddress(): (address: string) => string {
  const language = useLanguage();
  return useCallback((address: string) => localizedPath(address, language), [language]);
}
