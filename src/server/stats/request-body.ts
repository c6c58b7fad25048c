/**
 * The bodies the statistics endpoint accepts (spec §7), checked field by field. Each refusal names
 * the field, so a client author can see at once what to fix.
 */

export type StatsCommand =
  | { kind: 'view'; sessionId: string; path: string; heartbeat: boolean }
  | { kind: 'leaving'; sessionId: string };

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;
const MAX_URL_LENGTH = 2048;
export const HEARTBEAT_REFERRER = 'heartbeat';

/**
 * `origins` are the origins a page of this site may have: the server's own, and any configured.
 * Only the path of a page address is kept; query and fragment may hold what visitors typed.
 */
export function parseCommand(body: unknown, origins: readonly string[]): Parsed<StatsCommand> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return refuse('the body must be a JSON object');
  }
  const fields = body as Record<string, unknown>;
  const sessionId = fields.sessionId;
  if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) {
    return refuse('sessionId must be 8 to 128 characters of A-Z, a-z, 0-9, "_" or "-"');
  }
  if (fields.action !== undefined) {
    if (fields.action === 'leaving') return { ok: true, value: { kind: 'leaving', sessionId } };
    return refuse(`action ${JSON.stringify(fields.action)} is unknown; the only action is "leaving"`);
  }

  const path = pagePath(fields.pageUrl, origins);
  if (path === null) {
    return refuse(
      `pageUrl must be a path on this site or an address of this site, at most ${MAX_URL_LENGTH} characters`,
    );
  }
  const referrer = fields.referrer ?? '';
  if (typeof referrer !== 'string' || referrer.length > MAX_URL_LENGTH) {
    return refuse(`referrer must be a text of at most ${MAX_URL_LENGTH} characters`);
  }
  return {
    ok: true,
    value: { kind: 'view', sessionId, path, heartbeat: referrer === HEARTBEAT_REFERRER },
  };
}

function pagePath(pageUrl: unknown, origins: readonly string[]): string | null {
  if (typeof pageUrl !== 'string' || pageUrl.length === 0 || pageUrl.length > MAX_URL_LENGTH) return null;
  const isSitePath = pageUrl.startsWith('/') && !pageUrl.startsWith('//') && !pageUrl.includes('\\');
  if (!isSitePath && !/^https?:\/\//i.test(pageUrl)) return null;
  let url: URL;
  try {
    url = new URL(pageUrl, 'http://site.invalid');
  } catch {
    return null;
  }
  if (!isSitePath && !origins.includes(url.origin)) return null;
  return url.pathname;
}

function refuse(error: string): Parsed<never> {
  return { ok: false, error };
}
