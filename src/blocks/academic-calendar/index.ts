import { lazyBlock } from '../lazy-block';
import { defineBlock } from '../definition';
import { plainText } from '../plain-text';
import type { AcademicCalendar, BlockContentOfType } from '../../content/types.generated';
import fragment from '../../../schema/blocks/academic-calendar.schema.json?block-meta';

/** The list of content/academic-calendar.json each part shows. */
export const CALENDAR_PARTS = {
  semesters: 'semesters',
  'important-dates': 'importantDates',
  events: 'events',
  notes: 'notes',
  updates: 'updates',
} as const satisfies Record<BlockContentOfType<'academic-calendar'>['part'], keyof AcademicCalendar>;

export default defineBlock(fragment, {
  type: 'academic-calendar',
  component: lazyBlock(() => import('./AcademicCalendarBlock')),
  documents: ['academic-calendar'],
  searchText: (content, language, { 'academic-calendar': calendar }) =>
    plainText(calendar[CALENDAR_PARTS[content.part]], language),
});
