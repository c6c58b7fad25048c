import { describe, expect, it } from 'vitest';
import { columnSteps } from '../../src/ui/GridList';
import { whenColumnWithin, widthFor } from '../../src/ui/column-width';

describe('card grids take as many columns as their own width holds', () => {
  it('adds a column each time the list is wide enough for one more item and its gap', () => {
    expect(columnSteps(3, 6, 220, 16)).toEqual([
      { fromWidth: 456, count: 2 },
      { fromWidth: 692, count: 3 },
    ]);
  });

  it('never shows more columns than asked for or than there are items', () => {
    expect(columnSteps(4, 2, 200, 16)).toEqual([{ fromWidth: 416, count: 2 }]);
    expect(columnSteps(2, 9, 300, 12)).toEqual([{ fromWidth: 612, count: 2 }]);
    expect(columnSteps(3, 1, 220, 16)).toEqual([]);
    expect(columnSteps(1, 5, 220, 16)).toEqual([]);
  });
});

describe('layouts by the width of the column', () => {
  it('asks the nearest container for a range of widths, or from a width up', () => {
    expect(whenColumnWithin(456, 692)).toBe('@container (456px <= width < 692px)');
    expect(whenColumnWithin(692)).toBe('@container (min-width: 692px)');
    expect(widthFor(3, 200, 24)).toBe(648);
  });
});
