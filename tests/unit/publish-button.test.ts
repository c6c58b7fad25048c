import { describe, expect, it } from 'vitest';
import { EditHistory } from '../../src/content/history';
import {
  CONTENT_MANIFEST_ADDRESS,
  PUBLISH_API,
  PUBLISH_STATUS_API,
  type PublishRequest,
} from '../../src/content/publishing';
import { documentsSource } from '../../src/content/loaders';
import { ContentStore } from '../../src/content/store';
import { Publishing } from '../../src/admin/publish/publish-client';
import { outcomeText } from '../../src/admin/publish/PublishButton';
import en from '../../src/admin/text/en.json';
import { adminMessage } from '../../src/admin/text';

interface Page {
  path: string;
  title: string;
}

const about: Page = { path: '/about', title: 'About' };
const fees: Page = { path: '/fees', title: 'Fees' };

type Answer = { status: number; body?: unknown };

/** A fake server: the manifest (or none) and the answers Publish gets, in turn; every request sent is kept. */
function setup({
  manifest,
  answers,
  gate,
  statuses = [],
}: {
  manifest?: unknown;
  answers: Answer[];
  gate?: Promise<void>;
  /** What the publish status says, in turn; then that every revision is live. */
  statuses?: object[];
}) {
  let time = 0;
  const store = new ContentStore(documentsSource({}), { 'pages/about': about, 'pages/fees': fees }, [
    { path: '/about', id: 'pages/about', title: 'About' },
    { path: '/fees', id: 'pages/fees', title: 'Fees' },
  ]);
  const history = new EditHistory(store, () => (time += 10));
  const sent: PublishRequest[] = [];
  const manifestReads = { count: 0 };
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === CONTENT_MANIFEST_ADDRESS) {
      manifestReads.count += 1;
      return manifest === undefined
        ? new Response('Not found', { status: 404 })
        : new Response(JSON.stringify(manifest), { status: 200 });
    }
    if (url === PUBLISH_STATUS_API) {
      const render = statuses.shift() ?? { state: 'live', revision: Number.MAX_SAFE_INTEGER };
      return new Response(JSON.stringify({ revision: 0, render }), { status: 200 });
    }
    expect(url).toBe(PUBLISH_API);
    sent.push(JSON.parse(String(init?.body)) as PublishRequest);
    await gate;
    const answer = answers.shift() ?? { status: 500 };
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  };
  const publishing = new Publishing(store, history, fetcher as typeof fetch, () => time);
  const retitle = (id: string, title: string) =>
    history.edit((documents) => void ((documents[id] as Page).title = title), {
      label: `Retitled ${id} ${title}`,
    });
  return { store, history, publishing, sent, retitle, manifestReads };
}

const accepted = (revision: number, documents: string[]) => ({
  status: 200,
  body: { revision, publishedAt: '2026-11-25T15:00:00.000Z', documents },
});

