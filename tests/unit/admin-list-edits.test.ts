import { describe, expect, it } from 'vitest';
import { EditHistory } from '../../src/content/history';
import { documentsSource } from '../../src/content/loaders';
import { ContentStore } from '../../src/content/store';
import type { ManagedLinks, Navigation, NewsTicker } from '../../src/content/types.generated';
import { linksPlace, NEW_LINK } from '../../src/admin/links/link-edits';
import { menuChange, problemsNewToTheMenu } from '../../src/admin/menu/menu-change';
import { addMenuEntry, newMenuId } from '../../src/admin/menu/menu-edits';
import { tickerPlace } from '../../src/admin/news/ticker-place';
import { ListEditor } from '../../src/admin/shared/list-edits';

const t = Object.assign(
  (key: string, values: Record<string, string | number> = {}) => `${key} ${JSON.stringify(values)}`,
  { language: 'en' as const },
);

describe('list edits', () => {
  const ticker: NewsTicker = {
    label: 'Latest News',
    items: [
      { id: 'a', text: 'First', url: '/' },
      { id: 'b', text: { en: 'Second', sw: 'Pili' } },
      { id: 'c', text: 'Third', active: false },
    ],
  };
  const setup = () => {
    let now = 0;
    const store = new ContentStore(documentsSource({}), { ticker: structuredClone(ticker) });
    const history = new EditHistory(store, () => now);
    const editor = new ListEditor(history, tickerPlace(t), () => store.peek('ticker'));
    const items = () => (store.peek('ticker') as NewsTicker).items;
    return { history, editor, items, advance: (ms: number) => (now += ms) };
  };

  it('adds, toggles, moves and removes, one labelled entry each, and undo restores the exact list', () => {
    const { history, editor, items } = setup();
    editor.add({
      id: editor.newId('news', 'Exams start on Monday!'),
      text: 'Exams start on Monday!',
      active: true,
    });
    expect(items().at(-1)).toEqual({
      id: 'news-exams-start-on-monday',
      text: 'Exams start on Monday!',
      active: true,
    });
    editor.setActive('c', true);
    editor.move('a', 1);
    expect(items().map((item) => item.id)).toEqual(['b', 'a', 'c', 'news-exams-start-on-monday']);
    editor.remove('b');
    expect(history.getState().past.map((entry) => entry.label)).toEqual([
      'news.history.added {"name":"Exams start on Monday!"}',
      'news.history.shown {"name":"Third"}',
      'news.history.movedDown {"name":"First"}',
      'news.history.deleted {"name":"Second"}',
    ]);
    for (let step = 0; step < 4; step++) history.undo();
    expect(items()).toEqual(ticker.items);
  });

  it('records nothing for a move past an end or a toggle to the same state', () => {
    const { history, editor } = setup();
    editor.move('a', -1);
    editor.move('c', 1);
    editor.setActive('c', false);
    expect(history.getState().past).toEqual([]);
  });

  it('merges typing in one field into one entry', () => {
    const { history, editor, items, advance } = setup();
    for (const text of ['F', 'Fi', 'Fir', 'Firs']) {
      editor.replace({ ...items()[0]!, text }, '/text');
      advance(100);
    }
    expect(items()[0]!.text).toBe('Firs');
    expect(history.getState().past).toHaveLength(1);
    history.undo();
    expect(items()[0]!.text).toBe('First');
  });

  it('builds an added item from its form: texts trimmed, a blank optional text left out, a required one kept', () => {
    const { editor } = setup();
    const making = { id: ['news', 'text'], required: ['text'], fixed: { active: true } } as const;
    expect(editor.built({ text: { en: ' Exams ', sw: ' Mitihani' }, url: '  ' }, making)).toEqual({
      id: 'news-exams',
      text: { en: 'Exams', sw: 'Mitihani' },
      active: true,
    });
    expect(editor.built({ text: ' ', url: ' /fees ' }, making)).toEqual({
      id: 'news-new',
      text: '',
      url: '/fees',
      active: true,
    });
  });

  it('adds a link trimmed, active, with a unique id and its Kiswahili title when one is given', () => {
    const catalogue: ManagedLinks = {
      links: [{ id: 'link-academic-calendar', title: 'X', url: '/', category: 'sidebar', active: true }],
    };
    const store = new ContentStore(documentsSource({}), { links: structuredClone(catalogue) });
    const editor = new ListEditor(new EditHistory(store), linksPlace(t), () => store.peek('links'));
    const link = editor.built(
      { title: { en: ' Academic Calendar ', sw: 'Kalenda ya Masomo ' }, url: ' /fees', category: 'sidebar' },
      NEW_LINK,
    );
    editor.add(link);
    expect(link.id).toBe('link-academic-calendar-2');
    expect((store.peek('links') as ManagedLinks).links.at(-1)).toEqual({
      id: link.id,
      title: { en: 'Academic Calendar', sw: 'Kalenda ya Masomo' },
      url: '/fees',
      category: 'sidebar',
      active: true,
    });
  });
});

