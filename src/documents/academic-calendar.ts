import { ACADEMIC_CALENDAR_ID } from '../content/generated-files.ts';
import { formatDateRange } from '../content/dates.ts';
import type { AcademicCalendar, DatedList, TextList } from '../content/types.generated';
import { PdfWriter } from './pdf-writer.ts';
import type { DocumentKind } from './types.ts';
import type { DocumentLanguage } from './text.ts';

function datedTable(writer: PdfWriter, list: DatedList, { t, l, language }: DocumentLanguage): void {
  writer.heading(l(list.title)).table(
    [t('event'), t('dates')],
    list.items.map((item) => [l(item.name), formatDateRange(item.start, item.end, language)]),
    [0.58, 0.42],
  );
}

function textList(writer: PdfWriter, list: TextList, { l }: DocumentLanguage): void {
  writer.heading(l(list.title)).bullets(list.items.map(l));
}

/** The academic calendar (content/academic-calendar.json), as the calendar page shows it. */
export const academicCalendarDocuments: DocumentKind = {
  kind: 'academic-calendar',
  sources: ['academic-calendar'],
  plan: (read, language) => {
    const calendar = read('academic-calendar') as AcademicCalendar;
    return [
      {
        id: ACADEMIC_CALENDAR_ID,
        render: (letterhead) => {
          const writer = new PdfWriter({
            title: language.l(calendar.title),
            subtitle: language.t('academicYear', { year: calendar.year }),
            updated: calendar.updated,
            letterhead,
            language,
          });
          datedTable(writer, calendar.semesters, language);
          datedTable(writer, calendar.importantDates, language);
          datedTable(writer, calendar.events, language);
          textList(writer, calendar.notes, language);
          textList(writer, calendar.updates, language);
          return writer.finish();
        },
      },
    ];
  },
};
