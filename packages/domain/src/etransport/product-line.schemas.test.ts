import { describe, expect, it } from 'vitest';
import { errors, line, schema, valid } from './declaration.test-helpers';
import { productLineTotals } from './product-line.schemas';

describe('product lines of a declaration', () => {
  it('at most 1000', () => {
    expect(errors(valid({ products: Array.from({ length: 1000 }, () => line()) }))).toEqual({});
    expect(errors(valid({ products: Array.from({ length: 1001 }, () => line()) }))).toEqual({
      products: ['max:1000'],
    });
  });

  it('check their own fields', () => {
    expect(errors(valid({ products: [{}] }))).toEqual({
      'products.0.productName': ['required'],
      'products.0.operationType': ['required'],
      'products.0.quantity': ['required'],
      'products.0.measurementUnitCode': ['required'],
      'products.0.grossWeight': ['required'],
    });
    expect(
      errors(
        valid({
          products: [
            line({
              productName: 'x'.repeat(201),
              referenceCode: 'x'.repeat(51),
              quantity: '0',
              measurementUnitCode: 'XXX',
              price: '1.00001',
              productEuCnClassificationCode: '25232',
              netWeight: '1,5',
              grossWeight: '10000000000',
            }),
          ],
        }),
      ),
    ).toEqual({
      'products.0.productName': ['max:200'],
      'products.0.referenceCode': ['max:50'],
      'products.0.quantity': ['min:0.01'],
      'products.0.measurementUnitCode': ['invalid'],
      'products.0.price': ['decimal:0-4'],
      'products.0.productEuCnClassificationCode': ['format'],
      'products.0.netWeight': ['numeric'],
      'products.0.grossWeight': ['max:9999999999.99'],
    });
    expect(
      errors(valid({ products: [line({ productEuCnClassificationCode: '1234 5678 9012 3' })] })),
    ).toEqual({
      'products.0.productEuCnClassificationCode': ['max:12'],
    });
  });

  it('take the purposes their operation allows, naming the Schematron rule', () => {
    expect(errors(valid({ products: [line({ operationType: 201 })] }))).toEqual({
      'products.0.operationType': ['BR-070'],
    });
    expect(errors(valid({ operationType: 50, products: [line()] }))).toMatchObject({
      'products.0.operationType': ['BR-205'],
    });
  });

  it('need price, net weight and tariff code except on a change of transport or deposit', () => {
    const bare = line({ price: null, netWeight: '', productEuCnClassificationCode: undefined });
    expect(errors(valid({ products: [bare] }))).toEqual({
      'products.0.price': ['required'],
      'products.0.netWeight': ['required'],
      'products.0.productEuCnClassificationCode': ['required'],
    });
    const transhipment = schema.parse(
      valid({
        operationType: 70,
        endAddressType: 'border-crossing-point',
        endAddressBorderCrossingPoint: 1,
        products: [{ ...bare, operationType: 9999 }],
      }),
    );
    expect(transhipment.products[0]).toMatchObject({
      price: null,
      netTotal: null,
      netWeightTotal: null,
      grossWeightTotal: '12.00',
    });
  });

  it('keep the net weight at most the gross weight', () => {
    expect(errors(valid({ products: [line({ netWeight: '2', grossWeight: '1.99' })] }))).toEqual({
      'products.0.netWeight': ['lte'],
      'products.0.grossWeight': ['gte'],
    });
    expect(errors(valid({ products: [line({ netWeight: '2', grossWeight: '2' })] }))).toEqual({});
  });

  it('keep their totals within what the XML holds', () => {
    expect(
      errors(valid({ products: [line({ quantity: '0.01', netWeight: '0.01', grossWeight: '0.01' })] })),
    ).toEqual({
      'products.0.netWeight': ['BR-028'],
      'products.0.grossWeight': ['BR-029'],
    });
    expect(
      errors(
        valid({
          products: [line({ quantity: '999999999999', price: '2', netWeight: '9999', grossWeight: '9999' })],
        }),
      ),
    ).toEqual({
      'products.0.price': ['BR-042'],
      'products.0.netWeight': ['BR-038'],
      'products.0.grossWeight': ['BR-040'],
    });
    const rounded = schema.parse(
      valid({
        products: [line({ quantity: '3', price: '0.3333', netWeight: '0.01', grossWeight: '0.02' })],
      }),
    );
    expect(rounded.products[0]).toMatchObject({
      netTotal: '1.00',
      netWeightTotal: '0.03',
      grossWeightTotal: '0.06',
    });
  });
});

describe('productLineTotals', () => {
  it('multiplies by the quantity and rounds half up to 2 decimals', () => {
    const totals = productLineTotals({
      quantity: '2',
      price: '0.0025',
      netWeight: null,
      grossWeight: '1.005',
    });
    expect(totals.netTotal?.toFixed(2)).toBe('0.01');
    expect(totals.netWeightTotal).toBeNull();
    expect(totals.grossWeightTotal?.toFixed(2)).toBe('2.01');
    expect(
      productLineTotals({
        quantity: '1',
        price: '0.0049',
        netWeight: '0.01',
        grossWeight: '0.01',
      }).netTotal?.toFixed(2),
    ).toBe('0.00');
  });
});
