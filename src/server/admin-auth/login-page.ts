/**
 * The sign-in page (/admin/login, and /sw/admin/login in Kiswahili, each linking to the other) as
 * plain HTML and CSS: a form that posts to the server itself (POST to its own address, see routes.ts), so it is usable from the first paint, on a slow phone and with
 * scripts off. A small script (src/admin/auth/login-form.ts) then checks the fields in the browser,
 * signs in without leaving the page and counts a lock down; the admin's app loads only after sign-in,
 * in the page's language (its addresses keep the /sw prefix, see src/admin/shared/useAdminAddress).
 *
 * The build writes the page with nothing to report (and again every publish, in the settings'
 * colours); the server renders it anew with a message when a posted sign-in is refused. Its texts
 * are the admin's dictionary's, handed over as data (LoginPageFacts), since the server's code
 * imports none of the admin's.
 */
import { serializeForScript } from '../../content/embedded';
import { LANGUAGE_PARAMETER } from '../../content/language-choice';
import { LANGUAGES, type Language } from '../../content/localize';
import { localizedPath } from '../../content/site-path';
import type { CustomizationSettings } from '../../content/types.generated';
import { escapeMarkup } from '../releases/escape-markup';
import { lockedText } from './lock-countdown';

/** Where the page posts, and where it is shown, in English; /sw/admin/login in Kiswahili. */
export const LOGIN_PAGE_PATH = '/admin/login';
/** Where a signed-in admin goes next (spec §4), in the page's language. */
export const AFTER_SIGN_IN_PATH = '/admin/dashboard';

/** The address of the sign-in page in a language. */
export const loginPagePath = (language: Language) => localizedPath(LOGIN_PAGE_PATH, language);

/** The ids the page's script finds its parts by. */
export const LOGIN_IDS = {
  form: 'login-form',
  problem: 'login-problem',
  texts: 'login-texts',
  submit: 'login-submit',
  language: 'login-language',
} as const;
/** On the form: where a signed-in admin goes next, the dashboard in the page's language. */
export const AFTER_SIGN_IN_ATTRIBUTE = 'data-after-sign-in';
/** On the form while the username is locked: the seconds left when the page was made. */
export const LOCKED_SECONDS_ATTRIBUTE = 'data-locked-seconds';

export const LOGIN_FIELDS = ['username', 'password'] as const;
export type LoginFieldName = (typeof LOGIN_FIELDS)[number];

/** The id of a field's input, and of its message. */
export const fieldId = (name: LoginFieldName) => `login-${name}`;
export const fieldMessageId = (name: LoginFieldName) => `login-${name}-message`;

/** The page's words, from the admin's dictionary (keys login.* and admin.title). */
export interface LoginTexts {
  title: string;
  subtitle: string;
  username: string;
  password: string;
  submit: string;
  checking: string;
  usernameTooShort: string;
  passwordTooShort: string;
  invalid: string;
  /** With {seconds}. */
  locked: string;
  unavailable: string;
  /** The name of the other language, in it: the link to the page in that language. */
  otherLanguage: string;
}

/** What the build knows of the page: its words in each language, the shortest values, its script. */
export interface LoginPageFacts {
  texts: Record<Language, LoginTexts>;
  minLength: Record<LoginFieldName, number>;
  /** The address of the page's script; none under tests that render the page alone. */
  script: string | null;
  /**
   * The admin app's files, fetched at the lowest priority once the page has loaded, so the
   * dashboard after sign-in comes from the cache instead of the network.
   */
  prefetch: string[];
}

/** What one answer shows besides the form: a refusal, the fields' problems, the username typed. */
export interface LoginView {
  refusal?: { kind: 'invalid' } | { kind: 'locked'; seconds: number };
  tooShort?: LoginFieldName[];
  username?: string;
}

/** The page's words a script needs (those it shows after a try), read from the page's data block. */
export type LoginScriptTexts = Pick<
  LoginTexts,
  'submit' | 'checking' | 'usernameTooShort' | 'passwordTooShort' | 'invalid' | 'locked' | 'unavailable'
>;

const TOO_SHORT_TEXT = {
  username: 'usernameTooShort',
  password: 'passwordTooShort',
} as const satisfies Record<LoginFieldName, keyof LoginTexts>;

