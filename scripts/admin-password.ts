/**
 * `npm run admin:password`: sets the admin password the server checks. It asks twice without
 * showing what is typed (at least 6 characters) and stores a scrypt hash of it in the state
 * directory (STATE_DIR, data/ by default), written atomically with mode 0600. Restart the server
 * afterwards. Where only the built server is installed: `node build/server/main.js admin-password`.
 */
import path from 'node:path';
import { promptForPassword } from '../src/server/admin-auth/prompt';
import { readServerSettings, SettingsError } from '../src/server/settings';

const projectRoot = path.join(import.meta.dirname, '..');
try {
  process.exitCode = await promptForPassword(readServerSettings(process.env, projectRoot).stateDir);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