describe('menu edits', () => {
  const navigation: Navigation = {
    items: [
      { id: 'home', label: 'Home', url: '/' },
      {
        id: 'about',
        label: { en: 'About', sw: 'Kuhusu' },
        url: '/about',
        children: [{ id: 'history', label: 'History', url: '/about/history' }],
      },
      { id: 'fees', label: 'Fees', url: '/fees' },
    ],
  };
  const setup = () => {
    const store = new ContentStore(documentsSource({}), { navigation: structuredClone(navigation) });
    const history = new EditHistory(store);
    const menu = () => store.peek('navigation') as Navigation;
    const add = (label: string, url: string, parent: string | null) => {
      const id = newMenuId(menu(), label);
      addMenuEntry(history, t, menu(), { id, label, url }, parent);
      return id;
    };
    return { history, add, menu };
  };
  const withItems = (items: Navigation['items']): Navigation => ({ items });

  it('adds at the top level and under a parent, with ids unique across the tree, each one entry', () => {
    const { add, menu, history } = setup();
    expect(add('History', '/about/history', 'about')).toBe('menu-history');
    expect(add('History', '/graduation', null)).toBe('menu-history-2');
    expect(menu().items.at(-1)).toEqual({ id: 'menu-history-2', label: 'History', url: '/graduation' });
    expect(menu().items[1]!.children!.map((item) => item.id)).toEqual(['history', 'menu-history']);
    expect(history.getState().past.map((entry) => entry.label)).toEqual([
      'menu.history.addedUnder {"name":"History","parent":"About"}',
      'menu.history.added {"name":"History"}',
    ]);
    history.undo();
    history.undo();
    expect(menu()).toEqual(navigation);
  });

  it('names a move by where the entry went, whichever way and however far', () => {
    const [home, about, fees] = navigation.items;
    const down = menuChange(navigation, withItems([about!, home!, fees!]), '/items/0', t);
    expect(down).toEqual({ label: 'menu.history.movedBelow {"name":"Home","other":"About"}', merges: false });
    const up = menuChange(navigation, withItems([fees!, home!, about!]), '/items/2', t);
    expect(up.label).toBe('menu.history.movedAbove {"name":"Fees","other":"Home"}');
  });

  it('names a delete, with the dropdown it took', () => {
    const [home, about, fees] = navigation.items;
    expect(menuChange(navigation, withItems([home!, fees!]), '/items/1', t).label).toBe(
      'menu.history.deletedWithChildren {"name":"About","count":1}',
    );
    const { children: _, ...aboutAlone } = about!;
    expect(
      menuChange(navigation, withItems([home!, aboutAlone, fees!]), '/items/1/children/0', t).label,
    ).toBe('menu.history.deleted {"name":"History"}');
  });

  it('names a text or link typed in by its entry, and lets typing on merge', () => {
    const [home, about, fees] = navigation.items;
    const renamed = withItems([home!, { ...about!, label: { en: 'About us', sw: 'Kuhusu' } }, fees!]);
    expect(menuChange(navigation, renamed, '/items/1/label/en', t)).toEqual({
      label: 'menu.history.editedText {"name":"About us"}',
      merges: true,
    });
    expect(menuChange(navigation, navigation, '/items/1/children/0/url', t).label).toBe(
      'menu.history.editedLink {"name":"History"}',
    );
    expect(menuChange(navigation, navigation, '/items', t)).toEqual({
      label: 'menu.history.changed {}',
      merges: false,
    });
  });
});

describe('problems a menu change brings', () => {
  const broken: Navigation = {
    items: [
      { id: 'home', label: 'Home', url: '/' },
      { id: 'contacts', label: 'Contacts', url: '/contacts' },
    ],
  };
  const standing = [{ pointer: '/items/1/url', message: 'links to a page or file that does not exist' }];

  it('leaves out a problem the moved entry already had, and keeps one it did not', () => {
    const moved: Navigation = { items: [broken.items[1]!, broken.items[0]!] };
    const found = [
      { pointer: '/items/0/url', message: 'links to a page or file that does not exist' },
      { pointer: '/items/1/url', message: 'links to a page or file that does not exist' },
    ];
    expect(problemsNewToTheMenu(found, standing, broken, moved)).toEqual([found[1]]);
  });
});
