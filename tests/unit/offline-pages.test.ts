import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../src/content/types.generated';
import {
  isSavePageMessage,
  offlinePageAddress,
  SAVE_PAGE_MESSAGE,
  WORKER_ADDRESS,
} from '../../src/offline/addresses';
import { cacheControlFor } from '../../src/server/static-files';
import { offlinePageDocument } from '../../src/offline/offline-page';
import {
  pageTitleOf,
  savedOnDate,
  SAVED_PAGES_MARKER,
  withOfflineNotice,
  withSavedPages,
} from '../../src/offline/saved-pages';
import { projectRoot } from './support/project-copy';

const site = JSON.parse(fs.readFileSync(path.join(projectRoot, 'content/site.json'), 'utf8')) as SiteSettings;
const page =
  '<!doctype html><html lang="en"><head><title>Fees &amp; payment | ECHAS</title></head><body class="x"><div id="root"><main>Fees</main></div></body></html>';

describe('the notice on a page read offline', () => {
  it('says since when the page is saved, in the site style, before the app root and outside it', () => {
    const html = withOfflineNotice(page, 'en', new Date(2026, 10, 25, 9, 30));
    expect(html).toContain('<body class="x"><p class="offline-notice" role="status" lang="en" style="');
    expect(html).toContain(
      '>You are offline; this page was saved on 25 November 2026.</p><div id="root"><main>Fees</main></div>',
    );
  });

  it('is in Kiswahili on a Kiswahili page', () => {
    const html = withOfflineNotice(page, 'sw', new Date(2026, 6, 15, 12));
    expect(html).toContain('>Uko nje ya mtandao; ukurasa huu ulihifadhiwa tarehe 15 Julai 2026.</p>');
  });

  it("counts the day in the visitor's own calendar", () => {
    expect(savedOnDate(new Date(2025, 0, 1, 0, 5), 'en')).toBe('1 January 2025');
    expect(savedOnDate(new Date(2025, 0, 1, 23, 55), 'en')).toBe('1 January 2025');
  });
});

describe('the offline page', () => {
  it('is a whole page per language in the frame colour, with a place for the saved pages', () => {
    const english = offlinePageDocument(site, 'en');
    expect(english).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(english).toContain('<h1>You are offline</h1>');
    expect(english).toContain(`background:${site.customization.primaryColor}`);
    expect(english).toContain(SAVED_PAGES_MARKER);
    expect(english).not.toContain('<script');
    const kiswahili = offlinePageDocument(site, 'sw');
    expect(kiswahili).toContain('<html lang="sw">');
    expect(kiswahili).toContain('<h1>Uko nje ya mtandao</h1>');
    expect(kiswahili).toContain('<a href="/sw/">');
  });

  it("lists the saved pages as links, the page's language first, titles escaped, or says none is saved", () => {
    const template = offlinePageDocument(site, 'en');
    const listed = withSavedPages(template, 'en', [
      { address: '/sw/', title: 'Chuo', language: 'sw' },
      { address: '/search?q="x"', title: '<b>Search</b>', language: 'en' },
      { address: '/fees', title: 'Fees & payment | ECHAS', language: 'en' },
    ]);
    expect(listed).toContain(
      '<ul class="saved-pages"><li><a href="/search?q=&quot;x&quot;">&lt;b&gt;Search&lt;/b&gt;</a></li><li><a href="/fees">Fees &amp; payment | ECHAS</a></li><li><a href="/sw/" lang="sw">Chuo</a></li></ul>',
    );
    expect(withSavedPages(template, 'sw', [])).toContain('<p>Bado hakuna ukurasa uliohifadhiwa');
  });
});

describe("a saved page's title", () => {
  it('is the text of its <title>, entities read', () => {
    expect(pageTitleOf(page)).toBe('Fees & payment | ECHAS');
    expect(pageTitleOf('<title>A &#39;b&#x27; &quot;c&quot;</title>')).toBe(`A 'b' "c"`);
    expect(pageTitleOf('<p>no title</p>')).toBe('');
  });
});

describe('the message a page sends the worker', () => {
  it('is checked for its shape', () => {
    expect(isSavePageMessage({ type: SAVE_PAGE_MESSAGE, page: '/', resources: ['/assets/a.js'] })).toBe(true);
    expect(isSavePageMessage({ type: SAVE_PAGE_MESSAGE, page: '/', resources: [1] })).toBe(false);
    expect(isSavePageMessage({ type: 'other', page: '/', resources: [] })).toBe(false);
    expect(isSavePageMessage(null)).toBe(false);
  });
});

describe('the worker and the offline pages as the server sends them', () => {
  it('are asked for again on every use, so a new build or publish reaches the visitor at once', () => {
    expect(cacheControlFor(WORKER_ADDRESS)).toBe('no-cache');
    expect(cacheControlFor(offlinePageAddress('en'))).toBe('no-cache');
    expect(cacheControlFor(offlinePageAddress('sw'))).toBe('no-cache');
  });
});
