import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerPublishing, type Publishing, type PublishingOptions } from '../../../src/server/publishing';
import { copyProject } from '../support/project-copy';

/** The header a signed-in request carries in these tests. */
export const SIGNED_IN = { cookie: 'admin-session=signed-in' };

/** Stands in for the sign-in's preHandler: a request without the test cookie is answered 401. */
export async function standInAdminOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers.cookie !== SIGNED_IN.cookie) {
    return reply.code(401).send({ success: false, error: 'Sign in again.' });
  }
  (request as FastifyRequest & { session: { label: string } }).session = { label: 'Admin (test)' };
}

export interface PublishingFixture {
  root: string;
  contentDir: string;
  stateDir: string;
  app: FastifyInstance;
  publishing: Publishing;
  /** A fresh app on the same folders, as after a restart. */
  restart(options?: Partial<PublishingOptions>): Promise<void>;
  close(): Promise<void>;
}

export async function publishingFixture(
  options: Partial<PublishingOptions> = {},
): Promise<PublishingFixture> {
  const project = copyProject();
  const contentDir = path.join(project.root, 'content');
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-state-'));
  const open = async (extra: Partial<PublishingOptions>) => {
    const app = Fastify({
      logger: false,
      ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    });
    const publishing = await registerPublishing(app, {
      adminOnly: standInAdminOnly,
      contentDir,
      stateDir,
      ...extra,
    });
    await app.ready();
    return { app, publishing };
  };
  const fixture: PublishingFixture = {
    root: project.root,
    contentDir,
    stateDir,
    ...(await open(options)),
    async restart(extra = {}) {
      await fixture.app.close();
      Object.assign(fixture, await open({ ...options, ...extra }));
    },
    async close() {
      await fixture.app.close();
      project.remove();
      fs.rmSync(stateDir, { recursive: true, force: true });
    },
  };
  return fixture;
}

export function readDocument<T = Record<string, unknown>>(contentDir: string, id: string): T {
  return JSON.parse(fs.readFileSync(path.join(contentDir, `${id}.json`), 'utf8')) as T;
}
