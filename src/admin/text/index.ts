import { useCallback } from 'react';
import { fillTemplate } from '../../content/localize';
import { useLanguage } from '../../i18n';
import en from './en.json';
import sw from './sw.json';

/** The admin's own interface strings, kept out of the public site's dictionaries and bundle. */
export type AdminTextKey = keyof typeof en;

const dictionaries: Record<'en' | 'sw', Partial<Record<AdminTextKey, string>>> = { en, sw };

export type AdminText = (key: AdminTextKey, values?: Record<string, string | number>) => string;

export function useAdminText(): AdminText {
  const language = useLanguage();
  return useCallback(
    (key, values = {}) => fillTemplate(dictionaries[language][key] ?? en[key], values),
    [language],
  );
}
