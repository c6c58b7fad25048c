import { describe, expect, it } from 'vitest';
import { withRenamedAddresses } from '../../src/admin/media/import-pictures';
import { uploadOutcomeOf } from '../../src/admin/media/upload-picture';
import { uploadedImageSize } from '../../src/content/image-variants';

const refusal = (error: string) => JSON.stringify({ success: false, error });

describe('uploadOutcomeOf', () => {
  it('gives the stored picture of a 201, and the server’s own words for a refused picture', () => {
    const picture = {
      address: '/media/images/uploads/a-0123456789-800x600.jpg',
      width: 800,
      height: 600,
      variants: {},
    };
    expect(uploadOutcomeOf(201, JSON.stringify(picture))).toEqual({ kind: 'uploaded', picture });
    for (const status of [413, 415, 422]) {
      expect(uploadOutcomeOf(status, refusal(`refused with ${status}`))).toEqual({
        kind: 'refused',
        message: `refused with ${status}`,
      });
    }
  });

  it('tells an ended session, a place with no upload service and any other failure apart', () => {
    expect(uploadOutcomeOf(401, refusal('Sign in first.'))).toEqual({ kind: 'signedOut' });
    expect(uploadOutcomeOf(404, 'Not Found')).toEqual({ kind: 'noServer' });
    expect(uploadOutcomeOf(500, refusal('boom'))).toEqual({ kind: 'failed' });
    // A refusal status without a message to show is no refusal of this picture the admin can explain.
    expect(uploadOutcomeOf(422, '<html>proxy error</html>')).toEqual({ kind: 'failed' });
    expect(uploadOutcomeOf(201, '{}')).toEqual({ kind: 'failed' });
  });
});

describe('withRenamedAddresses', () => {
  it('renames every exact use of an imported picture, anywhere in a document, and nothing else', () => {
    const renamed = new Map([
      ['/media/images/uploads/open-day.jpg', '/media/images/uploads/open-day-0123456789-800x600.jpg'],
    ]);
    const slides = {
      slides: [
        { id: 'a', image: '/media/images/uploads/open-day.jpg', alt: { en: 'Open day', sw: 'Siku ya wazi' } },
        { id: 'b', image: '/media/images/library.jpg', alt: 'see /media/images/uploads/open-day.jpg' },
      ],
    };
    expect(withRenamedAddresses(slides, renamed)).toEqual({
      slides: [
        {
          id: 'a',
          image: '/media/images/uploads/open-day-0123456789-800x600.jpg',
          alt: { en: 'Open day', sw: 'Siku ya wazi' },
        },
        slides.slides[1],
      ],
    });
  });
});

describe('uploadedImageSize', () => {
  it('reads the size from an address the server makes, and from no other', () => {
    expect(uploadedImageSize('/media/images/uploads/open-day-0123456789-1800x1200.jpg')).toEqual([
      1800, 1200,
    ]);
    for (const other of [
      '/media/images/uploads/open-day.jpg',
      '/media/images/open-day-0123456789-1800x1200.jpg',
      '/media/images/uploads/../open-day-0123456789-1800x1200.jpg',
      '/media/images/uploads/open-day-0123456789-0x1200.jpg',
      '/media/images/uploads/open-day-0123456789-1800x1200-480w.webp',
    ]) {
      expect(uploadedImageSize(other), other).toBeUndefined();
    }
  });
});
