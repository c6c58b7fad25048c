import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { EditHistory } from '../../src/content/history';
import { documentsSource } from '../../src/content/loaders';
import {
  CONTENT_MANIFEST_ADDRESS,
  PUBLISH_API,
  PUBLISH_STATUS_API,
  REVISIONS_API,
  type PublishRequest,
  type RevisionDetail,
} from '../../src/content/publishing';
import { ContentStore } from '../../src/content/store';
import { DraftKeeper } from '../../src/admin/drafts/draft-keeper';
import {
  asDraft,
  indexedDbDraftStorage,
  type Draft,
  type DraftStorage,
} from '../../src/admin/drafts/draft-store';
import { Publishing } from '../../src/admin/publish/publish-client';
import { readServerChangesSince } from '../../src/admin/publish/server-changes';

interface Page {
  path: string;
  title: string;
}

type Answer = { status: number; body?: unknown };

let databases = 0;

/**
 * An editor over two pages on a fake server: the manifest says `revision`, the revisions API lists
 * `revisions` (newest first), Publish answers in turn; drafts go to a fresh IndexedDB (fake-indexeddb).
 */
function setup({ revision = 3, revisions = [] as RevisionDetail[], answers = [] as Answer[] } = {}) {
  let time = 1_000;
  const store = new ContentStore(
    documentsSource({}),
    { 'pages/about': { path: '/about', title: 'About' }, 'pages/fees': { path: '/fees', title: 'Fees' } },
    [
      { path: '/about', id: 'pages/about', title: 'About' },
      { path: '/fees', id: 'pages/fees', title: 'Fees' },
    ],
  );
  const history = new EditHistory(store, () => (time += 10));
  const sent: PublishRequest[] = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    if (url === CONTENT_MANIFEST_ADDRESS) return json({ revision, documents: {} });
    if (url === PUBLISH_STATUS_API)
      return json({ revision: 0, render: { state: 'live', revision: Number.MAX_SAFE_INTEGER } });
    if (url === REVISIONS_API) return json({ revisions });
    if (url.startsWith(`${REVISIONS_API}/`)) {
      const detail = revisions.find((candidate) => url === `${REVISIONS_API}/${candidate.revision}`);
      return detail ? json(detail) : json({ error: 'none' }, 404);
    }
    expect(url).toBe(PUBLISH_API);
    sent.push(JSON.parse(String(init?.body)) as PublishRequest);
    const answer = answers.shift() ?? { status: 500 };
    return json(answer.body ?? {}, answer.status);
  };
  const publishing = new Publishing(store, history, fetcher as typeof fetch, () => time);
  const storage = indexedDbDraftStorage(() => createStore(`drafts-test-${++databases}`, 'drafts'));
  const keeper = new DraftKeeper(publishing, history, storage, () => time);
  const retitle = (id: string, title: string) =>
    history.edit((documents) => void ((documents[id] as Page).title = title), {
      label: `Retitled ${id} ${title}`,
    });
  return { store, history, publishing, storage, keeper, retitle, sent, fetcher: fetcher as typeof fetch };
}

function revisionDetail(revision: number, changes: { id: string; after: unknown }[]): RevisionDetail {
  return {
    revision,
    publishedAt: '2026-11-25T15:00:00.000Z',
    publishedBy: 'admin',
    labels: [],
    documents: changes.map((change) => change.id),
    changes: changes.map((change) => ({ ...change, before: null })),
  };
}

const revisionZero = revisionDetail(0, []);

describe('the draft in IndexedDB', () => {
  it('is written, read back and cleared', async () => {
    const { storage } = setup();
    expect(await storage.read()).toBeUndefined();
    const draft: Draft = {
      savedAt: 5,
      baseRevision: 2,
      documents: { 'pages/about': { title: 'A' }, 'pages/old': null },
      labels: [{ label: 'Edited', documentIds: ['pages/about'] }],
    };
    await storage.write(draft);
    expect(await storage.read()).toEqual(draft);
    await storage.clear();
    expect(await storage.read()).toBeUndefined();
  });

  it('is no draft when what is stored is not one, or holds no document', async () => {
    const store = createStore(`drafts-test-${++databases}`, 'drafts');
    await set('unpublished-edits', { savedAt: 'yesterday' }, store);
    expect(await indexedDbDraftStorage(() => store).read()).toBeUndefined();
    expect(asDraft({ savedAt: 1, baseRevision: 0, documents: {}, labels: [] })).toBeUndefined();
    expect(
      asDraft({ savedAt: 1, baseRevision: 0, documents: { a: 1 }, labels: [{ label: 1 }] }),
    ).toBeUndefined();
    expect(asDraft({ savedAt: 1, baseRevision: 0, documents: { a: 1 }, labels: [] })).toBeDefined();
  });
});

