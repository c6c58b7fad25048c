/**
 * A token bucket per client address, held in memory only (no address is ever written to disk).
 * Each client may spend `perMinute` requests at once and earns them back evenly over a minute.
 */
export interface RateLimiter {
  /** True when the client may go on; false when it must wait. */
  allow(client: string): boolean;
}

interface Bucket {
  tokens: number;
  updated: number;
}

/** Clients that have not asked for this long are forgotten, so the map stays small. */
const FORGET_AFTER_MS = 10 * 60_000;

export function createRateLimiter(perMinute: number, now: () => number = Date.now): RateLimiter {
  if (perMinute <= 0) return { allow: () => true };
  const buckets = new Map<string, Bucket>();
  const refillPerMs = perMinute / 60_000;
  let lastSweep = now();

  return {
    allow(client) {
      const at = now();
      if (at - lastSweep > FORGET_AFTER_MS) {
        for (const [key, bucket] of buckets) if (at - bucket.updated > FORGET_AFTER_MS) buckets.delete(key);
        lastSweep = at;
      }
      const bucket = buckets.get(client) ?? { tokens: perMinute, updated: at };
      bucket.tokens = Math.min(perMinute, bucket.tokens + (at - bucket.updated) * refillPerMs);
      bucket.updated = at;
      buckets.set(client, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
