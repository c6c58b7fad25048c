import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { unzipSync, strFromU8, strToU8, zipSync } from 'fflate';
import { addComponent, componentList, openNewPage, openSignedIn } from './support/admin';

test.describe('admin export and import', () => {
  test('exports the changed documents as a zip under content/ and imports them back', async ({
    page,
  }, info) => {
    await openNewPage(page);
    await addComponent(page, 'Title');
    await page.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export changes (1)' }).click();
    const zipFile = info.outputPath('content.zip');
    await (await downloading).saveAs(zipFile);
    const files = unzipSync(new Uint8Array(fs.readFileSync(zipFile)));
    expect(Object.keys(files)).toEqual(['content/pages/new-page.json']);
    const exported = JSON.parse(strFromU8(files['content/pages/new-page.json']!));
    expect(exported).toMatchObject({
      path: '/new-page',
      components: [{ type: 'title', content: { text: 'New Title' } }],
    });

    // Undo both changes: the page is gone; importing the zip brings it back as exported.
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Select a page to edit')).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(zipFile);
    await expect(page.getByText('Imported. Documents changed: 1 (of 1 in the file).')).toBeVisible();
    await page.getByRole('list', { name: 'Pages' }).getByText('New Page').click();
    await expect(componentList(page)).toHaveCount(1);
    await expect(componentList(page).nth(0)).toContainText('New Title');

    // The same file again changes nothing, says so, and leaves nothing new to undo.
    await page.locator('input[type="file"]').setInputFiles(zipFile);
    await expect(page.getByText('The file matches the content here: nothing changed.')).toBeVisible();
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit history' }).getByRole('listitem')).toHaveText([
      'Imported content (1 changed)',
    ]);
  });

  test('an invalid import changes nothing and lists each problem', async ({ page }, info) => {
    await openNewPage(page);
    const bad = info.outputPath('about.json');
    fs.writeFileSync(
      bad,
      JSON.stringify({
        $schema: '../../schema/page.schema.json',
        path: '/About Us',
        title: '',
        description: 'x',
        components: [{ id: 'a', type: 'nope', content: {} }],
      }),
    );
    await page.locator('input[type="file"]').setInputFiles(bad);
    // The same checks as `npm run validate`: file, JSON pointer, rule and the value found.
    const dialog = page.getByRole('dialog', { name: /Nothing was imported: 4 problems/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveText([
      'content/pages/About Us.json /search: is required',
      /^content\/pages\/About Us.json \/path: must be a site path .* \(got "\/About Us"\)$/,
      /^content\/pages\/About Us.json \/title: must be text, not empty or only spaces/,
      /^content\/pages\/About Us.json \/components\/0\/type: unknown block type; known: .* \(got "nope"\)$/,
    ]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    fs.writeFileSync(info.outputPath('broken.json'), '{ "path": ');
    await page.locator('input[type="file"]').setInputFiles(info.outputPath('broken.json'));
    await expect(page.getByRole('dialog', { name: /Nothing was imported: 1 problem\./ })).toContainText(
      'broken.json /: is not valid JSON',
    );
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit history' }).getByRole('listitem')).toHaveText([
      "Added the page 'New Page'",
    ]);
  });

  test('a zip without content documents is told as an error and changes nothing', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/pages');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'photos.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zipSync({ 'notes.txt': strToU8('not content') })),
    });
    const notice = page.getByRole('alert').filter({ hasText: 'The file holds no content documents.' });
    await expect(notice).toHaveClass(/MuiAlert-colorError/);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  });
});
