import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatContentError, validateContent } from '../../scripts/lib/content-validator';
import { copyProject, editJson, projectRoot, readJson, writeJson } from './support/project-copy';

interface Component {
  id: string;
  type: string;
  content: unknown;
}
interface PageFile {
  $schema?: unknown;
  path: string;
  description?: unknown;
  components: Component[];
  [field: string]: unknown;
}
interface MenuFile {
  items: { id: string; label: unknown; url?: string; children?: unknown[] }[];
}

/** The words of a required text that is empty or only spaces (schema/common.schema.json). */
const BLANK_TEXT = 'must be text, not empty or only spaces (in English, and in Kiswahili where given)';
const RESERVED_PATH =
  'must not start with /sw, /admin, /api, /assets, /media, /files, /content, /search-index, /offline or /404: the site keeps those addresses for itself';

/** A page of the real content that every mutation below breaks in one place. */
const PAGE = 'content/pages/about/history.json';
const NAVIGATION = 'content/navigation.json';

let project: ReturnType<typeof copyProject>;
beforeEach(() => {
  project = copyProject();
});
afterEach(() => project.remove());

/** Every problem validation reports for the broken copy, as the lines `npm run validate` prints. */
function problems(): string[] {
  return validateContent({ projectRoot: project.root }).errors.map(formatContentError);
}

/** The problems of the page's own path (moving the page leaves the links to its old address dangling). */
function pathProblems(): string[] {
  return problems().filter((line) => line.startsWith(`${PAGE} /path:`));
}

function editPage(change: (page: PageFile) => void): void {
  editJson<PageFile>(project.root, PAGE, change);
}

/**
 * Writes a file into the copy's content/media/images: the copy shares the real media folder through a
 * link, so the folder becomes the copy's own, its files still linked to the real ones.
 */
function writeMediaImage(name: string, text: string): void {
  const media = path.join(project.root, 'content/media');
  const shared = fs.realpathSync(media);
  fs.unlinkSync(media);
  for (const folder of fs.readdirSync(shared)) {
    fs.mkdirSync(path.join(media, folder), { recursive: true });
    for (const file of fs.readdirSync(path.join(shared, folder)))
      fs.symlinkSync(path.join(shared, folder, file), path.join(media, folder, file));
  }
  fs.writeFileSync(path.join(media, 'images', name), text);
}

/** Changes the page and writes it without indentation, so a file's size is its content's. */
function editPageCompactly(change: (page: PageFile) => void): void {
  const page = readJson<PageFile>(project.root, PAGE);
  change(page);
  fs.writeFileSync(path.join(project.root, PAGE), JSON.stringify(page));
}

/** Appends a component to the page and returns its JSON pointer. */
function appendComponent(component: Component): string {
  let index = -1;
  editPage((page) => {
    index = page.components.push(component) - 1;
  });
  return `/components/${index}`;
}

function blockTypesOnDisk(): string[] {
  return fs
    .readdirSync(path.join(projectRoot, 'schema/blocks'))
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => name.replace(/\.schema\.json$/, ''));
}

describe('validateContent on the real content', () => {
  it('reports no problem', () => {
    const { errors, documents } = validateContent({ projectRoot });
    expect(errors.map(formatContentError)).toEqual([]);
    expect(documents.length).toBeGreaterThan(10);
    expect(documents.every((document) => document.valid)).toBe(true);
  });
});

