import en from '../i18n/en.json';
import sw from '../i18n/sw.json';
import { fillTemplate, type Language } from '../content/localize';

type OfflineKey = Extract<keyof typeof en, `offline.${string}`>;

const dictionaries: Record<Language, Partial<Record<keyof typeof en, string>>> = { en, sw };

/**
 * The words of the offline notice and page, from the site's dictionaries (Kiswahili falling back to
 * English key by key, as everywhere on the site), without the React side of src/i18n: the build,
 * a publish and the service worker use them.
 */
export function offlineText(
  language: Language,
  key: OfflineKey,
  values: Record<string, string | number> = {},
): string {
  return fillTemplate(dictionaries[language][key] ?? en[key], values);
}
