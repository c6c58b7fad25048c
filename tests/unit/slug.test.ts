import { describe, expect, it } from 'vitest';
import { firstFreeName, numbered, slugOf } from '../../src/content/slug';

describe('slugs and free names', () => {
  it('makes a text a safe id part: Latin letters and digits, accents dropped, dashes between', () => {
    expect(slugOf('Graduation Day 2024')).toBe('graduation-day-2024');
    expect(slugOf('  Café — Ijumaa!  ')).toBe('cafe-ijumaa');
    expect(slugOf('!!!')).toBe('');
    expect(slugOf('Exams start on Monday and run for two whole weeks', 20)).toBe('exams-start-on-monda');
    // Cut at a dash, it ends without one.
    expect(slugOf('abc def', 4)).toBe('abc');
  });

  it('numbers a name from 2 until it is free', () => {
    const taken = new Set(['news-a', 'news-a-2']);
    expect(firstFreeName(numbered('news-a'), (name) => taken.has(name))).toBe('news-a-3');
    expect(firstFreeName(numbered('news-b'), (name) => taken.has(name))).toBe('news-b');
    expect(
      firstFreeName(
        (n) => `/u/photo${n === 1 ? '' : `-${n}`}.jpg`,
        (name) => name === '/u/photo.jpg',
      ),
    ).toBe('/u/photo-2.jpg');
  });
});