describe('validateContent on broken content reports exactly the problem', () => {
  it('a value of the wrong type', () => {
    editPage((page) => {
      page.showTitle = 'yes';
    });
    expect(problems()).toEqual([`${PAGE} /showTitle: must be boolean (got "yes")`]);
  });

  it('text of the wrong type inside a block', () => {
    const at = appendComponent({ id: 'unit-number', type: 'paragraph', content: { text: 42 } });
    expect(problems()).toEqual([`${PAGE} ${at}/content/text: ${BLANK_TEXT} (got 42)`]);
  });

  it('required texts made only of spaces, in English or in a Kiswahili given', () => {
    const title = appendComponent({ id: 'unit-blank', type: 'title', content: { text: '   ' } });
    const paragraph = appendComponent({
      id: 'unit-blank-sw',
      type: 'paragraph',
      content: { text: { en: 'Words', sw: ' \t ' } },
    });
    editPage((page) => {
      page.title = { en: '  ', sw: 'Historia' };
    });
    expect(problems()).toEqual([
      `${PAGE} /title: ${BLANK_TEXT} (got {"en":"  ","sw":"Historia"})`,
      `${PAGE} ${title}/content/text: ${BLANK_TEXT} (got "   ")`,
      `${PAGE} ${paragraph}/content/text: ${BLANK_TEXT} (got {"en":"Words","sw":" \\t "})`,
    ]);
  });

  it('untranslated texts made only of spaces: a town, a registration code, a bank account', () => {
    editJson<{ general: { town: string; registration: { code: string } } }>(
      project.root,
      'content/site.json',
      (site) => {
        site.general.town = '  ';
        site.general.registration.code = ' ';
      },
    );
    expect(problems()).toEqual([
      'content/site.json /general/town: must be text, not empty or only spaces (got "  ")',
      'content/site.json /general/registration/code: must be text, not empty or only spaces (got " ")',
    ]);
  });

  it('keeps a text with no Kiswahili, or the same in both languages, valid', () => {
    appendComponent({ id: 'unit-english', type: 'paragraph', content: { text: { en: 'Words' } } });
    appendComponent({ id: 'unit-same', type: 'paragraph', content: { text: { en: 'DNA', sw: null } } });
    expect(problems()).toEqual([]);
  });

  it.each([
    '/sw',
    '/sw/about',
    '/admin',
    '/admin/login',
    '/api/x',
    '/assets/x',
    '/media/x',
    '/files/x',
    '/404',
    '/content/x',
    '/search-index/en',
    '/offline',
  ])('a page at %s, an address the site keeps for itself', (address) => {
    editPage((page) => {
      page.path = address;
    });
    expect(pathProblems()).toEqual([`${PAGE} /path: ${RESERVED_PATH} (got "${address}")`]);
  });

  it('a page path that is no site path', () => {
    editPage((page) => {
      page.path = '/About Us';
    });
    expect(pathProblems()).toEqual([
      `${PAGE} /path: must be a site path such as /about/history (lowercase letters, digits and hyphens) (got "/About Us")`,
    ]);
  });

  it('a page whose address only begins like a kept one', () => {
    for (const address of ['/about/admin', '/swahili-courses', '/media-centre', '/apis']) {
      editPage((page) => {
        page.path = address;
      });
      expect(pathProblems()).toEqual([]);
    }
  });

  it('a missing required field', () => {
    editPage((page) => {
      delete page.description;
    });
    expect(problems()).toEqual([`${PAGE} /description: is required`]);
  });

  it('a missing required field inside a block', () => {
    const at = appendComponent({ id: 'unit-empty', type: 'paragraph', content: {} });
    expect(problems()).toEqual([`${PAGE} ${at}/content/text: is required`]);
  });

  it('a javascript: URL', () => {
    const at = appendComponent({
      id: 'unit-script',
      type: 'link',
      content: { text: 'Click', url: 'javascript:alert(1)', isExternal: false },
    });
    expect(problems()).toEqual([
      `${PAGE} ${at}/content/url: must be an http(s), mailto:, tel: or site-relative URL (got "javascript:alert(1)")`,
    ]);
  });

  it.each(['//evil.example/login', '/\\evil.example/login'])(
    'a link to another site disguised as a site-relative path: %s',
    (url) => {
      const at = appendComponent({
        id: 'unit-offsite',
        type: 'link',
        content: { text: 'Log in', url, isExternal: false },
      });
      expect(problems()).toEqual([
        `${PAGE} ${at}/content/url: must be an http(s), mailto:, tel: or site-relative URL (got ${JSON.stringify(url)})`,
      ]);
    },
  );

  it('an internal link to a page that does not exist', () => {
    const at = appendComponent({
      id: 'unit-dangling',
      type: 'link',
      content: { text: 'Nowhere', url: '/nowhere', isExternal: false },
    });
    expect(problems()).toEqual([
      `${PAGE} ${at}/content/url: links to a page or file that does not exist on this site (got "/nowhere")`,
    ]);
  });

  it('a malformed percent-encoded link, without crashing', () => {
    const at = appendComponent({
      id: 'unit-malformed',
      type: 'link',
      content: { text: 'Broken', url: '/a%E0%A4%A', isExternal: false },
    });
    expect(problems()).toEqual([
      `${PAGE} ${at}/content/url: links to a page or file that does not exist on this site (got "/a%E0%A4%A")`,
    ]);
  });

  it('a link that breaks the URL rule only once, not also as a dangling link', () => {
    const at = appendComponent({
      id: 'unit-space',
      type: 'link',
      content: { text: 'Spaced', url: '/no where', isExternal: false },
    });
    expect(problems()).toEqual([
      `${PAGE} ${at}/content/url: must be an http(s), mailto:, tel: or site-relative URL (got "/no where")`,
    ]);
  });

  it('a link to a download that does not exist', () => {
    const at = appendComponent({
      id: 'unit-prospectus',
      type: 'link',
      content: { text: 'Prospectus', url: '/media/files/prospectus-2031.pdf', isExternal: false },
    });
    expect(problems()).toEqual([
      `${PAGE} ${at}/content/url: links to a page or file that does not exist on this site (got "/media/files/prospectus-2031.pdf")`,
    ]);
  });

  it('a media path that climbs out of content/media to another content file', () => {
    const at = appendComponent({
      id: 'unit-climbing',
      type: 'link',
      content: { text: 'Settings', url: '/media/../site.json', isExternal: false },
    });
    expect(problems()).toEqual([
      `${PAGE} ${at}/content/url: links to a page or file that does not exist on this site (got "/media/../site.json")`,
    ]);
  });

  it('a menu entry leading to a page that does not exist', () => {
    let index = -1;
    editJson<MenuFile>(project.root, NAVIGATION, (menu) => {
      index = menu.items.push({ id: 'unit-nowhere', label: 'Nowhere', url: '/nowhere' }) - 1;
    });
    expect(problems()).toEqual([
      `${NAVIGATION} /items/${index}/url: links to a page or file that does not exist on this site (got "/nowhere")`,
    ]);
  });

  it('two pages with the same path', () => {
    const copy = readJson<PageFile>(project.root, PAGE);
    writeJson(project.root, 'content/pages/about/our-history.json', copy);
    // Each page claiming the address is told, so the check of either one finds it.
    expect(problems().sort()).toEqual([
      `${PAGE} /path: duplicate page path, also used by content/pages/about/our-history.json (got "${copy.path}")`,
      `content/pages/about/our-history.json /path: duplicate page path, also used by ${PAGE} (got "${copy.path}")`,
    ]);
  });

  it('an image that does not exist', () => {
    const at = appendComponent({
      id: 'unit-missing-image',
      type: 'image',
      content: { src: '/media/images/missing.jpg', alt: 'Missing' },
    });
    expect(problems()).toEqual([
      `${PAGE} ${at}/content/src: names a file that does not exist in content/media/images/missing.jpg (got "/media/images/missing.jpg")`,
    ]);
  });

  it('an unknown block type, naming the known ones', () => {
    const at = appendComponent({ id: 'unit-carousel', type: 'carousel', content: {} });
    expect(problems()).toEqual([
      `${PAGE} ${at}/type: unknown block type; known: ${blockTypesOnDisk().join(', ')} (got "carousel")`,
    ]);
  });

  it('a component without a type, once', () => {
    const at = appendComponent({ id: 'unit-untyped', content: {} } as Component);
    expect(problems()).toEqual([`${PAGE} ${at}/type: is required and must be text`]);
  });

  it('invalid JSON syntax, with line and column', () => {
    const { path: address } = readJson<PageFile>(project.root, PAGE);
    fs.writeFileSync(
      path.join(project.root, PAGE),
      `{\n  "$schema": "../../../schema/page.schema.json",\n  "path": "${address}"\n  "title": "History"\n}\n`,
    );
    expect(problems()).toEqual([
      `${PAGE} /: is not valid JSON at line 4, column 3: Expected ',' or '}' after property value`,
    ]);
  });

  it('a missing "$schema", suggesting the right one', () => {
    editPage((page) => {
      delete page.$schema;
    });
    expect(problems()).toEqual([
      `${PAGE} /$schema: is required: every document names its schema, such as "../../../schema/page.schema.json"`,
    ]);
  });

  it('a "$schema" naming a schema that does not exist', () => {
    editPage((page) => {
      page.$schema = '../../../schema/nope.schema.json';
    });
    expect(problems()).toEqual([
      `${PAGE} /$schema: must be "../../../schema/page.schema.json": a document in this place is checked against schema/page.schema.json (got "../../../schema/nope.schema.json")`,
    ]);
  });

  it('a "$schema" naming a schema that checks less is refused, and the page is still checked as a page', () => {
    editPage((page) => {
      page.$schema = '../../../schema/common.schema.json';
    });
    expect(problems()).toEqual([
      `${PAGE} /$schema: must be "../../../schema/page.schema.json": a document in this place is checked against schema/page.schema.json (got "../../../schema/common.schema.json")`,
    ]);
  });

  it('a document in no known place of content/', () => {
    fs.writeFileSync(
      path.join(project.root, 'content/stray.json'),
      JSON.stringify({ $schema: '../schema/common.schema.json' }),
    );
    expect(problems()).toEqual([
      expect.stringMatching(
        /^content\/stray\.json \/: is in no known place in content\/; documents live at content\/pages\/\*\*\.json, /,
      ),
    ]);
  });

  it('a document nested 2,000 levels deep gives one error line, not a stack overflow', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 2000; level++) deep = [deep];
    editPageCompactly((page) => {
      (page.components[0] as unknown as { content: unknown }).content = deep;
    });
    const lines = problems();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^content\/pages\/about\/history\.json \/components\/0\/content(\/0)+: is nested more than 32 levels deep/,
    );
  });

  it('a text over the length limit, and a page of too many components, each with its pointer', () => {
    editPageCompactly((page) => {
      const [first] = page.components;
      for (let index = 0; index < 250; index++) page.components.push({ ...first!, id: `extra-${index}` });
      page.components[0] = { ...first!, content: { text: 'a'.repeat(20_001) } } as Component;
    });
    const lines = problems();
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/about\/history\.json \/components: has 2\d\d components; a page may have at most 200$/,
      ),
    );
    expect(
      lines.some((line) => line.startsWith(`${PAGE} /components/0/content/text: is 20,001 characters long`)),
    ).toBe(true);
  });

  it('a document larger than the limit is refused before it is read', () => {
    editPage((page) => {
      page.description = 'x'.repeat(600 * 1024);
    });
    expect(problems()).toEqual([
      expect.stringMatching(
        /^content\/pages\/about\/history\.json \/: is [\d,]+ bytes; a document may have at most 524,288$/,
      ),
    ]);
  });

  it.each([
    [
      'https://www.college.example"data-injected="1',
      'an https origin such as "https://www.college.example", but "www.college.example"data-injected="1" is not a host name',
    ],
    [
      'http://www.college.example',
      'an https origin such as "https://www.college.example", but its scheme is http',
    ],
    [
      'https://user:pw@www.college.example',
      'an https origin such as "https://www.college.example", without a user name or password',
    ],
    // The schema's pattern already refuses a path.
    [
      'https://www.college.example/about',
      'must be an address such as https://www.college.example, with nothing after the host',
    ],
  ])('a siteUrl that is not an https origin: %s', (siteUrl, reason) => {
    editJson<{ seo: { siteUrl: string } }>(project.root, 'content/site.json', (site) => {
      site.seo.siteUrl = siteUrl;
    });
    const lines = problems().filter((line) => line.startsWith('content/site.json /seo/siteUrl'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(reason);
  });

  it.each([
    ['<script>alert(1)</script>', 'a <script> element'],
    ['<rect onload="alert(1)"/>', 'an event-handler attribute'],
    ['<a href="javascript:alert(1)"><text>x</text></a>', 'a javascript: URL'],
    ['<image href="https://evil.example/x.png"/>', 'a reference to another file or site'],
    ['<foreignObject><div>x</div></foreignObject>', 'a <foreignObject> element'],
  ])('an SVG in content/media carrying %s', (inside, what) => {
    writeMediaImage(
      'hostile.svg',
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inside}</svg>`,
    );
    expect(problems()).toContainEqual(
      expect.stringContaining(
        `content/media/images/hostile.svg /: must be a plain picture, but contains ${what}`,
      ),
    );
  });

  it('an SVG that is only a picture, with an internal reference, passes', () => {
    writeMediaImage(
      'plain.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"/></defs><rect fill="url(#g)" width="10" height="10"/><use href="#g"/></svg>',
    );
    expect(problems()).toEqual([]);
  });

  it('a duplicate id within a document', () => {
    let first: Component | undefined;
    editPage((page) => {
      first = page.components[0];
    });
    const at = appendComponent({ ...first!, content: { text: 'Again' }, type: 'paragraph' });
    expect(problems()).toEqual([
      `${PAGE} ${at}/id: duplicate id, already used at /components/0/id (got "${first!.id}")`,
    ]);
  });

  it('a table row with the wrong number of cells', () => {
    const at = appendComponent({
      id: 'unit-table',
      type: 'table',
      content: { columns: ['Fee', 'Amount'], rows: [['Tuition', '1,400,000'], ['Registration']] },
    });
    expect(problems()).toEqual([
      `${PAGE} ${at}/content/rows/1: the row's number of cells (1) is not the table's number of columns (2)`,
    ]);
  });

  it('a table row with the wrong number of cells, while something else on the page is broken too', () => {
    const at = appendComponent({
      id: 'unit-table',
      type: 'table',
      content: { columns: ['Fee', 'Amount'], rows: [['Registration']] },
    });
    editPage((page) => {
      page.showTitle = 'no';
    });
    expect(problems()).toEqual([
      `${PAGE} /showTitle: must be boolean (got "no")`,
      `${PAGE} ${at}/content/rows/0: the row's number of cells (1) is not the table's number of columns (2)`,
    ]);
  });

  it('a menu entry with neither url nor children', () => {
    let index = -1;
    editJson<MenuFile>(project.root, NAVIGATION, (menu) => {
      index = menu.items.push({ id: 'unit-lonely', label: 'Lonely' }) - 1;
    });
    expect(problems()).toEqual([`${NAVIGATION} /items/${index}: needs a url, children, or both`]);
  });

  it('a menu entry with neither url nor children, while another entry is broken too', () => {
    let lonely = -1;
    editJson<MenuFile>(project.root, NAVIGATION, (menu) => {
      menu.items[0]!.url = 'javascript:void(0)';
      lonely = menu.items.push({ id: 'unit-lonely', label: 'Lonely' }) - 1;
    });
    expect(problems()).toEqual([
      `${NAVIGATION} /items/0/url: must be an http(s), mailto:, tel: or site-relative URL (got "javascript:void(0)")`,
      `${NAVIGATION} /items/${lonely}: needs a url, children, or both`,
    ]);
  });

  it('a missing "$schema" in a document outside pages/, suggesting its own schema', () => {
    editJson<{ $schema?: unknown }>(project.root, NAVIGATION, (menu) => {
      delete menu.$schema;
    });
    expect(problems()).toEqual([
      `${NAVIGATION} /$schema: is required: every document names its schema, such as "../schema/navigation.schema.json"`,
    ]);
  });

  it('a gallery photo in a category the gallery does not have, while another photo is broken too', () => {
    const GALLERY = 'content/gallery.json';
    let categories: string[] = [];
    editJson<{ categories: { id: string }[]; items: { category: string; alt?: unknown }[] }>(
      project.root,
      GALLERY,
      (gallery) => {
        categories = gallery.categories.map((category) => category.id);
        gallery.items[0]!.category = 'parties';
        delete gallery.items[1]!.alt;
      },
    );
    expect(problems()).toEqual([
      `${GALLERY} /items/1/alt: is required`,
      `${GALLERY} /items/0/category: is not one of the gallery's categories (${categories.join(', ')}) (got "parties")`,
    ]);
  });

  it('an unknown additional property', () => {
    editPage((page) => {
      page.colour = 'red';
    });
    expect(problems()).toEqual([`${PAGE} /colour: is not a known field here (got "red")`]);
  });

  it('an unknown additional property inside a block', () => {
    const at = appendComponent({ id: 'unit-extra', type: 'subtitle', content: { text: 'Hi', size: 3 } });
    expect(problems()).toEqual([`${PAGE} ${at}/content/size: is not a known field here (got 3)`]);
  });
});

