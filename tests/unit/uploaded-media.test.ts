/** Uploaded pictures join a release when a document uses them, and only then. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUploadedVariant, uploadedImagesIn } from '../../src/content/image-variants';
import { storePicture } from '../../src/server/publishing/media-upload';
import { addUploadedImages } from '../../src/server/releases/uploaded-media';

let root: string;
let contentDir: string;
let outDir: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'uploaded-media-'));
  contentDir = path.join(root, 'content');
  outDir = path.join(root, 'release');
  fs.mkdirSync(outDir);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();

const inRelease = (address: string) => path.join(outDir, address);

describe('addUploadedImages', () => {
  it('links into the release the uploads a document uses, with their variants, and leaves the others out', async () => {
    const used = await storePicture(await photo(1000, 500), 'Open day.jpg', path.join(contentDir, 'media'));
    const unused = await storePicture(await photo(600, 600), 'Draft.jpg', path.join(contentDir, 'media'));
    const documents = {
      slides: { slides: [{ id: 'open-day', image: used.address, alt: 'Open day' }] },
      site: { logo: '/media/images/logo.svg' },
    };
    expect(uploadedImagesIn(documents)).toEqual([used.address]);
    // The build lists the upload among the site's pictures, and not its AVIF and WebP copies.
    expect(isUploadedVariant(used.address)).toBe(false);
    expect(used.variants.some((variant) => variant.endsWith('.avif'))).toBe(true);
    expect(used.variants.every(isUploadedVariant)).toBe(true);

    const added = addUploadedImages(contentDir, outDir, documents);
    expect(added).toEqual([used.address, ...used.variants]);
    for (const address of added) {
      const source = path.join(contentDir, address);
      expect(fs.statSync(inRelease(address)).ino, address).toBe(fs.statSync(source).ino);
    }
    expect(fs.existsSync(inRelease(unused.address))).toBe(false);

    // A release made from this one already has them.
    expect(addUploadedImages(contentDir, outDir, documents)).toEqual([]);
  });

  it('fails when a document uses an upload the content folder does not have', () => {
    const missing = '/media/images/uploads/gone-0123456789-800x600.jpg';
    expect(() => addUploadedImages(contentDir, outDir, { slides: { image: missing } })).toThrow(
      /gone-0123456789-800x600\.jpg is used, but .* is missing/,
    );
  });
});
