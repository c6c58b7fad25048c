import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import {
  expectAdminPassesAxe,
  ADMIN_PASSWORD,
  E2E_STATE_DIR,
  openSignedIn,
  signInAnswer,
  signInThroughServer,
  siteOrigin,
} from './support/admin';
import { pauseClockNow } from './support/clock';
import { waitForIsland } from './support/islands';

/**
 * Five wrong tries for a new username on the sign-in page at `address`, whose words are given; the
 * clock stands still from when the form shows (the admin's code loads in real time), then runs 500 ms.
 */
async function lockAUsername(
  page: Page,
  address: string,
  words: { username: string; password: string; submit: string; wrong: string },
) {
  // Not admin: the tests run in parallel against one server, and would lock each other out.
  const lockedName = `locked-${test.info().workerIndex}-${Date.now()}`;
  await page.clock.install();
  await page.goto(address);
  const username = page.getByRole('textbox', { name: words.username });
  await expect(username).toBeVisible();
  await pauseClockNow(page);
  const password = page.getByLabel(words.password);
  const submit = page.getByRole('button', { name: words.submit });
  for (let attempt = 1; attempt <= 5; attempt++) {
    await username.fill(lockedName);
    await password.fill(`wrong-${attempt}`);
    await submit.click();
    if (attempt < 5) await expect(page.getByText(words.wrong)).toBeVisible();
    await expect(password).toHaveValue('');
  }
  await page.clock.runFor(500);
  return { lockedName, username, password, submit };
}

