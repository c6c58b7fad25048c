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
import { IMPORT_REASON_KEYS, readImport } from '../../src/admin/transfer/content-archive';
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
      // Values, not schemas: a default, a constant, a list of allowed values, a schema's own words.
      if (
        ['default', 'const', 'enum', 'examples', 'required', 'discriminator', 'errorMessage'].includes(
          keyword,
        )
      )
        continue;
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

/** A schema's own messages: one for all its problems, or one per keyword. */
function ownMessages(schema: Schema): string[] {
  const { errorMessage } = schema;
  return typeof errorMessage === 'string'
    ? [errorMessage]
    : Object.values(errorMessage as Record<string, string>);
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
    const messages = (keywords.get('errorMessage') ?? []).flatMap((schema) => ownMessages(schema));
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages)
      expect(kiswahili.schemaMessages?.[message], `Kiswahili for "${message}"`).toBeTruthy();
  });

  it('gives every pattern a message of its own words, never the pattern itself', () => {
    // A pattern inside a schema that words all its problems (a localized text's variants) is worded there.
    const worded = new Set<Schema>();
    const within = (schema: unknown): void => {
      if (Array.isArray(schema)) return schema.forEach(within);
      if (typeof schema !== 'object' || schema === null) return;
      worded.add(schema as Schema);
      Object.values(schema).forEach(within);
    };
    for (const schema of keywords.get('errorMessage') ?? [])
      if (typeof schema.errorMessage === 'string') within(schema);
    const users = keywords.get('pattern') ?? [];
    expect(users.length).toBeGreaterThan(10);
    const unworded = users.filter(
      (schema) =>
        !worded.has(schema) &&
        !(schema.errorMessage as Record<string, string> | undefined)?.pattern &&
        // A pattern a "not" refuses is worded by the schema around the "not".
        !(keywords.get('not') ?? []).some((parent) => parent.not === schema),
    );
    expect(unworded.map((schema) => schema.pattern)).toEqual([]);
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
    const errors = [
      ...validateContent(...args(brokenContent())).errors,
      ...moreBreakages(),
      ...ruleBreakages(),
    ];
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

  it('gives a reason for every problem of every rule and of whole documents, each reason met', () => {
    const errors = [
      ...validateContent(...args(brokenContent())).errors,
      ...moreBreakages(),
      ...ruleBreakages(),
    ];
    expect(errors.filter((error) => !error.reason).map((error) => `${error.file} ${error.message}`)).toEqual(
      [],
    );
    const given = new Set(errors.map((error) => error.reason!.key));
    const unmet = RULE_REASON_KEYS.filter((key) => !given.has(key) && !NOT_MADE_HERE.has(key));
    expect(unmet).toEqual([]);
  });

  it('words the problems an import finds before the core looks', () => {
    for (const key of IMPORT_REASON_KEYS) {
      expect(english.reasons[key], `English words for ${key}`).toBeTruthy();
      expect(kiswahili.reasons[key], `Kiswahili words for ${key}`).toBeTruthy();
    }
    const read = (name: string, text: string) =>
      readImport(name, new TextEncoder().encode(text), ['ticker'], [], () => []).problems;
    const problems = [
      ...read('broken.json', '{ "path": '),
      ...read('notes.json', '{}'),
      ...readImport('archive.zip', new Uint8Array([0x50, 0x4b, 1, 2]), [], [], () => []).problems,
    ];
    expect(problems.map((problem) => problem.reason?.key)).toEqual([
      'document.notJson',
      'import.unknownFile',
      'import.notZip',
    ]);
    for (const problem of problems) {
      expect(problemWords(english)(problem)).toBe(problem.message);
      expect(problemWords(kiswahili)(problem)).not.toBe(problem.message);
    }
  });

  it('shows the core’s line where a reason has no words', () => {
    const problem = { message: 'must be something new', reason: { key: 'somethingNew' } };
    expect(problemWords(kiswahili)(problem)).toBe('must be something new');
    expect(problemWords(kiswahili)({ message: 'no reason given' })).toBe('no reason given');
  });
});

/**
 * Reasons the breakages here do not bring about: a site address broken in its other ways (the site
 * has one address; tests/unit/validate.test.ts goes through them), a page document outside
 * content/pages (no place there calls for the page schema) and a schema file missing from schema/
 * (only a broken checkout can do that).
 */
const NOT_MADE_HERE = new Set<string>([
  'siteUrl.notAnAddress',
  'siteUrl.scheme',
  'siteUrl.credentials',
  'siteUrl.host',
  'page.outsidePages',
  'document.noSchema',
]);

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
      site.general.phone = 'call us';
      site.general.email = 'not an address';
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

