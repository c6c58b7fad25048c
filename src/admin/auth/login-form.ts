/**
 * The sign-in page's script (the page is plain HTML: src/server/admin-auth/login-page). The form
 * works without it, posted to the server; with it, the spec's shortest lengths are checked before
 * anything is sent, each message at its field, the sign-in is asked without leaving the page (the
 * spec's stored flag set with it), and a locked username counts down to the second it may try
 * again. It needs no framework: the admin's app loads after sign-in, on the dashboard.
 */
import {
  AFTER_SIGN_IN_ATTRIBUTE,
  fieldId,
  fieldMessageId,
  LOCKED_SECONDS_ATTRIBUTE,
  LOGIN_FIELDS,
  LOGIN_IDS,
  tooShortText,
  type LoginFieldName,
  type LoginScriptTexts,
} from '../../server/admin-auth/login-page';
import { countDownLock, lockedText } from '../../server/admin-auth/lock-countdown';
import { followAdminLanguage } from '../shared/admin-language';
import { signIn } from './session';

// Where no server answered from the cookie or ?lang= (npm run dev), the page moves to the
// language remembered or asked for, as the server would have.
const elsewhere = followAdminLanguage(location, document.cookie);
const form = document.getElementById(LOGIN_IDS.form);
if (elsewhere !== null) location.replace(elsewhere);
else if (form instanceof HTMLFormElement) enhance(form);

function enhance(form: HTMLFormElement): void {
  const texts = JSON.parse(document.getElementById(LOGIN_IDS.texts)!.textContent!) as LoginScriptTexts;
  const problem = document.getElementById(LOGIN_IDS.problem)!;
  const submit = document.getElementById(LOGIN_IDS.submit) as HTMLButtonElement;
  const input = (name: LoginFieldName) => document.getElementById(fieldId(name)) as HTMLInputElement;
  const messageOf = tooShortText(texts);
  let checking = false;
  let locked = false;

  /** A field's state as the page shows it: its own message when too short, the box's when refused. */
  const markField = (name: LoginFieldName, tooShort: boolean, refused: boolean) => {
    const field = input(name);
    let message = document.getElementById(fieldMessageId(name));
    if (tooShort) {
      if (!message) {
        message = document.createElement('p');
        message.className = 'message';
        message.id = fieldMessageId(name);
        field.after(message);
      }
      message.textContent = messageOf(name);
    } else {
      message?.remove();
    }
    const describedBy = [tooShort ? fieldMessageId(name) : '', refused ? LOGIN_IDS.problem : ''].filter(
      Boolean,
    );
    if (describedBy.length > 0) {
      field.setAttribute('aria-invalid', 'true');
      field.setAttribute('aria-describedby', describedBy.join(' '));
    } else {
      field.removeAttribute('aria-invalid');
      field.removeAttribute('aria-describedby');
    }
  };

  /** The box above the form (where the spec puts the refusal): emptied, or holding one message. */
  const showInBox = (text: string | undefined, role: 'alert' | 'timer' = 'alert', warning = false) => {
    problem.classList.toggle('warning', warning);
    if (text === undefined) return problem.replaceChildren();
    const existing = problem.firstElementChild;
    // A countdown changes the text of the element it has, so a reader hears it as one live region.
    if (existing && existing.getAttribute('role') === role) {
      existing.textContent = text;
      return;
    }
    const box = document.createElement('div');
    box.setAttribute('role', role);
    if (role === 'timer') box.setAttribute('aria-live', 'polite');
    box.textContent = text;
    problem.replaceChildren(box);
  };

  const setEnabled = (enabled: boolean) => {
    for (const name of LOGIN_FIELDS) input(name).disabled = !enabled;
    submit.disabled = !enabled;
  };

  /** The server refuses this username for `seconds`: the form waits, counting down, then opens. */
  const lock = (seconds: number) => {
    locked = true;
    setEnabled(false);
    countDownLock(
      seconds,
      (left) => showInBox(lockedText(texts, left), 'timer'),
      () => {
        locked = false;
        showInBox(undefined);
        setEnabled(true);
      },
    );
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (checking || locked) return;
    const tooShort = LOGIN_FIELDS.filter((name) => input(name).value.length < input(name).minLength);
    for (const name of LOGIN_FIELDS) markField(name, tooShort.includes(name), false);
    if (tooShort.length > 0) {
      input(tooShort[0]!).focus();
      return;
    }
    checking = true;
    submit.disabled = true;
    submit.textContent = texts.checking;
    const result = await signIn(input('username').value, input('password').value);
    if (result.outcome === 'signed-in') {
      // The button stays as it is while the dashboard loads, in the language of this page.
      location.assign(form.getAttribute(AFTER_SIGN_IN_ATTRIBUTE)!);
      return;
    }
    checking = false;
    submit.disabled = false;
    submit.textContent = texts.submit;
    // A refusal clears the password; a server out of reach keeps it for the retry.
    if (result.outcome !== 'unavailable') input('password').value = '';
    for (const name of LOGIN_FIELDS) markField(name, false, result.outcome === 'invalid');
    if (result.outcome === 'locked') lock(result.seconds);
    else if (result.outcome === 'invalid') showInBox(texts.invalid);
    else showInBox(texts.unavailable, 'alert', true);
  });

  // A page the server rendered for a locked username goes on counting where it left off.
  const lockedSeconds = Number(form.getAttribute(LOCKED_SECONDS_ATTRIBUTE));
  if (lockedSeconds > 0) lock(lockedSeconds);
}