test.describe('admin sign-in', () => {
  test('shows the form, its field messages and the red box for wrong credentials', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
    await expect(page.getByText('Sign in to manage your website')).toBeVisible();
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);

    await page.getByRole('textbox', { name: 'Username' }).fill('ad');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
    await expect(alert).toBeVisible();
    // The red box sits above the form.
    const alertBox = (await alert.boundingBox())!;
    const usernameBox = (await page.getByRole('textbox', { name: 'Username' }).boundingBox())!;
    expect(alertBox.y + alertBox.height).toBeLessThanOrEqual(usernameBox.y);
    // ... and the fields it concerns are marked and described by it, the password emptied.
    const password = page.getByLabel('Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription('Invalid username or password');
    await expect(password).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('signs in through the server, keeps the dashboard behind its session, and logs out', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard/pages');
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    const answer = signInAnswer(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The server checks the password once (scrypt), within a second: the API's 200, or the posted
    // form's 303 to the dashboard.
    const timing = (await answer).request().timing();
    expect([200, 303]).toContain((await answer).status());
    expect(timing.responseEnd).toBeLessThan(1000);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('isAdminLoggedIn'))).toBe('true');
    const menu = page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link');
    // The screens that exist, in the spec's menu order (§2.14), Site Data, Sidebars, Footer and History after them.
    const specOrder = [
      'Dashboard',
      'Page Management',
      'Menu Management',
      'News Ticker',
      'Slideshow',
      'Content Sections',
      'Visitors',
      'Links',
      'Settings',
      'Site Data',
      'Sidebars',
      'Footer',
      'History',
    ];
    await expect(menu.first()).toHaveText('Dashboard');
    const listed = await menu.allTextContents();
    expect(listed).toEqual(specOrder.filter((name) => listed.includes(name)));
    expect(listed).toContain('Page Management');

    await page.goto('/admin/dashboard/pages');
    await expect(page.getByRole('heading', { name: 'Page Management' })).toBeVisible();

    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('admin_session');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('isAdminLoggedIn'))).toBeNull();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The session is over on the server too: the old cookie opens nothing.
    await page.context().addCookies([{ ...cookie!, expires: -1 }]);
    expect((await (await page.request.get('/api/admin/session')).json()).data).toEqual({ signedIn: false });
  });

  test('the stored flag alone does not open the dashboard; an ended session leads back to sign-in', async ({
    page,
  }) => {
    await page.addInitScript(() => sessionStorage.setItem('isAdminLoggedIn', 'true'));
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await openSignedIn(page, '/admin/dashboard');
    // The session ends (expired, or ended elsewhere): the next screen sends the admin to sign in.
    await page.context().clearCookies();
    await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Links' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('isAdminLoggedIn'))).toBeNull();
  });

  test('the visitors report and unsafe requests from another origin are refused without the session', async ({
    page,
  }) => {
    const report = await page.request.get('/api/backend/api/v1/visitor_stats.php?action=report');
    expect(report.status()).toBe(401);
    expect((await report.json()).success).toBe(false);
    const foreign = await page.request.post('/api/admin/session', {
      data: { username: 'admin', password: ADMIN_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status()).toBe(403);
    expect(foreign.headers()['set-cookie']).toBeUndefined();

    expect((await signInThroughServer(page)).status()).toBe(200);
    expect((await page.request.get('/api/backend/api/v1/visitor_stats.php?action=report')).status()).toBe(
      200,
    );
    const logoutFromElsewhere = await page.request.delete('/api/admin/session', {
      headers: { origin: 'https://evil.example' },
    });
    expect(logoutFromElsewhere.status()).toBe(403);
    expect((await (await page.request.get('/api/admin/session')).json()).data.signedIn).toBe(true);
    expect(
      (await page.request.delete('/api/admin/session', { headers: { origin: siteOrigin() } })).status(),
    ).toBe(200);
  });

  test('no file of the built site holds the password, its hash or its salt', async () => {
    const stored = JSON.parse(fs.readFileSync(path.join(E2E_STATE_DIR, 'admin-password.json'), 'utf8')) as {
      salt: string;
      hash: string;
    };
    const secrets = [
      stored.hash,
      stored.salt,
      Buffer.from(stored.hash, 'base64').toString('hex'),
      Buffer.from(stored.salt, 'base64').toString('hex'),
      ADMIN_PASSWORD,
    ];
    const distDir = path.resolve('dist');
    const files = fs.readdirSync(distDir, { recursive: true, encoding: 'utf8' });
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const full = path.join(distDir, file);
      if (!fs.statSync(full).isFile() || /\.(gz|br)$/.test(file)) continue;
      const text = fs.readFileSync(full, 'latin1');
      for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
      expect(text, file).not.toContain('virtual:admin-credentials');
    }
  });

  test('the server locks a username for 30 s after five wrong tries; the form counts down its seconds', async ({
    page,
  }) => {
    const { lockedName, username, password, submit } = await lockAUsername(page, '/admin/login', {
      username: 'Username',
      password: 'Password',
      submit: 'Sign in',
      wrong: 'Invalid username or password',
    });
    await expect(page.getByText('Too many failed attempts. Try again in 30 s.')).toBeVisible();
    await expect(username).toBeDisabled();
    await expect(submit).toBeDisabled();

    // The lock is the server's: with the browser's storage cleared, the username is still refused.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    const meanwhile = await signInThroughServer(page, lockedName, 'wrong-again');
    expect(meanwhile.status()).toBe(429);
    expect((await meanwhile.json()).retryAfterSeconds).toBeGreaterThan(20);

    await page.clock.runFor(10_000);
    await expect(page.getByText('Try again in 20 s.')).toBeVisible();
    await page.clock.runFor(20_000);
    await expect(page.getByText(/Too many failed attempts/)).toBeHidden();
    await expect(username).toBeEnabled();

    // Another username was never locked. (The dashboard's code arrives in real time.)
    await page.clock.resume();
    await username.fill('admin');
    await password.fill(ADMIN_PASSWORD);
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });

  test('the sign-in page loads the sign-in form only, none of the dashboard', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const gzipKb = (file: string) =>
      gzipSync(fs.readFileSync(path.join('dist', file)), { level: 9 }).length / 1024;
    const total = scripts.reduce((sum, file) => sum + gzipKb(file), 0);
    test
      .info()
      .annotations.push({ type: 'sign-in page JavaScript', description: `${total.toFixed(1)} KB gzip` });
    for (const part of ['DashboardLayout', 'AdminModel', 'validation', 'PageManagementScreen'])
      expect(scripts.filter((file) => file.includes(part))).toEqual([]);
  });

  test('the sign-in screen has no axe-core violation, in either language', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expectAdminPassesAxe(page);
    await page.goto('/sw/admin/login');
    await page.getByRole('button', { name: 'Ingia' }).click();
    await expect(page.getByText('Jina la mtumiaji lazima liwe na herufi 3 au zaidi')).toBeVisible();
    await expectAdminPassesAxe(page);
  });

  test('the public first view loads no admin code', async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text());
    });
    await page.goto('/');
    // The scripts start after the first paint, which a busy machine may hold past a quiet network.
    await waitForIsland(page, 'slider');
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    // Markers of the admin's own code, of @dnd-kit and of fflate.
    for (const marker of ['isAdminLoggedIn', 'DndDescribedBy', 'invalid zip data'])
      expect(scripts.filter((script) => script.includes(marker))).toEqual([]);
  });
});

