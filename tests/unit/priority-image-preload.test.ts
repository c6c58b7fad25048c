import { describe, expect, it } from 'vitest';
import { priorityImagePreload } from '../../src/server/releases/html-document';

/** A picture as ResponsiveImage renders it on the server: AVIF, then WebP, then the original. */
const picture = (name: string, priority: boolean) =>
  `<picture><source type="image/avif" srcSet="/media/${name}-480w.avif 480w, /media/${name}-800w.avif 800w" sizes="50vw"/>` +
  `<source type="image/webp" srcSet="/media/${name}-480w.webp 480w, /media/${name}-800w.webp 800w" sizes="50vw"/>` +
  `<img src="/media/${name}.jpg" alt="" width="1200" height="800" ` +
  (priority
    ? 'loading="eager" decoding="sync" fetchPriority="high"/>'
    : 'loading="lazy" decoding="async"/>') +
  '</picture>';

describe('the head preload of the main picture', () => {
  it("is the priority picture's first source, with its type, srcset and sizes", () => {
    const html = `<main>${picture('below', false)}${picture('main', true)}${picture('other', false)}</main>`;
    expect(priorityImagePreload(html)).toBe(
      '<link rel="preload" as="image" type="image/avif" ' +
        'imagesrcset="/media/main-480w.avif 480w, /media/main-800w.avif 800w" imagesizes="50vw" fetchpriority="high">',
    );
  });

  it('is none on a page whose pictures are all lazy', () => {
    expect(priorityImagePreload(`<main>${picture('a', false)}${picture('b', false)}</main>`)).toBe('');
  });
});
