/**
 * A localized text as the admin's inputs change it: a plain string is English only; an object has
 * its English and Kiswahili. Pure.
 */
import { reviewMarkOf } from '../../content/translation-state';
import type { LocalizedText } from '../../content/types.generated';

/** The text without spaces around its English and its Kiswahili, as it is added to a list. */
export function trimmedText(value: LocalizedText): LocalizedText {
  if (typeof value === 'string') return value.trim();
  return { ...value, en: value.en.trim(), ...(typeof value.sw === 'string' ? { sw: value.sw.trim() } : {}) };
}

/**
 * The text with its English changed. A Kiswahili kept as it was is marked as needing review with the
 * English it was translated from (the first English, however many edits follow); typing the English
 * back to that removes the mark. A plain string stays English only.
 */
export function withEnglishEdited(previous: LocalizedText | undefined, en: string): LocalizedText {
  if (typeof previous !== 'object') return en;
  const { sw } = previous;
  if (typeof sw !== 'string') return sw === null ? { en, sw } : en;
  const from = reviewMarkOf(previous) ?? previous.en;
  return from === en ? { en, sw } : { en, sw, swFrom: from };
}

/** The text with its Kiswahili changed: a Kiswahili written now needs no review. '' removes it. */
export function withKiswahiliEdited(previous: LocalizedText | undefined, sw: string): LocalizedText {
  const en = typeof previous === 'object' ? previous.en : (previous ?? '');
  return sw === '' ? en : { en, sw };
}

/** Whether a text (a localized text or an address) has no words yet: no English, the language every text has. */
export function blankText(value: unknown): boolean {
  const english = value && typeof value === 'object' && 'en' in value ? (value as { en: unknown }).en : value;
  return typeof english !== 'string' || english.trim() === '';
}
