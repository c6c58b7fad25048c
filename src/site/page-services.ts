import { FETCH_SITE_FONT_GLOBAL } from '../content/embedded';
import type { Language } from '../content/localize';
import { localizedPath } from '../content/site-path';
import { startOfflineWorker } from '../offline/register';
import { afterLoad } from '../ui/islands/after-load';
import type { NavigateTo } from '../ui/islands/navigation';
import {
  LANGUAGE_PARAMETER,
  rememberLanguage,
  requestedLanguage,
  storedLanguage,
} from './language-preference';

export interface PageFacts {
  language: Language;
  /** The page's own path, the same in every language (/about). */
  path: string;
  offlineEnabled: boolean;
}

/**
 * What every public page does once its scripts run, with no React needed: offline reading starts (or
 * is removed where the settings turn it off), on a first visit the site's font is fetched for the next
 * page once this one has loaded, and a language asked for in the address (?lang=, when
 * no server took it) or stored from an earlier visit (when no server answered from the cookie) is
 * remembered and the page shown in it.
 */
export function startPageServices(
  { language, path, offlineEnabled }: PageFacts,
  navigateTo: NavigateTo,
): void {
  if (import.meta.env.PROD) startOfflineWorker(offlineEnabled);
  const fetchSiteFont = (window as unknown as Record<string, (() => void) | undefined>)[
    FETCH_SITE_FONT_GLOBAL
  ];
  if (fetchSiteFont) afterLoad(fetchSiteFont);
  const { search, hash } = window.location;
  const requested = requestedLanguage(search);
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAMETER);
  const rest = (params.size ? `?${params}` : '') + hash;
  if (requested) {
    void rememberLanguage(requested).then(() =>
      navigateTo(localizedPath(path, requested) + rest, { replace: true }),
    );
  } else if (language === 'en' && storedLanguage() === 'sw') {
    navigateTo(localizedPath(path, 'sw') + rest, { replace: true });
  }
}
