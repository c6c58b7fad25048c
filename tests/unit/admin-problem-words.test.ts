/**
 * The admin words the validation core's problems in the screen's language: every keyword the schemas
 * use and every reason a rule gives has English and Kiswahili words, and the English words are the
 * core's own line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateContent, type ContentError, type ContentSource } from '../../src/validation';
import { RULE_REASON_KEYS } from '../../src/validation/rules/reasons';
import en from '../../src/admin/text/problems/en.json';
import sw from '../../src/admin/text/problems/sw.json';
import { problemWords, type ProblemDictionary } from '../../src/admin/text/problems';
import { brokenContent, contentAsItIs } from './support/broken-content';
import { projectRoot } from './support/project-copy';

const english: ProblemDictionary = en;
const kiswahili: ProblemDictionary = sw;

/** Keywords that name, describe or hold schemas, or only collect: none of them refuses a value itself. */
const NOT_CHECKS = new Set([
  '$schema',
  '$id',
  '$ref',
  '$defs',
  '$comment',
  'title',
  'description',
  'default',
  'examples',
  'properties',
  'items',
  'propertyName',
]);

type Schema = Record<string, unknown>;

/** Every keyword used in the schemas, with each schema object that uses it. */
function keywordsOfSchemas(): Map<string, Schema[]> {
  const found = new Map<string, Schema[]>();
  const visit = (schema: unknown) => {
    if (Array.isArray(schema)) return schema.forEach(visit);
    if (typeof schema !== 'object' || schema === null) return;
    const node = schema as Schema;
    for (const [keyword, value] of Object.entries(node)) {
      found.set(keyword, [...(found.get(keyword) ?? []), node]);
      // Values, not schemas: a default, a constant, a list of allowed values.
      if (['default', 'const', 'enum', 'examples', 'required', 'discriminator'].includes(keyword)) continue;
      if (['properties', '$defs'].includes(keyword)) Object.values(value as Schema).forEach(visit);
      else visit(value);
    }
  };
  const folders = ['schema', 'schema/blocks'];
  for (const folder of folders)
    for (const name of fs
      .readdirSync(path.join(projectRoot, folder))
      .filter((file) => file.endsWith('.json')))
      visit(JSON.parse(fs.readFileSync(path.join(projectRoot, folder, name), 'utf8')));
  return found;
}

/** The reason keys the core gives for a keyword (src/validation/schema-errors.ts). */
function reasonKeys(keyword: string, users: Schema[]): string[] {
  if (keyword === 'format') return [...new Set(users.map((schema) => `format.${String(schema.format)}`))];
  if (keyword === 'discriminator')
    return ['discriminator.tag', 'discriminator.unknown', 'discriminator.unknownBlockType'];
  return [keyword];
}

const placeholders = (words: string) => new Set(words.match(/\{\w+\}/g) ?? []);

