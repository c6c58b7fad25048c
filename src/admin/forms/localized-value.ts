/**
 * A localized text as the admin's inputs change it: a plain string is English only; an object has
 * its English and Kiswahili. Pure.
 */
import type { LocalizedText } from '../../content/types.generated';

/** The text without spaces around its English and its Kiswahili, as it is added to a list. */
export function trimmedText(value: LocalizedText): LocalizedText {
  if (typeof value === 'string') return value.trim();
  return { ...value, en: value.en.trim(), ...(typeof value.sw === 'string' ? { sw: value.sw.trim() } : {}) };
}
