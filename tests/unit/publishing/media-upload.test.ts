import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MediaUploaded, StoredPictures } from '../../../src/content/publishing';
import { uploadedImageFiles, uploadedImageSize } from '../../../src/content/image-variants';
import { publishingFixture, SIGNED_IN, type PublishingFixture } from './support';
import { pngClaiming } from '../../support/png-claiming';

let fixture: PublishingFixture;
let mediaDir: string;

beforeEach(async () => {
  fixture = await publishingFixture();
  // Uploads are written: into a media folder of the copy's own, not the shared one it links to.
  mediaDir = path.join(fixture.contentDir, 'media');
  fs.unlinkSync(mediaDir);
  fs.mkdirSync(mediaDir);
});
afterEach(async () => fixture.close());

function upload(body: Buffer | string, name: string, contentType = 'image/jpeg', headers = SIGNED_IN) {
  return fixture.app.inject({
    method: 'POST',
    url: `/api/admin/media?name=${encodeURIComponent(name)}`,
    headers: { ...headers, 'content-type': contentType },
    payload: body,
  });
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 160 } } });

const siteFile = (address: string) => path.join(mediaDir, address.slice('/media/'.length));

describe('POST /api/admin/media', () => {
  it('re-encodes a photo without its metadata, with the AVIF and WebP variants the build makes, and answers its address', async () => {
    const bytes = await photo(2000, 1000)
      .withExif({ IFD0: { Copyright: 'camera owner', ImageDescription: 'at home, GPS 1.2,3.4' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const response = await upload(bytes, 'Open Day 2026.JPG');
    expect(response.statusCode).toBe(201);
    const uploaded = response.json<MediaUploaded>();
    expect(uploaded.address).toMatch(/^\/media\/images\/uploads\/open-day-2026-[0-9a-f]{10}-2000x1000\.jpg$/);
    // Pages rendered by a bundle older than the picture read its size and variants from its address.
    expect(uploadedImageSize(uploaded.address)).toEqual([2000, 1000]);
    expect(uploadedImageFiles(uploaded.address)).toEqual([uploaded.address, ...uploaded.variants]);
    expect(uploaded).toMatchObject({ width: 2000, height: 1000 });
    const widths = ['480', '800', '1200', '1600'];
    expect(uploaded.variants).toEqual([
      ...widths.map((width) => uploaded.address.replace(/\.jpg$/, `-${width}w.avif`)),
      ...widths.map((width) => uploaded.address.replace(/\.jpg$/, `-${width}w.webp`)),
    ]);

    const stored = await sharp(siteFile(uploaded.address)).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 2000, height: 1000 });
    expect(stored.exif).toBeUndefined();
    for (const address of uploaded.variants) {
      const [, width, format] = /-(\d+)w\.(avif|webp)$/.exec(address)!;
      expect(await sharp(siteFile(address)).metadata()).toMatchObject({
        // sharp names an AVIF file by its container, HEIF.
        format: format === 'avif' ? 'heif' : 'webp',
        width: Number(width),
      });
    }
  });

  it('lists every upload for the admin, and shows its original to the admin alone', async () => {
    const none = await fixture.app.inject({ url: '/api/admin/media', headers: SIGNED_IN });
    expect(none.json<StoredPictures>()).toEqual({ pictures: [] });
    const bytes = await photo(900, 600).jpeg().toBuffer();
    const uploaded = (await upload(bytes, 'Library.jpg')).json<MediaUploaded>();
    const file = path.basename(uploaded.address);

    const listed = await fixture.app.inject({ url: '/api/admin/media', headers: SIGNED_IN });
    expect(listed.json<StoredPictures>()).toEqual({
      pictures: [{ address: uploaded.address, preview: `/api/admin/media/uploads/${file}` }],
    });
    const preview = await fixture.app.inject({ url: `/api/admin/media/uploads/${file}`, headers: SIGNED_IN });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(preview.rawPayload.equals(fs.readFileSync(siteFile(uploaded.address)))).toBe(true);

    for (const other of [file.replace('.jpg', '-480w.webp'), '..%2F..%2Fpages%2Fabout.json', 'no-such.jpg']) {
      const refused = await fixture.app.inject({
        url: `/api/admin/media/uploads/${other}`,
        headers: SIGNED_IN,
      });
      expect([400, 404], other).toContain(refused.statusCode);
    }
    for (const url of ['/api/admin/media', `/api/admin/media/uploads/${file}`]) {
      expect((await fixture.app.inject({ url, headers: { cookie: '' } })).statusCode, url).toBe(401);
    }
  });

  it('keeps transparency as PNG, and takes WebP and AVIF whatever type the browser claims', async () => {
    const transparent = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const png = (await upload(transparent, 'logo.png', 'application/octet-stream')).json<MediaUploaded>();
    expect(png.address).toMatch(/\.png$/);
    // One width (its own, under the smallest standard one), in each format.
    expect(png.variants).toEqual([
      png.address.replace(/\.png$/, '-300w.avif'),
      png.address.replace(/\.png$/, '-300w.webp'),
    ]);

    for (const format of ['webp', 'avif'] as const) {
      const bytes = await photo(640, 480).toFormat(format).toBuffer();
      const response = await upload(bytes, `photo.${format}`, 'image/png');
      expect(response.statusCode, format).toBe(201);
      expect(response.json<MediaUploaded>().address).toMatch(/\.jpg$/);
    }
  });

  describe('refuses hostile uploads with a clear message, and stores nothing', () => {
    const refusals: [string, () => Promise<Buffer> | Buffer, string, number, RegExp, string][] = [
      [
        'an SVG picture',
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'image/svg+xml',
        415,
        /text \(SVG or HTML\), not a picture/,
        'markup',
      ],
      [
        'HTML named .jpg',
        () => Buffer.from('<!doctype html><html><script>document.cookie</script></html>'),
        'image/jpeg',
        415,
        /text \(SVG or HTML\), not a picture/,
        'markup',
      ],
      [
        'a file of no picture type',
        () => Buffer.from('GIF89a\x01\x00\x01\x00'),
        'image/gif',
        415,
        /not a JPEG, PNG, WebP or AVIF/,
        'not-a-picture',
      ],
      [
        'a 50-megapixel PNG bomb',
        () => pngClaiming(7072, 7072),
        'image/png',
        422,
        /7072 × 7072 pixels \(50\.0 megapixels\); at most 40 megapixels/,
        'too-many-pixels',
      ],
      [
        'a truncated JPEG',
        async () => {
          const bytes = await photo(800, 600).jpeg().toBuffer();
          return bytes.subarray(0, Math.floor(bytes.length / 2));
        },
        'image/jpeg',
        422,
        /damaged or incomplete/,
        'damaged',
      ],
    ];
    for (const [what, make, contentType, status, message, reason] of refusals) {
      it(what, async () => {
        const response = await upload(await make(), 'picture.jpg', contentType);
        expect(response.statusCode).toBe(status);
        expect(response.json<{ error: string }>().error).toMatch(message);
        // The reason, for the admin to say it in its own language.
        expect(response.json<{ reason: string }>().reason).toBe(reason);
        expect(fs.readdirSync(mediaDir)).toEqual([]);
      });
    }

    it('a file over 5 MB', async () => {
      const response = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 0xff), 'big.jpg');
      expect(response.statusCode).toBe(413);
      expect(response.json<{ error: string }>().error).toBe('The picture is larger than 5 MB.');
      expect(response.json<{ reason: string }>().reason).toBe('too-large');
    });

    it('a request without the admin session, or with a body that is not a picture type', async () => {
      const bytes = await photo(100, 100).jpeg().toBuffer();
      expect((await upload(bytes, 'a.jpg', 'image/jpeg', { cookie: '' })).statusCode).toBe(401);
      const json = await upload('{"a":1}', 'a.jpg', 'application/json');
      expect(json.statusCode).toBe(415);
      expect(json.json<{ error: string }>().error).toMatch(/Send the picture itself as the body/);
      expect(fs.readdirSync(mediaDir)).toEqual([]);
    });
  });
});
