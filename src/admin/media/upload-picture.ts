/**
 * Sends a picture chosen in the admin to the server (POST MEDIA_UPLOAD_API), which checks it,
 * re-encodes it and answers its site address. XMLHttpRequest rather than fetch: it reports how much
 * of the body has gone, so a phone on slow data shows the upload moving.
 */
import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_NAME_LENGTH,
  MEDIA_UPLOAD_API,
  type MediaUploaded,
  type PictureRefused,
} from '../../content/publishing';

export type UploadOutcome =
  | { kind: 'uploaded'; picture: MediaUploaded }
  /** `message` is the server's, in English. */
  | { kind: 'refused'; message: string; refusal: Omit<PictureRefused, 'success' | 'error'> }
  /** Not sent. */
  | { kind: 'tooLarge' }
  | { kind: 'signedOut' }
  /** No server takes pictures here (a static preview): keep the picture in the tab. */
  | { kind: 'noServer' }
  /** The server could not be reached, or answered with something else. */
  | { kind: 'failed' };

/** The statuses whose answer carries a message about the picture itself. */
const REFUSALS = new Set([413, 415, 422]);

export function uploadOutcomeOf(status: number, text: string): UploadOutcome {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (status === 201 && typeof (body as MediaUploaded | undefined)?.address === 'string')
    return { kind: 'uploaded', picture: body as MediaUploaded };
  const refused = body as Partial<PictureRefused> | undefined;
  if (REFUSALS.has(status) && typeof refused?.error === 'string' && refused.error !== '') {
    const { reason, width, height } = refused;
    return { kind: 'refused', message: refused.error, refusal: { reason, width, height } };
  }
  if (status === 401) return { kind: 'signedOut' };
  if (status === 404 || status === 405) return { kind: 'noServer' };
  return { kind: 'failed' };
}

/**
 * `onProgress` gets the fraction sent so far. The body goes as application/octet-stream whatever the
 * file claims to be: the server reads the type from the bytes, and its message about a file that is
 * not a picture is the one to show.
 */
export function uploadPicture(file: File, onProgress: (sent: number) => void): Promise<UploadOutcome> {
  if (file.size > MAX_UPLOAD_BYTES) return Promise.resolve({ kind: 'tooLarge' });
  // The name only names the stored picture: a long one (a phone's, a description) is cut short, by
  // characters as the server counts them, rather than refused.
  const name = Array.from(file.name).slice(0, MAX_UPLOAD_NAME_LENGTH).join('');
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${MEDIA_UPLOAD_API}?name=${encodeURIComponent(name)}`);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve(uploadOutcomeOf(request.status, request.responseText));
    request.onerror = () => resolve({ kind: 'failed' });
    request.onabort = () => resolve({ kind: 'failed' });
    request.send(file);
  });
}
