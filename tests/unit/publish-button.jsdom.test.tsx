// @vitest-environment jsdom
import { Suspense, useEffect } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { EditHistory } from '../../src/content/history';
import { PUBLISH_API, PUBLISH_STATUS_API } from '../../src/content/publishing';
import { ContentProblems } from '../../src/admin/layout/ContentProblems';
import { AdminModelProvider, useAdminModel } from '../../src/admin/model/AdminModel';
import { loadValidationCore } from '../../src/admin/model/content-checks';
import { PublishButton } from '../../src/admin/publish/PublishButton';
import { BlockHarness, installMatchMedia, loadedContentStore } from './support/render-blocks';

/** Hands the test the admin's history, to edit as the screens do. */
function CaptureHistory({ onHistory }: { onHistory: (history: EditHistory) => void }) {
  const { history } = useAdminModel();
  useEffect(() => {
    onHistory(history);
  }, [onHistory, history]);
  return null;
}

beforeAll(async () => {
  installMatchMedia();
  // The model fetches the validation core as the admin does; fetched here first, it is never still
  // loading when this file's environment is torn down (the test itself answers the publish).
  await loadValidationCore();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('publishes the edits, puts the problems of a refused publish in the problem list, and says which revision is live', async () => {
  const store = await loadedContentStore();
  const captured: { history?: EditHistory } = {};
  const answers = [
    {
      status: 422,
      body: {
        error: 'invalid',
        problems: [
          { file: 'content/pages/apply.json', pointer: '/title', message: 'is refused by the server' },
        ],
      },
    },
    {
      status: 200,
      body: { revision: 1, publishedAt: '2026-11-25T15:00:00.000Z', documents: ['pages/apply'] },
    },
  ];
  const fetcher = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (String(input) === PUBLISH_STATUS_API)
      return new Response(JSON.stringify({ revision: 1, render: { state: 'live', revision: 1 } }));
    if (String(input) !== PUBLISH_API) return new Response('Not found', { status: 404 });
    const answer = answers.shift()!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetcher);

  // The model loads the validation core first, as the admin does: awaited, so React renders once it is in.
  await act(async () => {
    render(
      <BlockHarness store={store}>
        <Suspense fallback="loading">
          <AdminModelProvider>
            <CaptureHistory onHistory={(history) => (captured.history = history)} />
            <ContentProblems />
            <PublishButton />
          </AdminModelProvider>
        </Suspense>
      </BlockHarness>,
    );
  });
  const publish = await screen.findByRole('button', { name: /Publish/ }, { timeout: 45_000 });
  expect(publish.textContent).toBe('Publish (0)');
  expect(publish).toHaveProperty('disabled', true);

  captured.history!.edit(
    (documents) => void ((documents['pages/apply'] as { title: { en: string } }).title.en = 'Apply'),
    {
      label: 'Retitled',
    },
  );
  await waitFor(() => expect(publish.textContent).toBe('Publish (1)'));

  fireEvent.click(publish);
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Not published: the content has 1 problem. It is in the problem list.',
  );
  fireEvent.click(screen.getByRole('button', { name: '1 problem' }));
  expect((await screen.findByRole('dialog')).textContent).toContain(
    'content/pages/apply.json /title: is refused by the server',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));

  fireEvent.click(publish);
  expect((await screen.findByRole('status')).textContent).toContain('Published: revision 1 is live.');
  expect(publish.textContent).toBe('Publish (0)');
  expect(screen.queryByRole('button', { name: '1 problem' })).toBeNull();
  const publishCalls = fetcher.mock.calls.filter(([input]) => String(input) === PUBLISH_API);
  expect(publishCalls).toHaveLength(2);
  const sent = JSON.parse(String(publishCalls[1]![1]!.body)) as { documents: object; labels: string[] };
  expect(Object.keys(sent.documents)).toEqual(['pages/apply']);
  expect(sent.labels).toEqual(['Retitled']);
}, 60_000);
