import { describe, expect, it } from 'vitest';
import { declarationToValues, emptyDeclarationValues } from './declaration-form-values';
import { formValuesFor } from './form-mode';

const TODAY = '2026-11-26';
const stored = (extra: object = {}) =>
  ({
    ...emptyDeclarationValues('supplier', '2026-11-20'),
    currencyRate: null,
    operationType: 30,
    references: [],
    products: [],
    transportDocuments: [],
    ...extra,
  }) as never;

describe('formValuesFor', () => {
  it('starts a new declaration with the role of its page', () => {
    expect(formValuesFor('create-client', null, TODAY).transportRole).toBe('client');
    expect(formValuesFor('create-supplier', null, TODAY).transportRole).toBe('supplier');
    expect(formValuesFor('create-supplier', null, TODAY).deliveryDate).toBe(TODAY);
  });

  it('edits the stored declaration as it is', () => {
    expect(formValuesFor('edit', stored(), TODAY)).toEqual(declarationToValues(stored()));
  });

  it('declares a duplicate or a correction anew: a past transport date becomes today', () => {
    expect(formValuesFor('duplicate', stored(), TODAY).deliveryDate).toBe(TODAY);
    expect(formValuesFor('add-correction', stored(), TODAY)).toMatchObject({
      deliveryDate: TODAY,
      transportRole: 'supplier',
    });
    expect(formValuesFor('duplicate', stored({ deliveryDate: '2026-11-28' }), TODAY).deliveryDate).toBe(
      '2026-11-28',
    );
  });

  it('keeps the past date of a declaration made after an outage', () => {
    expect(formValuesFor('duplicate', stored({ postFailure: true }), TODAY).deliveryDate).toBe('2026-11-20');
  });
});
