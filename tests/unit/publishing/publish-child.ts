/**
 * One server life for the fault test: opens publishing on the folders given (which completes or drops
 * an interrupted revision), reports the state it found (a line of JSON), then publishes the request
 * given, if any, on the live revision, and reports the answer (a second line). Run
 * with PUBLISH_KILL_AT_STEP set, it is killed (SIGKILL) part-way through writing the revision.
 * Usage: node --import tsx publish-child.ts <contentDir> <stateDir> <watched ids, comma-separated> [request.json]
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import { registerPublishing } from '../../../src/server/publishing';
import {
  documentValue,
  readDocuments,
  readSiteFiles,
  STAGING_FOLDER,
} from '../../../src/server/publishing/content-folder';
import { validateContent } from '../../../src/validation';
import { SIGNED_IN, standInAdminOnly } from './support';

const [contentDir = '', stateDir = '', watched = '', requestFile] = process.argv.slice(2);
const app = Fastify({ logger: false });
const { store } = await registerPublishing(app, { adminOnly: standInAdminOnly, contentDir, stateDir });
await app.ready();

const documents = readDocuments(contentDir);
const problems = validateContent([...documents.values()], readSiteFiles(contentDir, undefined)).errors;
const found = {
  documents: Object.fromEntries(
    watched.split(',').map((id) => [id, documentValue(documents.get(id)) ?? null]),
  ),
  revision: store.current(),
  problems: problems.length,
  staging: fs.existsSync(`${contentDir}/${STAGING_FOLDER}`),
};
fs.writeSync(1, `${JSON.stringify(found)}\n`);
if (requestFile) {
  const request = JSON.parse(fs.readFileSync(requestFile, 'utf8')) as object;
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/publish',
    headers: SIGNED_IN,
    payload: { ...request, baseRevision: found.revision },
  });
  fs.writeSync(1, `${JSON.stringify({ status: response.statusCode, body: response.json() as unknown })}\n`);
}
await app.close();
