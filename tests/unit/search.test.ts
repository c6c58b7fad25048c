import { beforeAll, describe, expect, it } from 'vitest';
import { blockRegistry } from '../../src/blocks/registry';
import { blockSearchText, buildSearchRecords } from '../../src/blocks/search-index';
import type { PageDocument, SingletonDocuments } from '../../src/content/documents';
import type { ContentStore } from '../../src/content/store';
import { BLOCK_TYPES, type FeeData } from '../../src/content/types.generated';
import { CloseMatchIndex } from '../../src/search/close-matches';
import {
  filtersFromParams,
  monthsBefore,
  NO_FILTERS,
  passesFilters,
  searchQueryString,
} from '../../src/search/filters';
import { excerptFor, highlightParts } from '../../src/search/highlight';
import { queryTerms, scoreRecord, SCORES, searchRecords } from '../../src/search/match';
import type { SearchRecord } from '../../src/search/records';
import { words } from '../../src/search/tokenize';
import { loadedContentStore } from './support/render-blocks';

const NOW = new Date('2026-11-23T10:00:00Z');

/** A record that matches nothing but what a test gives it. */
function record(fields: Partial<SearchRecord>): SearchRecord {
  return {
    id: fields.url ?? '/page',
    title: 'Zzz',
    url: '/page',
    type: 'Information',
    category: 'Campus',
    date: '2026-11-01',
    excerpt: '',
    content: '',
    keywords: [],
    tags: [],
    ...fields,
  };
}

describe('query terms', () => {
  it('splits at spaces, lowercases and drops empty terms', () => {
    expect(queryTerms('  Clinical   MEDICINE fees ')).toEqual(['clinical', 'medicine', 'fees']);
    expect(queryTerms('   ')).toEqual([]);
  });
});

describe('scoring (spec section 9)', () => {
  it.each([
    ['title exact', record({ title: 'Fees' }), SCORES.titleExact, 20],
    ['title starts with', record({ title: 'Fees structure' }), SCORES.titleStart, 15],
    ['title contains', record({ title: 'Our fees' }), SCORES.titleContains, 10],
    ['excerpt before position 50', record({ excerpt: 'The fees of the year' }), SCORES.excerptEarly, 8],
    ['excerpt from position 50', record({ excerpt: `${'x'.repeat(50)} fees` }), SCORES.excerptLate, 5],
    ['content before position 100', record({ content: `${'x'.repeat(99)}fees` }), SCORES.contentEarly, 4],
    ['content from position 100', record({ content: `${'x'.repeat(100)}fees` }), SCORES.contentLate, 2],
    ['keyword exact', record({ keywords: ['Fees'] }), SCORES.keywordExact, 12],
    ['keyword partial', record({ keywords: ['tuition fees'] }), SCORES.keywordPartial, 8],
    ['tag exact', record({ tags: ['fees'] }), SCORES.tagExact, 10],
    ['tag partial', record({ tags: ['feesheet'] }), SCORES.tagPartial, 6],
  ])('%s', (_row, subject, constant, points) => {
    expect(constant).toBe(points);
    expect(scoreRecord(subject, ['fees'])).toBe(points);
  });

  it('adds half the popularity once, to a record that matches', () => {
    expect(scoreRecord(record({ title: 'Fees', popularity: 30 }), ['fees'])).toBe(20 + 15);
    expect(scoreRecord(record({ title: 'Fees', popularity: 30 }), ['fees', 'fees'])).toBe(40 + 15);
    expect(scoreRecord(record({ popularity: 90 }), ['fees'])).toBeNull();
  });

  it('adds up every field and every term', () => {
    const subject = record({ title: 'Fees', excerpt: 'Hostel fees', keywords: ['hostel'], tags: ['fees'] });
    // fees: title 20 + excerpt 8 + tag 10; hostel: excerpt 8 + keyword 12.
    expect(scoreRecord(subject, ['fees', 'hostel'])).toBe(58);
  });
});

