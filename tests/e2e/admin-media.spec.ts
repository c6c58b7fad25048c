/**
 * Pictures uploaded in the admin: the server checks and stores them at once, the field takes the
 * address it answers, and once a published document uses one a new visitor gets it with its WebP
 * variants. Runs on a publishing server of its own (uploads and publishes change its content folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import {
  VARIANT_FORMATS,
  VARIANT_MEDIA_TYPES,
  uploadedImagesIn,
  variantFiles,
  variantSrcSet,
} from '../../src/content/image-variants';
import {
  expect,
  signInThroughForm,
  test,
  type PublishingServer,
  publishedStatus,
} from './support/publishing-server';
import { pngClaiming } from '../support/png-claiming';

const UPLOADED_ADDRESS = /^\/media\/images\/uploads\/open-day-[0-9a-f]{10}-1800x1200\.jpg$/;
const ALT = 'Visitors at the open day';
/** A render of the home page (and every page reading the slides) takes seconds on a loaded machine. */
const LIVE_WITHIN_MS = 30_000;

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** A PNG that is partly see-through (kept a PNG by the server, as a logo or an icon would be). */
const seeThroughPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 74, b: 173, alpha: 0.8 } } })
    .png()
    .toBuffer();

/** The files in the server's uploads folder. */
function storedUploads(server: PublishingServer): string[] {
  const folder = path.join(server.contentDir, 'media', 'images', 'uploads');
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

async function openSlideshow(page: Page) {
  await signInThroughForm(page);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Slideshow' }).click();
  const form = page.getByRole('form', { name: 'Add a slide' });
  await expect(form).toBeVisible();
  return {
    form,
    imageField: form.getByRole('textbox', { name: 'Image URL' }),
    uploadButton: form.getByRole('button', { name: 'Upload a picture' }),
    fileInput: form.getByLabel('Upload a picture for Image URL'),
  };
}

test.describe('pictures uploaded in the admin', () => {
  test('a picture uploaded for a slide is stored by the server, shown in the admin, and once published a new visitor gets it with its WebP variants', async ({
    page,
    browser,
    baseURL,
    publishingServer,
  }) => {
    const { form, imageField, uploadButton, fileInput } = await openSlideshow(page);

    // The upload is held on its way, to see the field busy meanwhile.
    let letThrough!: () => void;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    const isUpload = (url: URL) => url.pathname === '/api/admin/media' && url.searchParams.has('name');
    await page.route(isUpload, async (route) => {
      await held;
      await route.continue();
    });
    const before = storedUploads(publishingServer);
    await fileInput.setInputFiles({
      name: 'Open Day.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(1800, 1200),
    });
    const progress = form.getByRole('progressbar', { name: 'Uploading the picture for Image URL' });
    await expect(progress).toBeVisible();
    await expect(uploadButton).toBeDisabled();
    expect(storedUploads(publishingServer)).toEqual(before);
    letThrough();
    await expect(imageField).toHaveValue(UPLOADED_ADDRESS);
    await expect(progress).toBeHidden();
    await expect(uploadButton).toBeEnabled();
    await page.unroute(isUpload);
    const address = await imageField.inputValue();
    expect(storedUploads(publishingServer)).toContain(path.basename(address));

    const chosen = form.getByRole('img', { name: 'The picture chosen for Image URL' });
    await expect.poll(() => chosen.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1800);
    // Stored, but no published document uses it yet: the site does not serve it.
    expect((await page.request.get(address)).status()).toBe(404);

    // A picture uploaded and never used stays unserved after the publish too.
    const unused = await page.request.post('/api/admin/media?name=unused.jpg', {
      data: await photo(640, 480),
      headers: { origin: baseURL!, 'content-type': 'application/octet-stream' },
    });
    expect(unused.status()).toBe(201);
    const unusedAddress = ((await unused.json()) as { address: string }).address;

    await form.getByRole('textbox', { name: 'Alt text (English)' }).fill(ALT);
    await page.getByRole('button', { name: 'Add Slide' }).click();
    // First in the slider, so the prerendered home page shows it.
    const moveUp = page.getByRole('button', { name: `Move '${ALT}' up` });
    while (await moveUp.isEnabled()) await moveUp.click();

    const publish = page.getByRole('button', { name: /^Publish/ });
    await expect(publish).toHaveText('Publish (1)');
    await publish.click();
    await expect(publishedStatus(page)).toBeVisible({ timeout: LIVE_WITHIN_MS });

    // Another device, with scripts off: the prerendered page alone.
    const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    const picture = visitorPage.getByTestId('slider').getByRole('img', { name: ALT });
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('src', address);
    await expect(picture).toHaveAttribute('width', '1800');
    await expect(picture).toHaveAttribute('height', '1200');
    const sources = picture.locator('xpath=preceding-sibling::source');
    await expect(sources).toHaveCount(VARIANT_FORMATS.length);
    for (const [index, format] of VARIANT_FORMATS.entries()) {
      await expect(sources.nth(index)).toHaveAttribute('type', VARIANT_MEDIA_TYPES[format]);
      await expect(sources.nth(index)).toHaveAttribute('srcset', variantSrcSet(address, 1800, format));
    }
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // Chromium shows AVIF, the first source.
    expect(await picture.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(
      /-\d+w\.avif$/,
    );
    const variants = variantFiles(address, 1800);
    for (const [file, type] of [
      [address, 'image/jpeg'],
      ...variants.map((variant) => [variant, variant.endsWith('.avif') ? 'image/avif' : 'image/webp']),
    ]) {
      const answer = await visitorPage.request.get(file!);
      expect(answer.status(), file).toBe(200);
      expect(answer.headers()['content-type'], file).toBe(type);
    }
    expect((await visitorPage.request.get(unusedAddress)).status()).toBe(404);
    await visitor.close();
  });

  test('a picture with a long file name is stored like any other', async ({ page }) => {
    const { form, imageField, fileInput } = await openSlideshow(page);
    await fileInput.setInputFiles({
      name: `${'Graduation ceremony in the main hall with the graduates and their families '.repeat(3)}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await photo(640, 480),
    });
    await expect(imageField).toHaveValue(
      /^\/media\/images\/uploads\/graduation-ceremony-in-the-main-hall[a-z0-9-]*-[0-9a-f]{10}-640x480\.jpg$/,
    );
    await expect(form.getByRole('alert')).toBeHidden();
  });

  test('a logo and an icon uploaded in Settings are published small: the logo keeps its shape, from its smallest copy', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInThroughForm(page);
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('tab', { name: 'Customization' }).click();
    const logoField = page.getByRole('textbox', { name: 'Logo' });
    await page.getByLabel('Upload a picture for Logo').setInputFiles({
      name: 'College Logo.png',
      mimeType: 'image/png',
      buffer: await seeThroughPng(900, 600),
    });
    await expect(logoField).toHaveValue(/^\/media\/images\/uploads\/college-logo-[0-9a-f]{10}-900x600\.png$/);
    const address = await logoField.inputValue();
    const iconField = page.getByRole('textbox', { name: 'Favicon' });
    await page.getByLabel('Upload a picture for Favicon').setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: await seeThroughPng(512, 512),
    });
    await expect(iconField).toHaveValue(/^\/media\/images\/uploads\/icon-[0-9a-f]{10}-512x512\.png$/);
    const icon = await iconField.inputValue();
    const publish = page.getByRole('button', { name: /^Publish/ });
    await expect(publish).toHaveText('Publish (1)');
    await publish.click();
    await expect(publishedStatus(page)).toBeVisible({ timeout: LIVE_WITHIN_MS });

    const visitor = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/sw/');
    const logo = visitorPage.locator(`header img[src="${address}"]`);
    // The header shows 64 px of it: its 480 px copy is fetched, not the 900 px original.
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toBe(new URL(address.replace(/\.png$/, '-480w.avif'), baseURL).href);
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(480);
    // Drawn whole inside the header's square, not squeezed into it.
    expect(await logo.evaluate((image) => getComputedStyle(image).objectFit)).toBe('contain');
    // The tab's icon is the icon's smallest WebP copy, served as one.
    const iconLink = visitorPage.locator('link[rel="icon"]');
    await expect(iconLink).toHaveAttribute('href', icon.replace(/\.png$/, '-480w.webp'));
    await expect(iconLink).toHaveAttribute('type', 'image/webp');
    const iconAnswer = await visitorPage.request.get(icon.replace(/\.png$/, '-480w.webp'));
    expect(iconAnswer.headers()['content-type']).toBe('image/webp');
    await visitor.close();
  });

  test('a picture uploaded before the admin opened (another tab, a reload) is known to it, shown, and exported', async ({
    page,
    baseURL,
    publishingServer,
  }) => {
    await signInThroughForm(page);
    const answer = await page.request.post('/api/admin/media?name=Library.png', {
      data: await sharp({
        create: { width: 700, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
      })
        .png()
        .toBuffer(),
      headers: { origin: baseURL!, 'content-type': 'application/octet-stream' },
    });
    expect(answer.status()).toBe(201);
    const { address } = (await answer.json()) as { address: string };

    const { form, imageField } = await openSlideshow(page);
    await imageField.fill(address);
    await imageField.blur();
    await expect(imageField).not.toHaveAccessibleDescription(/does not exist/);
    const chosen = form.getByRole('img', { name: 'The picture chosen for Image URL' });
    await expect.poll(() => chosen.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(700);
    await form.getByRole('textbox', { name: 'Alt text (English)' }).fill('The library');
    await page.getByRole('button', { name: 'Add Slide' }).click();

    // Export writes the picture beside the slides, as the server stored it, for a checkout to commit.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: /^Export changes/ }).click();
    const entries = unzipSync(new Uint8Array(fs.readFileSync(await (await download).path())));
    const exportedSlides = JSON.parse(strFromU8(entries['content/slides.json']!)) as unknown;
    // Every upload the slides use (this one, and any published before on this server), and nothing else.
    expect(uploadedImagesIn(exportedSlides)).toContain(address);
    expect(Object.keys(entries).sort()).toEqual(
      [...uploadedImagesIn(exportedSlides).map((used) => `content${used}`), 'content/slides.json'].sort(),
    );
    const stored = fs.readFileSync(path.join(publishingServer.contentDir, address.slice(1)));
    expect(Buffer.from(entries[`content${address}`]!).equals(stored)).toBe(true);
  });

  test('Import sends a zip’s pictures to the server and the imported slides name the address it answered; a zip with a file that is not a picture imports nothing', async ({
    page,
    publishingServer,
  }) => {
    await signInThroughForm(page);
    const slidesFile = path.join(publishingServer.contentDir, 'slides.json');
    const slides = JSON.parse(fs.readFileSync(slidesFile, 'utf8')) as {
      slides: { id: string; image: string }[];
    };
    const inZip = '/media/images/uploads/imported-open-day.jpg';
    const zipWith = (picture: Buffer) =>
      Buffer.from(
        zipSync({
          'content/slides.json': strToU8(
            JSON.stringify({
              ...slides,
              slides: [...slides.slides, { id: 'imported-open-day', image: inZip, alt: 'Imported open day' }],
            }),
          ),
          [`content${inZip}`]: new Uint8Array(picture),
        }),
      );
    const importInput = page.locator('input[type="file"]');
    const publish = page.getByRole('button', { name: /^Publish/ });

    await importInput.setInputFiles({
      name: 'slides.zip',
      mimeType: 'application/zip',
      buffer: zipWith(Buffer.from('<!doctype html><html><script>alert(1)</script></html>')),
    });
    const refused = page.getByRole('dialog', { name: 'Nothing was imported: 1 problem.' });
    await expect(refused).toContainText(`content${inZip}`);
    await expect(refused).toContainText('This file is text (SVG or HTML), not a picture');
    await refused.getByRole('button', { name: 'Close' }).click();
    await expect(publish).toHaveText('Publish (0)');

    await importInput.setInputFiles({
      name: 'slides.zip',
      mimeType: 'application/zip',
      buffer: zipWith(await photo(640, 400)),
    });
    await expect(page.getByText('Imported. Documents changed: 1 (of 1 in the file).')).toBeVisible();
    await expect(publish).toHaveText('Publish (1)');
    await publish.click();
    await expect(publishedStatus(page)).toBeVisible({ timeout: LIVE_WITHIN_MS });
    const published = JSON.parse(fs.readFileSync(slidesFile, 'utf8')) as typeof slides;
    const image = published.slides.find((slide) => slide.id === 'imported-open-day')?.image;
    expect(image).toMatch(/^\/media\/images\/uploads\/imported-open-day-[0-9a-f]{10}-640x400\.jpg$/);
    const served = await page.request.get(image!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/jpeg');
  });

  test('a file that is not a safe picture is refused at the field with the server’s message, and nothing changes', async ({
    page,
    publishingServer,
  }) => {
    const { form, imageField, uploadButton, fileInput } = await openSlideshow(page);
    const jpeg = await photo(800, 600);
    // Each message differs from the one before, so each answer is seen in its turn.
    const cases = [
      {
        file: {
          name: 'drawing.svg',
          mimeType: 'image/svg+xml',
          buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
        message: 'This file is text (SVG or HTML), not a picture; upload a JPEG, PNG, WebP or AVIF picture.',
      },
      {
        file: { name: 'cut-short.jpg', mimeType: 'image/jpeg', buffer: jpeg.subarray(0, jpeg.length / 2) },
        message: 'The picture cannot be read: it is damaged or incomplete.',
      },
      {
        file: {
          name: 'photo.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
        },
        message: 'This file is text (SVG or HTML), not a picture; upload a JPEG, PNG, WebP or AVIF picture.',
      },
      {
        file: { name: 'bomb.png', mimeType: 'image/png', buffer: pngClaiming(10_000, 5_000) },
        message: 'The picture is 10000 × 5000 pixels (50.0 megapixels); at most 40 megapixels are allowed.',
      },
      {
        // Refused before it is sent: 5 MB over slow mobile data only to be refused would waste minutes.
        file: { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
        message: 'The picture is larger than 5 MB; choose a smaller one.',
      },
    ];
    const before = storedUploads(publishingServer);
    for (const { file, message } of cases) {
      await fileInput.setInputFiles(file);
      await expect(form.getByRole('alert')).toHaveText(message);
      await expect(uploadButton).toHaveAccessibleDescription(message);
      await expect(imageField).toHaveValue('');
    }
    expect(storedUploads(publishingServer)).toEqual(before);
    await expect(page.getByRole('button', { name: /^Publish/ })).toHaveText('Publish (0)');

    // A picture of the site chosen instead: the refusal goes.
    await form.getByRole('button', { name: 'Choose a picture' }).click();
    await page
      .getByRole('dialog', { name: "The site's pictures: Image URL" })
      .getByRole('button', { name: /^slides\// })
      .first()
      .click();
    await expect(imageField).toHaveValue(/^\/media\/images\/slides\//);
    await expect(form.getByRole('alert')).toBeHidden();
    await expect(uploadButton).not.toHaveAccessibleDescription(/./);
  });
});
