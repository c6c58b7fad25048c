import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyProject } from '../support/project-copy';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'publish-child.ts');
const PUBLISHES = Number(process.env.FAULT_PUBLISHES ?? 50);
/** The steps of writing a revision of three documents number about fifteen; past them, no kill. */
const LAST_KILL_STEP = 18;

type Page = { title: { en: string; sw?: string }; path: string };

let project: ReturnType<typeof copyProject>;
let contentDir: string;
let stateDir: string;

beforeAll(() => {
  project = copyProject();
  contentDir = path.join(project.root, 'content');
  stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-state-'));
});
afterAll(() => {
  project.remove();
  fs.rmSync(stateDir, { recursive: true, force: true });
});

interface ChildReport {
  found: { revision: number; problems: number; staging: boolean; documents: Record<string, unknown> };
  published?: { status: number; body: { revision?: number } };
}

function runChild(requestFile: string | undefined, killAtStep: number | undefined) {
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      CHILD,
      contentDir,
      stateDir,
      WATCHED.join(','),
      ...(requestFile ? [requestFile] : []),
    ],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        ...(killAtStep === undefined ? {} : { PUBLISH_KILL_AT_STEP: String(killAtStep) }),
      },
      timeout: 60_000,
    },
  );
  const [found, published] = child.stdout.trim().split('\n');
  const report = found
    ? ({ found: JSON.parse(found), published: published ? JSON.parse(published) : undefined } as ChildReport)
    : undefined;
  return { signal: child.signal, report, stderr: child.stderr };
}

/** The three documents each publish changes, as text: enough to tell the old revision from the new. */
const WATCHED = ['pages/apply', 'pages/fees', 'pages/open-day'];
const snapshot = () =>
  Object.fromEntries(
    WATCHED.map((id) => {
      const file = path.join(contentDir, `${id}.json`);
      return [id, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : null];
    }),
  );

it(`leaves exactly one valid revision, old or new, when the server is killed (kill -9) at random points of ${PUBLISHES} publishes`, () => {
  const apply = JSON.parse(fs.readFileSync(path.join(contentDir, 'pages/apply.json'), 'utf8')) as Page;
  const fees = JSON.parse(fs.readFileSync(path.join(contentDir, 'pages/fees.json'), 'utf8')) as Page;
  const requestFile = path.join(stateDir, 'request.json');

  let live = { revision: 0, documents: snapshot() };
  let previous:
    { attempt: number; killAt: number; killed: boolean; documents: Record<string, unknown> } | undefined;
  let killed = 0;
  /** Kills after the commit point: the next start completed the revision. */
  let rolledForward = 0;

  /** What a start found after the previous attempt: one revision, the one the database says is live, valid. */
  const checkFound = (report: ChildReport | undefined, stderr: string) => {
    expect(report, stderr).toBeDefined();
    const found = report!.found;
    expect(found.staging).toBe(false);
    expect(found.problems).toBe(0);
    const now = found.documents;
    const attempt = `attempt ${previous?.attempt} (killed at step ${previous?.killAt})`;
    if (found.revision === live.revision) {
      expect(now, `${attempt} left the old revision`).toEqual(live.documents);
    } else {
      expect(found.revision).toBe(live.revision + 1);
      expect(now, `${attempt} left the new revision`).toEqual(previous?.documents);
      live = { revision: found.revision, documents: now };
      if (previous?.killed) rolledForward += 1;
    }
  };

  for (let attempt = 1; attempt <= PUBLISHES; attempt += 1) {
    const documents: Record<string, unknown> = {
      'pages/apply': { ...apply, title: { ...apply.title, en: `How to apply, take ${attempt}` } },
      'pages/fees': { ...fees, title: { ...fees.title, en: `Fees, take ${attempt}` } },
      // Every other publish adds the open day page, the others delete it.
      'pages/open-day':
        attempt % 2 === 1 ? { ...apply, path: '/open-day', title: { en: `Open day ${attempt}` } } : null,
    };
    // Each start checks what the previous one left, then publishes on the revision it found.
    const killAt = 1 + Math.floor(Math.random() * LAST_KILL_STEP);
    fs.writeFileSync(
      requestFile,
      JSON.stringify({ baseRevision: 0, documents, labels: [`Take ${attempt}`] }),
    );
    const run = runChild(requestFile, killAt);
    checkFound(run.report, run.stderr);
    const wasKilled = run.signal === 'SIGKILL';
    if (wasKilled) killed += 1;
    else
      expect(run.report?.published, run.stderr).toMatchObject({
        status: 200,
        body: { revision: live.revision + 1 },
      });
    previous = { attempt, killAt, killed: wasKilled, documents };
  }
  const last = runChild(undefined, undefined);
  checkFound(last.report, last.stderr);

  // The kills fell both before the commit point (the old revision stayed) and after it (rolled forward).
  expect(killed).toBeGreaterThan(PUBLISHES / 2);
  expect(rolledForward).toBeGreaterThan(0);
  expect(killed - rolledForward).toBeGreaterThan(0);
  expect(live.revision).toBeGreaterThan(0);
  expect(live.revision).toBeLessThan(PUBLISHES);
}, 900_000);
