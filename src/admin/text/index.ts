import { useMemo } from 'react';
import { fillTemplate, type Language } from '../../content/localize';
import { useLanguage } from '../../i18n/language';
import en from './en.json';
import { kiswahiliLoader, useDictionary } from './kiswahili-loader';

/** The admin's own interface strings, kept out of the public site's dictionaries and bundle. */
export type AdminTextKey = keyof typeof en;

type Dictionary = Partial<Record<AdminTextKey, string>>;

const kiswahili = kiswahiliLoader<Dictionary>(() => import('./sw.json'));

/** `language`: a history label the words compose names a page or a link by its text in that language too. */
export type AdminText = ((key: AdminTextKey, values?: Record<string, string | number>) => string) & {
  readonly language: Language;
};

/**
 * A message with its values filled in. A message counting one thing has its own words where the
 * dictionary has them, under the key with ".one" added ("1 problem stops the save").
 */
export function adminMessage(
  dictionary: Dictionary,
  key: AdminTextKey,
  values: Record<string, string | number> = {},
): string {
  const single = `${key}.one`;
  const chosen = values.count === 1 && single in en ? (single as AdminTextKey) : key;
  return fillTemplate(dictionary[chosen] ?? en[chosen], values);
}

export function useAdminText(): AdminText {
  const language = useLanguage();
  const dictionary = useDictionary<Dictionary>(en, kiswahili);
  return useMemo(
    () =>
      Object.assign(
        (key: AdminTextKey, values?: Record<string, string | number>) =>
          adminMessage(dictionary, key, values),
        { language },
      ),
    [dictionary, language],
  );
}
