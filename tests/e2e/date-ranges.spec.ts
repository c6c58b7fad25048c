import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import type { AcademicCalendar } from '../../src/content/types.generated';
import { writtenRange } from '../support/written-dates';

const calendar = JSON.parse(fs.readFileSync('content/academic-calendar.json', 'utf8')) as AcademicCalendar;

/** The pages that show the calendar's dated lists, and the ranges of each with an end. */
const PAGES = [
  { route: '/downloads/calendar', lists: [calendar.semesters, calendar.importantDates] },
  { route: '/academics', lists: [calendar.events] },
];

for (const language of ['en', 'sw'] as const) {
  for (const { route, lists } of PAGES) {
    const address = language === 'sw' ? `/sw${route}` : route;
    test(`${address} shows every date range with both its months`, async ({ page }) => {
      const ranges = lists
        .flatMap((list) => list.items)
        .filter((item) => item.end && item.end !== item.start);
      expect(ranges.length).toBeGreaterThan(0);
      await page.goto(address);
      const main = page.getByRole('main');
      for (const { start, end } of ranges)
        await expect(main).toContainText(writtenRange(start, end!, language));
    });
  }
}
