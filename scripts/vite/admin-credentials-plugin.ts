import { pbkdf2Sync, randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:admin-credentials';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/** The demo password, documented in the README; the build warns while it is in use. */
export const DEMO_PASSWORD = 'changeme';
export const ADMIN_USERNAME = 'admin';
/** PBKDF2-SHA-256 work factor: OWASP's recommendation for SHA-256 (2023). */
export const PBKDF2_ITERATIONS = 600_000;

export interface AdminCredentials {
  username: string;
  /** base64 */
  salt: string;
  iterations: number;
  /** base64 of the 32-byte PBKDF2-SHA-256 of the password with the salt */
  hash: string;
}

export function hashAdminPassword(password: string, salt = randomBytes(16)): AdminCredentials {
  return {
    username: ADMIN_USERNAME,
    salt: salt.toString('base64'),
    iterations: PBKDF2_ITERATIONS,
    hash: pbkdf2Sync(password, salt, PBKDF2_ITERATIONS, 32, 'sha256').toString('base64'),
  };
}

/**
 * Provides `virtual:admin-credentials`: the admin's username and a salted PBKDF2 hash of the password
 * set in ADMIN_PASSWORD at build time. The password itself never reaches the bundle; the browser
 * derives the same hash from what is typed (WebCrypto) and compares.
 */
export function adminCredentialsPlugin(password = process.env.ADMIN_PASSWORD || DEMO_PASSWORD): Plugin {
  let credentials: AdminCredentials | undefined;
  return {
    name: 'college:admin-credentials',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (password === DEMO_PASSWORD)
        this.warn(
          `The admin password is the demo default "${DEMO_PASSWORD}": set ADMIN_PASSWORD when building a site for real use.`,
        );
      credentials ??= hashAdminPassword(password);
      return `export default ${JSON.stringify(credentials)};`;
    },
  };
}
