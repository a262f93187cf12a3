import { describe, expect, it } from 'vitest';
import { emptyStockLine, emptyStockValues } from './stock-form-values';
import { routeStockErrors } from './stock-server-errors';

const values = { ...emptyStockValues('2026-11-26'), lines: [emptyStockLine(), emptyStockLine()] };

describe('the 422 codes on the stock document form', () => {
  it('puts fields, lines and the list on the form and the rest in the toast', () => {
    expect(
      routeStockErrors(
        {
          warehouseId: ['lines-exist'],
          lines: ['at-least-one-loads-stock'],
          'lines.1.quantity': ['unallocated:4'],
          'lines.0.vatCategory': ['prohibited'],
          'lines.0.cost': ['invalid'],
          'lines.7.price': ['required'],
          _: ['not-draft'],
        },
        values,
      ),
    ).toEqual({
      fields: {
        warehouseId: ['lines-exist'],
        lines: ['at-least-one-loads-stock'],
        'lines.1.quantity': ['unallocated:4'],
        'lines.0.vatRateId': ['prohibited'],
        'lines.0': ['invalid'],
      },
      other: ['required', 'not-draft'],
    });
  });
});
