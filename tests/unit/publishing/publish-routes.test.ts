import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  PublishAccepted,
  PublishConflict,
  PublishInvalid,
  PublishStatus,
  RevisionDetail,
  RevisionList,
} from '../../../src/content/publishing';
import { publishingFixture, readDocument, SIGNED_IN, type PublishingFixture } from './support';

type Page = { title: { en: string; sw: string }; path: string; components: unknown[] };

let fixture: PublishingFixture;
afterEach(async () => fixture?.close());

function withTitle(id: string, en: string): Page {
  const page = readDocument<Page>(fixture.contentDir, id);
  return { ...page, title: { ...page.title, en } };
}

function publish(body: unknown, headers: Record<string, string> = SIGNED_IN) {
  return fixture.app.inject({ method: 'POST', url: '/api/admin/publish', headers, payload: body as object });
}

describe('POST /api/admin/publish', () => {
  it('writes the changed documents as a new revision and records it with the labels and the session', async () => {
    fixture = await publishingFixture();
    const response = await publish({
      baseRevision: 0,
      documents: { 'pages/apply': withTitle('pages/apply', 'Apply now') },
      labels: ["Changed the title of 'How to apply'"],
    });
    expect(response.statusCode).toBe(200);
    const accepted = response.json<PublishAccepted>();
    expect(accepted).toMatchObject({ revision: 1, documents: ['pages/apply'] });
    expect(readDocument<Page>(fixture.contentDir, 'pages/apply').title.en).toBe('Apply now');

    const list = (
      await fixture.app.inject({ url: '/api/admin/revisions', headers: SIGNED_IN })
    ).json<RevisionList>();
    expect(list.revisions.map((revision) => revision.revision)).toEqual([1, 0]);
    expect(list.revisions[0]).toMatchObject({
      publishedBy: 'Admin (test)',
      labels: ["Changed the title of 'How to apply'"],
      documents: ['pages/apply'],
    });
    const detail = (
      await fixture.app.inject({ url: '/api/admin/revisions/1', headers: SIGNED_IN })
    ).json<RevisionDetail>();
    expect(detail.changes).toHaveLength(1);
    expect((detail.changes[0]!.before as Page).title.en).toBe('How to apply');
    expect((detail.changes[0]!.after as Page).title.en).toBe('Apply now');
  });

  it('answers 422 with every problem, file and pointer, and writes nothing', async () => {
    fixture = await publishingFixture();
    const before = fs.readFileSync(path.join(fixture.contentDir, 'pages/apply.json'), 'utf8');
    const broken = { ...withTitle('pages/apply', 'x'), title: { en: 42 }, components: 'none' };
    const response = await publish({ baseRevision: 0, documents: { 'pages/apply': broken }, labels: [] });
    expect(response.statusCode).toBe(422);
    const invalid = response.json<PublishInvalid>();
    const places = invalid.problems.map((problem) => `${problem.file} ${problem.pointer}`);
    expect(places).toContain('content/pages/apply.json /title');
    expect(places).toContain('content/pages/apply.json /components');
    expect(invalid.problems.find((problem) => problem.pointer === '/components')?.value).toBe('none');
    expect(fs.readFileSync(path.join(fixture.contentDir, 'pages/apply.json'), 'utf8')).toBe(before);
    expect(fixture.publishing.store.current()).toBe(0);
  });

  it('checks the whole set: deleting a page other documents link to is refused', async () => {
    fixture = await publishingFixture();
    const response = await publish({ baseRevision: 0, documents: { 'pages/apply': null }, labels: [] });
    expect(response.statusCode).toBe(422);
    expect(
      response.json<PublishInvalid>().problems.some((problem) => problem.file !== 'content/pages/apply.json'),
    ).toBe(true);
    expect(fs.existsSync(path.join(fixture.contentDir, 'pages/apply.json'))).toBe(true);
  });

  it('adds and deletes a page (null deletes)', async () => {
    fixture = await publishingFixture();
    const page = { ...withTitle('pages/apply', 'Open day'), path: '/open-day' };
    expect(
      (await publish({ baseRevision: 0, documents: { 'pages/open-day': page }, labels: [] })).statusCode,
    ).toBe(200);
    expect(readDocument<Page>(fixture.contentDir, 'pages/open-day').path).toBe('/open-day');
    const deleted = await publish({ baseRevision: 1, documents: { 'pages/open-day': null }, labels: [] });
    expect(deleted.json<PublishAccepted>()).toMatchObject({ revision: 2, documents: ['pages/open-day'] });
    expect(fs.existsSync(path.join(fixture.contentDir, 'pages/open-day.json'))).toBe(false);
  });

  it('refuses a stale base that changed the same documents (409, nothing written); publishes one without overlap', async () => {
    fixture = await publishingFixture();
    await publish({
      baseRevision: 0,
      documents: { 'pages/apply': withTitle('pages/apply', 'First') },
      labels: [],
    });
    const stale = await publish({
      baseRevision: 0,
      documents: {
        'pages/apply': withTitle('pages/apply', 'Second'),
        'pages/fees': withTitle('pages/fees', 'Fees now'),
      },
      labels: [],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<PublishConflict>()).toMatchObject({ currentRevision: 1, conflicts: ['pages/apply'] });
    expect(readDocument<Page>(fixture.contentDir, 'pages/apply').title.en).toBe('First');
    expect(readDocument<Page>(fixture.contentDir, 'pages/fees').title.en).toBe('Fees Structure');

    const apart = await publish({
      baseRevision: 0,
      documents: { 'pages/fees': withTitle('pages/fees', 'Fees now') },
      labels: [],
    });
    expect(apart.json<PublishAccepted>()).toMatchObject({ revision: 2, documents: ['pages/fees'] });
    expect(readDocument<Page>(fixture.contentDir, 'pages/apply').title.en).toBe('First');
  });

  it('runs publishes one at a time: two from the same base on the same page, one wins', async () => {
    fixture = await publishingFixture();
    const [a, b] = await Promise.all([
      publish({ baseRevision: 0, documents: { 'pages/apply': withTitle('pages/apply', 'A') }, labels: [] }),
      publish({ baseRevision: 0, documents: { 'pages/apply': withTitle('pages/apply', 'B') }, labels: [] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'A' : 'B';
    expect(readDocument<Page>(fixture.contentDir, 'pages/apply').title.en).toBe(winner);
  });

  it('refuses requests without the admin session before reading them, and malformed bodies', async () => {
    fixture = await publishingFixture();
    const body = { baseRevision: 0, documents: { 'pages/apply': withTitle('pages/apply', 'X') }, labels: [] };
    expect((await publish(body, {})).statusCode).toBe(401);
    expect((await fixture.app.inject({ url: '/api/admin/revisions' })).statusCode).toBe(401);
    expect((await publish({ ...body, documents: { '../../etc/passwd': {} } })).statusCode).toBe(400);
    expect((await publish({ ...body, baseRevision: '0' })).statusCode).toBe(400);
    expect((await publish({ ...body, extra: true })).statusCode).toBe(400);
    expect(fixture.publishing.store.current()).toBe(0);
  });

  it('takes a whole page set, far above the server-wide body limit', async () => {
    fixture = await publishingFixture();
    const page = withTitle('pages/apply', 'Long');
    const documents = { 'pages/apply': { ...page, description: { en: 'x'.repeat(20_000), sw: 'y' } } };
    const response = await publish({ baseRevision: 0, documents, labels: [] });
    // The description is too long for the schema: the body was read and checked, not refused for its size.
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(documents).length).toBeGreaterThan(16 * 1024);

    const tooLarge = {
      'pages/apply': { ...page, description: { en: 'x'.repeat(9 * 1024 * 1024), sw: 'y' } },
    };
    const refused = await publish({ baseRevision: 0, documents: tooLarge, labels: [] });
    expect(refused.statusCode).toBe(413);
    expect(refused.json<{ error: string }>().error).toBe(
      'The content sent is larger than 8 MB; publish fewer documents at once.',
    );
  });

  it('answers a publish that changes nothing with the live revision and records none', async () => {
    fixture = await publishingFixture();
    const same = readDocument(fixture.contentDir, 'pages/apply');
    const response = await publish({ baseRevision: 0, documents: { 'pages/apply': same }, labels: [] });
    expect(response.json<PublishAccepted>()).toMatchObject({ revision: 0, documents: [] });
    expect(fixture.publishing.store.list()).toHaveLength(1);
  });
});

describe('rendering after a publish', () => {
  it('renders the changed documents of the new revision, and reports a failed render while the revision stays', async () => {
    const render = vi.fn(async (ids: string[], revision: number) => {
      if (revision === 2) throw new Error('the renderer ran out of memory');
      return ids;
    });
    fixture = await publishingFixture({ render });
    await publish({
      baseRevision: 0,
      documents: { 'pages/apply': withTitle('pages/apply', 'One') },
      labels: [],
    });
    await fixture.publishing.publisher.idle();
    expect(render).toHaveBeenCalledWith(['pages/apply'], 1);
    const status = () => fixture.app.inject({ url: '/api/admin/publish/status', headers: SIGNED_IN });
    expect((await status()).json<PublishStatus>()).toEqual({
      revision: 1,
      render: { state: 'live', revision: 1 },
    });

    await publish({
      baseRevision: 1,
      documents: { 'pages/fees': withTitle('pages/fees', 'Two') },
      labels: [],
    });
    await fixture.publishing.publisher.idle();
    expect((await status()).json<PublishStatus>()).toEqual({
      revision: 2,
      render: { state: 'failed', revision: 2, error: 'the renderer ran out of memory' },
    });
    expect(readDocument<Page>(fixture.contentDir, 'pages/fees').title.en).toBe('Two');
  });

  it('renders a site built again (revision 0) as the latest revision at start, so the next publish on it is taken', async () => {
    const render = vi.fn<(ids: string[], revision: number) => Promise<string[]>>(async (ids) => ids);
    let served = 0;
    fixture = await publishingFixture({ render, liveRevision: () => served });
    await publish({
      baseRevision: 0,
      documents: { 'pages/apply': withTitle('pages/apply', 'One') },
      labels: [],
    });
    await fixture.publishing.publisher.idle();
    served = 1;
    await fixture.restart();
    await fixture.publishing.publisher.idle();
    expect(render).toHaveBeenCalledTimes(1);

    // A deploy builds the site again from the content folder: its manifest says revision 0.
    served = 0;
    await fixture.restart();
    await fixture.publishing.publisher.idle();
    expect(render).toHaveBeenCalledTimes(2);
    const [ids, revision] = render.mock.calls[1]!;
    expect(revision).toBe(1);
    expect(ids).toEqual(expect.arrayContaining(['site', 'navigation', 'pages/apply', 'pages/fees']));
  });
});

describe('revisions', () => {
  it('restores the content as it was in a revision, as a new revision', async () => {
    fixture = await publishingFixture();
    await publish({
      baseRevision: 0,
      documents: { 'pages/apply': withTitle('pages/apply', 'One') },
      labels: [],
    });
    await publish({
      baseRevision: 1,
      documents: { 'pages/apply': withTitle('pages/apply', 'Two') },
      labels: [],
    });
    await publish({
      baseRevision: 2,
      documents: { 'pages/fees': withTitle('pages/fees', 'Fees') },
      labels: [],
    });

    const restore = (revision: number, baseRevision: number) =>
      fixture.app.inject({
        method: 'POST',
        url: `/api/admin/revisions/${revision}/restore`,
        headers: SIGNED_IN,
        payload: { baseRevision },
      });
    const restored = await restore(1, 3);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<PublishAccepted>()).toMatchObject({
      revision: 4,
      documents: ['pages/apply', 'pages/fees'],
    });
    expect(readDocument<Page>(fixture.contentDir, 'pages/apply').title.en).toBe('One');
    expect(readDocument<Page>(fixture.contentDir, 'pages/fees').title.en).toBe('Fees Structure');
    expect(fixture.publishing.store.list()[0]).toMatchObject({ revision: 4, restoredFrom: 1 });

    // Back to the content as first found; from a stale base that changed the same documents, refused.
    expect((await restore(0, 2)).statusCode).toBe(409);
    expect((await restore(0, 4)).json<PublishAccepted>()).toMatchObject({ revision: 5 });
    expect(readDocument<Page>(fixture.contentDir, 'pages/apply').title.en).toBe('How to apply');
    expect((await restore(9, 5)).statusCode).toBe(404);
    expect((await fixture.app.inject({ url: '/api/admin/revisions/9', headers: SIGNED_IN })).statusCode).toBe(
      404,
    );
    expect((await fixture.app.inject({ url: '/api/admin/revisions/x', headers: SIGNED_IN })).statusCode).toBe(
      400,
    );
  });

  it('keeps revisions across a restart, and prunes only when told to keep fewer', async () => {
    fixture = await publishingFixture();
    for (let revision = 1; revision <= 3; revision += 1) {
      await publish({
        baseRevision: revision - 1,
        documents: { 'pages/apply': withTitle('pages/apply', `Take ${revision}`) },
        labels: [],
      });
    }
    await fixture.restart();
    expect(fixture.publishing.store.list().map((revision) => revision.revision)).toEqual([3, 2, 1, 0]);
    await fixture.restart({ keepRevisions: 2 });
    await publish({
      baseRevision: 3,
      documents: { 'pages/apply': withTitle('pages/apply', 'Take 4') },
      labels: [],
    });
    expect(fixture.publishing.store.list().map((revision) => revision.revision)).toEqual([4, 3]);
    // A base older than the revisions kept cannot be compared: it conflicts.
    const old = await publish({
      baseRevision: 1,
      documents: { 'pages/fees': withTitle('pages/fees', 'F') },
      labels: [],
    });
    expect(old.statusCode).toBe(409);
  });
});
