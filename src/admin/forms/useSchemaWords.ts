import { use, useMemo } from 'react';
import { splitSitePath } from '../../content/site-path';
import { useLanguage } from '../../i18n/language';
import en from '../text/fields/en.json';
import { kiswahiliLoader } from '../text/kiswahili-loader';
import { SchemaWords, type FormDictionary } from './schema-words';

/** The Kiswahili names, fetched the first time a form shows in Kiswahili, as the admin's other strings are. */
const kiswahili = kiswahiliLoader<FormDictionary>(() => import('../text/fields/sw.json'));

// A Kiswahili screen fetches the names with its own code, so a dialog opened later does not wait
// (suspending there would blank the screen behind it for a moment).
if (typeof window !== 'undefined' && splitSitePath(window.location.pathname).language === 'sw')
  void kiswahili.fetch();

/** The names, help and options of the forms in the screen's language (a Kiswahili screen may suspend once). */
export function useSchemaWords(): SchemaWords {
  const language = useLanguage();
  const dictionary: FormDictionary = language === 'sw' ? use(kiswahili.fetch()) : en;
  return useMemo(() => new SchemaWords(language, dictionary), [language, dictionary]);
}
