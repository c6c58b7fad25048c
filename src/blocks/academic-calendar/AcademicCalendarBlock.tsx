import { formatDateRange } from '../../content/dates';
import { useDocument } from '../../content/hooks';
import type { DatedList, TextList } from '../../content/types.generated';
import { ContentText, useTranslation } from '../../i18n';
import { ContentTable } from '../table/ContentTable';
import { SectionHeading } from '../../ui/SectionHeading';
import ListBlock from '../list/ListBlock';
import type { BlockProps } from '../types';

type Part = BlockProps<'academic-calendar'>['content']['part'];

/** Which list of the calendar each part shows, and whether it is dated (a table) or text (a list). */
const PARTS: Record<
  Part,
  { dated: 'semesters' | 'importantDates' | 'events' } | { text: 'notes' | 'updates' }
> = {
  semesters: { dated: 'semesters' },
  'important-dates': { dated: 'importantDates' },
  events: { dated: 'events' },
  notes: { text: 'notes' },
  updates: { text: 'updates' },
};

function DatedTable({ list }: { list: DatedList }) {
  const { t, l, language } = useTranslation();
  return (
    <ContentTable
      label={l(list.title)}
      columns={[t('calendar.event'), t('calendar.dates')]}
      widths={['55%', undefined]}
      rows={list.items.map((item, index) => ({
        key: String(index),
        cells: [l(item.name), formatDateRange(item.start, item.end, language)],
      }))}
    />
  );
}

/** One part of content/academic-calendar.json: a table of dates, or a list of notes. */
export default function AcademicCalendarBlock({ content }: BlockProps<'academic-calendar'>) {
  const calendar = useDocument('academic-calendar');
  const part = PARTS[content.part];
  const list: DatedList | TextList = 'dated' in part ? calendar[part.dated] : calendar[part.text];
  return (
    <section>
      <SectionHeading>
        <ContentText text={list.title} />
      </SectionHeading>
      {'dated' in part ? (
        <DatedTable list={calendar[part.dated]} />
      ) : (
        <ListBlock id={content.part} content={{ items: calendar[part.text].items }} />
      )}
    </section>
  );
}
