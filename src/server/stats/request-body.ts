/**
 * The bodies the statistics endpoint accepts (spec §7): a JSON Schema that the route checks before
 * its handler runs, and the one rule a schema cannot say (a page address must be of this site).
 * Each refusal names the field, so a client author can see at once what to fix.
 */
import type { FastifySchemaValidationError } from 'fastify/types/schema';

export type StatsCommand =
  | { kind: 'view'; sessionId: string; path: string; heartbeat: boolean }
  | { kind: 'leaving'; sessionId: string };

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const MAX_URL_LENGTH = 2048;
export const HEARTBEAT_REFERRER = 'heartbeat';

/** A body as the schema lets it through. */
export interface StatsBody {
  sessionId: string;
  action?: 'leaving';
  pageUrl?: string;
  referrer?: string;
}

export const statsBodySchema = {
  type: 'object',
  required: ['sessionId'],
  properties: {
    sessionId: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,128}$' },
    action: { type: 'string', enum: ['leaving'] },
    pageUrl: { type: 'string', minLength: 1, maxLength: MAX_URL_LENGTH },
    referrer: { type: 'string', maxLength: MAX_URL_LENGTH },
  },
  // A view names its page; leaving needs only the session.
  if: { not: { required: ['action'] } },
  then: { required: ['pageUrl'] },
} as const;

const PAGE_URL_RULE = `pageUrl must be a path on this site or an address of this site, at most ${MAX_URL_LENGTH} characters`;
const FIELD_RULES: Record<string, string> = {
  '': 'the body must be a JSON object',
  sessionId: 'sessionId must be 8 to 128 characters of A-Z, a-z, 0-9, "_" or "-"',
  action: 'action is unknown; the only action is "leaving"',
  pageUrl: PAGE_URL_RULE,
  referrer: `referrer must be a text of at most ${MAX_URL_LENGTH} characters`,
};

/** The message for the first schema error: the rule of the field it is about. */
export function describeSchemaError(errors: readonly FastifySchemaValidationError[]): string {
  const [first] = errors;
  if (!first) return FIELD_RULES['']!;
  const missing = (first.params as { missingProperty?: unknown }).missingProperty;
  const field = typeof missing === 'string' ? missing : (first.instancePath.split('/')[1] ?? '');
  return FIELD_RULES[field] ?? `${field} ${first.message ?? 'is not valid'}`;
}

/**
 * `origins` are the origins a page of this site may have: the server's own, and any configured.
 * Only the path of a page address is kept; query and fragment may hold what visitors typed.
 */
export function parseCommand(body: StatsBody, origins: readonly string[]): Parsed<StatsCommand> {
  const { sessionId } = body;
  if (body.action === 'leaving') return { ok: true, value: { kind: 'leaving', sessionId } };
  const path = pagePath(body.pageUrl ?? '', origins);
  if (path === null) return { ok: false, error: PAGE_URL_RULE };
  return {
    ok: true,
    value: { kind: 'view', sessionId, path, heartbeat: body.referrer === HEARTBEAT_REFERRER },
  };
}

function pagePath(pageUrl: string, origins: readonly string[]): string | null {
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
