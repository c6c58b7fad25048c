// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatContentError, validateContent } from '../../src/validation';
import { brokenContent } from './support/broken-content';

describe('the validation core in a browser environment (jsdom)', () => {
  it('reports the same lines as in Node for the same broken documents', async () => {
    expect(typeof window).toBe('object');
    const { sources, files } = brokenContent();
    const lines = validateContent(sources, files).errors.map(formatContentError);
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot('./__snapshots__/broken-content.lines.txt');
  });
});
