import { afterEach, beforeEach, expect, it } from 'vitest';
import { formatContentError, validateContent } from '../../../scripts/lib/content-validator';
import type { SiteSettings } from '../../../src/content/types.generated';
import { copyProject, editJson } from '../support/project-copy';

let project: ReturnType<typeof copyProject>;
beforeEach(() => {
  project = copyProject();
});
afterEach(() => project.remove());

const problems = () => validateContent({ projectRoot: project.root }).errors.map(formatContentError);

it('refuses an unknown time zone and an online range upside down', () => {
  editJson<SiteSettings>(project.root, 'content/site.json', (site) => {
    site.statistics.timeZone = 'Africa/Atlantis';
    site.statistics.fallback.onlineMin = 11;
  });
  expect(problems()).toEqual([
    expect.stringMatching(
      /^content\/site\.json \/statistics\/timeZone: must be an IANA time zone .*Africa\/Atlantis/,
    ),
    expect.stringMatching(
      /^content\/site\.json \/statistics\/fallback\/onlineMin: must not be above onlineMax \(10\)/,
    ),
  ]);
});
