/**
 * A history label made on a Kiswahili screen reads in Kiswahili: its words, and the names in it (a
 * page's title, a component's text or, without text, its type, a menu entry, a news item).
 */
import { describe, expect, it } from 'vitest';
import { EditHistory } from '../../src/content/history';
import type { PageId } from '../../src/content/documents';
import { documentsSource } from '../../src/content/loaders';
import { fillTemplate, type Language } from '../../src/content/localize';
import { ContentStore } from '../../src/content/store';
import type { Navigation, NewsTicker } from '../../src/content/types.generated';
import { adminMessage, type AdminText, type AdminTextKey } from '../../src/admin/text';
import en from '../../src/admin/text/en.json';
import sw from '../../src/admin/text/sw.json';
import { menuChange } from '../../src/admin/menu/menu-change';
import { tickerPlace } from '../../src/admin/news/ticker-place';
import { PageEditor, type EditablePage } from '../../src/admin/pages/page-edits';
import { ListEditor } from '../../src/admin/shared/list-edits';

const DICTIONARIES: Record<Language, Partial<Record<AdminTextKey, string>>> = { en, sw };
const textIn = (language: Language): AdminText =>
  Object.assign(
    (key: AdminTextKey, values: Record<string, string | number> = {}) =>
      adminMessage(DICTIONARIES[language], key, values),
    { language },
  );

const PAGE_ID = 'pages/about' as PageId;
const page: EditablePage = {
  $schema: '../../schema/page.schema.json',
  path: '/about',
  title: { en: 'About us', sw: 'Kuhusu sisi' },
  description: 'About the college',
  components: [
    { id: 'story', type: 'paragraph', content: { text: { en: 'Our story', sw: 'Historia yetu' } } },
    { id: 'results', type: 'search-results', content: {} },
  ],
} as unknown as EditablePage;

function pageLabels(language: Language): string[] {
  const store = new ContentStore(documentsSource({}), { [PAGE_ID]: structuredClone(page) });
  const history = new EditHistory(store, () => 0);
  const editor = new PageEditor(history, textIn(language));
  const current = () => store.peek(PAGE_ID) as EditablePage;
  editor.moveComponent(PAGE_ID, current(), 1, 0);
  editor.deleteComponent(PAGE_ID, current(), 'story');
  editor.addComponent(PAGE_ID, current(), 'map');
  return history.getState().past.map((entry) => entry.label);
}

describe('history labels in the screen’s language', () => {
  it('names a page, a component and a block type in Kiswahili on a Kiswahili screen', () => {
    expect(pageLabels('sw')).toEqual([
      "Imehamisha 'Matokeo ya utafutaji' juu ya 'Historia yetu'",
      "Imefuta 'Historia yetu' kutoka 'Kuhusu sisi'",
      "Imeongeza Ramani kwenye 'Kuhusu sisi'",
    ]);
  });

  it('names them in English on an English screen, as before', () => {
    expect(pageLabels('en')).toEqual([
      "Moved 'Search results' above 'Our story'",
      "Deleted 'Our story' from 'About us'",
      "Added Map to 'About us'",
    ]);
  });

  it('names a menu entry and a news item by their Kiswahili text', () => {
    const navigation: Navigation = { items: [{ id: 'home', label: { en: 'Home', sw: 'Mwanzo' }, url: '/' }] };
    const edited: Navigation = { items: [{ ...navigation.items[0]!, url: '/apply' }] };
    expect(menuChange(navigation, edited, '/items/0/url', textIn('sw')).label).toBe(
      fillTemplate(sw['menu.history.editedLink'], { name: 'Mwanzo' }),
    );

    const ticker: NewsTicker = {
      label: 'Latest News',
      items: [{ id: 'a', text: { en: 'Exams', sw: 'Mitihani' } }],
    };
    const store = new ContentStore(documentsSource({}), { ticker: structuredClone(ticker) });
    const history = new EditHistory(store, () => 0);
    new ListEditor(history, tickerPlace(textIn('sw')), () => store.peek('ticker')).setActive('a', false);
    expect(history.getState().past.map((entry) => entry.label)).toEqual([
      fillTemplate(sw['news.history.hidden'], { name: 'Mitihani' }),
    ]);
  });
});
