/**
 * The texts the Kiswahili site still needs: those with no Kiswahili, and those whose English changed
 * since their Kiswahili was written (marked for review).
 */
import { localize } from '../../content/localize';
import type { LocalizedText } from '../../content/types.generated';
import { reviewMarkOf, translationState } from '../../content/translation-state';
import type { CollectedText } from '../model/content-checks';

export interface TextNeedingKiswahili extends CollectedText {
  /** Missing: visitors reading Kiswahili see the English. */
  need: 'missing' | 'review';
  english: string;
}

export function textsNeedingKiswahili(texts: readonly CollectedText[]): TextNeedingKiswahili[] {
  return texts.flatMap((text) => {
    const state = translationState(text.value);
    const need =
      state === 'englishOnly'
        ? 'missing'
        : state === 'translated' && reviewMarkOf(text.value) !== undefined
          ? 'review'
          : undefined;
    return need ? [{ ...text, need, english: localize(text.value as LocalizedText, 'en') }] : [];
  });
}
