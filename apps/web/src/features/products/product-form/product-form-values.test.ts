import type { ProductFormOptions } from '@app/domain/products/product.schemas';
import { productInputSchema } from '@app/domain/products/product.schemas';
import { describe, expect, it } from 'vitest';
import { emptyProductValues, productToValues } from './product-form-values';

const options: ProductFormOptions = {
  vatPayer: true,
  vatRates: [
    {
      id: 'r19',
      code: 'S',
      value: '19.00',
      exemptionReasonCode: null,
      internal: false,
      validTo: '2025-07-31',
    },
    { id: 'r21', code: 'S', value: '21.00', exemptionReasonCode: null, internal: false, validTo: null },
    { id: 'r0', code: 'Z', value: '0.00', exemptionReasonCode: null, internal: false, validTo: null },
    { id: 'ro', code: 'O', value: null, exemptionReasonCode: null, internal: true, validTo: null },
  ],
  units: [
    { code: 'C62', name: 'Unitate', symbol: 'u' },
    { code: 'H87', name: 'Bucată', symbol: 'buc' },
  ],
};

describe('product form values', () => {
  it('starts a payer’s product with a piece and the standard rate, a non-payer’s with the internal rate', () => {
    expect(emptyProductValues(options)).toMatchObject({ measurementUnitCode: 'H87', vatRateId: 'r21' });
    expect(emptyProductValues({ ...options, vatPayer: false })).toMatchObject({ vatRateId: 'ro' });
    expect(emptyProductValues(undefined)).toMatchObject({ measurementUnitCode: '', vatRateId: '' });
  });

  it('round-trips a product through the form and the schema', () => {
    const values = productToValues({
      id: 'p',
      name: 'Cafea',
      productCode: null,
      description: null,
      isService: false,
      measurementUnitCode: 'KGM',
      vatRateId: 'r21',
      vatRate: { id: 'r21', code: 'S', value: '21.00' },
      productCategoryId: null,
      productCategoryName: null,
      cpvClassificationCode: null,
      euCnClassificationCode: null,
      grossWeight: '1.250000',
      netWeight: null,
      isHighFiscalRisk: false,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(values.grossWeight).toBe('1.25');
    expect(
      productInputSchema.parse({ ...values, vatRateId: '6f1c2b8e-2a4b-4c9d-8e7f-1a2b3c4d5e6f' }),
    ).toMatchObject({
      productCode: null,
      productCategoryId: null,
      grossWeight: '1.25',
      netWeight: null,
    });
  });
});
