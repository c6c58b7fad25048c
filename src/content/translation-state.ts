/**
 * Whether a localized text has its Kiswahili, and whether that Kiswahili needs review. Pure content
 * model: the admin sets the mark and lists the texts, the build's completeness report reads them.
 */

export type TranslationState = 'translated' | 'exception' | 'englishOnly';

/**
 * Whether a text has its Kiswahili: translated, a deliberate exception (`sw` null: a name that reads
 * the same), or English only (a plain string, or no `sw`).
 */
export function translationState(value: unknown): TranslationState {
  if (value && typeof value === 'object' && 'sw' in value) {
    if (value.sw === null) return 'exception';
    if (typeof value.sw === 'string' && value.sw.trim() !== '') return 'translated';
  }
  return 'englishOnly';
}

/** The English a text's Kiswahili was translated from, when the English has changed since. */
export function reviewMarkOf(value: unknown): string | undefined {
  return value && typeof value === 'object' && 'swFrom' in value && typeof value.swFrom === 'string'
    ? value.swFrom
    : undefined;
}
