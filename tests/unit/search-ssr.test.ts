/**
 * The server's /search?q=… pages, against the site as `npm run build` made it (dist/ and
 * build/ssr/entry-server.js): run `npm run build` first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/content/localize';
import { createApp } from '../../src/server/app';
import { LiveRelease } from '../../src/server/releases/live-release';
import { linkRelease, newReleaseFolder, switchLiveRelease } from '../../src/server/releases/release-folders';
import type { SearchPagesOptions } from '../../src/server/search-pages';
import { NO_FILTERS } from '../../src/search/filters';
import { searchRecords } from '../../src/search/match';
import type { SearchResultsIslandProps } from '../../src/blocks/search-results/search-results-island';
import { MAX_QUERY_LENGTH, type PrefilledSearch } from '../../src/search/page-outcome';
import type { SearchIndexFile } from '../../src/search/records';
import { projectRoot } from './support/project-copy';

const builtRelease = fs.realpathSync(path.join(projectRoot, 'dist'));
const searchPages: SearchPagesOptions = {
  ssrEntryFile: path.join(projectRoot, 'build/ssr/entry-server.js'),
  workerFile: path.join(projectRoot, 'src/server/search-pages/search-page-worker.ts'),
  rateLimitPerMinute: 0,
  // A worker loading from source under a busy machine is slow to start.
  timeoutMs: 60_000,
};

const indexOf = (dir: string, language: Language) =>
  JSON.parse(fs.readFileSync(path.join(dir, `search-index/${language}.json`), 'utf8')) as SearchIndexFile;
const expectedTitles = (language: Language, query: string) =>
  searchRecords(indexOf(builtRelease, language).records, query, NO_FILTERS, new Date()).map(
    ({ record }) => record.title,
  );

/** The results the page carries for the browser to adopt: in the props of its search island. */
function embeddedSearch(html: string): PrefilledSearch {
  const match =
    /<div data-island="search-results"[^>]*><script type="application\/json">(.*?)<\/script>/.exec(html);
  expect(match, 'the page embeds its results').not.toBeNull();
  const props = JSON.parse(match![1]!) as SearchResultsIslandProps;
  expect(props.rendered, 'the island is given the results').not.toBeNull();
  return { language: props.language, query: props.query, filters: props.filters, outcome: props.rendered! };
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');

let root: string;
let distDir: string;
let releasesDir: string;
let release: LiveRelease;
let app: FastifyInstance;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-ssr-'));
  distDir = path.join(root, 'dist');
  releasesDir = path.join(root, 'releases');
  const base = newReleaseFolder(releasesDir);
  linkRelease(builtRelease, base);
  switchLiveRelease(distDir, base, releasesDir);
  release = new LiveRelease(distDir);
  app = await createApp({ distDir, release, logErrors: false, searchPages });
}, 60_000);

