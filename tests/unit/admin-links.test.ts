import { describe, expect, it } from 'vitest';
import { EditHistory } from '../../src/content/history';
import { ContentStore } from '../../src/content/store';
import type { ManagedLinks } from '../../src/content/types.generated';
import { LinkEditor, newLinkId } from '../../src/admin/links/link-edits';
import { linkTargetProblem } from '../../src/admin/shared/link-target';

const pages = new Set(['/', '/fees', '/about/history']);

describe('link targets', () => {
  it('accepts pages of the site, in either language, and web, mail and phone addresses', () => {
    for (const url of [
      '/',
      '/fees',
      '/fees?tab=all',
      '/about/history#top',
      '/sw/fees',
      '/sw',
      'https://www.heslb.go.tz/',
      'mailto:info@college.example',
      'tel:+255700000000',
    ]) {
      expect(linkTargetProblem(url, pages), url).toBeNull();
    }
  });

  it('names what is wrong with any other address', () => {
    expect(linkTargetProblem('  ', pages)).toBe('required');
    expect(linkTargetProblem('/no-such-page', pages)).toBe('unknownPage');
    for (const url of [
      'javascript:alert(1)',
      'fees',
      '//evil.example/',
      'https://',
      'ftp://x.example/f',
      '/fe es',
    ]) {
      expect(linkTargetProblem(url, pages), url).toBe('format');
    }
  });
});

describe('link edits', () => {
  const catalogue: ManagedLinks = {
    links: [
      {
        id: 'link-necta',
        title: 'NECTA',
        url: 'https://www.necta.go.tz/',
        category: 'quicklinks',
        active: true,
      },
    ],
  };
  const setup = () => {
    const store = new ContentStore({}, { links: structuredClone(catalogue) });
    const history = new EditHistory(store);
    const t = (key: string, values: Record<string, string | number> = {}) =>
      `${key} ${JSON.stringify(values)}`;
    const editor = new LinkEditor(history, t, () => store.peek('links') as ManagedLinks);
    return { store, history, editor, links: () => (store.peek('links') as ManagedLinks).links };
  };

  it('adds an active link with a unique id and a Kiswahili title when one is given', () => {
    const { editor, links, history } = setup();
    const id = editor.add({
      title: ' Academic Calendar ',
      titleSw: 'Kalenda ya Masomo',
      url: '/fees',
      category: 'sidebar',
    });
    expect(id).toBe('link-academic-calendar');
    expect(links().at(-1)).toEqual({
      id,
      title: { en: 'Academic Calendar', sw: 'Kalenda ya Masomo' },
      url: '/fees',
      category: 'sidebar',
      active: true,
    });
    expect(history.getState().past.at(-1)?.label).toContain('links.history.added');
    expect(newLinkId(links(), 'Academic Calendar')).toBe('link-academic-calendar-2');
  });

  it('toggles, deletes and undoes, each one history entry naming the link', () => {
    const { editor, links, history } = setup();
    editor.setActive('link-necta', false);
    expect(links()[0]!.active).toBe(false);
    expect(history.getState().past.at(-1)?.label).toBe('links.history.hidden {"title":"NECTA"}');
    editor.setActive('link-necta', false);
    expect(history.getState().past).toHaveLength(1);
    editor.remove('link-necta');
    expect(links()).toEqual([]);
    history.undo();
    history.undo();
    expect(links()).toEqual(catalogue.links);
  });
});
