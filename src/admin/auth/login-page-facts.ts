/**
 * What the sign-in page (/admin/login, rendered by src/server/admin-auth/login-page) says and
 * checks, from the admin's dictionary: the build writes it into each release, and `npm run dev`
 * renders the page from it. The admin's addresses show English (they have no Kiswahili twin).
 */
import type { LoginPageFacts } from '../../server/admin-auth/login-page';
import en from '../text/en.json';

/** Shortest username and password the form accepts (spec §5, §9). */
export const MIN_USERNAME_LENGTH = 3;
export const MIN_PASSWORD_LENGTH = 6;

/** The page's facts, with the address of its script and the admin app's files to prefetch. */
export function loginPageFacts(script: string | null, prefetch: string[]): LoginPageFacts {
  return {
    language: 'en',
    texts: {
      title: en['admin.title'],
      subtitle: en['login.subtitle'],
      username: en['login.username'],
      password: en['login.password'],
      submit: en['login.submit'],
      checking: en['login.checking'],
      usernameTooShort: en['login.usernameTooShort'],
      passwordTooShort: en['login.passwordTooShort'],
      invalid: en['login.invalid'],
      locked: en['login.locked'],
      unavailable: en['login.unavailable'],
    },
    minLength: { username: MIN_USERNAME_LENGTH, password: MIN_PASSWORD_LENGTH },
    script,
    prefetch,
  };
}
