import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './state-dir';
import { expectNoAxeViolations } from './axe';

export { ADMIN_PASSWORD, E2E_STATE_DIR } from './state-dir';

/** The site's own origin, which the server requires of every sign-in and other unsafe admin request. */
export function siteOrigin(): string {
  return new URL(test.info().project.use.baseURL!).origin;
}

/**
 * Signs in for real: the server checks the password and sets the session cookie in the page's
 * context (page.request shares its cookies). The answer is the server's.
 */
export function signInThroughServer(page: Page, username = 'admin', password = ADMIN_PASSWORD) {
  return page.request.post('/api/admin/session', {
    data: { username, password },
    headers: { origin: siteOrigin() },
  });
}

/**
 * The answer to the sign-in form's tap: the session API's, asked by the page's script, or, before
 * that script has run, the form's own post (303 to the dashboard, or the page again with a message).
 */
export function signInAnswer(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /^\/(api\/admin\/session|(sw\/)?admin\/login)$/.test(new URL(response.url()).pathname),
  );
}

/** Opens an admin address signed in: a real session cookie, and the spec's flag set before the app starts. */
export async function openSignedIn(page: Page, address: string): Promise<void> {
  const answer = await signInThroughServer(page);
  expect(answer.status(), await answer.text()).toBe(200);
  await page.addInitScript(() => sessionStorage.setItem('isAdminLoggedIn', 'true'));
  await page.goto(address);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** Page Management with a new, empty page selected. */
export async function openNewPage(page: Page): Promise<void> {
  await openSignedIn(page, '/admin/dashboard/pages');
  await page.getByRole('button', { name: 'Add New Page' }).click();
  await expect(page.getByRole('textbox', { name: 'Path' })).toHaveValue('/new-page');
}

/** Adds a component of the type with this label to the selected page. */
export async function addComponent(page: Page, typeLabel: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Component type' }).selectOption({ label: typeLabel });
  await page.getByRole('button', { name: 'Add Component' }).click();
}

/** The names of the selected page's components, in order, as the component list shows them. */
export function componentList(page: Page) {
  return page.getByRole('list', { name: 'Components' }).getByRole('listitem');
}

/** The preview's frame at the width it is showing. */
export function previewFrame(page: Page) {
  return page.frameLocator('iframe[title^="Preview of the page"]');
}

/** On Page Management: selects the first page whose entry starts with `title`, deletes it and confirms. */
export async function deletePage(page: Page, title: string): Promise<void> {
  await page
    .getByRole('list', { name: 'Pages' })
    .getByRole('button', { name: new RegExp(`^${title}`) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Delete Page' }).click();
  await page
    .getByRole('dialog', { name: /^Delete the page/ })
    .getByRole('button', { name: 'Delete' })
    .click();
}

/** Opens /about/history's first paragraph in the component dialog, after signing in. */
export async function openHistoryParagraph(page: Page) {
  await openSignedIn(page, '/admin/dashboard/pages');
  await page.getByRole('searchbox', { name: 'Filter pages' }).fill('history');
  await page.getByRole('button', { name: /Our History/ }).click();
  await page.getByRole('button', { name: /^Edit 'The college opened its doors/ }).click();
  return page.getByRole('dialog', { name: 'Edit Paragraph' });
}

/** From the dashboard's list of texts needing Kiswahili, opens the screen that edits this one, at its field. */
export async function openTextToReview(page: Page, text: string, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await page
    .getByRole('list', { name: 'Texts needing Kiswahili' })
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByRole('link', { name: `Open in ${screen}` })
    .click();
}

/**
 * Runs axe on an admin screen once its transitions have ended: a dialog or tooltip fading in, or a
 * chart drawing itself, is half transparent, and axe would judge its colours mid-way. Endless
 * animations (a spinner) are not waited for.
 */
export async function expectAdminPassesAxe(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  await expectNoAxeViolations(page);
}

/**
 * Picks up a sortable row by keyboard, ready for its first arrow. The sensor starts listening for arrows
 * in a zero-delay timer set at the pick-up: a timer set after the pick-up runs after it, so no arrow is
 * pressed before anyone listens.
 */
export async function pickUpByKeyboard(page: Page, name: string): Promise<void> {
  const handle = page.getByRole('button', { name: `Drag '${name}' to reorder` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: `'${name}' is over position 1.` })).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
