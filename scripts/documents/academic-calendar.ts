import { formatDateRange } from '../../src/content/dates.ts';
import { localize } from '../../src/content/localize.ts';
import type { AcademicCalendar, DatedList, TextList } from '../../src/content/types.generated';
import { PdfWriter } from './pdf-writer.ts';
import type { DocumentKind } from './types.ts';

const en = (text: Parameters<typeof localize>[0]) => localize(text, 'en');

function datedTable(writer: PdfWriter, list: DatedList): void {
  writer.heading(en(list.title)).table(
    ['Event', 'Dates'],
    list.items.map((item) => [en(item.name), formatDateRange(item.start, item.end)]),
    [0.58, 0.42],
  );
}

function textList(writer: PdfWriter, list: TextList): void {
  writer.heading(en(list.title)).bullets(list.items.map(en));
}

/** The academic calendar (content/academic-calendar.json), as the calendar page shows it. */
export const academicCalendarDocuments: DocumentKind = {
  kind: 'academic-calendar',
  sources: ['academic-calendar'],
  plan: (read) => {
    const calendar = read('academic-calendar') as AcademicCalendar;
    return [
      {
        id: 'academic-calendar',
        render: (letterhead) => {
          const writer = new PdfWriter({
            title: en(calendar.title),
            subtitle: `Academic year ${calendar.year}`,
            updated: calendar.updated,
            letterhead,
          });
          datedTable(writer, calendar.semesters);
          datedTable(writer, calendar.importantDates);
          datedTable(writer, calendar.events);
          textList(writer, calendar.notes);
          textList(writer, calendar.updates);
          return writer.finish();
        },
      },
    ];
  },
};
