import type { Device } from '../../content/statistics';

export { DEVICES, type Device } from '../../content/statistics';

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b|SM-T\d|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|BlackBerry|BB10|Opera Mini|IEMobile|Windows Phone|KaiOS/i;

/**
 * The kind of device a User-Agent describes. Only this word is kept, never the User-Agent itself.
 * Tablets are tested first: Android tablets say "Android" without "Mobile", phones say both.
 */
export function deviceOf(userAgent: string | undefined): Device {
  if (!userAgent) return 'desktop';
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}