describe('keeping the edits', () => {
  it('writes every applied change with its base and labels, and removes the draft when nothing is left to publish', async () => {
    const { keeper, storage, retitle, history } = setup({ revision: 3 });
    expect(keeper.holdsEverything()).toBe(false);
    keeper.keep();
    retitle('pages/about', 'About us');
    // Leaving now would lose the edit: the page asks first.
    expect(keeper.holdsEverything()).toBe(false);
    await keeper.settled();
    expect(keeper.holdsEverything()).toBe(true);
    expect(await storage.read()).toEqual({
      savedAt: expect.any(Number),
      baseRevision: 3,
      documents: { 'pages/about': { path: '/about', title: 'About us' } },
      labels: [{ label: 'Retitled pages/about About us', documentIds: ['pages/about'] }],
    });
    history.edit((documents) => void delete documents['pages/fees'], { label: 'Deleted Fees' });
    await keeper.settled();
    expect((await storage.read())?.documents).toMatchObject({ 'pages/fees': null });

    history.undo();
    history.undo();
    await keeper.settled();
    expect(await storage.read()).toBeUndefined();
  });

  it('keeps only what is still unpublished after a publish', async () => {
    const { keeper, storage, retitle, publishing } = setup({
      answers: [{ status: 200, body: { revision: 4, publishedAt: '', documents: ['pages/about'] } }],
    });
    keeper.keep();
    retitle('pages/about', 'About us');
    await publishing.publish();
    await keeper.settled();
    expect(await storage.read()).toBeUndefined();
    retitle('pages/fees', 'Fees 2026');
    await keeper.settled();
    expect(await storage.read()).toMatchObject({
      baseRevision: 4,
      documents: { 'pages/fees': { title: 'Fees 2026' } },
      labels: [{ label: 'Retitled pages/fees Fees 2026' }],
    });
  });

  it('says when the browser refuses to keep the edits, and again when it keeps them', async () => {
    const { publishing, history, retitle } = setup();
    let refuse = true;
    const storage: DraftStorage = {
      read: async () => undefined,
      write: async () => {
        if (refuse) throw new Error('QuotaExceededError');
      },
      clear: async () => undefined,
    };
    const keeper = new DraftKeeper(publishing, history, storage);
    const heard: boolean[] = [];
    keeper.subscribe(() => heard.push(keeper.writeFailed()));
    keeper.keep();
    retitle('pages/about', 'About us');
    await keeper.settled();
    expect(keeper.writeFailed()).toBe(true);
    expect(keeper.holdsEverything()).toBe(false);
    refuse = false;
    retitle('pages/about', 'About the college');
    await keeper.settled();
    expect(heard).toEqual([true, false]);
    expect(keeper.holdsEverything()).toBe(true);
  });

  it('writes nothing over a draft found until it is restored or discarded; discarding removes it', async () => {
    const { keeper, storage, retitle } = setup();
    const earlier: Draft = {
      savedAt: 5,
      baseRevision: 3,
      documents: { 'pages/about': { path: '/about', title: 'Left behind' } },
      labels: [{ label: 'Retitled', documentIds: ['pages/about'] }],
    };
    await storage.write(earlier);
    expect(await keeper.findDraft()).toEqual(earlier);
    retitle('pages/fees', 'Fees 2026');
    await keeper.settled();
    expect(await storage.read()).toEqual(earlier);

    await keeper.discard();
    expect((await storage.read())?.documents).toEqual({
      'pages/fees': { path: '/fees', title: 'Fees 2026' },
    });
    expect(await keeper.findDraft()).toBeUndefined();
  });
});

