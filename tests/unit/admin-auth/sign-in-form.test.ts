import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loginPageFacts } from '../../../src/admin/auth/login-page-facts';
import { loginPageDocument } from '../../../src/server/admin-auth/login-page';
import type { Language } from '../../../src/content/localize';
import { writeLoginPages, writeLoginPageFacts } from '../../../src/server/admin-auth/login-page-file';
import { adminShellDocument } from '../../../src/server/releases/html-document';
import type { CustomizationSettings } from '../../../src/content/types.generated';
import {
  authServer,
  manualClock,
  OWN_ORIGIN,
  sessionCookieOf,
  temporaryStateDir,
  type AuthServer,
} from './support';

const facts = loginPageFacts('/assets/login-form-abc.js', ['/assets/index-abc.js']);
const colours = {
  primaryColor: '#004AAD',
  fontFamily: 'Inter',
  faviconUrl: '/media/images/logo.svg',
} as const;

let server: AuthServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The sign-in page's form, posted as a browser posts it (with scripts off, or before they ran). */
function postForm(username: string, password: string, origin = OWN_ORIGIN, language: Language = 'en') {
  return server!.app.inject({
    method: 'POST',
    url: language === 'sw' ? '/sw/admin/login' : '/admin/login',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password }).toString(),
  });
}

