import { describe, expect, it } from 'vitest';
import { withRenamedAddresses } from '../../src/admin/media/import-pictures';
import { uploadOutcomeOf } from '../../src/admin/media/upload-picture';
import { uploadProblemText } from '../../src/admin/media/useImageUpload';
import type { AdminText } from '../../src/admin/text';
import en from '../../src/admin/text/en.json';
import sw from '../../src/admin/text/sw.json';
import { fillTemplate } from '../../src/content/localize';
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
        refusal: {},
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

describe('uploadProblemText', () => {
  const inLanguage = (dictionary: Record<string, string>): AdminText =>
    Object.assign(
      (key: string, values: Record<string, string | number> = {}) => fillTemplate(dictionary[key]!, values),
      {
        language: 'en' as const,
      },
    );
  const bomb = uploadOutcomeOf(
    422,
    JSON.stringify({
      success: false,
      error: 'The picture is 10000 × 5000 pixels (50.0 megapixels); at most 40 megapixels are allowed.',
      reason: 'too-many-pixels',
      width: 10000,
      height: 5000,
    }),
  );

  it('says a refusal in the admin’s language, in English as the server words it', () => {
    if (bomb.kind !== 'refused') throw new Error(`refused expected, got ${bomb.kind}`);
    expect(uploadProblemText(bomb, inLanguage(en))).toBe(bomb.message);
    expect(uploadProblemText(bomb, inLanguage(sw))).toBe(
      'Picha hii ni pikseli 10000 × 5000 (megapikseli 50.0); kikomo ni megapikseli 40.',
    );
  });

  it('gives the server’s words for a reason it does not know', () => {
    const later = uploadOutcomeOf(
      415,
      JSON.stringify({ success: false, error: 'Not now.', reason: 'later' }),
    );
    if (later.kind !== 'refused') throw new Error(`refused expected, got ${later.kind}`);
    expect(uploadProblemText(later, inLanguage(sw))).toBe('Not now.');
  });
});