describe('restoring a draft', () => {
  const draft: Draft = {
    savedAt: 5,
    baseRevision: 2,
    documents: {
      'pages/about': { path: '/about', title: 'About us' },
      'pages/fees': { path: '/fees', title: 'Fees 2026' },
    },
    labels: [
      { label: 'Retitled About', documentIds: ['pages/about'] },
      { label: 'Retitled Fees', documentIds: ['pages/fees'] },
    ],
  };

  it('puts its edits back on the current revision, and Publish sends them with their labels', async () => {
    const { keeper, publishing, store, sent, fetcher } = setup({
      revision: 3,
      revisions: [revisionDetail(3, [{ id: 'pages/other', after: {} }]), revisionDetail(2, []), revisionZero],
      answers: [{ status: 200, body: { revision: 4, publishedAt: '', documents: [] } }],
    });
    expect(await keeper.conflictsOf(draft, fetcher)).toEqual([]);
    keeper.restore(draft, new Set(), 'Restored');
    expect(store.peek('pages/about')).toEqual({ path: '/about', title: 'About us' });
    expect(publishing.changedIds().sort()).toEqual(['pages/about', 'pages/fees']);
    await publishing.publish();
    expect(sent[0]).toEqual({
      baseRevision: 3,
      documents: draft.documents,
      labels: ['Retitled About', 'Retitled Fees'],
    });
  });

  it('names the documents published since its base, and drops them with their labels when asked', async () => {
    const { keeper, publishing, store, fetcher, storage } = setup({
      revision: 4,
      revisions: [
        revisionDetail(4, [{ id: 'pages/fees', after: { path: '/fees', title: 'Fees by someone else' } }]),
        revisionDetail(3, []),
        revisionZero,
      ],
    });
    expect(await keeper.conflictsOf(draft, fetcher)).toEqual(['pages/fees']);
    keeper.restore(draft, new Set(['pages/fees']), 'Restored');
    expect(store.peek('pages/fees')).toEqual({ path: '/fees', title: 'Fees' });
    expect(publishing.changedIds()).toEqual(['pages/about']);
    expect((await publishing.request()).labels).toEqual(['Retitled About']);
    await keeper.settled();
    expect((await storage.read())?.documents).toEqual({ 'pages/about': draft.documents['pages/about'] });
  });

  it('counts every document as changed on the server when the base is no longer kept', async () => {
    const { keeper, fetcher } = setup({ revisions: [revisionDetail(9, []), revisionDetail(8, [])] });
    expect(await keeper.conflictsOf(draft, fetcher)).toEqual(['pages/about', 'pages/fees']);
  });
});

describe('bringing in the latest revision after a 409', () => {
  it('reads each document as the newest revision that changed it left it', async () => {
    const { fetcher } = setup({
      revisions: [
        revisionDetail(5, [{ id: 'pages/about', after: { title: 'Newest' } }]),
        revisionDetail(4, [
          { id: 'pages/about', after: { title: 'Older' } },
          { id: 'pages/gone', after: null },
        ]),
        revisionDetail(3, [{ id: 'pages/fees', after: { title: 'Before the base' } }]),
      ],
    });
    const changes = await readServerChangesSince(3, fetcher);
    expect(changes.revision).toBe(5);
    expect([...changes.documents]).toEqual([
      ['pages/about', { title: 'Newest' }],
      ['pages/gone', undefined],
    ]);
  });

  it("takes theirs or keeps mine per document, brings in the others' documents, and publishes on the new revision", async () => {
    const { publishing, store, retitle, sent, history } = setup({
      revision: 3,
      answers: [{ status: 200, body: { revision: 6, publishedAt: '', documents: [] } }],
    });
    retitle('pages/about', 'Mine');
    retitle('pages/fees', 'Mine too');
    const server = new Map<string, unknown>([
      ['pages/about', { path: '/about', title: 'Theirs' }],
      ['pages/fees', { path: '/fees', title: 'Theirs too' }],
      ['pages/new', { path: '/new', title: 'New' }],
    ]);
    publishing.rebase(5, server, new Set(['pages/about']), 'Brought in revision 5');
    expect(store.peek('pages/about')).toEqual({ path: '/about', title: 'Mine' });
    expect(store.peek('pages/fees')).toEqual({ path: '/fees', title: 'Theirs too' });
    expect(store.peek('pages/new')).toEqual({ path: '/new', title: 'New' });
    expect(publishing.changedIds()).toEqual(['pages/about']);
    await publishing.publish();
    expect(sent[0]).toEqual({
      baseRevision: 5,
      documents: { 'pages/about': { path: '/about', title: 'Mine' } },
      labels: ['Retitled pages/about Mine'],
    });
    // The rebase is one entry: Undo takes the server's documents back out of the editor.
    expect(history.getState().past.at(-1)?.label).toBe('Brought in revision 5');
  });
});
