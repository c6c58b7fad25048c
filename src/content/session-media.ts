/**
 * Pictures added in this tab (an upload in the admin, or the media of an imported zip), before they
 * are part of content/media/images. Each has the address it will have once committed there; until
 * then pages show it from memory, and Export puts its bytes beside the documents.
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
const UPLOADS = '/media/images/uploads/';
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

export const isSessionImageType = (type: string): boolean => type in EXTENSIONS;

function freeAddress(name: string, type: string): string {
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'picture';
  const extension = EXTENSIONS[type]!;
  let address = `${UPLOADS}${base}.${extension}`;
  for (let n = 2; images.has(address); n++) address = `${UPLOADS}${base}-${n}.${extension}`;
  return address;
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

/** Where to show a picture from in this tab: its object URL when it was added here. */
export function sessionImageUrl(address: string): string | undefined {
  return images.get(address)?.url;
}

export function sessionImages(): SessionImage[] {
  return [...images.values()];
}

/** The type a picture's address names, for pictures read from a zip. */
export function imageTypeOf(address: string): string | undefined {
  const extension = /\.([a-z]+)$/i.exec(address)?.[1]?.toLowerCase();
  return Object.entries(EXTENSIONS).find(
    ([, known]) => known === extension || (known === 'jpg' && extension === 'jpeg'),
  )?.[0];
}
