import os from 'node:os';
import path from 'node:path';

/** The e2e server's state directory (the admin password's hash, the sessions), fresh for each run. */
export const E2E_STATE_DIR = path.join(os.tmpdir(), `college-e2e-state-${process.env.E2E_PORT ?? 4310}`);

/** The admin password the e2e server is started with: ADMIN_PASSWORD from the environment, else the demo default. */
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD || 'changeme';
