import { use, useCallback } from 'react';
import { fillTemplate } from '../../content/localize';
import { useLanguage } from '../../i18n/language';
import en from './en.json';

/** The admin's own interface strings, kept out of the public site's dictionaries and bundle. */
export type AdminTextKey = keyof typeof en;

type Dictionary = Partial<Record<AdminTextKey, string>>;

/**
 * The Kiswahili strings, fetched the first time a screen shows in Kiswahili (an address under
 * /sw/admin), so an English screen never waits for them.
 */
let kiswahili: Promise<Dictionary> | undefined;
function kiswahiliDictionary(): Promise<Dictionary> {
  kiswahili ??= import('./sw.json').then((module) => module.default);
  return kiswahili;
}

export type AdminText = (key: AdminTextKey, values?: Record<string, string | number>) => string;

export function useAdminText(): AdminText {
  const language = useLanguage();
  // use() may be called conditionally; a Kiswahili screen suspends once, until its strings are in.
  const dictionary: Dictionary = language === 'sw' ? use(kiswahiliDictionary()) : en;
  return useCallback((key, values = {}) => fillTemplate(dictionary[key] ?? en[key], values), [dictionary]);
}