describe('Publish', () => {
  it('sends the changed documents on the manifest revision with their labels, then counts from what was published', async () => {
    const { publishing, sent, retitle, store } = setup({
      manifest: { revision: 7, documents: {} },
      answers: [accepted(8, ['pages/about']), accepted(9, ['pages/fees'])],
    });
    expect(publishing.changedIds()).toEqual([]);
    retitle('pages/about', 'About us');
    retitle('pages/about', 'About the college');
    expect(publishing.changedIds()).toEqual(['pages/about']);

    expect(await publishing.publish()).toEqual({
      kind: 'published',
      revision: 8,
      documents: ['pages/about'],
      live: true,
    });
    expect(sent[0]).toEqual({
      baseRevision: 7,
      documents: { 'pages/about': { path: '/about', title: 'About the college' } },
      labels: ['Retitled pages/about About us', 'Retitled pages/about About the college'],
    });
    // The published state is the new baseline: nothing to publish, until the next edit.
    expect(publishing.changedIds()).toEqual([]);
    retitle('pages/fees', 'Fees 2026');
    expect(publishing.changedIds()).toEqual(['pages/fees']);
    await publishing.publish();
    expect(sent[1]).toMatchObject({ baseRevision: 8, labels: ['Retitled pages/fees Fees 2026'] });
    expect(Object.keys(sent[1]!.documents)).toEqual(['pages/fees']);
    expect((store.peek('pages/about') as Page).title).toBe('About the college');
  });

  it('publishes on the revision the admin opened on, so a revision published meanwhile is a conflict, not the base', async () => {
    const manifest = { revision: 7, documents: {} };
    const { publishing, sent, retitle, manifestReads } = setup({
      manifest,
      answers: [accepted(9, ['pages/about'])],
    });
    await expect.poll(() => manifestReads.count).toBe(1);
    // Someone else publishes before this admin's first edit.
    manifest.revision = 8;
    retitle('pages/about', 'About us');
    await publishing.publish();
    expect(sent[0]).toMatchObject({ baseRevision: 7 });
    expect(manifestReads.count).toBe(1);
  });

  it('publishes on revision 0 while the site has no manifest, and sends a deleted document as null', async () => {
    const { publishing, sent, history } = setup({ answers: [accepted(1, ['pages/fees'])] });
    history.edit((documents) => void delete documents['pages/fees'], { label: 'Deleted Fees' });
    await publishing.publish();
    expect(sent[0]).toEqual({ baseRevision: 0, documents: { 'pages/fees': null }, labels: ['Deleted Fees'] });
    expect(publishing.changedIds()).toEqual([]);
  });

  it('keeps the edits and the baseline on 422, 409, 401 and a failure, and says what happened', async () => {
    const problem = { file: 'content/pages/about.json', pointer: '/title', message: 'must be text' };
    const { publishing, retitle, store } = setup({
      answers: [
        { status: 422, body: { error: 'invalid', problems: [problem] } },
        { status: 409, body: { error: 'conflict', currentRevision: 3, conflicts: ['pages/about'] } },
        { status: 401, body: { success: false, error: 'Sign in again.' } },
        { status: 502 },
      ],
    });
    retitle('pages/about', 'About us');
    const outcomes = [await publishing.publish(), await publishing.publish(), await publishing.publish()];
    outcomes.push(await publishing.publish());
    expect(outcomes).toEqual([
      { kind: 'invalid', problems: [problem] },
      { kind: 'conflict', documents: ['pages/about'], currentRevision: 3 },
      { kind: 'signedOut' },
      { kind: 'failed', status: 502 },
    ]);
    expect(publishing.changedIds()).toEqual(['pages/about']);
    expect((store.peek('pages/about') as Page).title).toBe('About us');

    const t = Object.assign(
      (key: keyof typeof en, values?: Record<string, string | number>) => adminMessage(en, key, values),
      { language: 'en' as const },
    );
    expect(outcomes.map((outcome) => outcomeText(outcome, t))).toEqual([
      'Not published: the content has 1 problem. It is in the problem list.',
      'Not published: someone else has published changes to pages/about since you started. Nothing of yours was written; your edits are kept.',
      'Your session has ended. Sign in again to publish; your edits are kept.',
      'Publishing failed; your edits are kept. Try again.',
    ]);
    expect(outcomeText({ kind: 'published', revision: 4, documents: [], live: true }, t)).toBe(
      'Published: revision 4 is live.',
    );
    expect(outcomeText({ kind: 'published', revision: 4, documents: [], live: false }, t)).toBe(
      "Published: revision 4 is saved, but the site does not serve it yet (the server's log says why).",
    );
  });

  it('says a revision is live only once the server serves it, and not when its render failed', async () => {
    const rendering = setup({
      answers: [accepted(1, ['pages/about'])],
      statuses: [
        { state: 'live', revision: 0 },
        { state: 'rendering', revision: 1 },
        { state: 'live', revision: 1 },
      ],
    });
    rendering.retitle('pages/about', 'About us');
    expect(await rendering.publishing.publish()).toMatchObject({
      kind: 'published',
      revision: 1,
      live: true,
    });

    const failing = setup({
      answers: [accepted(1, ['pages/about'])],
      statuses: [{ state: 'failed', revision: 1, error: 'The disk is full.' }],
    });
    failing.retitle('pages/about', 'About us');
    expect(await failing.publishing.publish()).toMatchObject({ kind: 'published', revision: 1, live: false });
  });

  it('keeps an edit made while the publish was on its way as a change to publish next', async () => {
    let answer = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const { publishing, retitle, sent } = setup({ answers: [accepted(1, ['pages/about'])], gate });
    retitle('pages/about', 'Sent');
    const published = publishing.publish();
    await expect.poll(() => sent.length).toBe(1);
    retitle('pages/about', 'Typed meanwhile');
    answer();
    await published;
    expect((sent[0]!.documents['pages/about'] as Page).title).toBe('Sent');
    expect(publishing.changedIds()).toEqual(['pages/about']);
  });
});
