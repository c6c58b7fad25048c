/**
 * Wrong passwords counted per username, on the server, so clearing the browser's storage changes
 * nothing: the fifth wrong try in a row locks the username for a while, then it starts afresh.
 */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MS = 30_000;
/** Past this many usernames tried, the oldest unlocked counts are forgotten, so memory stays bounded. */
const MAX_TRACKED_USERNAMES = 10_000;

interface Attempts {
  failures: number;
  lockedUntil: number;
}

export interface Lockout {
  /** Milliseconds until the username may try again; 0 when it may now. */
  waitFor(username: string): number;
  /** Counts a wrong try; returns how long the username is now locked (0 when it is not). */
  recordFailure(username: string): number;
  recordSuccess(username: string): void;
}

export function createLockout(now: () => number): Lockout {
  const attempts = new Map<string, Attempts>();

  const waitFor = (username: string) => Math.max(0, (attempts.get(username)?.lockedUntil ?? 0) - now());

  const forgetOldest = () => {
    for (const [username, entry] of attempts) {
      if (attempts.size < MAX_TRACKED_USERNAMES) return;
      if (entry.lockedUntil <= now()) attempts.delete(username);
    }
  };

  return {
    waitFor,
    recordFailure(username) {
      const entry = attempts.get(username);
      const failures = entry && entry.lockedUntil <= now() ? entry.failures + 1 : 1;
      attempts.delete(username);
      if (attempts.size >= MAX_TRACKED_USERNAMES) forgetOldest();
      if (failures >= MAX_FAILED_ATTEMPTS) {
        attempts.set(username, { failures: 0, lockedUntil: now() + LOCK_MS });
        return LOCK_MS;
      }
      attempts.set(username, { failures, lockedUntil: 0 });
      return 0;
    },
    recordSuccess(username) {
      attempts.delete(username);
    },
  };
}