describe('npm run validate (scripts/validate.ts)', () => {
  /** Runs the command line on a project folder; asynchronous, so the runs below overlap. */
  const run = (root: string): Promise<{ status: number | null; stdout: string; stderr: string }> =>
    new Promise((resolve, reject) => {
      const child = spawn(
        path.join(projectRoot, 'node_modules/.bin/tsx'),
        ['scripts/validate.ts', '--root', root],
        { cwd: projectRoot },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });
  const CLI_TIMEOUT = 60_000;

  it.concurrent(
    'exits 1, printing one line per problem, then how many there are',
    async () => {
      const broken = copyProject();
      try {
        let dangling = '';
        let untyped = '';
        editJson<PageFile>(broken.root, PAGE, (page) => {
          page.showTitle = 'no';
          dangling = `/components/${page.components.push({ id: 'unit-dangling', type: 'link', content: { text: 'Nowhere', url: '/nowhere', isExternal: false } }) - 1}`;
          untyped = `/components/${page.components.push({ id: 'unit-untyped', content: {} } as Component) - 1}`;
        });
        const result = await run(broken.root);
        expect(result.status).toBe(1);
        expect(result.stdout).toBe('');
        const lines = result.stderr.split('\n').filter((line) => line.startsWith('content/'));
        expect(lines.sort()).toEqual(
          [
            `${PAGE} /showTitle: must be boolean (got "no")`,
            `${PAGE} ${untyped}/type: is required and must be text`,
            `${PAGE} ${dangling}/content/url: links to a page or file that does not exist on this site (got "/nowhere")`,
          ].sort(),
        );
        expect(result.stderr).toMatch(/^3 problems in content\/ \(\d+ documents checked\)\.$/m);
      } finally {
        broken.remove();
      }
    },
    CLI_TIMEOUT,
  );

  it.concurrent(
    'exits 0 on the real content',
    async () => {
      const result = await run(projectRoot);
      expect(result.stdout).toMatch(/^Content is valid: \d+ documents checked/m);
      expect(result.status).toBe(0);
    },
    CLI_TIMEOUT,
  );
});
