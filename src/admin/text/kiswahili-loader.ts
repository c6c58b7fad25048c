import { use } from 'react';
import { splitSitePath } from '../../content/site-path';
import { useLanguage } from '../../i18n/language';

/**
 * A Kiswahili dictionary fetched the first time a screen needs it, so an English screen never waits for
 * it. The promise is marked fulfilled the way React's `use()` reads it, so a form opened after the
 * words were fetched reads them at once instead of suspending for a moment.
 */
export function kiswahiliLoader<Dictionary>(
  load: () => Promise<{ default: Dictionary }>,
  { early = false }: { early?: boolean } = {},
): () => Promise<Dictionary> {
  type Tracked = Promise<Dictionary> & { status?: 'fulfilled'; value?: Dictionary };
  let pending: Tracked | undefined;
  const fetchOnce = () => {
    if (!pending) {
      const promise: Tracked = load().then((module) => {
        promise.status = 'fulfilled';
        promise.value = module.default;
        return module.default;
      });
      pending = promise;
    }
    return pending;
  };
  // Words a dialog or a problem shows later are fetched with the screen's own code on a Kiswahili
  // screen, so they never suspend (and blank) the screen behind them.
  if (early && typeof window !== 'undefined' && splitSitePath(window.location.pathname).language === 'sw')
    void fetchOnce();
  return fetchOnce;
}

/**
 * The dictionary of the screen's language: the English one at once, the Kiswahili one once fetched.
 * Called on every render (never skipped once the words are in: React replays a suspended render and
 * expects the same calls).
 */
export function useDictionary<Dictionary>(
  english: Dictionary,
  kiswahili: () => Promise<Dictionary>,
): Dictionary {
  return useLanguage() === 'sw' ? use(kiswahili()) : english;
}
