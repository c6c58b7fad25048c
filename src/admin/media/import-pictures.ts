/**
 * An imported zip's pictures, where a server takes pictures: each is uploaded like one chosen in a
 * field, and the imported documents then name the address the server answered. One the server already
 * has (listed when the admin opened, or uploaded from this tab) is not sent again.
 */
import { uploadedImageSize } from '../../content/image-variants';
import { addUploadedImage, imageTypeOf, sessionImageUrl } from '../../content/session-media';
import type { ContentError } from '../../validation';
import type { AdminText } from '../text';
import { uploadPicture } from './upload-picture';
import { uploadProblemText } from './useImageUpload';

/** A picture in an exported zip, by the address it takes on the site. */
export interface ZipPicture {
  address: string;
  bytes: Uint8Array;
}

export type ImportedPictures =
  /** `renamed`: each picture's new address, by its address in the zip. */
  | { kind: 'stored'; renamed: Map<string, string> }
  /** No server takes pictures here: keep them in this tab under their own addresses. */
  | { kind: 'inTab' }
  /** Some were refused (why, per picture): nothing is to be applied. */
  | { kind: 'refused'; problems: ContentError[] };

export async function uploadImportedPictures(
  pictures: readonly ZipPicture[],
  t: AdminText,
): Promise<ImportedPictures> {
  const renamed = new Map<string, string>();
  const problems: ContentError[] = [];
  for (const picture of pictures) {
    if (uploadedImageSize(picture.address) && sessionImageUrl(picture.address)) continue;
    const name = picture.address.slice(picture.address.lastIndexOf('/') + 1);
    const file = new File([picture.bytes as Uint8Array<ArrayBuffer>], name, {
      type: imageTypeOf(picture.address),
    });
    const outcome = await uploadPicture(file, () => undefined);
    if (outcome.kind === 'noServer') return { kind: 'inTab' };
    if (outcome.kind === 'uploaded') {
      addUploadedImage(outcome.picture.address, file);
      renamed.set(picture.address, outcome.picture.address);
    } else {
      problems.push({
        file: `content${picture.address}`,
        pointer: '',
        message: uploadProblemText(outcome, t),
      });
    }
  }
  return problems.length > 0 ? { kind: 'refused', problems } : { kind: 'stored', renamed };
}

/** `value` with every string that is a renamed address replaced by its new address. */
export function withRenamedAddresses<T>(value: T, renamed: ReadonlyMap<string, string>): T {
  if (renamed.size === 0) return value;
  const rename = (inner: unknown): unknown => {
    if (typeof inner === 'string') return renamed.get(inner) ?? inner;
    if (Array.isArray(inner)) return inner.map(rename);
    if (inner !== null && typeof inner === 'object')
      return Object.fromEntries(Object.entries(inner).map(([key, item]) => [key, rename(item)]));
    return inner;
  };
  return rename(value) as T;
}
