import { expect, test, type Page } from '@playwright/test';
import { expectAdminPassesAxe, openSignedIn } from './support/admin';
import { en, footer, site } from './support/content';
import { ui } from './support/i18n';

const siteFooter = (page: Page) => page.getByRole('contentinfo');
const languages = (page: Page) => page.locator('nav[aria-labelledby="sidebar-language"]');
const sw = (text: unknown) => (text as { sw: string }).sw;

async function viewWebsite(page: Page) {
  await page.getByRole('link', { name: 'View Website' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('admin footer management', () => {
  test('adds a link section (title needed) with a link, deletes links and sections, all shown on the site', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/footer');
    await expect(page.getByRole('heading', { name: 'Footer', level: 2 })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([
      'Footer Links',
      'Contact Information',
      'Social Media',
      'About and Copyright',
      'Preview',
    ]);
    const addSection = page.getByRole('form', { name: 'Add Section' });
    const addSectionButton = addSection.getByRole('button', { name: 'Add Section' });
    await expect(addSectionButton).toBeDisabled();
    await expect(addSection.getByText('Enter a title to add the section.')).toBeVisible();
    await addSection.getByRole('textbox', { name: 'Section title (English)' }).fill('   ');
    await expect(addSectionButton).toBeDisabled();
    await addSection.getByRole('textbox', { name: 'Section title (English)' }).fill('Student life');
    await addSection.getByRole('textbox', { name: 'Section title (Kiswahili)' }).fill('Maisha ya wanafunzi');
    await addSectionButton.click();

    const card = page.getByRole('listitem', { name: 'Student life' });
    const addLink = card.getByRole('form', { name: "Add a link to 'Student life'" });
    const addLinkButton = addLink.getByRole('button', { name: 'Add Link' });
    await expect(addLinkButton).toBeDisabled();
    await addLink.getByRole('textbox', { name: 'New link text (English)' }).fill('Library');
    await expect(addLink.getByText('Enter the text and the URL to add the link.')).toBeVisible();
    await expect(addLinkButton).toBeDisabled();
    await addLink.getByRole('combobox', { name: 'New link URL' }).fill('/life/library');
    await addLinkButton.click();
    await expect(
      card.getByRole('list', { name: "Links of 'Student life'" }).getByRole('listitem'),
    ).toHaveCount(1);

    const first = footer.sections[0]!;
    const firstLink = first.links[0]!;
    await page.getByRole('button', { name: `Delete the link '${en(firstLink.text)}'` }).click();
    const second = footer.sections[1]!;
    await page.getByRole('button', { name: `Delete the section '${en(second.title)}'` }).click();

    await viewWebsite(page);
    await expect(
      siteFooter(page).getByRole('region', { name: 'Student life' }).getByRole('link', { name: 'Library' }),
    ).toHaveAttribute('href', '/life/library');
    await expect(siteFooter(page).getByRole('region', { name: en(second.title) })).toHaveCount(0);
    await expect(siteFooter(page).getByRole('link', { name: new RegExp(en(firstLink.text)) })).toHaveCount(0);
  });

  test('edits a section title in English and a link in Kiswahili, both on the site in the same tab, each one undo', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/footer');
    const section = footer.sections[0]!;
    const link = section.links[0]!;
    const card = page.getByRole('listitem', { name: en(section.title) });
    const title = card.getByRole('textbox', { name: 'Section title (English)' });
    await title.fill('College systems');
    // The Kiswahili kept while its English changed is marked for review.
    await expect(
      page.getByText(`Needs review: translated from the earlier English “${en(section.title)}”`),
    ).toBeVisible();
    const linkRow = page
      .getByRole('listitem', { name: 'College systems' })
      .getByRole('list', { name: "Links of 'College systems'" })
      .getByRole('listitem')
      .first();
    const linkKiswahili = linkRow.getByRole('textbox', { name: 'Link text (Kiswahili)' });
    await expect(linkKiswahili).toHaveValue(sw(link.text));
    await linkKiswahili.fill('Kumbukumbu za wanafunzi mtandaoni');
    const undo = page.getByRole('button', { name: 'Undo' });

    await viewWebsite(page);
    await expect(siteFooter(page).getByRole('region', { name: 'College systems' })).toBeVisible();
    await languages(page).getByRole('combobox').selectOption('Kiswahili');
    await expect(page).toHaveURL('/sw/');
    await expect(
      siteFooter(page).getByRole('link', { name: /Kumbukumbu za wanafunzi mtandaoni/ }),
    ).toHaveAttribute('href', link.url);
    await languages(page).getByRole('combobox').selectOption('English');
    await expect(page).toHaveURL('/');
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/dashboard\/footer$/);

    await undo.click();
    await expect(linkKiswahili).toHaveValue(sw(link.text));
    await undo.click();
    await expect(card.getByRole('textbox', { name: 'Section title (English)' })).toHaveValue(
      en(section.title),
    );
    await expect(undo).toBeDisabled();
  });

  test('contact information: a bad e-mail shows the core’s message at the field and changes nothing; valid fields apply, undoably', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/footer');
    await page.getByRole('tab', { name: 'Contact Information' }).click();
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('type', 'email');
    await email.fill('not-an-address');
    await email.blur();
    await expect(email).toHaveAccessibleDescription('must be an e-mail address');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Fix the fields marked in red; nothing was saved.')).toBeVisible();
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeDisabled();
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await phone.fill('call us');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('must be a phone number such as +255 700 000 000');

    await email.fill('admissions@college.example');
    await phone.fill('+255 711 222 333');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Contact information saved: the footer shows it now.')).toBeVisible();

    await viewWebsite(page);
    const contact = siteFooter(page).getByRole('region', { name: en(footer.contact.title) });
    await expect(contact.getByRole('link', { name: 'admissions@college.example' })).toHaveAttribute(
      'href',
      'mailto:admissions@college.example',
    );
    await expect(contact).toContainText('+255 711 222 333');
    // The footer's contacts are the site settings': the contact page gives the same.
    await page.getByRole('banner').getByRole('link', { name: 'Contacts', exact: true }).first().click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(
      page.getByRole('main').getByRole('link', { name: 'admissions@college.example' }).first(),
    ).toBeVisible();
    await page.goBack();
    await page.goBack();
    // The part is applied once every field in it is valid: the e-mail waited for the phone, one entry.
    await undo.click();
    await expect(undo).toBeDisabled();
    await viewWebsite(page);
    await expect(siteFooter(page).getByRole('link', { name: site.general.email })).toBeVisible();
  });

  test('the about column, the copyright line and the WhatsApp link, in both languages, shown on the site in the same tab', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/footer');
    await page.getByRole('tab', { name: 'About and Copyright' }).click();
    await page.getByRole('textbox', { name: 'About the college (English)' }).fill('A college of health.');
    await page.getByRole('textbox', { name: 'About the college (Kiswahili)' }).fill('Chuo cha afya.');
    const copyright = page.getByRole('textbox', { name: 'Copyright line (English)' });
    await expect(copyright).toHaveAccessibleDescription(
      '{siteName} stands for the site name set in Settings.',
    );
    await copyright.fill('(c)2026 {siteName}. All Rights Reserved');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Saved: the footer shows it now.')).toBeVisible();
    await page.getByRole('tab', { name: 'Contact Information' }).click();
    await page.getByRole('textbox', { name: 'WhatsApp link text (Kiswahili)' }).fill('Ongea nasi WhatsApp');
    await page.getByRole('combobox', { name: 'WhatsApp link' }).fill('https://wa.me/255711222333');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Contact information saved: the footer shows it now.')).toBeVisible();

    await viewWebsite(page);
    await expect(siteFooter(page)).toContainText('A college of health.');
    await expect(siteFooter(page)).toContainText(`(c)2026 ${en(site.general.siteName)}. All Rights Reserved`);
    await page
      .locator('nav[aria-labelledby="sidebar-language"]')
      .getByRole('combobox')
      .selectOption('Kiswahili');
    await expect(page).toHaveURL('/sw/');
    await expect(siteFooter(page)).toContainText('Chuo cha afya.');
    await expect(siteFooter(page).getByRole('link', { name: 'Ongea nasi WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/255711222333',
    );
  });

  test('adds a social link with a platform and a URL (needed), deletes one, and previews the footer', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/footer');
    await page.getByRole('tab', { name: 'Social Media' }).click();
    const form = page.getByRole('form', { name: 'Add Social Link' });
    await expect(form.getByRole('button', { name: 'Add Social Link' })).toBeDisabled();
    await expect(form.getByText('Enter the URL to add the social link.')).toBeVisible();
    const platform = form.getByRole('combobox', { name: 'Platform' });
    await expect(platform.getByRole('option')).toHaveText([
      'Facebook',
      'Twitter',
      'Youtube',
      'Instagram',
      'Linkedin',
    ]);
    await platform.selectOption('Youtube');
    await form.getByRole('combobox', { name: 'URL' }).fill('https://www.youtube.com/@college.graduation');
    await form.getByRole('button', { name: 'Add Social Link' }).click();
    const social = page.getByRole('list', { name: 'Social links' }).getByRole('listitem');
    await expect(social).toHaveCount(footer.social.length + 1);
    await page.getByRole('button', { name: `Delete the ${footer.social[0]!.platform} link` }).click();
    await expect(social).toHaveCount(footer.social.length);

    await page.getByRole('tab', { name: 'Preview' }).click();
    // At a phone's width first, then at a desktop's.
    for (const [device, width] of [
      ['Phone', 390],
      ['Desktop', 1280],
    ] as const) {
      await page.getByRole('button', { name: device, exact: true }).click();
      const preview = page.frameLocator(`iframe[title="Preview of the footer at ${width} px"]`);
      await expect(
        preview.getByRole('link', { name: ui('frame.socialLink', { platform: 'Youtube' }) }).last(),
      ).toHaveAttribute('href', 'https://www.youtube.com/@college.graduation');
    }
    await expectAdminPassesAxe(page);
  });

  test('passes axe at desktop and phone widths', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/footer');
    await expect(page.getByRole('list', { name: 'Link sections' })).toBeVisible();
    await expectAdminPassesAxe(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAdminPassesAxe(page);
    // The preview fits a phone's screen: nothing scrolls sideways.
    await page.getByRole('tab', { name: 'Preview' }).click();
    await expect(page.locator('iframe[title="Preview of the footer at 390 px"]')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const frame = (await page.locator('iframe[title^="Preview of the footer"]').boundingBox())!;
    expect(frame.x + frame.width).toBeLessThanOrEqual(390);
  });
});