/** A field's message, by name: the spec's words for a value shorter than the form accepts. */
export function tooShortText(texts: Pick<LoginTexts, 'usernameTooShort' | 'passwordTooShort'>) {
  return (name: LoginFieldName) => texts[TOO_SHORT_TEXT[name]];
}

/** MUI's dark shade of a palette colour (darken by 0.3), so the heading matches the admin's. */
function darker(colour: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) return colour;
  const channel = (hex: string) => Math.round(parseInt(hex, 16) * 0.7);
  return `rgb(${channel(match[1]!)}, ${channel(match[2]!)}, ${channel(match[3]!)})`;
}

function pageStyle({ primaryColor, fontFamily }: LoginColours): string {
  const primary = escapeMarkup(primaryColor);
  return [
    '*{box-sizing:border-box}',
    `body{margin:0;font-family:"${escapeMarkup(fontFamily)}",system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1c2331;background:#f5f7fb;line-height:1.5}`,
    'main{min-height:100vh;display:grid;place-items:center;padding:16px}',
    '.card{width:100%;max-width:400px;padding:24px;background:#fff;border-radius:8px;box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px 0 rgba(0,0,0,.14),0 1px 5px 0 rgba(0,0,0,.12)}',
    '@media (min-width:600px){.card{padding:32px}}',
    `h1{margin:0;text-align:center;font-size:1.9rem;font-weight:700;line-height:1.25;color:${escapeMarkup(darker(primaryColor))}}`,
    '.subtitle{margin:0 0 24px;text-align:center;color:#4a5568}',
    '.alert{margin:0 0 16px;padding:8px 16px;border-radius:8px;background:#d32f2f;color:#fff;font-weight:500}',
    '.alert.warning{background:#fff4e5;color:#663c00;font-weight:400}',
    '.alert:empty{display:none}',
    'form{display:grid;gap:16px}',
    'label{display:block;margin-bottom:4px;font-weight:500}',
    'input{display:block;width:100%;min-height:48px;padding:12px 14px;font:inherit;color:inherit;background:#fff;border:1px solid rgba(0,0,0,.35);border-radius:8px}',
    `input:focus{outline:none;border-color:${primary};box-shadow:inset 0 0 0 1px ${primary}}`,
    'input[aria-invalid="true"]{border-color:#d32f2f;box-shadow:inset 0 0 0 1px #d32f2f}',
    'input:disabled{background:#f0f0f0;color:rgba(0,0,0,.5)}',
    '.message{margin:4px 14px 0;font-size:.8rem;color:#c62828}',
    `button{min-height:48px;padding:8px 22px;font:inherit;font-size:1rem;font-weight:600;color:#fff;background:${primary};border:0;border-radius:8px;cursor:pointer}`,
    `button:focus-visible{outline:3px solid ${primary};outline-offset:2px}`,
    'button:disabled{color:rgba(0,0,0,.38);background:rgba(0,0,0,.12);cursor:default}',
    '.language{margin:16px 0 0;text-align:center}',
    `.language a{display:inline-block;min-height:24px;padding:4px 8px;color:${escapeMarkup(darker(primaryColor))}}`,
  ].join('');
}

/** The settings the page is drawn in. */
export type LoginColours = Pick<CustomizationSettings, 'primaryColor' | 'fontFamily' | 'faviconUrl'>;

function refusalMarkup(texts: LoginTexts, refusal: LoginView['refusal']): string {
  if (!refusal) return '';
  // The same element the script fills: a box above the form, as the spec places the message.
  return refusal.kind === 'invalid'
    ? `<div role="alert">${escapeMarkup(texts.invalid)}</div>`
    : `<div role="timer" aria-live="polite">${escapeMarkup(lockedText(texts, refusal.seconds))}</div>`;
}

