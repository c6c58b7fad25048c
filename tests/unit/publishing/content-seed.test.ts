import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publishingSettings } from '../../../src/server/publishing';
import { SettingsError } from '../../../src/server/settings';
import { publishingFixture, readDocument, SIGNED_IN, type PublishingFixture } from './support';

type Page = { title: { en: string; sw: string } };

let fixture: PublishingFixture | undefined;
let seedDir: string | undefined;
afterEach(async () => {
  await fixture?.close();
  if (seedDir) fs.rmSync(seedDir, { recursive: true, force: true });
  fixture = seedDir = undefined;
});

/** A copy of the fixture's content as a new build would bring it, with the apply page retitled. */
function seedWithApplyTitle(from: string, title: string): string {
  const seed = seedDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'college-seed-'));
  seedDir = seed;
  fs.rmSync(seed, { recursive: true, force: true });
  // The fixture's pictures are the project's own (linked): the seed leaves them out.
  fs.cpSync(from, seed, { recursive: true, filter: (file) => file !== path.join(from, 'media') });
  const file = path.join(seed, 'pages/apply.json');
  const page = JSON.parse(fs.readFileSync(file, 'utf8')) as Page;
  fs.writeFileSync(file, `${JSON.stringify({ ...page, title: { ...page.title, en: title } }, null, 2)}\n`);
  return seed;
}

describe('a content folder kept apart from the code (CONTENT_SEED_DIR)', () => {
  it('takes the seed’s documents while nothing is published, keeping uploaded pictures', async () => {
    fixture = await publishingFixture();
    const seed = seedWithApplyTitle(fixture.contentDir, 'From the new build');
    fs.rmSync(path.join(seed, 'pages/privacy-policy.json'));
    // A picture uploaded for an edit not yet published (in a media folder of the test's own).
    fs.unlinkSync(path.join(fixture.contentDir, 'media'));
    const upload = path.join(fixture.contentDir, 'media/images/uploads/open-day.png');
    fs.mkdirSync(path.dirname(upload), { recursive: true });
    fs.writeFileSync(upload, 'picture');

    await fixture.restart({ contentSeedDir: seed });
    expect(readDocument<Page>(fixture.contentDir, 'pages/apply').title.en).toBe('From the new build');
    expect(fs.existsSync(path.join(fixture.contentDir, 'pages/privacy-policy.json'))).toBe(false);
    expect(fs.readFileSync(upload, 'utf8')).toBe('picture');
  });

  it('is the college’s once something is published: a new build’s content no longer replaces it', async () => {
    fixture = await publishingFixture();
    const page = readDocument<Page>(fixture.contentDir, 'pages/apply');
    const published = await fixture.app.inject({
      method: 'POST',
      url: '/api/admin/publish',
      headers: SIGNED_IN,
      payload: {
        baseRevision: 0,
        documents: { 'pages/apply': { ...page, title: { ...page.title, en: 'Published by the college' } } },
        labels: [],
      },
    });
    expect(published.statusCode).toBe(200);

    await fixture.restart({ contentSeedDir: seedWithApplyTitle(fixture.contentDir, 'From the new build') });
    expect(readDocument<Page>(fixture.contentDir, 'pages/apply').title.en).toBe('Published by the college');
  });

  it('must name a folder that exists', () => {
    expect(() => publishingSettings({ CONTENT_SEED_DIR: '/nowhere/content' }, '/app')).toThrow(
      new SettingsError(
        'The server cannot start:\n  CONTENT_SEED_DIR="/nowhere/content": must be a folder that exists',
      ),
    );
    expect(publishingSettings({ CONTENT_SEED_DIR: os.tmpdir() }, '/app').contentSeedDir).toBe(os.tmpdir());
  });
});
