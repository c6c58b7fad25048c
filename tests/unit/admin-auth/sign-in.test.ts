import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openAdminAuth } from '../../../src/server/admin-auth';
import {
  requestLanguage,
  sessionText,
  type SessionRefusalCode,
} from '../../../src/server/admin-auth/session-text';
import en from '../../../src/server/admin-auth/text/en.json';
import sw from '../../../src/server/admin-auth/text/sw.json';
import {
  authServer,
  manualClock,
  OWN_ORIGIN,
  SESSION_PATH,
  sessionCookieOf,
  signIn,
  temporaryStateDir,
  type AuthServer,
} from './support';

let server: AuthServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('signing in to the admin', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie for the right password, and the session is alive', async () => {
    server = await authServer({ initialPassword: 'correct horse' });
    const answer = await signIn(server.app, 'admin', 'correct horse');
    expect(answer.statusCode).toBe(200);
    const header = String(answer.headers['set-cookie']);
    expect(header).toMatch(/^admin_session=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Strict/);
    expect(header).toMatch(/Path=\//);
    expect(header).not.toMatch(/Secure/);

    const cookie = sessionCookieOf(answer);
    const alive = await server.app.inject({ method: 'GET', url: SESSION_PATH, headers: { cookie } });
    expect(alive.json()).toEqual({ success: true, data: { signedIn: true, username: 'admin' } });
    const probe = await server.app.inject({ method: 'GET', url: '/api/admin/probe', headers: { cookie } });
    expect(probe.statusCode).toBe(200);
    expect(probe.json().session).toMatchObject({
      username: 'admin',
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    // The session's id in records is not the cookie's secret.
    expect(cookie).not.toContain(probe.json().session.id);
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    server = await authServer({ initialPassword: 'correct horse' });
    const answer = await signIn(server.app, 'admin', 'correct horse', {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.college.example',
      origin: 'https://www.college.example',
    });
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('refuses a wrong password and a wrong username alike, with no cookie', async () => {
    server = await authServer({ initialPassword: 'correct horse' });
    for (const [username, password] of [
      ['admin', 'wrong horse'],
      ['root', 'correct horse'],
    ]) {
      const answer = await signIn(server.app, username!, password!);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        success: false,
        code: 'invalid-credentials',
        error: 'Invalid username or password',
      });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('takes as long to refuse a wrong username as a wrong password (the hash is computed either way)', async () => {
    server = await authServer({ initialPassword: 'correct horse' });
    const time = async (username: string) => {
      const started = performance.now();
      for (let index = 0; index < 3; index++) await signIn(server!.app, `${username}${index}`, 'wrong horse');
      return performance.now() - started;
    };
    const wrongUser = await time('nobody');
    const rightUser = await time('admin');
    // One scrypt per try: a wrong username skipping it would answer many times faster.
    expect(wrongUser).toBeGreaterThan(rightUser * 0.4);
  });

  it('locks a username for 30 s after five wrong tries, whatever the client, and unlocks it after', async () => {
    const clock = manualClock();
    server = await authServer({ initialPassword: 'correct horse', now: clock.now });
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await signIn(server.app, 'editor', `wrong-${attempt}`)).statusCode).toBe(401);
    const fifth = await signIn(server.app, 'editor', 'wrong-5');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({
      retryAfterSeconds: 30,
      error: 'Too many failed attempts. Try again in 30 s.',
    });
    expect(fifth.headers['retry-after']).toBe('30');

    clock.advance(10_000);
    const during = await signIn(server.app, 'editor', 'correct horse');
    expect(during.statusCode).toBe(429);
    expect(during.json().retryAfterSeconds).toBe(20);
    // Another username is not locked with it.
    expect((await signIn(server.app, 'admin', 'correct horse')).statusCode).toBe(200);

    clock.advance(20_000);
    expect((await signIn(server.app, 'editor', 'wrong-6')).statusCode).toBe(401);
  });

  it('unlocks admin after 30 s, and the right password then signs in', async () => {
    const clock = manualClock();
    server = await authServer({ initialPassword: 'correct horse', now: clock.now });
    for (let attempt = 1; attempt <= 5; attempt++) await signIn(server.app, 'admin', `wrong-${attempt}`);
    expect((await signIn(server.app, 'admin', 'correct horse')).statusCode).toBe(429);
    clock.advance(30_000);
    expect((await signIn(server.app, 'admin', 'correct horse')).statusCode).toBe(200);
  });

  it('ends the session on logout: the cookie is cleared and no longer opens anything', async () => {
    server = await authServer({ initialPassword: 'correct horse' });
    const cookie = sessionCookieOf(await signIn(server.app, 'admin', 'correct horse'));
    const logout = await server.app.inject({
      method: 'DELETE',
      url: SESSION_PATH,
      headers: { cookie, origin: OWN_ORIGIN },
    });
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/^admin_session=;.*Expires=Thu, 01 Jan 1970/);
    const after = await server.app.inject({ method: 'GET', url: SESSION_PATH, headers: { cookie } });
    expect(after.json().data).toEqual({ signedIn: false });
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/admin/probe', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('refuses an expired session (two idle hours) and a forged cookie; use keeps a session alive', async () => {
    const clock = manualClock();
    server = await authServer({ initialPassword: 'correct horse', now: clock.now });
    const cookie = sessionCookieOf(await signIn(server.app, 'admin', 'correct horse'));
    const probe = (headers: Record<string, string>) =>
      server!.app.inject({ method: 'GET', url: '/api/admin/probe', headers });

    clock.advance(90 * 60_000);
    expect((await probe({ cookie })).statusCode).toBe(200);
    clock.advance(90 * 60_000);
    // Three hours after signing in, but only 90 minutes after the last use.
    expect((await probe({ cookie })).statusCode).toBe(200);
    clock.advance(2 * 60 * 60_000);
    const expired = await probe({ cookie });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().success).toBe(false);

    for (const forged of ['admin_session=' + 'A'.repeat(43), 'admin_session=true', 'isAdminLoggedIn=true'])
      expect((await probe({ cookie: forged })).statusCode).toBe(401);
  });

  it('refuses an unsafe admin request from a foreign or missing Origin, and lets safe reads through', async () => {
    server = await authServer({ initialPassword: 'correct horse' });
    const cookie = sessionCookieOf(await signIn(server.app, 'admin', 'correct horse'));
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const foreign = await server.app.inject({
        method,
        url: '/api/admin/probe',
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().success).toBe(false);
      const missing = await server.app.inject({ method, url: '/api/admin/probe', headers: { cookie } });
      expect(missing.statusCode).toBe(403);
      const own = await server.app.inject({
        method,
        url: '/api/admin/probe',
        headers: { cookie, origin: OWN_ORIGIN },
      });
      expect(own.statusCode).toBe(200);
    }
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/admin/probe', headers: { cookie } })).statusCode,
    ).toBe(200);
    // Signing in from another site's page is refused too.
    const foreignSignIn = await signIn(server.app, 'admin', 'correct horse', {
      origin: 'https://evil.example',
    });
    expect(foreignSignIn.statusCode).toBe(403);
  });

  it('limits sign-in requests per address against floods', async () => {
    server = await authServer({ initialPassword: 'correct horse', rateLimitPerMinute: 3 });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await signIn(server.app, `user${attempt}`, 'whatever')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('answers a body that is not a sign-in with 400, and nothing else', async () => {
    server = await authServer({ initialPassword: 'correct horse' });
    for (const payload of [
      { username: 'admin' },
      { username: 1, password: 'x' },
      'not json',
      { username: 'a', password: 'b', extra: 1 },
    ]) {
      const answer = await server.app.inject({
        method: 'POST',
        url: SESSION_PATH,
        headers: { origin: OWN_ORIGIN, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().success).toBe(false);
    }
  });
});

describe("the refusals' language", () => {
  const FROM_KISWAHILI = { referer: 'https://www.college.example/sw/admin/login' };

  it('answers each refusal with its code, in Kiswahili when a /sw admin page asked', async () => {
    server = await authServer({ initialPassword: 'correct horse' });
    const wrong = await signIn(server.app, 'admin', 'wrong horse', FROM_KISWAHILI);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      code: 'invalid-credentials',
      error: 'Jina la mtumiaji au nenosiri si sahihi',
    });
    // A public Kiswahili page, or no Referer at all, is answered in English.
    for (const headers of [{ referer: 'https://www.college.example/sw/about' }, {}] as Record<
      string,
      string
    >[]) {
      const english = await signIn(server.app, 'admin', 'wrong horse', headers);
      expect(english.json().error).toBe('Invalid username or password');
    }
    const foreign = await signIn(server.app, 'admin', 'correct horse', {
      ...FROM_KISWAHILI,
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({
      code: 'foreign-origin',
      error: sessionText('sw', 'foreign-origin'),
    });
    const shapeless = await server.app.inject({
      method: 'POST',
      url: SESSION_PATH,
      headers: { ...FROM_KISWAHILI, origin: OWN_ORIGIN, 'content-type': 'application/json' },
      payload: '{"username":1}',
    });
    expect(shapeless.statusCode).toBe(400);
    expect(shapeless.json()).toMatchObject({ code: 'bad-request', error: sessionText('sw', 'bad-request') });
    const signedOut = await server.app.inject({
      method: 'GET',
      url: '/api/admin/probe',
      headers: FROM_KISWAHILI,
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 'signed-out', error: sessionText('sw', 'signed-out') });
  });

  it('counts a lock down in the language of the page that asked', async () => {
    server = await authServer({ initialPassword: 'correct horse', now: manualClock().now });
    for (let attempt = 1; attempt <= 4; attempt++) await signIn(server.app, 'editor', `wrong-${attempt}`);
    const fifth = await signIn(server.app, 'editor', 'wrong-5', FROM_KISWAHILI);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({
      success: false,
      code: 'locked',
      error: 'Majaribio mengi yameshindwa. Jaribu tena baada ya sekunde 30.',
      retryAfterSeconds: 30,
    });
  });

  it('answers a flood with its code too', async () => {
    server = await authServer({ initialPassword: 'correct horse', rateLimitPerMinute: 1 });
    await signIn(server.app, 'user', 'whatever');
    const flooded = await signIn(server.app, 'user', 'whatever', FROM_KISWAHILI);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json().code).toBe('too-many-requests');
    expect(flooded.json().error).toMatch(/^Maombi mengi mno ya kuingia; jaribu tena baada ya sekunde \d+\.$/);
  });

  it("takes the language from the request's own admin address first, then its Referer", () => {
    const ask = (url: string, referer?: string) => requestLanguage({ url, headers: { referer } });
    expect(ask('/sw/admin/login')).toBe('sw');
    expect(ask('/admin/login', FROM_KISWAHILI.referer)).toBe('en');
    expect(ask('/api/admin/session', FROM_KISWAHILI.referer)).toBe('sw');
    expect(ask('/api/admin/session', 'https://www.college.example/sw/admin/dashboard/news?x=1')).toBe('sw');
    expect(ask('/api/admin/session', 'https://www.college.example/admin/dashboard')).toBe('en');
    expect(ask('/api/admin/session', 'not a url at all')).toBe('en');
    expect(ask('/api/admin/session')).toBe('en');
  });

  it('has every refusal written in both languages', () => {
    for (const code of Object.keys(en) as SessionRefusalCode[]) {
      expect(sessionText('sw', code), code).not.toBe(sessionText('en', code));
      expect(sessionText('sw', code).trim(), code).not.toBe('');
    }
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
  });
});

describe('the stored password', () => {
  it('is set from ADMIN_PASSWORD on first start: a scrypt hash with its salt, readable by the server only', async () => {
    const state = temporaryStateDir();
    try {
      const auth = await openAdminAuth({
        stateDir: state.folder,
        initialPassword: 'first-password',
        sessionDatabase: ':memory:',
      });
      auth.close();
      const file = path.join(state.folder, 'admin-password.json');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
      expect(stored).toMatchObject({ algorithm: 'scrypt', N: 32768, r: 8, p: 1 });
      expect(Buffer.from(stored.salt, 'base64')).toHaveLength(16);
      expect(fs.readFileSync(file, 'utf8')).not.toContain('first-password');
      expect(fs.readdirSync(state.folder).filter((name) => name.endsWith('.tmp'))).toEqual([]);

      // A later ADMIN_PASSWORD does not replace it; the operator is told.
      const warn = vi.fn();
      const again = await openAdminAuth({
        stateDir: state.folder,
        initialPassword: 'other-password',
        sessionDatabase: ':memory:',
        warn,
      });
      again.close();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('npm run admin:password'));
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(stored);
    } finally {
      state.remove();
    }
  });

  it('is the default changeme, never stored, when neither ADMIN_PASSWORD nor a stored hash exists', async () => {
    const state = temporaryStateDir();
    try {
      const auth = await openAdminAuth({ stateDir: state.folder, sessionDatabase: ':memory:' });
      auth.close();
      expect(auth.usesDefaultPassword).toBe(true);
      expect(fs.existsSync(path.join(state.folder, 'admin-password.json'))).toBe(false);
      await expect(openAdminAuth({ stateDir: state.folder, initialPassword: 'short' })).rejects.toThrow(
        /at least 6 characters/,
      );
    } finally {
      state.remove();
    }
  });

  it('signs in with changeme by default', async () => {
    server = await authServer({});
    expect(server.auth.usesDefaultPassword).toBe(true);
    expect((await signIn(server.app, 'admin', 'changeme')).statusCode).toBe(200);
  });
});
