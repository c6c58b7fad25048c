import type { LocalizedText } from '../../content/types.generated';

/** The English of a localized text as a field shows it ('' when there is none). */
export function englishOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'en' in value && typeof value.en === 'string') return value.en;
  return '';
}

/** The text with its English changed and its Kiswahili kept. */
export function withEnglish(previous: LocalizedText, text: string): LocalizedText;
export function withEnglish(previous: unknown, text: string): unknown;
export function withEnglish(previous: unknown, text: string): unknown {
  return previous && typeof previous === 'object' ? { ...previous, en: text } : text;
}
