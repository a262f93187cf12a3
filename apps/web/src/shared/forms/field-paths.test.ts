import { describe, expect, it } from 'vitest';
import { fieldPaths } from './field-paths';

describe('fieldPaths', () => {
  it('names nested fields with dots, parents included', () => {
    expect(fieldPaths({ name: '', address: { city: '', district: null, lines: ['a'] }, tos: false })).toEqual(
      ['name', 'address', 'address.city', 'address.district', 'address.lines', 'tos'],
    );
  });

  it('gives nothing for values that are not an object', () => {
    expect(fieldPaths(null)).toEqual([]);
    expect(fieldPaths('x')).toEqual([]);
  });
});