test.describe('admin sign-in in Kiswahili', () => {
  test('the page in Kiswahili: its words, the link between languages, the messages, and the admin after it', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Kiswahili' }).click();
    await expect(page).toHaveURL(/\/sw\/admin\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page).toHaveTitle('Msimamizi');
    await expect(page.getByRole('heading', { name: 'Msimamizi', exact: true })).toBeVisible();
    await expect(page.getByText('Ingia ili kusimamia tovuti yako')).toBeVisible();
    const english = page.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('href', '/admin/login?lang=en');

    const username = page.getByRole('textbox', { name: 'Jina la mtumiaji' });
    const password = page.getByLabel('Nenosiri');
    const submit = page.getByRole('button', { name: 'Ingia' });
    await username.fill('ad');
    await password.fill('12345');
    await submit.click();
    await expect(username).toHaveAccessibleDescription('Jina la mtumiaji lazima liwe na herufi 3 au zaidi');
    await expect(password).toHaveAccessibleDescription('Nenosiri lazima liwe na herufi 6 au zaidi');

    await username.fill('admin');
    await password.fill('not-the-password');
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Jina la mtumiaji au nenosiri si sahihi' }),
    ).toBeVisible();
    await expect(password).toHaveAccessibleDescription('Jina la mtumiaji au nenosiri si sahihi');
    await expect(password).toHaveValue('');

    // Signed in, the admin opens in the language of the page it signed in on.
    await password.fill(ADMIN_PASSWORD);
    await submit.click();
    await expect(page).toHaveURL(/\/sw\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashibodi ya Msimamizi' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await page
      .getByRole('navigation', { name: 'Menyu ya msimamizi' })
      .getByRole('link', { name: 'Viungo' })
      .click();
    await expect(page).toHaveURL(/\/sw\/admin\/dashboard\/links$/);
    // Logout leads to the admin's own sign-in screen, still in Kiswahili.
    await page.getByRole('button', { name: 'Toka' }).click();
    await expect(page).toHaveURL(/\/sw\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Ingia' })).toBeVisible();
  });

  test('the page remembers the language chosen: Kiswahili until English is chosen', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Kiswahili' }).click();
    await expect(page).toHaveURL(/\/sw\/admin\/login$/);
    // Opened again at its English address, the page comes in the language chosen.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/sw\/admin\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('button', { name: 'Ingia' })).toBeVisible();
    // The admin's screens too: the server answers their English address with the Kiswahili one.
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/sw\/admin\/(dashboard|login)$/);

    await page.goto('/sw/admin/login');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await page.goto('/admin/login');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test("the admin's header switches language, and the choice is remembered", async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/links');
    await page.getByRole('button', { name: 'Kiswahili' }).click();
    await expect(page).toHaveURL(/\/sw\/admin\/dashboard\/links$/);
    await expect(page.getByRole('heading', { name: 'Dashibodi ya Msimamizi' })).toBeVisible();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/sw\/admin\/dashboard$/);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.reload();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
  });

  test('the session API refuses a wrong password from the Kiswahili page in Kiswahili, with its code', async ({
    page,
  }) => {
    await page.goto('/sw/admin/login');
    await expect(page.getByRole('button', { name: 'Ingia' })).toBeVisible();
    // As the page's own script asks: from the page, so its address goes with the request.
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/admin/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username: `wrong-${Date.now()}`, password: 'not-the-password' }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(answer).toEqual({
      status: 401,
      body: {
        success: false,
        code: 'invalid-credentials',
        error: 'Jina la mtumiaji au nenosiri si sahihi',
      },
    });
  });

  test('a locked username counts down in Kiswahili', async ({ page }) => {
    const { username, submit } = await lockAUsername(page, '/sw/admin/login', {
      username: 'Jina la mtumiaji',
      password: 'Nenosiri',
      submit: 'Ingia',
      wrong: 'Jina la mtumiaji au nenosiri si sahihi',
    });
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText('Majaribio mengi yameshindwa. Jaribu tena baada ya sekunde 30.');
    await expect(username).toBeDisabled();
    await expect(submit).toBeDisabled();
    await page.clock.runFor(10_000);
    await expect(timer).toHaveText('Majaribio mengi yameshindwa. Jaribu tena baada ya sekunde 20.');
    await page.clock.runFor(20_000);
    await expect(timer).toBeHidden();
    await expect(username).toBeEnabled();
    await expect(submit).toBeEnabled();
  });
});

