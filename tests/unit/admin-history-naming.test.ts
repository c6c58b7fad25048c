import { describe, expect, it } from 'vitest';
import { adminMessage, type AdminText, type AdminTextKey } from '../../src/admin/text';
import en from '../../src/admin/text/en.json';
import sw from '../../src/admin/text/sw.json';
import { diffDocuments, type PathStep } from '../../src/admin/history/revision-diff';
import {
  describeChange,
  describePath,
  describeValue,
  documentName,
  formatPublishedAt,
} from '../../src/admin/history/revision-naming';

const english: AdminText = Object.assign((key: AdminTextKey, values = {}) => adminMessage(en, key, values), {
  language: 'en' as const,
});
const kiswahili: AdminText = Object.assign(
  (key: AdminTextKey, values = {}) => adminMessage(sw, key, values),
  {
    language: 'sw' as const,
  },
);

const field = (name: string): PathStep => ({ kind: 'field', name });

describe('naming a revision’s documents', () => {
  it('names a page by its title in the admin’s language, from the newest version that has one', () => {
    const page = { title: { en: 'Fees', sw: 'Ada' } };
    expect(documentName('pages/fees', [page], 'en', english)).toBe("Page 'Fees'");
    expect(documentName('pages/fees', [null, page], 'sw', kiswahili)).toBe("Ukurasa 'Ada'");
    expect(documentName('pages/gone', [null, undefined], 'en', english)).toBe("Page 'gone'");
  });

  it('names a singleton by the screen that edits it, and another by its own name or id', () => {
    expect(documentName('navigation', [], 'en', english)).toBe('Menu Management');
    expect(documentName('ticker', [], 'sw', kiswahili)).toBe('Habari Zinazopita');
    expect(documentName('fees', [], 'en', english)).toBe('Fees');
    expect(documentName('something-new', [], 'en', english)).toBe('something-new');
  });
});

describe('naming a changed field', () => {
  it('says a component’s field by its position and language, without the list and content steps', () => {
    const path: PathStep[] = [
      field('components'),
      { kind: 'item', list: 'components', position: 3 },
      field('content'),
      field('text'),
      { kind: 'language', language: 'sw' },
    ];
    expect(describePath(path, english)).toBe('Component 3 › Text (Kiswahili)');
    expect(describePath(path, kiswahili)).toBe('Sehemu 3 › Maandishi (Kiswahili)');
  });

  it('says a field without a dictionary entry in words, and the empty path as the whole document', () => {
    expect(describePath([field('title'), { kind: 'language', language: 'en' }], english)).toBe(
      'Title (English)',
    );
    expect(describePath([field('imageAlt')], english)).toBe('Image alt');
    expect(
      describePath([field('items'), { kind: 'item', list: 'items', position: 2 }, field('url')], english),
    ).toBe('Item 2 › Link');
    expect(describePath([], english)).toBe('The whole document');
    const nested: PathStep[] = [
      field('components'),
      { kind: 'item', list: 'components', position: 1 },
      field('content'),
      field('items'),
      { kind: 'item', list: 'items', position: 2 },
      field('label'),
    ];
    expect(describePath(nested, english)).toBe('Component 1 › Item 2 › Label');
  });

  it('shows values without JSON', () => {
    expect(describeValue('Hello', 'en', english)).toBe('Hello');
    expect(describeValue(false, 'en', english)).toBe('No');
    expect(describeValue({ en: 'Fees', sw: 'Ada' }, 'sw', kiswahili)).toBe('Ada');
    expect(describeValue({ id: 'intro', title: { en: 'Welcome', sw: 'Karibu' } }, 'en', english)).toBe(
      'Welcome',
    );
    expect(describeValue([1, 2, 3], 'en', english)).toBe('3 items');
    expect(describeValue({ width: 3, height: 4 }, 'en', english)).toBe('2 fields');
    expect(describeValue(['only'], 'en', english)).toBe('1 item');
    expect(describeValue(['pekee'], 'sw', kiswahili)).toBe('kipengele 1');
    expect(describeValue('', 'en', english)).toBe('(empty)');
  });

  it('describes a whole change: where, what, before and after', () => {
    const [change] = diffDocuments({ title: { en: 'Fees' } }, { title: { en: 'Fees 2026' } });
    expect(describeChange(change!, 'en', english)).toEqual({
      where: 'Title (English)',
      what: 'changed',
      before: 'Fees',
      after: 'Fees 2026',
    });
  });
});

describe('when a revision was published', () => {
  it('reads a date and a 24-hour time in English', () => {
    expect(formatPublishedAt(new Date(2026, 10, 25, 9, 5), 'en', english)).toBe('25 November 2026, 09:05');
  });

  it('uses Kiswahili time with its part of the day in Kiswahili', () => {
    expect(formatPublishedAt(new Date(2026, 10, 25, 16, 7), 'sw', kiswahili)).toBe(
      '25 Novemba 2026, saa 10:07 jioni',
    );
    expect(formatPublishedAt(new Date(2026, 6, 15, 8, 0), 'sw', kiswahili)).toBe(
      '15 Julai 2026, saa 2:00 asubuhi',
    );
    expect(formatPublishedAt(new Date(2026, 6, 15, 20, 30), 'sw', kiswahili)).toBe(
      '15 Julai 2026, saa 2:30 usiku',
    );
    expect(formatPublishedAt(new Date(2026, 6, 15, 13, 0), 'sw', kiswahili)).toBe(
      '15 Julai 2026, saa 7:00 mchana',
    );
  });
});
