import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/admin';
import { en, footer } from './support/content';
import { ui } from './support/i18n';
import { expectNoAxeViolations } from './support/site-only';

const siteFooter = (page: Page) => page.getByRole('contentinfo');

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
      'Preview',
    ]);
    const addSection = page.getByRole('form', { name: 'Add Section' });
    await expect(addSection.getByRole('button', { name: 'Add Section' })).toBeDisabled();
    await addSection.getByRole('textbox', { name: 'Section title' }).fill('   ');
    await expect(addSection.getByRole('button', { name: 'Add Section' })).toBeDisabled();
    await addSection.getByRole('textbox', { name: 'Section title' }).fill('Student life');
    await addSection.getByRole('button', { name: 'Add Section' }).click();

    const card = page.getByRole('listitem', { name: 'Student life' });
    const addLink = card.getByRole('form', { name: "Add a link to 'Student life'" });
    await expect(addLink.getByRole('button', { name: 'Add Link' })).toBeDisabled();
    await addLink.getByRole('textbox', { name: 'New link text' }).fill('Library');
    await addLink.getByRole('textbox', { name: 'New link URL' }).fill('/life/library');
    await addLink.getByRole('button', { name: 'Add Link' }).click();
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

  test('saves contact information only when every field is valid, with an e-mail input', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/footer');
    await page.getByRole('tab', { name: 'Contact Information' }).click();
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('type', 'email');
    await email.fill('not-an-address');
    await expect(email).toHaveAccessibleDescription(
      'Must be an e-mail address such as info@college.example.',
    );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Fix the fields marked in red; nothing was saved.')).toBeVisible();

    await email.fill('admissions@college.example');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+255 711 222 333');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Contact information saved: the footer shows it now.')).toBeVisible();

    await viewWebsite(page);
    const contact = siteFooter(page).getByRole('region', { name: en(footer.contact.title) });
    await expect(contact.getByRole('link', { name: 'admissions@college.example' })).toHaveAttribute(
      'href',
      'mailto:admissions@college.example',
    );
    await expect(contact).toContainText('+255 711 222 333');
    await page.goBack();
    await page.getByRole('button', { name: 'Undo' }).click();
    await viewWebsite(page);
    await expect(siteFooter(page).getByRole('link', { name: footer.contact.email })).toBeVisible();
  });

  test('adds a social link with a platform and a URL (needed), deletes one, and previews the footer', async ({
    page,
  }) => {
    await openSignedIn(page, '/admin/dashboard/footer');
    await page.getByRole('tab', { name: 'Social Media' }).click();
    const form = page.getByRole('form', { name: 'Add Social Link' });
    await expect(form.getByRole('button', { name: 'Add Social Link' })).toBeDisabled();
    await form.getByRole('combobox', { name: 'Platform' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Facebook',
      'Twitter',
      'Youtube',
      'Instagram',
      'Linkedin',
    ]);
    await page.getByRole('option', { name: 'Youtube' }).click();
    await form.getByRole('textbox', { name: 'URL' }).fill('https://www.youtube.com/@college.graduation');
    await form.getByRole('button', { name: 'Add Social Link' }).click();
    const social = page.getByRole('list', { name: 'Social links' }).getByRole('listitem');
    await expect(social).toHaveCount(footer.social.length + 1);
    await page.getByRole('button', { name: `Delete the ${footer.social[0]!.platform} link` }).click();
    await expect(social).toHaveCount(footer.social.length);

    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.frameLocator('iframe[title="Preview of the footer"]');
    await expect(
      preview.getByRole('link', { name: ui('frame.socialLink', { platform: 'Youtube' }) }).last(),
    ).toHaveAttribute('href', 'https://www.youtube.com/@college.graduation');
    await expectNoAxeViolations(page);
  });

  test('passes axe at desktop and phone widths', async ({ page }) => {
    await openSignedIn(page, '/admin/dashboard/footer');
    await expect(page.getByRole('list', { name: 'Link sections' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
  });
});
