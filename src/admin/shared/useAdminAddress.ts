import { useCallback } from 'react';
import { localizedPath } from '../../content/site-path';
import { useLanguage } from '../../i18n/language';

/**
 * The admin's addresses in the language it is shown in: the admin follows its address as the site
 * does (/admin/... in English, /sw/admin/... in Kiswahili), so its links keep the prefix it was
 * opened with, from the sign-in page on.
 */
export function useAdminAddress(): (address: string) => string {
  const language = useLanguage();
  return useCallback((address: string) => localizedPath(address, language), [language]);
}