describe('matching', () => {
  const records = [
    record({ url: '/a', title: 'Library', popularity: 10 }),
    record({ url: '/b', title: 'Fees', popularity: 0 }),
    record({ url: '/c', title: 'Hostel', tags: ['Fees'] }),
    record({ url: '/d', title: 'Campus', content: 'Nothing relevant' }),
  ];

  it('finds records where ANY term appears, case-insensitively, best score first (popularity counts)', () => {
    expect(searchRecords(records, 'FEES library', NO_FILTERS, NOW).map((found) => found.record.url)).toEqual([
      '/a',
      '/b',
      '/c',
    ]);
  });

  it('finds nothing for a blank query', () => {
    expect(searchRecords(records, ' \t ', NO_FILTERS, NOW)).toEqual([]);
  });

  it('finds substrings inside words', () => {
    expect(searchRecords(records, 'ostel', NO_FILTERS, NOW).map((found) => found.record.url)).toEqual(['/c']);
  });
});

describe('filters and the date rule', () => {
  it('goes back whole calendar months from now, keeping the day where the month has it', () => {
    expect(monthsBefore(NOW, 1)).toBe('2026-10-23');
    expect(monthsBefore(NOW, 3)).toBe('2026-08-23');
    expect(monthsBefore(NOW, 12)).toBe('2025-11-23');
    expect(monthsBefore(new Date('2026-03-31T08:00:00Z'), 1)).toBe('2026-02-28');
  });

  it.each([
    ['any', '2001-01-01', true],
    ['last-month', '2026-10-23', true],
    ['last-month', '2026-10-22', false],
    ['last-3-months', '2026-08-23', true],
    ['last-3-months', '2026-08-22', false],
    ['last-year', '2025-11-23', true],
    ['last-year', '2025-11-22', false],
  ] as const)('date %s keeps a record of %s: %s', (date, recordDate, kept) => {
    expect(passesFilters(record({ date: recordDate }), { ...NO_FILTERS, date }, NOW)).toBe(kept);
  });

  it('keeps only the chosen category and type', () => {
    const fees = record({ category: 'Fees', type: 'Finance' });
    expect(passesFilters(fees, { ...NO_FILTERS, category: 'Fees' }, NOW)).toBe(true);
    expect(passesFilters(fees, { ...NO_FILTERS, category: 'Campus' }, NOW)).toBe(false);
    expect(passesFilters(fees, { ...NO_FILTERS, type: 'Finance' }, NOW)).toBe(true);
    expect(passesFilters(fees, { ...NO_FILTERS, type: 'News' }, NOW)).toBe(false);
  });

  it('reads filters from the address, ignoring values that are not options, and writes them back', () => {
    const params = new URLSearchParams('q=x&category=Fees&type=Nonsense&date=last-year');
    const filters = filtersFromParams(params);
    expect(filters).toEqual({ category: 'Fees', type: 'all', date: 'last-year' });
    expect(searchQueryString('fees hostel', filters)).toBe('?q=fees%20hostel&category=Fees&date=last-year');
    expect(searchQueryString('', NO_FILTERS)).toBe('');
  });
});

describe('words', () => {
  it("keeps ng'ombe and 1,400,000 whole", () => {
    expect(words("Ng'ombe wanauzwa kwa TSh 1,400,000.", 'sw')).toEqual([
      "ng'ombe",
      'wanauzwa',
      'kwa',
      'tsh',
      '1,400,000',
    ]);
  });
});

describe('highlighting', () => {
  it('marks every occurrence of any term, whatever its case', () => {
    expect(highlightParts('Fees and more fees', ['fees'])).toEqual([
      { text: 'Fees', match: true },
      { text: ' and more ', match: false },
      { text: 'fees', match: true },
    ]);
    expect(highlightParts('a.b', ['.'])).toEqual([
      { text: 'a', match: false },
      { text: '.', match: true },
      { text: 'b', match: false },
    ]);
  });

  it('shows the text around a match when the excerpt has none', () => {
    expect(excerptFor('About us', 'Intro\nThe hostel is free for all students.', ['hostel'])).toBe(
      'The hostel is free for all students.',
    );
    expect(excerptFor('Hostel rules', 'The hostel', ['hostel'])).toBe('Hostel rules');
  });
});

