import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS, screenAtText } from '../../src/admin/layout/screens';
import { isSiteDataDocument, SITE_DATA_DOCUMENTS } from '../../src/admin/site-data/documents';
import { itemSummary } from '../../src/admin/forms/item-summary';
import { pagesShowing } from '../../src/admin/site-data/pages-showing';
import type { PageIndexEntry } from '../../src/content/documents';
import { SINGLETON_IDS } from '../../src/content/places';
import { ContentStore } from '../../src/content/store';
import { projectRoot } from './support/project-copy';

const page = (id: string, pagePath: string): PageIndexEntry => ({
  id: `pages/${id}`,
  path: pagePath,
  title: id,
});

describe('the Site Data screen’s documents', () => {
  it('leaves no content document without a screen that edits it', () => {
    // The settings, the menu, the ticker... each have a screen of their own; the rest are Site Data's.
    const edited = new Set([
      ...ADMIN_SCREENS.flatMap((screen) => (screen.document ? [screen.document] : [])),
      ...SITE_DATA_DOCUMENTS,
    ]);
    expect(SINGLETON_IDS.filter((id) => !edited.has(id))).toEqual([]);
    expect(isSiteDataDocument('fees')).toBe(true);
    expect(isSiteDataDocument('site')).toBe(false);
    expect(isSiteDataDocument(null)).toBe(false);
  });

  it('leads a text of a shared document to its tab and field', () => {
    const fees = JSON.parse(fs.readFileSync(path.join(projectRoot, 'content/fees.json'), 'utf8')) as unknown;
    const notFound = JSON.parse(
      fs.readFileSync(path.join(projectRoot, 'content/not-found.json'), 'utf8'),
    ) as unknown;
    const store = new ContentStore(
      { ids: async () => [], load: async () => undefined },
      { fees, 'not-found': notFound },
    );
    expect(screenAtText(store, 'fees', '/programs/0/name')).toEqual({
      to: '/admin/dashboard/data?document=fees&field=fees%2Fprograms%2F0%2Fname',
      label: 'screen.data',
    });
    // Inside one of the not-found page's components, the link selects it, as on Page Management.
    expect(screenAtText(store, 'not-found', '/components/1/content/text')?.to).toBe(
      '/admin/dashboard/data?document=not-found&component=headline&field=not-found%2Fcomponents%2F1%2Fcontent%2Ftext',
    );
  });

  it('finds the pages that show a document by the blocks on them', () => {
    const pages = [page('fees', '/fees'), page('contacts', '/contacts'), page('new', '/new')];
    const types: Record<string, string[] | undefined> = {
      'pages/fees': ['title', 'fee-overview'],
      'pages/contacts': ['faq', 'contact-details'],
      'pages/new': undefined,
    };
    const showing = (id: string) =>
      pagesShowing(id, pages, (entry) => types[entry.id]).map((entry) => entry.path);
    expect(showing('fees')).toEqual(['/fees']);
    expect(showing('faq')).toEqual(['/contacts']);
    expect(showing('gallery')).toEqual([]);
  });
});

describe('the line a folded list item is named by', () => {
  it('reads its first text for visitors in the screen’s language, else its first word', () => {
    const entry = { id: 'how-to-apply', question: { en: 'How do I apply?', sw: 'Ninaombaje?' }, answer: 'x' };
    expect(itemSummary(entry, 'en')).toBe('How do I apply?');
    expect(itemSummary(entry, 'sw')).toBe('Ninaombaje?');
    expect(itemSummary({ code: 'F-01', sections: [{ title: { en: 'Student details' } }] }, 'sw')).toBe(
      'Student details',
    );
    expect(itemSummary({ id: 'item-8', question: { en: '' } }, 'en')).toBe('');
    expect(itemSummary({ id: 'item-8', note: 'first line\nsecond' }, 'en')).toBe('item-8');
    expect(itemSummary(undefined, 'en')).toBe('');
  });
});
