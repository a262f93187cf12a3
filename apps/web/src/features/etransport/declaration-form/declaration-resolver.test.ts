import { declarationSchemaFor } from '@app/domain/etransport/declaration.schemas';
import { describe, expect, it } from 'vitest';
import { type DeclarationFormValues, emptyDeclarationValues, emptyLine } from './declaration-form-values';
import { declarationResolver } from './declaration-resolver';

const TODAY = '2026-11-26';
const resolve = declarationResolver(declarationSchemaFor(() => TODAY));
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const options = { fields: {}, shouldUseNativeValidation: false } as never;

function values(extra: Partial<DeclarationFormValues> = {}): DeclarationFormValues {
  return {
    ...emptyDeclarationValues('client', TODAY),
    partnerId: ID(1),
    deliveryPartnerId: ID(2),
    operationType: '30',
    myCompanyDeliveryAddressId: ID(3),
    partnerDeliveryAddressId: ID(4),
    startAddressType: 'location',
    endAddressType: 'location',
    deliveryVehicleRegistrationNumber: 'B123ABC',
    products: [
      {
        ...emptyLine('101'),
        productName: 'Ciment',
        quantity: '10',
        measurementUnitCode: 'KGM',
        price: '2.5',
        productEuCnClassificationCode: '25232900',
        netWeight: '1',
        grossWeight: '1.2',
      },
    ],
    transportDocuments: [{ type: '20', number: 'F-1', date: TODAY, notes: '' }],
    ...extra,
  };
}

const line = (extra: object) => [
  { ...values().products[0], ...extra } as DeclarationFormValues['products'][0],
];

describe('declarationResolver', () => {
  it('gives the payload of valid values', async () => {
    const result = await resolve(values(), undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ operationType: 30, transportRole: 'client' });
  });

  it('shows the codes of the price in lei and in the currency on the typed price', async () => {
    const result = await resolve(
      values({ currencyCode: 'EUR', currencyRate: '5', products: line({ price: '2.12345' }) }),
      undefined,
      options,
    );
    expect(result.errors.products?.[0]?.price?.message).toBe('decimal:0-4');
  });

  it('shows every code of a field and the rules of the route and the date where they belong', async () => {
    const result = await resolve(
      values({
        deliveryDate: '2026-11-25',
        deliveryVehicleTrailerRegistrationNumber: 'b123abc',
        products: line({ netWeight: '2', grossWeight: '1' }),
        transportDocuments: [{ type: '9999', number: 'X', date: TODAY, notes: '' }],
      }),
      undefined,
      options,
    );
    expect(result.errors.deliveryDate?.message).toBe('after_or_equal:2026-11-26');
    expect(result.errors.deliveryVehicleTrailerRegistrationNumber?.message).toBe('unique');
    expect(result.errors.products?.[0]?.netWeight?.message).toBe('lte');
    expect(result.errors.products?.[0]?.grossWeight?.message).toBe('gte');
    expect(result.errors.transportDocuments?.[0]?.notes?.message).toBe('required');
  });

  it('names the rule a route end type breaks', async () => {
    const result = await resolve(values({ startAddressType: 'customs-office' }), undefined, options);
    expect(result.errors.startAddressType?.message?.split('\n')).toContain('BR-046');
  });
});
