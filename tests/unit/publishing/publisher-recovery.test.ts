import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { readSiteFiles, STAGING_FOLDER } from '../../../src/server/publishing/content-folder';
import { createPublisher } from '../../../src/server/publishing/publisher';
import { openRevisionStore, type RevisionStore } from '../../../src/server/publishing/revision-store';
import { copyProject } from '../support/project-copy';

type Page = { title: { en: string; sw?: string } };

let project: ReturnType<typeof copyProject> | undefined;
afterEach(() => project?.remove());

it('completes a revision cut short after its commit point (the database write failed) before the next publish', async () => {
  project = copyProject();
  const contentDir = path.join(project.root, 'content');
  const real = openRevisionStore({ databasePath: ':memory:' });
  let failNextRecord = true;
  // The first record fails as a full disk would, after the files are renamed.
  const store: RevisionStore = {
    ...real,
    record(revision) {
      if (failNextRecord) {
        failNextRecord = false;
        throw new Error('SQLITE_FULL: database or disk is full');
      }
      real.record(revision);
    },
  };
  const publisher = createPublisher({
    contentDir,
    store,
    siteFiles: () => readSiteFiles(contentDir, undefined),
  });
  const read = (id: string) =>
    JSON.parse(fs.readFileSync(path.join(contentDir, `${id}.json`), 'utf8')) as Page;
  const titled = (id: string, en: string) => ({ ...read(id), title: { ...read(id).title, en } });

  const first = { 'pages/apply': titled('pages/apply', 'First') };
  await expect(
    publisher.publish({ baseRevision: 0, documents: first, labels: ['first'], publishedBy: 'a' }),
  ).rejects.toThrow('SQLITE_FULL');
  expect(fs.existsSync(path.join(contentDir, STAGING_FOLDER, 'journal'))).toBe(true);

  const second = await publisher.publish({
    baseRevision: 1,
    documents: { 'pages/fees': titled('pages/fees', 'Second') },
    labels: ['second'],
    publishedBy: 'a',
  });
  expect(second).toMatchObject({ status: 200, body: { revision: 2 } });
  expect(real.list().map(({ revision, labels }) => [revision, labels])).toEqual([
    [2, ['second']],
    [1, ['first']],
    [0, []],
  ]);
  expect(read('pages/apply').title.en).toBe('First');
  expect(read('pages/fees').title.en).toBe('Second');
  expect(fs.existsSync(path.join(contentDir, STAGING_FOLDER))).toBe(false);
  real.close();
});
