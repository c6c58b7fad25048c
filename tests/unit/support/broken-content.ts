/**
 * The site's real documents with one breakage of each kind the validation core reports, as the core
 * takes them: the adapter's part (reading content/) is done here once, so Node and jsdom runs of the
 * core get exactly the same input.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listContentFiles, readSiteFiles } from '../../../src/server/content-folder';
import type { ContentSource, SiteFiles } from '../../../src/validation';
import { projectRoot } from './project-copy';

type Json = Record<string, unknown> & { components?: Record<string, unknown>[] };

function edited(text: string, change: (document: Json) => void): string {
  const document = JSON.parse(text) as Json;
  change(document);
  return JSON.stringify(document, null, 2);
}

/** Which document each breakage is made in, and how. */
const BREAKAGES: Record<string, (text: string) => string> = {
  // Not JSON at all.
  'content/ticker.json': (text) => text.replace('{', '{,'),
  // A dangling link, an unknown block type and a table row with a cell too few.
  'content/pages/about/history.json': (text) =>
    edited(text, (page) => {
      page.components!.push(
        { id: 'to-nowhere', type: 'link', content: { text: 'Gone', url: '/no-such-page', internal: true } },
        { id: 'mystery', type: 'carousel-3d', content: {} },
        { id: 'short-row', type: 'table', content: { columns: ['A', 'B'], rows: [['only one']] } },
      );
    }),
  // A page that names another schema and reuses a path.
  'content/pages/about/mission.json': (text) =>
    edited(text, (page) => {
      page.$schema = '../../../schema/common.schema.json';
    }),
  'content/pages/contacts.json': (text) =>
    edited(text, (page) => {
      page.path = '/about/history';
    }),
  // A fee total that does not add up, and a download naming no generated PDF.
  'content/fees.json': (text) => text.replace('"totalAnnual": 2400000', '"totalAnnual": 2400001'),
  'content/downloads.json': (text) => text.replace(/"document": "[^"]+"/, '"document": "form-nowhere"'),
  // A site address that is not an origin, and a media path to no file.
  'content/site.json': (text) =>
    edited(text, (site) => {
      (site.seo as Record<string, unknown>).siteUrl = 'http://college.example/home';
      (site.customization as Record<string, unknown>).logoUrl = '/media/images/../../site.json';
    }),
};

const contentDir = path.join(projectRoot, 'content');

/** The documents and files as they are, read as `npm run validate` reads them. */
export function contentAsItIs(): { sources: ContentSource[]; files: SiteFiles } {
  return {
    sources: listContentFiles(contentDir, projectRoot).map(({ file, id, text }) => ({ file, id, text })),
    files: readSiteFiles(contentDir, path.join(projectRoot, 'public')),
  };
}

export function brokenContent(): { sources: ContentSource[]; files: SiteFiles } {
  const { sources: asTheyAre, files } = contentAsItIs();
  const sources: ContentSource[] = asTheyAre.map((source) => ({
    ...source,
    text:
      BREAKAGES[source.file]?.('text' in source ? source.text : '') ?? ('text' in source ? source.text : ''),
  }));
  sources.push({ file: 'content/stray.json', id: 'stray', text: '{}' });
  return {
    sources,
    files: {
      ...files,
      svgPictures: [
        ...files.svgPictures,
        { file: 'content/media/images/hostile.svg', text: '<svg><script>alert(1)</script></svg>' },
      ],
    },
  };
}

/** Whether a breakage above names a document that no longer exists. */
export const missingTargets = (): string[] =>
  Object.keys(BREAKAGES).filter((file) => !fs.existsSync(path.join(projectRoot, file)));