describe('the words of the validation core’s problems', () => {
  const keywords = keywordsOfSchemas();

  it('has English and Kiswahili words for every keyword the schemas use', () => {
    const wanted = [...keywords]
      .filter(([keyword]) => !NOT_CHECKS.has(keyword) && !keyword.startsWith('x-'))
      .filter(([keyword]) => keyword !== 'errorMessage')
      .flatMap(([keyword, users]) => reasonKeys(keyword, users));
    expect(wanted).toContain('maxLength');
    expect(wanted).toContain('format.email');
    for (const key of wanted) {
      expect(english.reasons[key], `English words for ${key}`).toBeTruthy();
      expect(kiswahili.reasons[key], `Kiswahili words for ${key}`).toBeTruthy();
    }
  });

  it('has Kiswahili words for every message a schema writes itself ("errorMessage")', () => {
    const messages = (keywords.get('errorMessage') ?? []).map((schema) => schema.errorMessage as string);
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages)
      expect(kiswahili.schemaMessages?.[message], `Kiswahili for "${message}"`).toBeTruthy();
  });

  it('has English and Kiswahili words for every reason a rule gives', () => {
    for (const key of RULE_REASON_KEYS) {
      expect(english.reasons[key], `English words for ${key}`).toBeTruthy();
      expect(kiswahili.reasons[key], `Kiswahili words for ${key}`).toBeTruthy();
    }
  });

  it('names in Kiswahili only values the English names too, and both dictionaries know the same reasons', () => {
    expect(Object.keys(kiswahili.reasons).sort()).toEqual(Object.keys(english.reasons).sort());
    for (const [key, words] of Object.entries(kiswahili.reasons))
      for (const name of placeholders(words))
        expect(placeholders(english.reasons[key]!), `${key} names ${name}`).toContain(name);
  });

  it('words each problem of broken content in English exactly as the core does, and in Kiswahili otherwise', () => {
    const errors = [...validateContent(...args(brokenContent())).errors, ...moreBreakages()];
    const reasons = new Set(errors.flatMap((error) => (error.reason ? [error.reason.key] : [])));
    for (const key of [
      'required',
      'maxLength',
      'minItems',
      'maximum',
      'enum',
      'errorMessage',
      'format.email',
    ])
      expect(reasons, key).toContain(key);
    for (const key of ['menu.urlOrChildren', 'map.markerInside', 'table.cellCount', 'reference.danglingLink'])
      expect(reasons, key).toContain(key);
    const inEnglish = problemWords(english);
    const inKiswahili = problemWords(kiswahili);
    for (const error of errors.filter((candidate) => candidate.reason)) {
      expect(inEnglish(error), JSON.stringify(error.reason)).toBe(error.message);
      expect(inKiswahili(error), JSON.stringify(error.reason)).not.toBe(error.message);
      expect(inKiswahili(error)).not.toMatch(/\{\w+\}/);
    }
  });

  it('shows the core’s line where a reason has no words', () => {
    const problem = { message: 'must be something new', reason: { key: 'somethingNew' } };
    expect(problemWords(kiswahili)(problem)).toBe('must be something new');
    expect(problemWords(kiswahili)({ message: 'no reason given' })).toBe('no reason given');
  });
});

function args({ sources, files }: ReturnType<typeof contentAsItIs>) {
  return [sources, files] as const;
}

/** A document as the breakages below change it: any shape they reach into. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reaching into documents of many shapes
type Json = Record<string, any>;

/** Problems of the kinds the broken-content fixture does not make, each in one document. */
function moreBreakages(): ContentError[] {
  const { sources, files } = contentAsItIs();
  const changes: Record<string, (document: Json) => void> = {
    'content/site.json': (site) => {
      site.general.shortName = 'A name far too long for the header';
    },
    'content/footer.json': (footer) => {
      footer.contact.phone = 'call us';
      footer.contact.email = 'not an address';
    },
    'content/navigation.json': (navigation) => {
      navigation.items.push({ id: 'nowhere', label: 'Nowhere' });
    },
    'content/popup.json': (popup) => {
      popup.delayMs = 600000;
    },
    'content/pages/about.json': (page) => {
      page.components.push(
        { id: 'no-actions', type: 'actions', content: { actions: [] } },
        {
          id: 'far-map',
          type: 'map',
          content: {
            ...page.components.find((component: { type: string }) => component.type === 'map')?.content,
            frameTitle: 'Map',
            bounds: { west: 0, south: 0, east: 1, north: 1 },
            marker: { latitude: 5, longitude: 5 },
          },
        },
        { id: 'loud', type: 'callout', content: { tone: 'shouting', text: 'Hello' } },
      );
    },
  };
  const changed: ContentSource[] = sources.map((source) => {
    const change = changes[source.file];
    if (!change || !('text' in source)) return source;
    const document = JSON.parse(source.text) as Json;
    change(document);
    return { file: source.file, id: source.id, data: document };
  });
  return validateContent(changed, files).errors;
}
