import { MEDIA_UPLOAD_API, type StoredPictures } from '../../content/publishing';
import { addStoredImage } from '../../content/session-media';

/**
 * Makes the pictures uploaded before this tab opened (elsewhere, or before a reload) known to it:
 * the build's list of pictures does not have them, and a draft or a published document may use
 * them. Where the server lists none (no upload service, no session), the admin knows the build's
 * pictures and those added in this tab, as before.
 */
export async function loadStoredPictures(fetcher: typeof fetch = (...args) => fetch(...args)): Promise<void> {
  try {
    const response = await fetcher(MEDIA_UPLOAD_API, {
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
