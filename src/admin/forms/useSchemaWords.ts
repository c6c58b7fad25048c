import { useMemo } from 'react';
import { useLanguage } from '../../i18n/language';
import en from '../text/fields/en.json';
import { kiswahiliLoader, useDictionary } from '../text/kiswahili-loader';
import { SchemaWords, type FormDictionary } from './schema-words';

/** The Kiswahili names, fetched with a Kiswahili screen's code, as the problems' words are. */
const kiswahili = kiswahiliLoader<FormDictionary>(() => import('../text/fields/sw.json'), { early: true });

/** The names, help and options of the forms in the screen's language (a Kiswahili screen may suspend once). */
export function useSchemaWords(): SchemaWords {
  const language = useLanguage();
  const dictionary = useDictionary<FormDictionary>(en, kiswahili);
  return useMemo(() => new SchemaWords(language, dictionary), [language, dictionary]);
}
