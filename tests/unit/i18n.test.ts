import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en.json';
import sw from '../../src/i18n/sw.json';
import adminEn from '../../src/admin/text/en.json';
import adminSw from '../../src/admin/text/sw.json';
import { translate } from '../../src/i18n';
import { adminMessage } from '../../src/admin/text';
import { projectRoot } from './support/project-copy';

const dictionaries: Record<string, Record<string, string>> = { en, sw };

/** The {name} placeholders a message fills in. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();
}

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const adminDir = path.join(projectRoot, 'src/admin');

/**
 * Every key passed literally to t('…') in src/, with the file that uses it: the admin's own files use
 * the admin's dictionary, every other file the site's.
 */
function keysUsedInSources(part: 'site' | 'admin'): { key: string; file: string }[] {
  // The PDFs (src/documents) have their own words, checked by the documents' tests.
  const files = sourceFiles(path.join(projectRoot, 'src')).filter(
    (file) =>
      file.startsWith(adminDir + path.sep) === (part === 'admin') &&
      !file.startsWith(path.join(projectRoot, 'src/documents') + path.sep),
  );
  return files.flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(/\bt\(\s*(['"`])([^'"`]+)\1/g)].map((match) => ({
      key: match[2]!,
      file: path.relative(projectRoot, file),
    }));
  });
}

describe('interface dictionaries', () => {
  it('English and Kiswahili have the same keys', () => {
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(dictionaries))('%s has no empty message', (language) => {
    const empty = Object.entries(dictionaries[language]!)
      .filter(([, message]) => typeof message !== 'string' || message.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('a Kiswahili message fills the same placeholders as its English one', () => {
    const mismatched = Object.entries(en)
      .filter(([key, message]) => {
        const translated = (sw as Record<string, string>)[key];
        return translated !== undefined && placeholders(translated).join() !== placeholders(message).join();
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it("every t('key') outside the admin exists in en.json", () => {
    const used = keysUsedInSources('site');
    // The scan itself must find the calls, or this test would pass on nothing.
    expect(used.length).toBeGreaterThan(20);
    const missing = used.filter(({ key }) => !Object.hasOwn(en, key));
    expect(missing).toEqual([]);
  });

  it("every t('key') of the admin exists in the admin's en.json, and its Kiswahili has the same keys", () => {
    const used = keysUsedInSources('admin');
    expect(used.length).toBeGreaterThan(20);
    // A key built at run time (`field.${field}`) cannot be checked here; its parts are tested where it is built.
    const literal = used.filter(({ key }) => !key.includes('${'));
    expect(literal.filter(({ key }) => !Object.hasOwn(adminEn, key))).toEqual([]);
    expect(Object.keys(adminSw).sort()).toEqual(Object.keys(adminEn).sort());
  });

  it("the admin's words for one thing (key.one) stand beside the message's own, with its placeholders and a count", () => {
    for (const dictionary of [adminEn, adminSw] as Record<string, string>[]) {
      const singles = Object.keys(dictionary).filter((key) => key.endsWith('.one'));
      expect(singles.length).toBeGreaterThan(5);
      for (const single of singles) {
        const message = dictionary[single.slice(0, -'.one'.length)];
        expect(message, single).toBeDefined();
        expect(placeholders(dictionary[single]!), single).toEqual(placeholders(message!));
        expect(placeholders(message!), single).toContain('count');
      }
    }
    expect(adminMessage(adminEn, 'components.cannotSave', { count: 1 })).toBe(
      'Fix the 1 problem listed above to save.',
    );
    expect(adminMessage(adminEn, 'components.cannotSave', { count: 2 })).toBe(
      'Fix the 2 problems listed above to save.',
    );
    expect(adminMessage(adminSw, 'forms.problemsTitle', { count: 1 })).toBe('Tatizo 1 linazuia kuhifadhi');
  });

  it('translate fills placeholders and falls back to English for a missing Kiswahili message', () => {
    expect(translate('en', 'frame.toggleSubmenu', { section: 'Admissions' })).toBe(
      'Show or hide the Admissions menu',
    );
    expect(translate('sw', 'frame.toggleSubmenu', { section: 'Udahili' })).toContain('Udahili');
    expect(translate('sw', 'frame.home')).toBe(sw['frame.home']);
  });
});
