import { firstFreeName, numbered, slugOf } from './slug';

/**
 * Pictures added in this tab, shown from memory until the site serves them. Two kinds:
 * - kept in this tab (the media of an imported zip, or an upload where no server takes pictures):
 *   each has the address it will have once committed to content/media/images, and Export puts its
 *   bytes beside the documents;
 * - uploaded to the server, which stored them (re-encoded) under the address it answered; the site
 *   serves them once a published document uses them, and until then this tab shows the file chosen.
 */
export interface SessionImage {
  /** The site address it takes: /media/images/uploads/… */
  address: string;
  bytes: Uint8Array;
  type: string;
  /** An object URL for showing it in this tab. */
  url: string;
}

const images = new Map<string, SessionImage>();
/**
 * Where this tab shows the pictures stored on the server from: the object URL of a file uploaded
 * from this tab, or the admin's preview address of one uploaded earlier; by the picture's address.
 */
const uploaded = new Map<string, string>();
const UPLOADS = '/media/images/uploads/';
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

export const isSessionImageType = (type: string): boolean => type in EXTENSIONS;

/** The types a file picker for pictures offers, as its accept attribute. */
export const PICTURE_TYPES = Object.keys(EXTENSIONS).join(',');

function freeAddress(name: string, type: string): string {
  const base = slugOf(name.replace(/\.[^.]*$/, '')) || 'picture';
  const extension = EXTENSIONS[type]!;
  return firstFreeName(
    (n) => `${UPLOADS}${numbered(base)(n)}.${extension}`,
    (address) => images.has(address),
  );
}

/** Keeps a picture's bytes under an address (a new one under uploads/ when none is given); its address. */
export function addSessionImage(bytes: Uint8Array, type: string, name: string, address?: string): string {
  const at = address ?? freeAddress(name, type);
  const previous = images.get(at);
  if (previous) URL.revokeObjectURL(previous.url);
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
  images.set(at, { address: at, bytes, type, url: URL.createObjectURL(blob) });
  return at;
}

/** Shows a picture the server stored under `address` from the file chosen, until the site serves it. */
export function addUploadedImage(address: string, file: Blob): void {
  const previous = uploaded.get(address);
  if (previous?.startsWith('blob:')) URL.revokeObjectURL(previous);
  uploaded.set(address, URL.createObjectURL(file));
}

/** A picture uploaded before (another tab, before a reload), shown from `preview`; one from this tab stays. */
export function addStoredImage(address: string, preview: string): void {
  if (!uploaded.has(address)) uploaded.set(address, preview);
}

/** Where to show a picture from in this tab: its object URL when it was added here. */
export function sessionImageUrl(address: string): string | undefined {
  return images.get(address)?.url ?? uploaded.get(address);
}

/** The pictures kept in this tab only (Export writes their bytes). */
export function sessionImages(): SessionImage[] {
  return [...images.values()];
}

/** The address of every picture added in this tab, kept here or uploaded to the server. */
export function addedImageAddresses(): string[] {
  return [...images.keys(), ...uploaded.keys()];
}

/** The type a picture's address names, for pictures read from a zip. */
export function imageTypeOf(address: string): string | undefined {
  const extension = /\.([a-z]+)$/i.exec(address)?.[1]?.toLowerCase();
  return Object.entries(EXTENSIONS).find(
    ([, known]) => known === extension || (known === 'jpg' && extension === 'jpeg'),
  )?.[0];
}
