import { use, useCallback } from 'react';
import { fillTemplate } from '../../content/localize';
import { useLanguage } from '../../i18n/language';
import en from './en.json';
import { kiswahiliLoader } from './kiswahili-loader';

/** The admin's own interface strings, kept out of the public site's dictionaries and bundle. */
export type AdminTextKey = keyof typeof en;

type Dictionary = Partial<Record<AdminTextKey, string>>;

/** The Kiswahili strings, fetched the first time a screen shows in Kiswahili (an address under /sw/admin). */
const kiswahili = kiswahiliLoader<Dictionary>(() => import('./sw.json'));

export type AdminText = (key: AdminTextKey, values?: Record<string, string | number>) => string;

export function useAdminText(): AdminText {
  const language = useLanguage();
  const dictionary: Dictionary = language === 'sw' ? use(kiswahili.fetch()) : en;
  return useCallback((key, values = {}) => fillTemplate(dictionary[key] ?? en[key], values), [dictionary]);
}
