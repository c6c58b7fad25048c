/** The admin session (spec §4): signed in while this browser-stored flag is 'true'. */
const SIGNED_IN_KEY = 'isAdminLoggedIn';
const FAILURES_KEY = 'adminLoginFailures';
const LOCKED_UNTIL_KEY = 'adminLoginLockedUntil';

/** Wrong tries in a row that lock the form, and for how long. */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MS = 30_000;

export function isSignedIn(): boolean {
  return sessionStorage.getItem(SIGNED_IN_KEY) === 'true';
}

export function signIn(): void {
  sessionStorage.setItem(SIGNED_IN_KEY, 'true');
  localStorage.removeItem(FAILURES_KEY);
  localStorage.removeItem(LOCKED_UNTIL_KEY);
}

export function signOut(): void {
  sessionStorage.removeItem(SIGNED_IN_KEY);
}

/** The time until which the form is locked, or 0. Kept across reloads, so reloading does not reset it. */
export function lockedUntil(): number {
  return Number(localStorage.getItem(LOCKED_UNTIL_KEY) ?? 0);
}

/** Counts a wrong try; the fifth locks the form and starts the count again. */
export function recordFailure(now: number): void {
  const failures = Number(localStorage.getItem(FAILURES_KEY) ?? 0) + 1;
  if (failures >= MAX_FAILED_ATTEMPTS) {
    localStorage.setItem(LOCKED_UNTIL_KEY, String(now + LOCK_MS));
    localStorage.removeItem(FAILURES_KEY);
  } else {
    localStorage.setItem(FAILURES_KEY, String(failures));
  }
}