describe('the index builder', () => {
  let store: ContentStore;
  let documents: SingletonDocuments;
  let pages: PageDocument[];

  beforeAll(async () => {
    store = await loadedContentStore();
    documents = new Proxy({} as SingletonDocuments, { get: (_, id: string) => store.peek(id) });
    pages = store.pageIndex().map((entry) => store.peek(entry.id) as PageDocument);
  });

  it.each(BLOCK_TYPES.filter((type) => type !== 'search-results'))(
    'a %s block gives text in both languages',
    (type) => {
      const block = { id: 'b', type, content: blockRegistry[type].defaultContent };
      expect(blockSearchText(block, 'en', documents).trim()).not.toBe('');
      expect(blockSearchText(block, 'sw', documents).trim()).not.toBe('');
    },
  );

  it('gives nothing for a block of an unknown type', () => {
    expect(blockSearchText({ id: 'b', type: 'nonsense', content: {} }, 'en', documents)).toBe('');
  });

  it('indexes every listed page once per language, with Kiswahili addresses under /sw', () => {
    const en = buildSearchRecords(pages, documents, 'en');
    const sw = buildSearchRecords(pages, documents, 'sw');
    const listed = pages.filter((page) => !('listed' in page.search)).map((page) => page.path);
    expect(en.map((found) => found.url).sort()).toEqual([...listed].sort());
    expect(sw.map((found) => found.url)).toContain('/sw/');
    expect(sw.map((found) => found.url)).toContain('/sw/fees');
    expect(en.map((found) => found.url)).not.toContain('/search');
    for (const found of en) expect(found.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("puts a fee-structure block's amounts in its page's record", () => {
    const fees = store.peek('fees') as FeeData;
    const pharmacy = fees.programs.find((program) => program.id === 'pharmaceutical-sciences')!;
    const [found] = buildSearchRecords(
      pages.filter((page) => page.path === '/fees/pharmaceutical-sciences-fee'),
      documents,
      'en',
    );
    expect(found!.content).toContain(pharmacy.totalAnnual.toLocaleString('en-GB'));
    expect(found!.content).toContain('1,400,000');
    expect(searchRecords([found!], '2,400,000', NO_FILTERS, NOW)).toHaveLength(1);
  });

  it('indexes the FAQ, gallery, downloads, calendar and handbook shown by blocks', () => {
    const en = buildSearchRecords(pages, documents, 'en');
    const text = (path: string) => en.find((found) => found.url === path)!.content;
    expect(text('/contacts')).toContain(
      (store.peek('faq') as SingletonDocuments['faq']).entries[0]!.question.en,
    );
    expect(text('/gallery').length).toBeGreaterThan(500);
    expect(text('/downloads/calendar')).toMatch(/September/);
    expect(text('/downloads/handbook').length).toBeGreaterThan(500);
  });

  it('reads no picture address as text: "jpg" is on no page visitors read', () => {
    for (const language of ['en', 'sw'] as const) {
      const records = buildSearchRecords(pages, documents, language);
      expect(records.filter((found) => /\/media\//.test(found.content)).map((found) => found.url)).toEqual(
        [],
      );
      expect(searchRecords(records, 'jpg', NO_FILTERS, NOW)).toEqual([]);
    }
  });

  it('offers close matches for a misspelt word when the exact rule finds nothing', () => {
    const en = buildSearchRecords(pages, documents, 'en');
    expect(searchRecords(en, 'pharmacutical', NO_FILTERS, NOW)).toEqual([]);
    const close = new CloseMatchIndex(en, 'en').find('pharmacutical', NO_FILTERS, NOW);
    expect(close.records.map((found) => found.url)).toContain('/academics/pharmaceutical-sciences');
  });

  it('suggests one word of the site for each word typed', () => {
    const index = new CloseMatchIndex(buildSearchRecords(pages, documents, 'en'), 'en');
    expect(index.find('fess', NO_FILTERS, NOW).suggestion).toBe('fees');
    expect(index.find('clinicl medcine', NO_FILTERS, NOW).suggestion).toBe('clinical medicine');
    expect(index.find('Fees', NO_FILTERS, NOW).suggestion).toBeNull();
  });
});
