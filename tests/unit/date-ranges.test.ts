import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchRecords } from '../../src/blocks/search-index';
import { formatDateRange } from '../../src/content/dates';
import type { PageDocument, SingletonDocuments } from '../../src/content/documents';
import type { AcademicCalendar } from '../../src/content/types.generated';
import { contentFolderReader, letterheadFrom, planDocuments } from '../../src/documents/registry';
import { pdfText } from './support/pdf-text';
import { projectRoot } from './support/project-copy';
import { monthName, writtenRange } from '../support/written-dates';
import { loadedContentStore } from './support/render-blocks';

const read = contentFolderReader(path.join(projectRoot, 'content'));
const calendar = read('academic-calendar') as AcademicCalendar;
const LISTS = {
  semesters: calendar.semesters,
  importantDates: calendar.importantDates,
  events: calendar.events,
};

/** Every range of the calendar with an end: the ones a careless formatter can get wrong. */
const RANGES = Object.entries(LISTS).flatMap(([list, { items }]) =>
  items
    .filter((item) => item.end && item.end !== item.start)
    .map((item) => ({ list, ...item, end: item.end! })),
);

describe('date ranges', () => {
  it.each(['en', 'sw'] as const)('in %s carry both months, and both years when they differ', (language) => {
    const month = (index: number) => monthName(index + 1, language);
    expect(formatDateRange('2024-09-02', '2024-12-20', language)).toBe(
      `2 ${month(8)} – 20 ${month(11)} 2024`,
    );
    expect(formatDateRange('2024-10-21', '2024-10-25', language)).toBe(`21–25 ${month(9)} 2024`);
    expect(formatDateRange('2024-12-21', '2025-01-05', language)).toBe(
      `21 ${month(11)} 2024 – 5 ${month(0)} 2025`,
    );
    expect(formatDateRange('2025-07-31', undefined, language)).toBe(`31 ${month(6)} 2025`);
    expect(formatDateRange('2025-07-31', '2025-07-31', language)).toBe(`31 ${month(6)} 2025`);
  });

  it('are in the calendar, across months and within one', () => {
    expect(RANGES.length).toBeGreaterThan(3);
    const spans = RANGES.map(({ start, end }) => start.slice(0, 7) === end.slice(0, 7));
    expect(spans).toContain(true);
    expect(spans).toContain(false);
  });

  describe.each(['en', 'sw'] as const)('in %s', (language) => {
    it('the calendar PDF prints every range whole', async () => {
      const planned = planDocuments(read);
      const id = language === 'sw' ? 'academic-calendar-sw' : 'academic-calendar';
      const document = planned.find((candidate) => candidate.id === id)!;
      const contentDir = path.join(projectRoot, 'content');
      const text = pdfText(await document.render(letterheadFrom(read, contentDir, language)));
      for (const { start, end } of RANGES) expect(text).toContain(writtenRange(start, end, language));
    });

    describe('the search index', () => {
      let records: ReturnType<typeof buildSearchRecords>;
      beforeAll(async () => {
        const store = await loadedContentStore();
        const documents = new Proxy({} as SingletonDocuments, { get: (_, name: string) => store.peek(name) });
        const pages = store.pageIndex().map((entry) => store.peek(entry.id) as PageDocument);
        records = buildSearchRecords(pages, documents, language);
      });

      it('holds every range whole, on the pages that show it', () => {
        const prefix = language === 'sw' ? '/sw' : '';
        const content = (route: string) =>
          records.find((found) => found.url === `${prefix}${route}`)!.content;
        for (const { list, start, end } of RANGES) {
          const route = list === 'events' ? '/academics' : '/downloads/calendar';
          expect(content(route)).toContain(writtenRange(start, end, language));
        }
      });
    });
  });
});
