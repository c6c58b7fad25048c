/**
 * Pictures uploaded in the admin are stored in CONTENT_DIR/media/images/uploads at once, but a
 * release serves one only from the render that publishes a document using it: an upload no published
 * document uses is never served. A release keeps the uploads of the release it was made from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { uploadedImageFiles, uploadedImagesIn } from '../../content/image-variants';

/** A hard link (no byte copied; an uploaded file is never rewritten in place), or a copy across file systems. */
function linkOrCopy(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.copyFileSync(from, to);
  }
}

/**
 * Puts into the release folder each uploaded picture the documents use that it does not have yet,
 * with its WebP variants; the addresses added. A picture used but missing from the content folder
 * fails the render (the publish's validation has already checked that it exists).
 */
export function addUploadedImages(
  contentDir: string,
  outDir: string,
  documents: Readonly<Record<string, unknown>>,
): string[] {
  const added: string[] = [];
  for (const address of uploadedImagesIn(documents)) {
    for (const file of uploadedImageFiles(address)) {
      const target = path.join(outDir, file);
      if (fs.existsSync(target)) continue;
      const source = path.join(contentDir, file.slice(1));
      if (!fs.existsSync(source)) {
        throw new Error(`The uploaded picture ${address} is used, but ${source} is missing.`);
      }
      linkOrCopy(source, target);
      added.push(file);
    }
  }
  return added;
}
