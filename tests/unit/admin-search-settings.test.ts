import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from '../../src/validation';
import { documentsSource } from '../../src/content/loaders';
import { ContentStore } from '../../src/content/store';
import type { PageDocument, SearchListing } from '../../src/content/types.generated';
import { partProblems, type PartFormPlace } from '../../src/admin/forms/part-form';
import { ContentChecks } from '../../src/admin/model/content-checks';
import { componentName } from '../../src/admin/pages/page-edits';
import { projectRoot } from './support/project-copy';

const about = JSON.parse(
  fs.readFileSync(path.join(projectRoot, 'content/pages/about.json'), 'utf8'),
) as PageDocument & { search: SearchListing };
const place: PartFormPlace = {
  documentId: 'pages/about',
  pointer: '/search',
  properties: ['type', 'category', 'date', 'popularity', 'keywords', 'tags'],
};

function setup() {
  const store = new ContentStore(documentsSource({}), { 'pages/about': structuredClone(about) });
  return { store, checks: new ContentChecks(core, store) };
}

describe('a page’s search settings are checked by the validation core at their fields', () => {
  it('popularity outside the schema’s range is told at the popularity field', () => {
    const { store, checks } = setup();
    expect(
      partProblems(checks, place, store.peek('pages/about'), { ...about.search, popularity: 101 }),
    ).toEqual([
      {
        pointer: '/popularity',
        message: 'must be <= 100',
        reason: { key: 'maximum', params: { comparison: '<=', limit: 100 } },
      },
    ]);
    expect(
      partProblems(checks, place, store.peek('pages/about'), { ...about.search, popularity: 100 }),
    ).toEqual([]);
  });

  it('a keyword in English and Kiswahili passes; an empty one is told at its place in the list', () => {
    const { store, checks } = setup();
    const keywords = [...about.search.keywords, { en: 'governors', sw: 'magavana' }];
    expect(partProblems(checks, place, store.peek('pages/about'), { ...about.search, keywords })).toEqual([]);
    const problems = partProblems(checks, place, store.peek('pages/about'), {
      ...about.search,
      keywords: [...keywords, ''],
    });
    expect(problems.map((problem) => problem.pointer)).toEqual([`/keywords/${keywords.length}`]);
  });

  it('a whole document keeps one error for a listing that is neither variant, from the closest one', () => {
    const { checks } = setup();
    const errors = checks.problemsBroughtBy({ 'pages/about': { ...about, search: { listed: true } } });
    expect(errors.map(({ pointer, message }) => ({ pointer, message }))).toEqual([
      { pointer: '/search/listed', message: 'must be false' },
    ]);
  });
});

describe('a component is named by the text a visitor reads in it', () => {
  it('never by an address, else by its type', () => {
    expect(componentName({ id: 'l', type: 'link', content: { url: '/apply', text: 'Apply now' } })).toBe(
      'Apply now',
    );
    expect(componentName({ id: 'i', type: 'image', content: { src: '/media/a.webp' } })).toBe('Image');
  });
});
