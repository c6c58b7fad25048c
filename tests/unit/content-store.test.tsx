// @vitest-environment jsdom
import { startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentStoreProvider, usePageDocument } from '../../src/content/hooks';
import type { PageId } from '../../src/content/documents';
import { documentsSource } from '../../src/content/loaders';
import { ContentStore } from '../../src/content/store';

const pageId = 'pages/sample' as PageId;
const sample = { title: 'Sample page' };

/** A page component as the site writes them: the document first, then hooks of its own. */
function PageTitle() {
  const document = usePageDocument(pageId) as unknown as typeof sample;
  const [suffix] = useState('!');
  return (
    <h1>
      {document.title}
      {suffix}
    </h1>
  );
}

async function renderWithRoot(store: ContentStore) {
  const container = document.createElement('div');
  const onRecoverableError = vi.fn();
  const root = createRoot(container, { onRecoverableError });
  // A navigation renders the next page in a transition, as the router does.
  startTransition(() =>
    root.render(
      <ContentStoreProvider store={store}>
        <Suspense fallback="loading">
          <PageTitle />
        </Suspense>
      </ContentStoreProvider>,
    ),
  );
  await vi.waitFor(() => expect(container.textContent).toBe('Sample page!'));
  return { container, root, onRecoverableError };
}

describe('reading documents from the content store', () => {
  const roots: { unmount: () => void }[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) root.unmount();
  });

  it('renders a document that arrives while the first render is suspended, without React recovering from an error', async () => {
    // A loader that settles within a microtask lets React replay the suspended render at once, the
    // path where a document present on replay must not change which hooks run.
    const store = new ContentStore(documentsSource({ [pageId]: sample }));
    const { root, onRecoverableError } = await renderWithRoot(store);
    roots.push(root);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('renders a document that is already present without suspending', async () => {
    const store = new ContentStore(documentsSource({}), { [pageId]: sample });
    const { root, onRecoverableError } = await renderWithRoot(store);
    roots.push(root);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('re-renders with the new document when it is replaced', async () => {
    const store = new ContentStore(documentsSource({}), { [pageId]: sample });
    const { container, root } = await renderWithRoot(store);
    roots.push(root);
    store.replace(pageId, { title: 'Edited page' });
    await vi.waitFor(() => expect(container.textContent).toBe('Edited page!'));
  });
});
