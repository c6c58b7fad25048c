/**
 * What the sign-in page (/admin/login and /sw/admin/login, rendered by
 * src/server/admin-auth/login-page) says and checks, from the admin's dictionaries: the build
 * writes it into each release, and `npm run dev` renders the page from it.
 */
import type { Language } from '../../content/localize';
import type { LoginPageFacts, LoginTexts } from '../../server/admin-auth/login-page';
import { sessionTemplate } from '../../server/admin-auth/session-text';
import en from '../text/en.json';
import sw from '../text/sw.json';

/** Shortest username and password the form accepts (spec §5, §9). */
export const MIN_USERNAME_LENGTH = 3;
export const MIN_PASSWORD_LENGTH = 6;

/**
 * The page's words in one language, from the admin's dictionary; a refusal's, from the server's
 * (the same words its API answers with).
 */
function loginTexts(language: Language, dictionary: typeof en): LoginTexts {
  return {
    title: dictionary['admin.title'],
    subtitle: dictionary['login.subtitle'],
    username: dictionary['login.username'],
    password: dictionary['login.password'],
    submit: dictionary['login.submit'],
    checking: dictionary['login.checking'],
    usernameTooShort: dictionary['login.usernameTooShort'],
    passwordTooShort: dictionary['login.passwordTooShort'],
    invalid: sessionTemplate(language, 'invalid-credentials'),
    locked: sessionTemplate(language, 'locked'),
    unavailable: dictionary['login.unavailable'],
    otherLanguage: dictionary['login.otherLanguage'],
  };
}

/** The page's facts, with the address of its script and the admin app's files to prefetch. */
export function loginPageFacts(script: string | null, prefetch: string[]): LoginPageFacts {
  return {
    texts: { en: loginTexts('en', en), sw: loginTexts('sw', { ...en, ...sw }) },
    minLength: { username: MIN_USERNAME_LENGTH, password: MIN_PASSWORD_LENGTH },
    script,
    prefetch,
  };
}
