import { describe, expect, it } from 'vitest';
import { EditHistory } from '../../src/content/history';
import {
  PUBLISH_API,
  PUBLISH_STATUS_API,
  type PublishRequest,
  type RevisionDetail,
} from '../../src/content/publishing';
import { documentsSource } from '../../src/content/loaders';
import { ContentStore } from '../../src/content/store';
import { Publishing } from '../../src/admin/publish/publish-client';
import { restoreRevision } from '../../src/admin/history/revisions-client';

interface Page {
  path: string;
  title: string;
}

const about: Page = { path: '/about', title: 'About' };
const fees: Page = { path: '/fees', title: 'Fees' };

function setup() {
  let time = 0;
  const store = new ContentStore(documentsSource({}), { 'pages/about': about, 'pages/fees': fees }, [
    { path: '/about', id: 'pages/about', title: 'About' },
    { path: '/fees', id: 'pages/fees', title: 'Fees' },
  ]);
  const history = new EditHistory(store, () => (time += 10));
  const sent: PublishRequest[] = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === PUBLISH_STATUS_API)
      return new Response(JSON.stringify({ revision: 6, render: { state: 'live', revision: 6 } }));
    if (String(input) !== PUBLISH_API) return new Response('{"revision": 3}', { status: 200 });
    sent.push(JSON.parse(String(init?.body)) as PublishRequest);
    return new Response(JSON.stringify({ revision: 6, publishedAt: '', documents: [] }), { status: 200 });
  };
  const publishing = new Publishing(store, history, fetcher as typeof fetch, () => time);
  return { store, history, publishing, sent };
}

const restoredAs5: RevisionDetail = {
  revision: 5,
  publishedAt: '2026-11-25T15:00:00.000Z',
  publishedBy: 'admin',
  labels: [],
  documents: ['pages/fees', 'pages/about'],
  restoredFrom: 2,
  changes: [
    { id: 'pages/fees', before: fees, after: { path: '/fees', title: 'Fees and Payments' } },
    { id: 'pages/about', before: about, after: null },
  ],
};

describe('a restored revision in the editor', () => {
  it('replaces the documents as one undoable edit, counts as published, and is the next publish’s base', async () => {
    const { store, history, publishing, sent } = setup();
    history.edit((documents) => void ((documents['pages/fees'] as Page).title = 'Draft'), { label: 'Draft' });
    expect(publishing.changedIds()).toEqual(['pages/fees']);

    publishing.takeRestored(restoredAs5, 'Restored revision 2');
    expect(store.peek('pages/fees')).toEqual({ path: '/fees', title: 'Fees and Payments' });
    expect(store.peek('pages/about')).toBeUndefined();
    expect(publishing.changedIds()).toEqual([]);
    expect(history.getState().past.at(-1)?.label).toBe('Restored revision 2');

    // Undo brings the unpublished draft back, which then differs from what is live.
    history.undo();
    expect((store.peek('pages/fees') as Page).title).toBe('Draft');
    expect(publishing.changedIds().sort()).toEqual(['pages/about', 'pages/fees']);

    await publishing.publish();
    expect(sent[0]?.baseRevision).toBe(5);
    // The labels of edits before the restore were not published again.
    expect(sent[0]?.labels).toEqual([]);
  });
});

describe('the restore request', () => {
  const answering = (status: number, body: unknown) => {
    const requests: { url: string; body: unknown }[] = [];
    const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(body), { status });
    };
    return { fetcher: fetcher as typeof fetch, requests };
  };

  it('sends the base revision and reads every answer', async () => {
    const ok = answering(200, { revision: 5, publishedAt: '', documents: ['pages/fees'] });
    expect(await restoreRevision(2, 4, ok.fetcher)).toEqual({
      kind: 'restored',
      revision: 5,
      documents: ['pages/fees'],
    });
    expect(ok.requests).toEqual([{ url: '/api/admin/revisions/2/restore', body: { baseRevision: 4 } }]);
    expect(
      await restoreRevision(
        2,
        4,
        answering(409, { error: '', currentRevision: 6, conflicts: ['ticker'] }).fetcher,
      ),
    ).toEqual({ kind: 'conflict', documents: ['ticker'], currentRevision: 6 });
    const problem = { file: 'content/ticker.json', pointer: '/items', rule: 'required', message: 'x' };
    expect(await restoreRevision(2, 4, answering(422, { error: '', problems: [problem] }).fetcher)).toEqual({
      kind: 'invalid',
      problems: [problem],
    });
    expect(await restoreRevision(2, 4, answering(401, {}).fetcher)).toEqual({ kind: 'signedOut' });
    expect(await restoreRevision(2, 4, answering(500, {}).fetcher)).toEqual({ kind: 'failed', status: 500 });
  });
});
