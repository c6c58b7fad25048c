import mediaManifest from 'virtual:media-manifest';
import { addedImageAddresses, sessionImageUrl } from '../../content/session-media';

/** The site's pictures (content/media/images), by address, with their width and height. */
export const SITE_IMAGES: Readonly<Record<string, readonly [number, number]>> = mediaManifest;

/** Every picture a field may name, for pickers: those added in this tab first, then the site's, sorted. */
export const pickableImageAddresses = (): string[] => [
  ...addedImageAddresses(),
  ...Object.keys(SITE_IMAGES).sort(),
];

/** Where the admin shows a picture from: memory for one added in this tab, else its address. */
export const shownImage = (address: string): string => sessionImageUrl(address.trim()) ?? address;
