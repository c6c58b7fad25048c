import { describe, expect, it } from 'vitest';
import { columnsWithoutLoneItem } from '../../src/ui/GridList';

describe('card grids leave no card alone on the last row', () => {
  it('keeps the columns asked for when the rows come out full enough', () => {
    expect(columnsWithoutLoneItem(2, 4)).toBe(2);
    expect(columnsWithoutLoneItem(3, 6)).toBe(3);
    expect(columnsWithoutLoneItem(3, 5)).toBe(3);
    expect(columnsWithoutLoneItem(1, 7)).toBe(1);
  });

  it('moves to a neighbouring count otherwise', () => {
    expect(columnsWithoutLoneItem(2, 3)).toBe(3);
    expect(columnsWithoutLoneItem(2, 5)).toBe(3);
    expect(columnsWithoutLoneItem(3, 7)).toBe(4);
    expect(columnsWithoutLoneItem(2, 7)).toBe(1);
  });

  it('never asks for more columns than there are cards', () => {
    expect(columnsWithoutLoneItem(3, 2)).toBe(2);
    expect(columnsWithoutLoneItem(4, 1)).toBe(1);
  });

  it('gives every count up to 12 a last row of two or more, or a single column', () => {
    for (let items = 2; items <= 12; items++) {
      for (const wanted of [2, 3, 4]) {
        const columns = columnsWithoutLoneItem(wanted, items);
        expect(columns === 1 || items % columns !== 1, `${items} items, ${wanted} wanted`).toBe(true);
      }
    }
  });
});