describe('the sign-in page', () => {
  it('is a plain form that posts to the server, with the spec texts and no inline script to run', () => {
    const html = loginPageDocument(facts, colours, 'en');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      '<form id="login-form" method="post" action="/admin/login" data-after-sign-in="/admin/dashboard" novalidate>',
    );
    expect(html).toContain('<h1>Admin</h1>');
    expect(html).toContain('Sign in to manage your website');
    expect(html).toContain('minlength="3"');
    expect(html).toContain('minlength="6"');
    expect(html).toContain('<script type="module" src="/assets/login-form-abc.js"></script>');
    expect(html).toContain('<link rel="prefetch" href="/assets/index-abc.js" crossorigin>');
    // The only scripts without src are data for the page's script, which no browser runs.
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline).toEqual([' id="login-texts" type="application/json"']);
    expect(html).not.toContain('role="alert"');
    expect(html).toContain(
      '<a id="login-language" href="/sw/admin/login?lang=sw" hreflang="sw" lang="sw">Kiswahili</a>',
    );
  });

  it('has a Kiswahili version at /sw/admin/login, every word from the Kiswahili dictionary', () => {
    const html = loginPageDocument(facts, colours, 'sw');
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain('<title>Msimamizi</title>');
    expect(html).toContain('<h1>Msimamizi</h1>');
    expect(html).toContain('Ingia ili kusimamia tovuti yako');
    expect(html).toContain(
      '<form id="login-form" method="post" action="/sw/admin/login" data-after-sign-in="/sw/admin/dashboard" novalidate>',
    );
    expect(html).toContain('<label for="login-username">Jina la mtumiaji</label>');
    expect(html).toContain('<label for="login-password">Nenosiri</label>');
    expect(html).toContain('<button id="login-submit" type="submit">Ingia</button>');
    expect(html).toContain(
      '<a id="login-language" href="/admin/login?lang=en" hreflang="en" lang="en">English</a>',
    );
    // The script's words too: what it shows after a try is Kiswahili.
    const scriptTexts = JSON.parse(/<script id="login-texts"[^>]*>(.*?)<\/script>/s.exec(html)![1]!);
    expect(scriptTexts).toMatchObject({
      invalid: 'Jina la mtumiaji au nenosiri si sahihi',
      locked: 'Majaribio mengi yameshindwa. Jaribu tena baada ya sekunde {seconds}.',
    });
    for (const english of ['Sign in', 'Username', 'Password', 'Invalid'])
      expect(html.replace(/<a [^>]*>English<\/a>/, '')).not.toContain(english);
  });

  it('counts a lock down from the seconds the server gave, and refreshes itself without scripts', () => {
    const html = loginPageDocument(facts, colours, 'sw', { refusal: { kind: 'locked', seconds: 12 } });
    expect(html).toContain(
      '<div role="timer" aria-live="polite">Majaribio mengi yameshindwa. Jaribu tena baada ya sekunde 12.</div>',
    );
    expect(html).toContain('data-locked-seconds="12"');
    expect(html).toContain(
      '<noscript><meta http-equiv="refresh" content="12;url=/sw/admin/login"></noscript>',
    );
    expect(html).toContain('<button id="login-submit" type="submit" disabled>Ingia</button>');
  });

  it('escapes the username typed back into it', () => {
    const html = loginPageDocument(facts, colours, 'en', {
      username: '"><script>alert(1)</script>',
      refusal: { kind: 'invalid' },
    });
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe("the sign-in page in a release, and the admin's shell", () => {
  it('is written in the release colours from the facts the build left, and not without them', () => {
    const release = temporaryStateDir();
    try {
      const customization = { ...colours, primaryColor: '#8B0000' } as unknown as CustomizationSettings;
      expect(writeLoginPages(release.folder, customization)).toEqual([]);
      writeLoginPageFacts(release.folder, facts);
      const files = writeLoginPages(release.folder, customization);
      expect(files.map((file) => path.relative(release.folder, file))).toEqual([
        path.join('admin', 'login', 'index.html'),
        path.join('sw', 'admin', 'login', 'index.html'),
      ]);
      const [english, kiswahili] = files.map((file) => fs.readFileSync(file, 'utf8'));
      expect(english).toContain('background:#8B0000');
      expect(english).toContain('<h1>Admin</h1>');
      expect(kiswahili).toContain('background:#8B0000');
      expect(kiswahili).toContain('<h1>Msimamizi</h1>');
    } finally {
      release.remove();
    }
  });

  it("says with scripts off that the editor needs them, and keeps the app's root free of elements", () => {
    const template =
      '<html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
    const html = adminShellDocument(
      template,
      {
        title: 'Admin',
        loading: 'Loading the content…',
        needsScripts: 'You are signed in. The editor needs JavaScript.',
      },
      'sw',
    );
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain('<noscript><p>You are signed in. The editor needs JavaScript.</p></noscript>');
    // The browser's entry takes an element in the root for a prerendered page.
    expect(html).toContain('<div id="root">Loading the content…</div>');
  });
});

describe('posting the sign-in form', () => {
  const withPage = () => ({ facts, colours });

  it('signs in and sends the browser on to the dashboard with the session cookie', async () => {
    server = await authServer({ initialPassword: 'correct horse' }, withPage);
    const answer = await postForm('admin', 'correct horse');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/admin/dashboard');
    const cookie = sessionCookieOf(answer);
    expect(String(answer.headers['set-cookie'])).toMatch(
      /HttpOnly.*SameSite=Strict|SameSite=Strict.*HttpOnly/,
    );
    const alive = await server.app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(alive.json().data.signedIn).toBe(true);
  });

  it('answers a wrong password with the page again: the red box, the username kept, no cookie', async () => {
    server = await authServer({ initialPassword: 'correct horse' }, withPage);
    const answer = await postForm('admin', 'wrong horse');
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['x-robots-tag']).toBe('noindex');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.body).toContain('<div role="alert">Invalid username or password</div>');
    expect(answer.body).toMatch(
      /id="login-password"[^>]*aria-invalid="true" aria-describedby="login-problem"/,
    );
    expect(answer.body).toContain('value="admin"');
    expect(answer.body).not.toContain('wrong horse');
  });

  it('answers values shorter than the spec allows at their fields, without counting a try', async () => {
    const clock = manualClock();
    server = await authServer({ initialPassword: 'correct horse', now: clock.now }, withPage);
    for (let attempt = 0; attempt < 6; attempt++) {
      const answer = await postForm('ad', '12345');
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain(
        '<p class="message" id="login-username-message">Username must be at least 3 characters</p>',
      );
      expect(answer.body).toContain(
        '<p class="message" id="login-password-message">Password must be at least 6 characters</p>',
      );
    }
    expect((await postForm('admin', 'correct horse')).statusCode).toBe(303);
  });

  it('locks the username after five wrong tries, as the API does, and says for how long', async () => {
    const clock = manualClock();
    server = await authServer({ initialPassword: 'correct horse', now: clock.now }, withPage);
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await postForm('admin', `wrong-${attempt}`)).statusCode).toBe(401);
    const locked = await postForm('admin', 'wrong-5');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    expect(locked.body).toContain('Too many failed attempts. Try again in 30 s.');
    expect(locked.body).toContain('data-locked-seconds="30"');
    expect(locked.body).toContain(
      '<noscript><meta http-equiv="refresh" content="30;url=/admin/login"></noscript>',
    );
    clock.advance(10_000);
    const still = await postForm('admin', 'correct horse');
    expect(still.statusCode).toBe(429);
    expect(still.body).toContain('Try again in 20 s.');
    clock.advance(20_000);
    expect((await postForm('admin', 'correct horse')).statusCode).toBe(303);
  });

  it('refuses a form from another origin before looking at it', async () => {
    server = await authServer({ initialPassword: 'correct horse' }, withPage);
    const answer = await postForm('admin', 'correct horse', 'https://evil.example');
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('answers the Kiswahili form in Kiswahili, and signs in to the Kiswahili dashboard', async () => {
    server = await authServer({ initialPassword: 'correct horse' }, withPage);
    const short = await postForm('ad', '12345', OWN_ORIGIN, 'sw');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(
      '<p class="message" id="login-username-message">Jina la mtumiaji lazima liwe na herufi 3 au zaidi</p>',
    );
    const wrong = await postForm('admin', 'wrong horse', OWN_ORIGIN, 'sw');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('<html lang="sw">');
    expect(wrong.body).toContain('<div role="alert">Jina la mtumiaji au nenosiri si sahihi</div>');
    expect(wrong.body).toContain('action="/sw/admin/login"');
    const right = await postForm('admin', 'correct horse', OWN_ORIGIN, 'sw');
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/sw/admin/dashboard');
    expect(sessionCookieOf(right)).toBeTruthy();
  });

  it('keeps one lock for a username whichever language its tries come from', async () => {
    const clock = manualClock();
    server = await authServer({ initialPassword: 'correct horse', now: clock.now }, withPage);
    for (let attempt = 1; attempt <= 4; attempt++)
      expect(
        (await postForm('admin', `wrong-${attempt}`, OWN_ORIGIN, attempt % 2 ? 'sw' : 'en')).statusCode,
      ).toBe(401);
    const locked = await postForm('admin', 'wrong-5', OWN_ORIGIN, 'sw');
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain('Jaribu tena baada ya sekunde 30.');
    expect(locked.body).toContain(
      '<noscript><meta http-equiv="refresh" content="30;url=/sw/admin/login"></noscript>',
    );
    expect((await postForm('admin', 'correct horse')).statusCode).toBe(429);
  });

  it('refuses a Kiswahili form from another origin before looking at it', async () => {
    server = await authServer({ initialPassword: 'correct horse' }, withPage);
    const answer = await postForm('admin', 'correct horse', 'https://evil.example', 'sw');
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('is not found where the release has no sign-in page', async () => {
    server = await authServer({ initialPassword: 'correct horse' }, () => null);
    expect((await postForm('admin', 'correct horse')).statusCode).toBe(404);
  });
});
