import {
  DEFAULT_PASSWORD,
  hashPassword,
  MIN_PASSWORD_LENGTH,
  passwordFile,
  readStoredPassword,
  verifyPassword,
  writeStoredPassword,
  type StoredPassword,
} from './password';

/** A password the server cannot use; the server stops with this message (exit code 2). */
export class AdminPasswordError extends Error {}

export interface PasswordSetup {
  stored: StoredPassword;
  /** Whether it is the documented default, which only a loopback address may serve. */
  isDefault: boolean;
}

/** Why a password is refused: shorter than the minimum. */
function lengthProblem(password: string): string | undefined {
  return password.length < MIN_PASSWORD_LENGTH
    ? `The admin password must be at least ${MIN_PASSWORD_LENGTH} characters.`
    : undefined;
}

/** Why a password chosen by hand (npm run admin:password) is refused: too short, or the default. */
export function passwordProblem(password: string): string | undefined {
  if (password === DEFAULT_PASSWORD)
    return `"${DEFAULT_PASSWORD}" is the documented default; choose another.`;
  return lengthProblem(password);
}

/**
 * The password the server checks against: the hash in the state directory; else ADMIN_PASSWORD,
 * hashed and stored there (first start); else the default, hashed in memory and never stored, so
 * that a later first start with ADMIN_PASSWORD still sets the password.
 */
export async function setUpPassword(
  stateDir: string,
  initialPassword: string | undefined,
  warn: (message: string) => void = console.warn,
): Promise<PasswordSetup> {
  const existing = readStoredPassword(stateDir);
  if (existing) {
    if (initialPassword && !(await verifyPassword(existing, initialPassword)))
      warn(
        `ADMIN_PASSWORD is ignored: a password is already stored in ${passwordFile(stateDir)}. Change it with npm run admin:password.`,
      );
    return { stored: existing, isDefault: await verifyPassword(existing, DEFAULT_PASSWORD) };
  }
  if (initialPassword !== undefined && initialPassword !== '') {
    const problem = lengthProblem(initialPassword);
    if (problem) throw new AdminPasswordError(`ADMIN_PASSWORD: ${problem}`);
    const stored = await hashPassword(initialPassword);
    writeStoredPassword(stateDir, stored);
    // ADMIN_PASSWORD=changeme is stored as asked, and still counts as the default.
    return { stored, isDefault: initialPassword === DEFAULT_PASSWORD };
  }
  return { stored: await hashPassword(DEFAULT_PASSWORD), isDefault: true };
}

/** Sets a new password (npm run admin:password): checked, hashed and stored atomically. */
export async function changePassword(stateDir: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new AdminPasswordError(problem);
  writeStoredPassword(stateDir, await hashPassword(password));
}