test.describe('admin sign-in with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form shows the spec messages at the fields and signs in to the dashboard', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    const username = page.getByRole('textbox', { name: 'Username' });
    const password = page.getByLabel('Password');
    const submit = page.getByRole('button', { name: 'Sign in' });

    // Too short: the server says so at each field, and counts no try.
    await username.fill('ad');
    await password.fill('12345');
    await submit.click();
    await expect(username).toHaveAccessibleDescription('Username must be at least 3 characters');
    await expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
    await expect(username).toHaveValue('ad');
    await expect(page).toHaveURL(/\/admin\/login$/);

    // A wrong password: the red box above the form, which the fields name as their description.
    await username.fill('admin');
    await password.fill('not-the-password');
    await submit.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
    await expect(alert).toBeVisible();
    await expect(password).toHaveAccessibleDescription('Invalid username or password');
    await expect(password).toHaveValue('');
    await expect(username).toHaveValue('admin');
    expect((await alert.boundingBox())!.y).toBeLessThan((await username.boundingBox())!.y);

    await password.fill(ADMIN_PASSWORD);
    await submit.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // The editor needs scripts, and says so instead of loading for ever.
    // (Playwright's text matching skips <noscript>: the paragraph is found by its place.)
    const noScriptMessage = page.locator('noscript p');
    await expect(noScriptMessage).toBeVisible();
    await expect(noScriptMessage).toHaveText(/^You are signed in\. The admin's editor needs JavaScript/);
    await expect(page.locator('#root')).toBeHidden();
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'admin_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect((await (await page.request.get('/api/admin/session')).json()).data.signedIn).toBe(true);
  });

  test('the Kiswahili form works the same: its messages in Kiswahili, then the Kiswahili dashboard', async ({
    page,
  }) => {
    await page.goto('/sw/admin/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    const username = page.getByRole('textbox', { name: 'Jina la mtumiaji' });
    const password = page.getByLabel('Nenosiri');
    const submit = page.getByRole('button', { name: 'Ingia' });
    await username.fill('ad');
    await password.fill('12345');
    await submit.click();
    await expect(page).toHaveURL(/\/sw\/admin\/login$/);
    await expect(username).toHaveAccessibleDescription('Jina la mtumiaji lazima liwe na herufi 3 au zaidi');

    await username.fill('admin');
    await password.fill('not-the-password');
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Jina la mtumiaji au nenosiri si sahihi' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

    await password.fill(ADMIN_PASSWORD);
    await submit.click();
    await expect(page).toHaveURL(/\/sw\/admin\/dashboard$/);
    // The editor's shell says in Kiswahili that it needs scripts.
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.locator('noscript p')).toHaveText(
      /^Umeingia\. Kihariri cha msimamizi kinahitaji JavaScript/,
    );
    expect((await (await page.request.get('/api/admin/session')).json()).data.signedIn).toBe(true);
  });

  test('the language links remember the choice without scripts too', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Kiswahili' }).click();
    await expect(page).toHaveURL(/\/sw\/admin\/login$/);
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/sw\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Ingia' })).toBeVisible();
    await page.getByRole('link', { name: 'English' }).click();
    await page.goto('/admin/login');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a form posted from another site is refused and starts no session', async ({ page }) => {
    for (const address of ['/admin/login', '/sw/admin/login']) {
      const answer = await page.request.post(address, {
        form: { username: 'admin', password: ADMIN_PASSWORD },
        headers: { origin: 'https://evil.example' },
        maxRedirects: 0,
      });
      expect(answer.status(), address).toBe(403);
      expect(answer.headers()['set-cookie'], address).toBeUndefined();
    }
  });
});
