import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { manifestSource } from '../../src/content/loaders';
import { CONTENT_MANIFEST_ADDRESS, type ContentManifest } from '../../src/content/publishing';
import {
  contentFilesOf,
  contentHash,
  HASHED_CONTENT_FILE,
  writeContentFiles,
} from '../../src/server/releases/content-files';
import { readContentFolder } from '../../src/server/content-folder';
import { cacheControlFor } from '../../src/server/static-files';
import { projectRoot } from './support/project-copy';

const folders: string[] = [];
function temporaryFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'content-files-'));
  folders.push(folder);
  return folder;
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe('the content folder as documents', () => {
  it('reads every document by id, pages by their path inside content/, and nothing from media/', () => {
    const documents = readContentFolder(path.join(projectRoot, 'content'));
    expect(Object.keys(documents)).toEqual(
      expect.arrayContaining(['site', 'navigation', 'pages/fees', 'pages/about/history']),
    );
    expect(Object.keys(documents).filter((id) => id.startsWith('media'))).toEqual([]);
    expect((documents['pages/fees'] as { path: string }).path).toBe('/fees');
  });

  it('reads no staged file of a publish under way (a dot folder) as a document', () => {
    const contentDir = temporaryFolder();
    fs.writeFileSync(path.join(contentDir, 'site.json'), '{"name":"College"}');
    fs.mkdirSync(path.join(contentDir, '.publishing'));
    fs.writeFileSync(path.join(contentDir, '.publishing', 'site.json'), '{"name":"Half-published"}');
    expect(readContentFolder(contentDir)).toEqual({ site: { name: 'College' } });
  });
});

describe('content-hashed files and the manifest', () => {
  const documents = { site: { name: 'College' }, 'pages/fees': { path: '/fees', title: 'Fees' } };

  it('names each file by a hash of its bytes, so a changed document gets a new address and the others keep theirs', () => {
    const before = contentFilesOf(documents, 0).manifest;
    expect(before.documents['pages/fees']).toBe(
      `/content/pages/fees.${contentHash(JSON.stringify(documents['pages/fees']))}.json`,
    );
    const after = contentFilesOf(
      { ...documents, 'pages/fees': { path: '/fees', title: 'Fees and payment' } },
      1,
    ).manifest;
    expect(after.revision).toBe(1);
    expect(after.documents['pages/fees']).not.toBe(before.documents['pages/fees']);
    expect(after.documents.site).toBe(before.documents.site);
    for (const address of Object.values(after.documents)) expect(address).toMatch(HASHED_CONTENT_FILE);
  });

  it('writes the files and the manifest; writing again rewrites only what changed, as new files', () => {
    const outDir = temporaryFolder();
    const first = writeContentFiles(outDir, documents, 0);
    const manifestFile = path.join(outDir, CONTENT_MANIFEST_ADDRESS);
    expect(JSON.parse(fs.readFileSync(manifestFile, 'utf8'))).toEqual(first.manifest);
    const siteFile = path.join(outDir, first.manifest.documents.site!);
    expect(JSON.parse(fs.readFileSync(siteFile, 'utf8'))).toEqual(documents.site);
    const siteInode = fs.statSync(siteFile).ino;

    const second = writeContentFiles(outDir, { ...documents, site: { name: 'The College' } }, 1);
    expect(second.written).toEqual([path.join(outDir, second.manifest.documents.site!), manifestFile]);
    expect(fs.statSync(path.join(outDir, second.manifest.documents['pages/fees']!)).isFile()).toBe(true);
    // The old file is still there, unchanged, for a page that was served with the old manifest.
    expect(fs.statSync(siteFile).ino).toBe(siteInode);
  });

  it('serves hashed files immutable and the manifest with revalidation', () => {
    expect(cacheControlFor('/content/pages/fees.0123456789abcdef.json')).toContain('immutable');
    expect(cacheControlFor(CONTENT_MANIFEST_ADDRESS)).toBe('no-cache');
    expect(cacheControlFor('/content/pages/fees.json')).toBe('no-cache');
    // A publish makes the PDFs again under the same names.
    expect(cacheControlFor('/files/academic-calendar.pdf')).toBe('no-cache');
  });
});

describe('the browser loading documents through the manifest', () => {
  function fakeSite(manifests: ContentManifest[], files: Record<string, unknown>) {
    const requests: string[] = [];
    const fetchFile = (async (input: RequestInfo | URL) => {
      const address = String(input);
      requests.push(address);
      const body = address === CONTENT_MANIFEST_ADDRESS ? manifests.shift() : files[address];
      return body === undefined ? new Response('', { status: 404 }) : Response.json(body);
    }) as typeof fetch;
    return { requests, source: manifestSource(fetchFile) };
  }

  it('reads the manifest once, then each document from its hashed file', async () => {
    const manifest = {
      revision: 3,
      documents: { site: '/content/site.aaaaaaaaaaaaaaaa.json', faq: '/content/faq.bbbbbbbbbbbbbbbb.json' },
    };
    const { requests, source } = fakeSite([manifest], {
      '/content/site.aaaaaaaaaaaaaaaa.json': { name: 'College' },
      '/content/faq.bbbbbbbbbbbbbbbb.json': { items: [] },
    });
    expect(await source.ids()).toEqual(['site', 'faq']);
    expect(await source.load('site')).toEqual({ name: 'College' });
    expect(await source.load('faq')).toEqual({ items: [] });
    expect(requests.filter((address) => address === CONTENT_MANIFEST_ADDRESS)).toHaveLength(1);
    await expect(source.load('pages/none')).rejects.toThrow('There is no content document "pages/none"');
  });

  it('reads the manifest afresh after reload(), and so the newly published file', async () => {
    const { source } = fakeSite(
      [
        { revision: 0, documents: { site: '/content/site.aaaaaaaaaaaaaaaa.json' } },
        { revision: 1, documents: { site: '/content/site.cccccccccccccccc.json' } },
      ],
      {
        '/content/site.aaaaaaaaaaaaaaaa.json': { name: 'College' },
        '/content/site.cccccccccccccccc.json': { name: 'The College' },
      },
    );
    expect(await source.load('site')).toEqual({ name: 'College' });
    source.reload?.();
    expect(await source.load('site')).toEqual({ name: 'The College' });
  });
});
