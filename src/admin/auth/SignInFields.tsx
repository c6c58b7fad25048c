import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import { useLanguage } from '../../i18n/language';
import { sessionText } from '../../server/admin-auth/session-text';
import { useAdminText, type AdminTextKey } from '../text';
import { LoginField } from './LoginField';
import { MIN_PASSWORD_LENGTH, MIN_USERNAME_LENGTH } from './login-page-facts';
import { signIn } from './session';
import { countDownLock } from '../../server/admin-auth/lock-countdown';

/** The two fields, in the order shown, each with what the browser's password manager needs to know. */
const FIELDS = [
  { name: 'username', label: 'login.username', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'login.password', type: 'password', autoComplete: 'current-password' },
] as const satisfies readonly { name: string; label: AdminTextKey; type: string; autoComplete: string }[];

type FieldName = (typeof FIELDS)[number]['name'];
type Values = Record<FieldName, string>;

/**
 * A sign-in form inside the admin's app (its sign-in screen, or signing in again over the editor; a
 * fresh load of the sign-in page is the server's plain HTML). The spec's shortest lengths first, each
 * message at its field; then the server decides. A refusal clears the password; a server out of reach
 * keeps it for the retry. A lock counts down to the second the form opens again.
 */
export function useSignIn(onSignedIn: () => void) {
  const t = useAdminText();
  const [values, setValues] = useState<Values>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<'invalid' | 'unavailable'>();
  // A new object each lock, so a second lock counts from its own seconds.
  const [lock, setLock] = useState<{ seconds: number }>();
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (!lock) return;
    return countDownLock(lock.seconds, setSecondsLeft, () => setSecondsLeft(0));
  }, [lock]);
  const locked = secondsLeft > 0;

  const set = (name: FieldName, value: string) => setValues((previous) => ({ ...previous, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked || checking) return;
    const { username, password } = values;
    const found: Partial<Values> = {};
    if (username.length < MIN_USERNAME_LENGTH) found.username = t('login.usernameTooShort');
    if (password.length < MIN_PASSWORD_LENGTH) found.password = t('login.passwordTooShort');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setChecking(true);
    const result = await signIn(username, password);
    setChecking(false);
    const { outcome } = result;
    if (outcome !== 'unavailable') set('password', '');
    setRefusal(outcome === 'invalid' || outcome === 'unavailable' ? outcome : undefined);
    // The server counts wrong tries per username and says how long it stays locked.
    if (outcome === 'locked') setLock({ seconds: result.seconds });
    if (outcome === 'signed-in') onSignedIn();
  };
  return { values, errors, checking, set, refusal, secondsLeft, locked, submit };
}

/**
 * What refused the last attempt, in the server's words (session-text.ts), then the two fields;
 * `filled` on the sign-in screen.
 */
export function SignInFields({
  signIn,
  disabled,
  filled = false,
}: {
  signIn: ReturnType<typeof useSignIn>;
  disabled: boolean;
  filled?: boolean;
}) {
  const t = useAdminText();
  const language = useLanguage();
  const { refusal, secondsLeft } = signIn;
  const variant = filled ? 'filled' : 'standard';
  return (
    <>
      {secondsLeft > 0 ? (
        <Alert severity="error" variant={variant} role="timer" aria-live="polite">
          {sessionText(language, 'locked', { seconds: secondsLeft })}
        </Alert>
      ) : refusal === 'invalid' ? (
        <Alert severity="error" variant={variant}>
          {sessionText(language, 'invalid-credentials')}
        </Alert>
      ) : (
        refusal === 'unavailable' && <Alert severity="warning">{t('login.unavailable')}</Alert>
      )}
      {FIELDS.map(({ name, label, type, autoComplete }) => (
        <LoginField
          key={name}
          label={t(label)}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={signIn.values[name]}
          onChange={(value) => signIn.set(name, value)}
          error={signIn.errors[name]}
          disabled={disabled}
        />
      ))}
    </>
  );
}
