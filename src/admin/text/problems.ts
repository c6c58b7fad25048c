/**
 * The validation core's problems in the screen's language. The core words each in English (as
 * `npm run validate` and the server do) and names its rule in `reason`; the admin words it again from
 * these dictionaries: a rule by its key, a schema's own "errorMessage" by that message.
 */
import { useMemo } from 'react';
import { fillTemplate } from '../../content/localize';
import type { ProblemReason } from '../../validation';
import en from './problems/en.json';
import { kiswahiliLoader, useDictionary } from './kiswahili-loader';

export interface ProblemDictionary {
  /** Words by reason key, naming the reason's values as {limit}. */
  reasons: Readonly<Record<string, string>>;
  /** A schema's own messages, by their English. */
  schemaMessages?: Readonly<Record<string, string>>;
}

export interface WordedProblem {
  message: string;
  reason?: ProblemReason;
}

export type ProblemWords = (problem: WordedProblem) => string;

/** Falls back to the core's English line. */
export function problemWords(dictionary: ProblemDictionary): ProblemWords {
  return ({ message, reason }) => {
    if (!reason) return message;
    if (reason.key === 'errorMessage') return dictionary.schemaMessages?.[message] ?? message;
    const words = dictionary.reasons[reason.key];
    return words === undefined ? message : fillTemplate(words, reason.params ?? {});
  };
}

const kiswahili = kiswahiliLoader<ProblemDictionary>(() => import('./problems/sw.json'), { early: true });

/** The problems' words in the screen's language (a Kiswahili screen may suspend once, for its words). */
export function useProblemWords(): ProblemWords {
  const dictionary = useDictionary<ProblemDictionary>(en, kiswahili);
  return useMemo(() => problemWords(dictionary), [dictionary]);
}
