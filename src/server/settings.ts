/**
 * The server's settings from its environment, checked before anything starts: a value the server
 * cannot use stops it with a message naming the variable, instead of being read as something else
 * (`STATS_RATE_LIMIT=abc` once turned the limit off without a word).
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface ServerSettings {
  port: number;
  host: string;
  distDir: string;
  /** The server's own files: the statistics database, the admin password's hash, the admin sessions. */
  stateDir: string;
  /** A file path, or ':memory:'. */
  statsDatabase: string;
  /** Requests per minute per address; undefined keeps the site settings' value. */
  rateLimitPerMinute: number | undefined;
  /** Sign-in requests per minute per address; 0 for no limit. */
  adminRateLimitPerMinute: number;
  /** Searches the server renders per minute per address; 0 for no limit. */
  searchRateLimitPerMinute: number;
  /** Which proxies to believe about the client's address (X-Forwarded-For); false for none. */
  trustProxy: false | number | string[];
}

export class SettingsError extends Error {}

type Environment = Record<string, string | undefined>;

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const HOST_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** Every setting, or a SettingsError naming each variable that is wrong and why. */
export function readServerSettings(env: Environment, projectRoot: string): ServerSettings {
  const problems: string[] = [];
  const check = <T>(name: string, read: (value: string) => T, fallback: T): T => {
    const value = env[name];
    if (value === undefined) return fallback;
    try {
      return read(value);
    } catch (error) {
      problems.push(`${name}=${JSON.stringify(value)}: ${(error as Error).message}`);
      return fallback;
    }
  };

  const stateDir = check('STATE_DIR', stateFolder, path.join(projectRoot, 'data'));
  const settings: ServerSettings = {
    port: check('PORT', (value) => wholeNumber(value, 0, 65_535), 4173),
    host: check('HOST', hostName, '127.0.0.1'),
    distDir: check('DIST_DIR', existingFolder, path.join(projectRoot, 'dist')),
    stateDir,
    statsDatabase: check('STATS_DB', databasePath, path.join(stateDir, 'visitor-stats.sqlite')),
    rateLimitPerMinute: check('STATS_RATE_LIMIT', (value) => wholeNumber(value, 0, 1_000_000), undefined),
    adminRateLimitPerMinute: check('ADMIN_RATE_LIMIT', (value) => wholeNumber(value, 0, 1_000_000), 30),
    searchRateLimitPerMinute: check('SEARCH_RATE_LIMIT', (value) => wholeNumber(value, 0, 1_000_000), 60),
    trustProxy: check('TRUST_PROXY', trustedProxies, false),
  };
  if (problems.length > 0) {
    throw new SettingsError(`The server cannot start:\n  ${problems.join('\n  ')}`);
  }
  return settings;
}

function wholeNumber(value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < min || Number(value) > max) {
    throw new Error(`must be a whole number from ${min} to ${max}`);
  }
  return Number(value);
}

function hostName(value: string): string {
  if (net.isIP(value) === 0 && !HOST_NAME.test(value)) {
    throw new Error('must be an IP address or a host name, such as 127.0.0.1, :: or localhost');
  }
  return value;
}

function existingFolder(value: string): string {
  const folder = path.resolve(value);
  if (!fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`must be the folder of a built site; ${folder} is not a folder`);
  }
  return folder;
}

/** A folder the server may keep its files in: one that exists, or that can be made. */
function stateFolder(value: string): string {
  if (value.trim() === '') throw new Error('must be a folder path, such as /var/lib/college-site');
  const folder = path.resolve(value);
  const existing = fs.statSync(folder, { throwIfNoEntry: false });
  if (existing && !existing.isDirectory()) throw new Error(`must be a folder; ${folder} is not one`);
  return folder;
}

/** Whether the address is this machine's own (127.0.0.0/8, ::1, localhost): nobody else can reach it. */
export function isLoopback(host: string): boolean {
  if (host === 'localhost' || host === '::1' || host === '::ffff:127.0.0.1') return true;
  return net.isIPv4(host) && host.startsWith('127.');
}

function databasePath(value: string): string {
  if (value === ':memory:') return value;
  if (value.trim() === '') throw new Error('must be a file path, or :memory: to keep nothing');
  const file = path.resolve(value);
  const existing = fs.statSync(file, { throwIfNoEntry: false });
  if (existing && !existing.isFile()) throw new Error(`must name a file; ${file} is not one`);
  return file;
}

/**
 * A number of proxy hops, or a comma-separated list of the proxies' addresses or ranges
 * (`127.0.0.1`, `10.0.0.0/8`, `loopback`); empty, `0` or `false` for none. "Any proxy" is refused
 * on purpose: it would let every visitor choose the address the rate limit sees.
 */
function trustedProxies(value: string): ServerSettings['trustProxy'] {
  const text = value.trim();
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return wholeNumber(text, 1, 20);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!PROXY_RANGE_NAMES.has(entry) && !isAddressOrRange(entry)) {
      throw new Error(
        `must be a number of proxies, or addresses and ranges such as 127.0.0.1,10.0.0.0/8 or loopback (${JSON.stringify(entry)} is neither)`,
      );
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}
