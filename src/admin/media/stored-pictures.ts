import { UPLOADS_ADDRESS, uploadedImagesIn } from '../../content/image-variants';
import { MEDIA_PREVIEW_API, MEDIA_UPLOAD_API, type StoredPictures } from '../../content/publishing';
import { addStoredImage } from '../../content/session-media';
import type { ZipPicture } from './import-pictures';

/**
 * Makes the pictures uploaded before this tab opened (elsewhere, or before a reload) known to it: the
 * build's list does not have them, and a draft or a published document may use them.
 */
export async function loadStoredPictures(): Promise<void> {
  try {
    const response = await fetch(MEDIA_UPLOAD_API, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) return;
    const { pictures } = (await response.json()) as StoredPictures;
    for (const { address, preview } of pictures) addStoredImage(address, preview);
  } catch {
    // Not listed: nothing is lost, the server checks every picture again at Publish.
  }
}

/**
 * For Export, so a zip unzipped over a checkout has every picture its documents name. One the server
 * cannot give is left out (the checkout's validation names it).
 */
export async function uploadedPicturesFor(
  documents: Readonly<Record<string, unknown>>,
): Promise<ZipPicture[]> {
  const pictures: ZipPicture[] = [];
  for (const address of uploadedImagesIn(documents)) {
    try {
      const response = await fetch(`${MEDIA_PREVIEW_API}/${address.slice(UPLOADS_ADDRESS.length + 1)}`);
      if (response.ok) pictures.push({ address, bytes: new Uint8Array(await response.arrayBuffer()) });
    } catch {
      // Left out, as above.
    }
  }
  return pictures;
}
