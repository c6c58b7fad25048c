import { describe, expect, it } from 'vitest';
import { uploadOutcomeOf } from '../../src/admin/media/upload-picture';

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