afterAll(async () => {
  await app?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('/search?q=… rendered by the server', () => {
  it.each([
    ['/search?q=pharmacy', 'en', 'pharmacy'],
    ['/sw/search?q=famasia', 'sw', 'famasia'],
  ] as const)(
    '%s has the results of the spec search in its HTML, and embeds them for the page to adopt',
    async (url, language, query) => {
      const wanted = expectedTitles(language, query);
      expect(wanted.length).toBeGreaterThan(1);
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['x-search-rendered']).toBe('server');
      expect(response.headers['content-security-policy']).toBeTruthy();
      expect(response.body).toContain(`<html lang="${language}">`);
      const headings = [...response.body.matchAll(/<article[^>]*><h2><a[^>]*>(.*?)<\/a><\/h2>/g)].map(
        (match) => match[1]!.replace(/<\/?mark>/g, ''),
      );
      expect(headings).toEqual(wanted.map(escapeText));
      const embedded = embeddedSearch(response.body);
      expect(embedded).toMatchObject({ language, query, filters: NO_FILTERS });
      expect(embedded.outcome.results.map((record) => record.title)).toEqual(wanted);
      // Only what the cards show travels: not every page's whole text.
      expect(embedded.outcome.results.every((record) => record.content === '')).toBe(true);
    },
    60_000,
  );

  it('answers compressed for a browser that takes it', async () => {
    const plain = await app.inject({ url: '/search?q=fees' });
    const brotli = await app.inject({ url: '/search?q=fees', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(String(brotli.headers.vary)).toMatch(/Accept-Encoding/);
  });

  it('writes a hostile query as text in the box and as escaped JSON, never as markup', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const response = await app.inject({ url: `/search?q=${encodeURIComponent(hostile)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(embeddedSearch(response.body).query).toBe(hostile);
  });

  it(`refuses a query of more than ${MAX_QUERY_LENGTH} characters with a JSON 414, and takes one of ${MAX_QUERY_LENGTH}`, async () => {
    const tooLong = await app.inject({ url: `/search?q=${'a'.repeat(MAX_QUERY_LENGTH + 1)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({
      success: false,
      error: expect.stringContaining(String(MAX_QUERY_LENGTH)),
    });
    const huge = await app.inject({ url: `/search?q=${'fees%20'.repeat(20_000)}` });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const longest = await app.inject({ url: `/search?q=${'a'.repeat(MAX_QUERY_LENGTH)}` });
    expect(longest.statusCode).toBe(200);
  });

  it('answers a blank or missing query, or a broken escape in it, without a 500', async () => {
    const prerendered = fs.readFileSync(path.join(builtRelease, 'search/index.html'), 'utf8');
    for (const url of ['/search', '/search?q=', '/search?q=%20%20', '/sw/search?category=Fees']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-search-rendered'], url).toBeUndefined();
      if (!url.startsWith('/sw')) expect(response.body, url).toBe(prerendered);
    }
    for (const url of ['/search?q=%E0%A4%A', '/search?q=fees&category=%FF&date=never', '/search?q[]=x&q=y']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('serves the results of the new index after a switch to a new release', async () => {
    const before = await app.inject({ url: '/search?q=pharmacy' });
    const title = embeddedSearch(before.body).outcome.results[0]!.title;
    // A new release, as a publish makes it: links to the live files, its search index written anew.
    const next = newReleaseFolder(releasesDir);
    linkRelease(release.dir, next);
    const indexFile = path.join(next, 'search-index/en.json');
    const index = JSON.parse(fs.readFileSync(indexFile, 'utf8')) as SearchIndexFile;
    const renamed = 'Pharmacy studies, renamed for the test';
    index.records.find((record) => record.title === title)!.title = renamed;
    fs.rmSync(indexFile);
    fs.writeFileSync(indexFile, JSON.stringify(index));
    expect((await app.inject({ url: '/search?q=pharmacy' })).body).toBe(before.body);

    release.switchRelease(next);
    const after = await app.inject({ url: '/search?q=pharmacy' });
    expect(after.statusCode).toBe(200);
    expect(embeddedSearch(after.body).outcome.results.map((record) => record.title)).toContain(renamed);
    expect(after.body).not.toContain(`>${escapeText(title)}</a></h2>`);
  }, 60_000);
});

describe('/search?q=… under load', () => {
  it('limits the searches one address may have rendered, not the plain page', async () => {
    const limited = await createApp({
      distDir,
      release,
      logErrors: false,
      searchPages: { ...searchPages, rateLimitPerMinute: 2 },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await limited.inject({ url: '/search?q=fees' })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await limited.inject({ url: '/search' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  }, 60_000);

  it('sends the prerendered page for a render that does not end, and renders the next search in a new worker', async () => {
    const stalling = await createApp({
      distDir,
      release,
      logErrors: false,
      searchPages: {
        ...searchPages,
        workerFile: path.join(projectRoot, 'tests/unit/support/stalling-search-worker.mjs'),
        timeoutMs: 500,
      },
    });
    try {
      const stalled = await stalling.inject({ url: '/search?q=stall' });
      expect(stalled.statusCode).toBe(200);
      expect(stalled.headers['x-search-rendered']).toBeUndefined();
      const next = await stalling.inject({ url: '/search?q=fees' });
      expect(next.headers['x-search-rendered']).toBe('server');
      expect(next.body).toBe('<p>/search?q=fees</p>');
    } finally {
      await stalling.close();
    }
  }, 60_000);

  it('sends the prerendered page at once when too many renders wait', async () => {
    const busy = await createApp({
      distDir,
      release,
      logErrors: false,
      searchPages: { ...searchPages, maxWaiting: 1 },
    });
    try {
      const answers = await Promise.all(
        ['alpha', 'beta', 'gamma', 'delta'].map((query) => busy.inject({ url: `/search?q=${query}` })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      const rendered = answers.filter((answer) => answer.headers['x-search-rendered'] === 'server');
      expect(rendered).toHaveLength(1);
    } finally {
      await busy.close();
    }
  }, 60_000);
});
