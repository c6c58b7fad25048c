/**
 * The admin's language, by the one rule the site and the server follow (src/content/language-choice):
 * the cookie lang=sw, chosen with ?lang= or the admin's switch. Under `npm start` the server applies it;
 * this applies it where the browser decides the address (the sign-in page under `npm run dev`, and the
 * admin's own moves between screens).
 */
import { languageMove, rememberedLanguage } from '../../content/language-choice';
import type { Language } from '../../content/localize';
import { localizedPath, splitSitePath } from '../../content/site-path';
import { rememberLanguage } from '../../site/language-preference';

type AddressParts = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** Where the admin should be by its ?lang= (then remembered) or the cookie; null when it is there. */
export function followAdminLanguage(address: AddressParts, cookie: string): string | null {
  const { pathname, search, hash } = address;
  const move = languageMove(
    splitSitePath(pathname).language,
    (language) => localizedPath(pathname, language),
    search,
    rememberedLanguage(cookie),
  );
  if (move === null) return null;
  if (move.remember) void rememberLanguage(move.remember);
  return move.to + hash;
}

/** The admin's switch: remembers `language` and returns the same screen's address in it. */
export function chooseAdminLanguage(language: Language, address: AddressParts): string {
  // The admin moves between its screens in the page: no request carries the cookie at once.
  void rememberLanguage(language);
  return localizedPath(address.pathname, language) + address.search + address.hash;
}
