import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoded, serveSite, type SiteServer } from './support/server-fixture';

/** The contract with the Kiswahili build: /sw/<path>, and /sw/ for the home page. */
const page = (title: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><title>${title}</title></html>`;
const FILES = {
  'index.html': page('Home'),
  'about/index.html': page('About'),
  'fees/index.html': page('Fees'),
  'sw/index.html': page('Nyumbani', 'sw'),
  'sw/about/index.html': page('Kuhusu', 'sw'),
  '404.html': page('Not found'),
  'sw/404.html': page('Haipatikani', 'sw'),
  'admin/index.html': '<!doctype html><html lang="en"><title>Admin</title><div id="admin"></div></html>',
  'admin/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sw/admin/index.html':
    '<!doctype html><html lang="sw"><title>Msimamizi</title><div id="admin"></div></html>',
};
const KISWAHILI = { Cookie: 'theme=dark; lang=sw' };

let site: SiteServer;
beforeAll(async () => {
  site = await serveSite(FILES);
});
afterAll(() => site.close());

describe('the language preference', () => {
  it('sends a visitor with lang=sw to the Kiswahili page, keeping the query', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await site.request('/about?utm_source=sms', { method, headers: KISWAHILI });
      expect(answer.status, method).toBe(302);
      expect(answer.headers.location).toBe('/sw/about?utm_source=sms');
      expect(answer.headers.vary).toMatch(/Cookie/);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect((await site.request('/', { headers: KISWAHILI })).headers.location).toBe('/sw/');
    expect((await site.request('/about/', { headers: KISWAHILI })).headers.location).toBe('/sw/about');
  });

  it('serves the English page when there is no Kiswahili one, or the cookie says otherwise', async () => {
    const fees = await site.request('/fees', { headers: KISWAHILI });
    expect(fees.status).toBe(200);
    expect(decoded(fees)).toBe(FILES['fees/index.html']);
    for (const cookie of ['lang=en', 'language=sw', 'lang=swahili']) {
      expect((await site.request('/about', { headers: { Cookie: cookie } })).status, cookie).toBe(200);
    }
    const kiswahili = await site.request('/sw/about', { headers: KISWAHILI });
    expect(kiswahili.status).toBe(200);
    expect(decoded(kiswahili)).toBe(FILES['sw/about/index.html']);
  });

  it('marks English pages as varying by cookie', async () => {
    const english = await site.request('/about');
    expect(english.status).toBe(200);
    expect(english.headers.vary).toMatch(/Cookie/);
    expect(english.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('?lang=en chooses English, outranking a stored choice, and goes to the English page', async () => {
    const fromKiswahili = await site.request('/sw/about?lang=en&x=1', { headers: KISWAHILI });
    expect(fromKiswahili.status).toBe(302);
    expect(fromKiswahili.headers.location).toBe('/about?x=1');
    expect(fromKiswahili.headers['set-cookie']).toEqual(['lang=en; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect((await site.request('/sw/?lang=en')).headers.location).toBe('/');
    expect((await site.request('/about?lang=en', { headers: KISWAHILI })).headers.location).toBe('/about');
  });

  it('?lang=sw remembers the choice for a year and goes to the Kiswahili page', async () => {
    const answer = await site.request('/about?lang=sw');
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/sw/about');
    const [cookie = ''] = answer.headers['set-cookie'] ?? [];
    expect(cookie).toMatch(/^lang=sw;/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect((await site.request('/?lang=sw')).headers.location).toBe('/sw/');
  });

  it('answers a missing address with the not-found page in its language', async () => {
    const english = await site.request('/no/such/page');
    expect(english.status).toBe(404);
    expect(decoded(english)).toBe(FILES['404.html']);
    expect(english.headers.vary).toMatch(/Cookie/);
    const kiswahili = await site.request('/sw/no/such/page');
    expect(kiswahili.status).toBe(404);
    expect(decoded(kiswahili)).toBe(FILES['sw/404.html']);
  });

  it('moves a missing address to the other language as it moves a page', async () => {
    const remembered = await site.request('/no/such/page?x=1', { headers: KISWAHILI });
    expect(remembered.status).toBe(302);
    expect(remembered.headers.location).toBe('/sw/no/such/page?x=1');
    const chosen = await site.request('/no/such/page?lang=sw');
    expect(chosen.headers.location).toBe('/sw/no/such/page');
    expect(String(chosen.headers['set-cookie'])).toMatch(/^lang=sw;/);
    const back = await site.request('/sw/no/such/page?lang=en', { headers: KISWAHILI });
    expect(back.headers.location).toBe('/no/such/page');
    expect(String(back.headers['set-cookie'])).toMatch(/^lang=en;/);
  });

  it('leaves a missing file alone, whatever the language remembered', async () => {
    for (const query of ['', '?lang=sw']) {
      const missing = await site.request(`/assets/no-such-file.js${query}`, { headers: KISWAHILI });
      expect(missing.status, query).toBe(404);
    }
  });
});

describe('the admin shell', () => {
  it('answers /admin and any address under it with the admin page, kept out of search engines', async () => {
    for (const target of ['/admin', '/admin/', '/admin/pages/about', '/admin/settings?tab=seo']) {
      const answer = await site.request(target, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(answer.status, target).toBe(200);
      expect(decoded(answer), target).toBe(FILES['admin/index.html']);
      expect(answer.headers['x-robots-tag'], target).toBe('noindex');
      expect(answer.headers['cache-control'], target).toBe('no-cache');
    }
  });

  it('answers the Kiswahili admin addresses with the Kiswahili shell, which is no page of the site', async () => {
    for (const target of ['/sw/admin', '/sw/admin/', '/sw/admin/dashboard/links']) {
      for (const headers of [{}, KISWAHILI]) {
        const answer = await site.request(target, { headers });
        expect(answer.status, target).toBe(200);
        expect(decoded(answer), target).toBe(FILES['sw/admin/index.html']);
        expect(answer.headers['x-robots-tag'], target).toBe('noindex');
      }
    }
  });

  it("remembers the admin's language as the public pages do", async () => {
    // An administrator who chose Kiswahili opens the English admin: on to its Kiswahili twin.
    for (const [target, twin] of [
      ['/admin/login', '/sw/admin/login'],
      ['/admin/dashboard/news?tab=2', '/sw/admin/dashboard/news?tab=2'],
      ['/admin', '/sw/admin'],
    ]) {
      const answer = await site.request(target!, { headers: KISWAHILI });
      expect(answer.status, target).toBe(302);
      expect(answer.headers.location, target).toBe(twin);
      expect(answer.headers.vary, target).toMatch(/Cookie/);
    }
    // The English admin's answer depends on the cookie, so caches keep it apart.
    expect((await site.request('/admin/dashboard')).headers.vary).toMatch(/Cookie/);
    // The language links choose, and remember the choice.
    const chosen = await site.request('/sw/admin/login?lang=sw');
    expect(chosen.headers.location).toBe('/sw/admin/login');
    expect(chosen.headers['set-cookie']?.[0]).toMatch(/^lang=sw;/);
    const english = await site.request('/sw/admin/dashboard/links?lang=en', { headers: KISWAHILI });
    expect(english.status).toBe(302);
    expect(english.headers.location).toBe('/admin/dashboard/links');
    expect(english.headers['set-cookie']).toEqual(['lang=en; Path=/; Max-Age=31536000; SameSite=Lax']);
    // The admin's files are files, in no language.
    expect((await site.request('/admin/favicon.svg', { headers: KISWAHILI })).status).toBe(200);
  });

  it("serves the admin's own files as files", async () => {
    const answer = await site.request('/admin/favicon.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['x-robots-tag']).toBe('noindex');
  });

  it('answers the not-found page when the build has no admin', async () => {
    const bare = await serveSite({ 'index.html': page('Home'), '404.html': page('Not found') });
    try {
      const answer = await bare.request('/admin/pages');
      expect(answer.status).toBe(404);
      expect(decoded(answer)).toBe(page('Not found'));
      // Without a Kiswahili not-found page, the English one.
      const kiswahili = await bare.request('/sw/no-such-page');
      expect(kiswahili.status).toBe(404);
      expect(decoded(kiswahili)).toBe(page('Not found'));
    } finally {
      await bare.close();
    }
  });
});
