import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../src/site/stats/format-count';

describe('visitor counts as the panel writes them', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567, '1,234,567'],
    [1000000000, '1,000,000,000'],
  ])('%d reads %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
    expect(formatCount(count)).toBe(new Intl.NumberFormat('en-GB').format(count));
  });

  it('never shows a fraction or a negative count', () => {
    expect(formatCount(41.9)).toBe('41');
    expect(formatCount(-3)).toBe('0');
  });
});