/** The first component of a type on a page. */
function componentOf(page: Json, type: string): Json {
  return page.components.find((component: Json) => component.type === type);
}

/** A document's data, as the fee breakages below reach into it. */
interface FeeProgramme {
  feeLines: { annual: number }[];
  feeTotals: { semesterOne: number; semesterTwo: number };
  tuition: { perSemester: number };
  totalAnnual: number;
  monthlyInstalments: { month: string; amount: number }[];
}

/**
 * Problems of the rules no admin form brings about yet, and of whole documents: the fee sheet's sums
 * and instalments, the forms' offices, the gallery's categories, SVG pictures, a document without
 * "$schema", too large, or cut short.
 */
function ruleBreakages(): ContentError[] {
  const { sources, files } = contentAsItIs();
  const changes: Record<string, (document: Json) => void> = {
    'content/fees.json': (fees) => {
      const programme = fees.programs[0] as FeeProgramme;
      // The line no longer adds up, nor do the totals, "other fees", the comparison row or the total.
      programme.feeLines[0]!.annual += 1;
      programme.feeTotals.semesterOne += 1;
      programme.feeTotals.semesterTwo += 1;
      programme.tuition.perSemester += 1;
      programme.monthlyInstalments[0]!.amount += 1;
      programme.monthlyInstalments[1]!.month = programme.monthlyInstalments[0]!.month;
      fees.comparison.mandatoryFees.push({ ...fees.comparison.mandatoryFees[0], feeLine: 'nowhere' });
    },
    'content/forms.json': (forms) => {
      forms.forms[0].office = 'nowhere';
    },
    'content/gallery.json': (gallery) => {
      gallery.items[0].category = 'nowhere';
    },
    'content/links.json': (links) => {
      delete links.$schema;
    },
    // The rules an admin form reaches, each once more here, so that every reason is met in one list.
    'content/site.json': (site) => {
      site.seo.siteUrl = 'https://college.example:443';
      site.statistics.timeZone = 'Mars/Olympus';
      site.statistics.fallback.onlineMin = site.statistics.fallback.onlineMax + 1;
    },
    'content/slides.json': (slides) => {
      slides.slides.push({ ...slides.slides[0], image: '/media/images/slides/none.jpg' });
    },
    'content/pages/fees/clinical-medicine-fee.json': (page) => {
      componentOf(page, 'fee-structure').content.program = 'nowhere';
    },
    'content/pages/downloads/calendar.json': (page) => {
      componentOf(page, 'downloads').content.items[0] = 'nowhere';
    },
    'content/pages/contacts.json': (page) => {
      page.components.push({
        ...componentOf(page, 'map'),
        id: 'turned-map',
        content: { ...componentOf(page, 'map').content, bounds: { west: 2, south: 2, east: 1, north: 1 } },
      });
    },
    'content/pages/about/history.json': (page) => {
      page.components = Array.from({ length: 201 }, () => page.components[0]);
    },
    'content/not-found.json': (notFound) => {
      notFound.padding = 'x'.repeat(10_001);
    },
    'content/popup.json': (popup) => {
      popup.deep = Array.from({ length: 40 }).reduce((inner) => ({ inner }), {});
    },
  };
  const texts: Record<string, (text: string) => string> = {
    'content/handbook.json': () => '{ "title": ',
    'content/faq.json': (text) => text + ' '.repeat(600 * 1024),
  };
  const changed: ContentSource[] = sources.map((source) => {
    if (!('text' in source)) return source;
    const text = texts[source.file];
    if (text) return { ...source, text: text(source.text) };
    const change = changes[source.file];
    if (!change) return source;
    const document = JSON.parse(source.text) as Json;
    change(document);
    return { file: source.file, id: source.id, data: document };
  });
  const hostile = [
    '<svg xmlns:xlink="http://www.w3.org/1999/xlink">',
    '<!DOCTYPE svg [<!ENTITY x "y">]>',
    '<foreignObject></foreignObject>',
    '<rect onclick="go()"/>',
    '<a href="javascript:go()"/>',
    '<image xlink:href="https://elsewhere.example/a.png"/>',
    '<style>@import "x.css"; rect { fill: url(https://elsewhere.example/a) }</style>',
    '</svg>',
  ].join('');
  return validateContent(changed, {
    ...files,
    svgPictures: [...files.svgPictures, { file: 'content/media/images/busy.svg', text: hostile }],
  }).errors;
}
