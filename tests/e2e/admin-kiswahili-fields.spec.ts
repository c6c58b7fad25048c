import { expect, test, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import fees from '../../content/fees.json' with { type: 'json' };
import contactDetails from '../../schema/blocks/contact-details.schema.json' with { type: 'json' };
import fieldsSw from '../../src/admin/text/fields/sw.json' with { type: 'json' };
import problemsSw from '../../src/admin/text/problems/sw.json' with { type: 'json' };
import sw from '../../src/admin/text/sw.json' with { type: 'json' };
import { signInThroughServer } from './support/admin';

/** An admin address under /sw, signed in: every word the admin shows there is Kiswahili. */
async function openInKiswahili(page: Page, address: string): Promise<void> {
  const answer = await signInThroughServer(page);
  expect(answer.status(), await answer.text()).toBe(200);
  await page.addInitScript(() => sessionStorage.setItem('isAdminLoggedIn', 'true'));
  await page.goto(address);
  await expect(page.getByRole('heading', { name: sw['layout.header'] })).toBeVisible();
}

/** Picks a page in the page list, which names pages in the screen's language. */
async function selectPage(page: Page, filter: string, title: RegExp): Promise<void> {
  await page.getByRole('searchbox', { name: sw['pages.filter'] }).fill(filter);
  await page.getByRole('button', { name: title }).first().click();
}

const inKiswahili = (label: string) => sw['forms.inKiswahili'].replace('{label}', label);
const PHONE_PROBLEM = problemsSw.schemaMessages['must be a phone number such as +255 700 000 000'];
const inEnglish = (label: string) => sw['forms.inEnglish'].replace('{label}', label);

test.describe('the Kiswahili admin names its fields in Kiswahili', () => {
  test('a component dialog: the block’s name, field names, list items, help and a problem’s place', async ({
    page,
  }) => {
    await openInKiswahili(page, '/sw/admin/dashboard/pages');
    await selectPage(page, 'contact', /^Wasiliana Nasi/);

    // The palette and the component list name block types in Kiswahili.
    const blockName = contactDetails['x-label-sw'];
    await expect(
      page.getByRole('combobox', { name: sw['components.addType'] }).getByRole('option', { name: blockName }),
    ).toHaveCount(1);
    // A component is named by its Kiswahili text.
    await page.getByRole('button', { name: "Hariri 'Tuandikie au Utupigie'" }).click();
    const dialog = page.getByRole('dialog', { name: `Hariri ${blockName}` });

    // Field names, the help written beside the schema's English, and the items of a list.
    await expect(dialog.getByRole('textbox', { name: inEnglish(fieldsSw['field.heading']) })).toHaveValue(
      'Get in Touch',
    );
    await expect(dialog.getByText(contactDetails.properties.heading['x-description-sw'])).toBeVisible();
    const phones = dialog.getByRole('group', { name: fieldsSw['field.phones'] });
    await expect(phones.getByText(contactDetails.properties.phones['x-description-sw'])).toBeVisible();
    const firstPhone = phones.getByRole('group', { name: `${fieldsSw['item.phones']} 1` });
    await expect(firstPhone.getByRole('textbox', { name: inKiswahili(fieldsSw['field.label']) })).toHaveValue(
      'Ofisi ya udahili',
    );
    const number = firstPhone.getByRole('textbox', { name: fieldsSw['field.number'] });
    await expect(number).toHaveValue('+255 700 000 001');
    await expect(
      phones.getByRole('button', { name: sw['forms.add'].replace('{name}', fieldsSw['item.phones']) }),
    ).toBeEnabled();
    await expect(dialog.getByRole('group', { name: `${fieldsSw['item.officeHours']} 1` })).toBeVisible();
    await expect(dialog.getByText(/\b(Phones|Office hours|Heading)\b/)).toHaveCount(0);

    // A refused save names the problem's place and the problem in the same words, in the list and at the field.
    await number.fill('not a number');
    await dialog.getByRole('button', { name: sw['components.save'] }).click();
    const problems = dialog.getByRole('alert');
    await expect(
      problems.getByRole('button', { name: `${fieldsSw['field.phones']} › 1 › ${fieldsSw['field.number']}` }),
    ).toBeVisible();
    await expect(problems).toContainText(PHONE_PROBLEM);
    await expect(number).toHaveAccessibleDescription(PHONE_PROBLEM);
    await expect(dialog.getByText(/must be a phone number/)).toHaveCount(0);
  });

  test('an edit names itself in Kiswahili in the history', async ({ page }) => {
    await openInKiswahili(page, '/sw/admin/dashboard/pages');
    await selectPage(page, 'contact', /^Wasiliana Nasi/);
    await page.getByRole('button', { name: "Hariri 'Tuandikie au Utupigie'" }).click();
    const dialog = page.getByRole('dialog', { name: `Hariri ${contactDetails['x-label-sw']}` });
    await dialog
      .getByRole('textbox', { name: inKiswahili(fieldsSw['field.heading']) })
      .fill('Wasiliana na ofisi zetu');
    await dialog.getByRole('button', { name: sw['components.save'] }).click();
    await expect(dialog).toBeHidden();

    // The label names the component as it was when edited.
    const label = sw['history.editedComponent']
      .replace('{name}', 'Tuandikie au Utupigie')
      .replace('{page}', 'Wasiliana Nasi');
    await page.getByRole('button', { name: sw['history.show'], exact: true }).click();
    await expect(page.getByRole('dialog', { name: sw['history.label'] }).getByRole('listitem')).toHaveText([
      label,
    ]);
    await page.keyboard.press('Escape');
    // The undo button names the change it would undo.
    await page.getByRole('button', { name: sw['history.undo'], exact: true }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(`${sw['history.undo']}: ${label}`);
  });

  test('a refused import lists its problems in Kiswahili', async ({ page }) => {
    await openInKiswahili(page, '/sw/admin/dashboard/pages');
    const importInput = page.locator('input[type="file"]');
    const refused = (count: number) =>
      page.getByRole('dialog', {
        name: sw[count === 1 ? 'transfer.importRejected.one' : 'transfer.importRejected'].replace(
          '{count}',
          String(count),
        ),
      });

    // An archive with a file that is no content document and a document cut short: refused as read.
    await importInput.setInputFiles({
      name: 'content.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(
        zipSync({ 'content/notes.json': strToU8('{}'), 'content/ticker.json': strToU8('{ "items": ') }),
      ),
    });
    await expect(refused(2).getByRole('listitem')).toHaveText([
      `content/notes.json /: ${problemsSw.reasons['import.unknownFile']}`,
      `content/ticker.json /: ${problemsSw.reasons['document.notJson']}`,
    ]);
    await refused(2).getByRole('button', { name: sw['transfer.close'] }).click();

    // A fee sheet whose instalments do not add up: a rule of the core that no form brings about.
    const broken = structuredClone(fees);
    const total = broken.programs[0]!.totalAnnual;
    broken.programs[0]!.monthlyInstalments[0]!.amount += 1;
    await importInput.setInputFiles({
      name: 'fees.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    const words = problemsSw.reasons['fees.instalmentsSum']
      .replace('{total}', total.toLocaleString('en-US'))
      .replace('{paid}', (total + 1).toLocaleString('en-US'));
    await expect(refused(1).getByRole('listitem')).toHaveText([
      `content/fees.json /programs/0/monthlyInstalments: ${words} (got ${total + 1})`,
    ]);
  });

  test('every notice closes with a Kiswahili button: Import’s, the Settings tools’ and a list’s Save', async ({
    page,
  }) => {
    await openInKiswahili(page, '/sw/admin/dashboard/settings');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'notes.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zipSync({ 'notes.txt': strToU8('not content') })),
    });
    const nothing = page.getByRole('alert').filter({ hasText: sw['transfer.importNothing'] });
    await nothing.getByRole('button', { name: sw['admin.close'], exact: true }).click();
    await expect(nothing).toBeHidden();

    await page.getByRole('tab', { name: sw['settings.tab.advanced'] }).click();
    await page.getByRole('button', { name: sw['settings.reset'] }).click();
    await page.getByRole('dialog').getByRole('button', { name: sw['settings.reset'] }).click();
    const notice = page.getByRole('alert').filter({ hasText: sw['settings.resetNothing'] });
    await notice.getByRole('button', { name: sw['admin.close'], exact: true }).click();
    await expect(notice).toBeHidden();

    await page.goto('/sw/admin/dashboard/news');
    await page.getByRole('button', { name: sw['news.save'] }).click();
    const saved = page.getByRole('alert').filter({ hasText: sw['news.saved'].split(':')[0]! });
    await saved.getByRole('button', { name: sw['admin.close'], exact: true }).click();
    await expect(saved).toBeHidden();
  });

  test('a list screen: the search settings’ items and options in Kiswahili', async ({ page }) => {
    await openInKiswahili(page, '/sw/admin/dashboard/pages');
    await selectPage(page, 'gallery', /^Picha/);
    const section = page.getByRole('region', { name: sw['pages.searchHeading'] });
    const keyword = `${fieldsSw['item.keywords']} 1`;
    await expect(section.getByRole('textbox', { name: inKiswahili(keyword) })).toHaveValue('picha');
    await expect(section.getByRole('textbox', { name: inEnglish(keyword) })).toHaveValue('photos');
    await expect(section.getByText(sw['pages.searchKeywordsHint'])).toBeVisible();
    // The schema's option values ("Campus", "Facilities") show in the screen's words.
    const category = section.getByRole('combobox', { name: sw['pages.searchCategory'] });
    await expect(category.getByRole('option', { name: fieldsSw['option.Campus'] })).toHaveCount(1);
    await expect(category.getByRole('option', { name: 'Campus', exact: true })).toHaveCount(0);
  });
});
