import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { reasonKey, refusalOf } from './reason-text';

const known = new Set([
  'supplier-invoices.reasons.needs-einvoice-connection',
  'supplier-invoices.reasons.payments',
]);
const exists = (key: string) => known.has(key);

describe('reasonKey', () => {
  it('names an ability reason by its own text', () => {
    expect(reasonKey('needs-einvoice-connection', exists)).toBe(
      'supplier-invoices.reasons.needs-einvoice-connection',
    );
  });

  it('reads a refusal message the server names under supplier-invoices.errors', () => {
    expect(reasonKey('supplier-invoices.errors.payments', exists)).toBe('supplier-invoices.reasons.payments');
  });

  it('falls back to the general text for a reason it has no words for', () => {
    expect(reasonKey('goods-receipt-notes', exists)).toBe('supplier-invoices.reasons.generic');
    expect(reasonKey('max:3', exists)).toBe('supplier-invoices.reasons.generic');
  });
});

describe('refusalOf', () => {
  it('reads the refusal a 422 names, and nothing else', () => {
    const refused = new ApiError(422, { message: 'supplier-invoices.errors.delete-blocked', errors: {} });
    expect(refusalOf(refused)).toBe('supplier-invoices.errors.delete-blocked');
    expect(
      refusalOf(new ApiError(422, { message: 'validation', errors: { number: ['unique'] } })),
    ).toBeNull();
    expect(refusalOf(new ApiError(404, { message: 'supplier-invoices.errors.x' }))).toBeNull();
    expect(refusalOf(new Error('x'))).toBeNull();
  });
});
