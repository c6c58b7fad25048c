import { describe, expect, it } from 'vitest';
import { EditHistory, HISTORY_LIMIT, MERGE_WINDOW_MS } from '../../src/content/history';
import { documentsSource } from '../../src/content/loaders';
import { ContentStore } from '../../src/content/store';

interface Page {
  path: string;
  title: string;
  components: { id: string; type: string; content: { text: string } }[];
}

const about: Page = {
  path: '/about',
  title: 'About',
  components: [
    { id: 'fees', type: 'title', content: { text: 'Fees' } },
    { id: 'downloads', type: 'title', content: { text: 'Downloads' } },
  ],
};

function setup() {
  let time = 0;
  const store = new ContentStore(documentsSource({}), { 'pages/about': about }, [
    { path: '/about', id: 'pages/about', title: 'About' },
  ]);
  const history = new EditHistory(store, () => time);
  const page = () => store.peek('pages/about') as Page;
  const advance = (ms: number) => (time += ms);
  return { store, history, page, advance };
}

function setTitle(history: EditHistory, title: string) {
  return history.edit(
    (documents) => {
      (documents['pages/about'] as Page).title = title;
    },
    { label: 'Edited the title', mergeKey: 'pages/about/title' },
  );
}

describe('the edit history', () => {
  it('records no entry for a change that changes nothing', () => {
    const { history } = setup();
    expect(setTitle(history, 'About')).toBe(false);
    expect(
      history.edit(
        (documents) => {
          (documents['pages/about'] as Page).components = structuredClone(about.components);
        },
        { label: 'Replaced the components with the same' },
      ),
    ).toBe(false);
    expect(history.getState().past).toEqual([]);
  });

  it('merges keystrokes in one field into one entry, and starts another after a pause', () => {
    const { history, page, advance } = setup();
    for (const title of ['A', 'Ab', 'Abo', 'Abou']) {
      setTitle(history, title);
      advance(MERGE_WINDOW_MS / 4);
    }
    expect(history.getState().past).toHaveLength(1);
    advance(MERGE_WINDOW_MS * 2);
    setTitle(history, 'About us');
    expect(history.getState().past).toHaveLength(2);
    history.undo();
    expect(page().title).toBe('Abou');
    history.undo();
    expect(page().title).toBe('About');
  });

  it('does not merge changes to different fields', () => {
    const { history } = setup();
    setTitle(history, 'About us');
    history.edit(
      (documents) => {
        (documents['pages/about'] as Page).path = '/about-us';
      },
      { label: 'Changed the path', mergeKey: 'pages/about/path' },
    );
    expect(history.getState().past.map((entry) => entry.label)).toEqual([
      'Edited the title',
      'Changed the path',
    ]);
  });

  it('drops merged keystrokes that cancel out', () => {
    const { history } = setup();
    setTitle(history, 'Aboutx');
    setTitle(history, 'About');
    expect(history.getState().past).toEqual([]);
  });

  it('restores the exact documents on undo, and the edited ones on redo', () => {
    const { store, history, page } = setup();
    const before = structuredClone(page());
    history.edit(
      (documents) => {
        const draft = documents['pages/about'] as Page;
        draft.components.reverse();
        draft.components[0]!.content.text = 'Downloads and forms';
        documents['pages/new'] = { path: '/new', title: 'New', components: [] };
      },
      { label: "Moved 'Downloads' above 'Fees'" },
    );
    const after = structuredClone(page());
    expect(store.pageIndex().map((entry) => entry.path)).toEqual(['/about', '/new']);

    history.undo();
    expect(page()).toEqual(before);
    expect(store.has('pages/new')).toBe(false);
    expect(store.pageIndex().map((entry) => entry.path)).toEqual(['/about']);

    history.redo();
    expect(page()).toEqual(after);
    expect(store.peek('pages/new')).toEqual({ path: '/new', title: 'New', components: [] });
    expect(history.getState().past.map((entry) => entry.label)).toEqual(["Moved 'Downloads' above 'Fees'"]);
  });

  it('undoes the deletion of a document', () => {
    const { store, history } = setup();
    history.edit(
      (documents) => {
        delete documents['pages/about'];
      },
      { label: "Deleted the page 'About'" },
    );
    expect(store.has('pages/about')).toBe(false);
    expect(store.pageIndex()).toEqual([]);
    history.undo();
    expect(store.peek('pages/about')).toEqual(about);
    expect(store.pageIndex().map((entry) => entry.id)).toEqual(['pages/about']);
  });

  it('forgets what was undone once a new change is made', () => {
    const { history } = setup();
    setTitle(history, 'One');
    history.undo();
    expect(history.getState().future).toHaveLength(1);
    setTitle(history, 'Two');
    expect(history.getState().future).toEqual([]);
    expect(history.redo()).toBe(false);
  });

  it(`keeps at most ${HISTORY_LIMIT} entries, dropping the oldest`, () => {
    const { history, page } = setup();
    for (let n = 1; n <= HISTORY_LIMIT + 5; n++)
      history.edit(
        (documents) => {
          (documents['pages/about'] as Page).title = `Title ${n}`;
        },
        { label: `Title ${n}` },
      );
    const { past } = history.getState();
    expect(past).toHaveLength(HISTORY_LIMIT);
    expect(past[0]?.label).toBe('Title 6');
    while (history.undo());
    expect(page().title).toBe('Title 5');
  });

  it('tells which documents differ from the built content and from the last export', () => {
    const { history } = setup();
    setTitle(history, 'About us');
    expect(history.changedIds()).toEqual(['pages/about']);
    expect(history.unexportedIds()).toEqual(['pages/about']);
    history.markExported();
    expect(history.unexportedIds()).toEqual([]);
    history.undo();
    expect(history.changedIds()).toEqual([]);
    expect(history.unexportedIds()).toEqual(['pages/about']);
  });
});

describe('restoring the built content', () => {
  it('puts every changed document back as one entry that undo reverts', () => {
    const { history, page } = setup();
    history.edit((documents) => void ((documents['pages/about'] as Page).title = 'About us'), {
      label: 'retitled',
    });
    history.edit((documents) => void (documents['pages/new'] = { path: '/new' }), { label: 'added' });
    expect(history.restoreBuilt('reset')).toBe(true);
    expect(page()).toEqual(about);
    expect(history.getState().past.at(-1)?.label).toBe('reset');
    history.undo();
    expect(page().title).toBe('About us');
    expect(history.restoreBuilt('reset')).toBe(true);
    expect(history.restoreBuilt('again')).toBe(false);
  });
});
