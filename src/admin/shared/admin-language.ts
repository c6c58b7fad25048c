/**
 * The admin's language, remembered by the one rule the public site and the server follow
 * (src/content/language-choice): the cookie lang=sw, chosen with ?lang= or the admin's own switch.
 * Under `npm start` the server already answers an address in the remembered language; this is the
 * same rule where the browser decides the address (the sign-in page's script under `npm run dev`,
 * and the admin app's own moves between screens).
 */
import { languageMove, rememberedLanguage } from '../../content/language-choice';
import type { Language } from '../../content/localize';
import { localizedPath, splitSitePath } from '../../content/site-path';
import { rememberLanguage } from '../../site/language-preference';

interface AddressParts {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * Where the admin at `address` should be instead, by its ?lang= or the remembered language, with
 * a language asked for remembered on the way; null when it is where it should be.
 */
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
