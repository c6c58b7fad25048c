/**
 * The admin's password as the server keeps it: a scrypt hash (node:crypto) with its salt and work
 * parameters stored beside it, in one file of the state directory that only the server reads. The
 * password itself is never stored, and nothing of it is ever part of the built site.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The documented demo password: accepted only while the server listens on a loopback address. */
export const DEFAULT_PASSWORD = 'changeme';
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_FILE = 'admin-password.json';

/** scrypt's cost: N = 2^15, r = 8 (32 MiB, about 0.1 s here), as OWASP's cheat sheet suggests. */
const SCRYPT_PARAMETERS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

export interface StoredPassword {
  algorithm: 'scrypt';
  N: number;
  r: number;
  p: number;
  /** base64 */
  salt: string;
  /** base64 of the derived key */
  hash: string;
}

function derive(password: string, salt: Buffer, parameters: ScryptOptions, length: number): Promise<Buffer> {
  const maxmem = 256 * (parameters.N ?? 0) * (parameters.r ?? 0) + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, { ...parameters, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<StoredPassword> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, SCRYPT_PARAMETERS, KEY_LENGTH);
  return {
    algorithm: 'scrypt',
    ...SCRYPT_PARAMETERS,
    salt: salt.toString('base64'),
    hash: hash.toString('base64'),
  };
}

/** Whether the password is the stored one; the keys are compared in constant time. */
export async function verifyPassword(stored: StoredPassword, password: string): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const { N, r, p } = stored;
  const derived = await derive(password, Buffer.from(stored.salt, 'base64'), { N, r, p }, expected.length);
  return timingSafeEqual(derived, expected);
}

export function passwordFile(stateDir: string): string {
  return path.join(stateDir, PASSWORD_FILE);
}

/** The stored hash, or undefined when none is stored yet; a file that is not one is an error. */
export function readStoredPassword(stateDir: string): StoredPassword | undefined {
  const file = passwordFile(stateDir);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const value = JSON.parse(text) as Partial<StoredPassword>;
  const whole = (number: unknown) => Number.isInteger(number) && (number as number) > 0;
  if (
    value.algorithm !== 'scrypt' ||
    !whole(value.N) ||
    !whole(value.r) ||
    !whole(value.p) ||
    typeof value.salt !== 'string' ||
    typeof value.hash !== 'string'
  ) {
    throw new Error(
      `${file} is not a stored admin password; remove it and set one with npm run admin:password.`,
    );
  }
  return value as StoredPassword;
}

/**
 * Stores the hash so that a crash leaves either the old file or the new one, never half of one: a
 * temporary file readable by the server's user only (0600), flushed to disk, then renamed over the
 * old one, and the folder flushed so the rename itself survives a power cut.
 */
export function writeStoredPassword(stateDir: string, stored: StoredPassword): void {
  fs.mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const file = passwordFile(stateDir);
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const descriptor = fs.openSync(temporary, 'wx', 0o600);
  try {
    fs.writeSync(descriptor, `${JSON.stringify(stored, null, 2)}\n`);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  try {
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
  syncFolder(stateDir);
}

function syncFolder(folder: string): void {
  let descriptor: number | undefined;
  try {
    descriptor = fs.openSync(folder, 'r');
    fs.fsyncSync(descriptor);
  } catch {
    // Some file systems (and Windows) cannot flush a folder; the rename is still atomic there.
  } finally {
    if (descriptor !== undefined) fs.closeSync(descriptor);
  }
}
