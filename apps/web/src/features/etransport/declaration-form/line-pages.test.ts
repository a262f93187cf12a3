import { describe, expect, it } from 'vitest';
import { LINES_PER_PAGE, linesWithErrors, pageCount, pageOfLine } from './line-pages';

describe('line pages', () => {
  it('pages 1000 lines by twenty', () => {
    expect(LINES_PER_PAGE).toBe(20);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(1000)).toBe(50);
    expect([0, 19, 20, 999].map(pageOfLine)).toEqual([1, 1, 2, 50]);
  });

  it('lists the lines with errors, also those out of sight', () => {
    const errors: unknown[] = [];
    errors[2] = { price: { message: 'required' } };
    errors[57] = { netWeight: { message: 'lte' } };
    expect(linesWithErrors(errors)).toEqual([3, 58]);
    expect(linesWithErrors(undefined)).toEqual([]);
    expect(linesWithErrors({ message: 'required' })).toEqual([]);
  });
});