function fieldMarkup(
  facts: LoginPageFacts,
  texts: LoginTexts,
  name: LoginFieldName,
  view: LoginView,
  locked: boolean,
  hasRefusal: boolean,
): string {
  const tooShort = view.tooShort?.includes(name) ?? false;
  const describedBy = [tooShort ? fieldMessageId(name) : '', hasRefusal ? LOGIN_IDS.problem : '']
    .filter(Boolean)
    .join(' ');
  const attributes = [
    `id="${fieldId(name)}"`,
    `name="${name}"`,
    name === 'password' ? 'type="password"' : 'type="text"',
    `autocomplete="${name === 'password' ? 'current-password' : 'username'}"`,
    `minlength="${facts.minLength[name]}"`,
    'required',
    name === 'username' && view.username ? `value="${escapeMarkup(view.username)}"` : '',
    tooShort || hasRefusal ? 'aria-invalid="true"' : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    locked ? 'disabled' : '',
  ].filter(Boolean);
  const message = tooShort
    ? `<p class="message" id="${fieldMessageId(name)}">${escapeMarkup(tooShortText(texts)(name))}</p>`
    : '';
  return `<div><label for="${fieldId(name)}">${escapeMarkup(texts[name])}</label><input ${attributes.join(' ')}>${message}</div>`;
}

/** The page's script's words: what it shows after a try, never the whole dictionary. */
function scriptTexts(texts: LoginTexts): LoginScriptTexts {
  const { submit, checking, usernameTooShort, passwordTooShort, invalid, locked, unavailable } = texts;
  return { submit, checking, usernameTooShort, passwordTooShort, invalid, locked, unavailable };
}

/**
 * The link to the page in the other language, named in that language. It asks with ?lang=, so the
 * choice is remembered as the public site's language links remember it (src/content/language-choice):
 * the server sets the cookie and answers the page without the parameter, scripts or none.
 */
function otherLanguageMarkup(facts: LoginPageFacts, language: Language): string {
  const other = LANGUAGES.find((candidate) => candidate !== language)!;
  const href = `${loginPagePath(other)}?${LANGUAGE_PARAMETER}=${other}`;
  return `<p class="language"><a id="${LOGIN_IDS.language}" href="${href}" hreflang="${other}" lang="${other}">${escapeMarkup(facts.texts[language].otherLanguage)}</a></p>`;
}

/** The whole document of the sign-in page in a language, showing what `view` says besides the form. */
export function loginPageDocument(
  facts: LoginPageFacts,
  colours: LoginColours,
  language: Language,
  view: LoginView = {},
): string {
  const texts = facts.texts[language];
  const pagePath = loginPagePath(language);
  const locked = view.refusal?.kind === 'locked' ? view.refusal.seconds : 0;
  const hasRefusal = view.refusal !== undefined;
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<meta name="theme-color" content="${escapeMarkup(colours.primaryColor)}">`,
    // Without scripts, a locked form opens again by itself once the lock is over.
    locked > 0 ? `<noscript><meta http-equiv="refresh" content="${locked};url=${pagePath}"></noscript>` : '',
    `<title>${escapeMarkup(texts.title)}</title>`,
    `<link rel="icon" href="${escapeMarkup(colours.faviconUrl)}">`,
    `<style>${pageStyle(colours)}</style>`,
    facts.script ? `<script type="module" src="${escapeMarkup(facts.script)}"></script>` : '',
    ...facts.prefetch.map((file) => `<link rel="prefetch" href="${escapeMarkup(file)}" crossorigin>`),
  ].join('');
  const fields = LOGIN_FIELDS.map((name) =>
    fieldMarkup(facts, texts, name, view, locked > 0, hasRefusal),
  ).join('');
  const form = [
    `<form id="${LOGIN_IDS.form}" method="post" action="${pagePath}" ${AFTER_SIGN_IN_ATTRIBUTE}="${localizedPath(AFTER_SIGN_IN_PATH, language)}" novalidate`,
    locked > 0 ? ` ${LOCKED_SECONDS_ATTRIBUTE}="${locked}"` : '',
    '>',
    fields,
    `<button id="${LOGIN_IDS.submit}" type="submit"${locked > 0 ? ' disabled' : ''}>${escapeMarkup(texts.submit)}</button>`,
    '</form>',
  ].join('');
  return `<!doctype html>
<html lang="${language}">
<head>${head}</head>
<body>
<main><div class="card">
<h1>${escapeMarkup(texts.title)}</h1>
<p class="subtitle">${escapeMarkup(texts.subtitle)}</p>
<div id="${LOGIN_IDS.problem}" class="alert">${refusalMarkup(texts, view.refusal)}</div>
${form}
${otherLanguageMarkup(facts, language)}
</div></main>
<script id="${LOGIN_IDS.texts}" type="application/json">${serializeForScript(scriptTexts(texts))}</script>
</body>
</html>
`;
}
