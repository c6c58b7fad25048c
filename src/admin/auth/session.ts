/**
 * The admin session (spec §4). The server decides: it checks the password and keeps the session,
 * whose id is in an HttpOnly cookie this code never sees. The browser-stored flag
 * `isAdminLoggedIn` stays as the spec has it, set on sign-in and cleared on logout or when the
 * server says the session has ended, but it opens nothing by itself.
 */
const SIGNED_IN_KEY = 'isAdminLoggedIn';
const SESSION_ADDRESS = '/api/admin/session';

export type SignInResult =
  | { outcome: 'signed-in' }
  | { outcome: 'invalid' }
  /** Too many wrong tries: the server refuses this username for this many more seconds. */
  | { outcome: 'locked'; seconds: number }
  | { outcome: 'unavailable' };

function markSignedIn(signedIn: boolean): void {
  if (signedIn) sessionStorage.setItem(SIGNED_IN_KEY, 'true');
  else sessionStorage.removeItem(SIGNED_IN_KEY);
}

/** Asks the server to sign in; on success the session cookie is set and the flag with it. */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch(SESSION_ADDRESS, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch {
    return { outcome: 'unavailable' };
  }
  if (response.ok) {
    markSignedIn(true);
    return { outcome: 'signed-in' };
  }
  if (response.status === 401) return { outcome: 'invalid' };
  if (response.status === 429) {
    const body = (await response.json().catch(() => ({}))) as { retryAfterSeconds?: unknown };
    const fromHeader = Number(response.headers.get('retry-after'));
    const seconds = typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : fromHeader;
    return { outcome: 'locked', seconds: Number.isFinite(seconds) && seconds > 0 ? seconds : 30 };
  }
  return { outcome: 'unavailable' };
}

/** Whether the server holds a live session for this browser; the flag follows its answer. */
export async function checkSession(signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(SESSION_ADDRESS, { signal, headers: { Accept: 'application/json' } });
    const body = (await response.json()) as { data?: { signedIn?: unknown } };
    const signedIn = response.ok && body.data?.signedIn === true;
    markSignedIn(signedIn);
    return signedIn;
  } catch (error) {
    if (signal?.aborted) throw error;
    // The server cannot be reached: nothing it would refuse can be done anyway; sign in again later.
    markSignedIn(false);
    return false;
  }
}

export async function signOut(): Promise<void> {
  markSignedIn(false);
  await fetch(SESSION_ADDRESS, { method: 'DELETE', headers: { Accept: 'application/json' } }).catch(
    () => undefined,
  );
}
