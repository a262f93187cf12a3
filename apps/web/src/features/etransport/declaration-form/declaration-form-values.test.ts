import { declarationSchemaFor } from '@app/domain/etransport/declaration.schemas';
import { describe, expect, it } from 'vitest';
import {
  type DeclarationFormValues,
  declarationToValues,
  emptyDeclarationValues,
  emptyLine,
  lineTotal,
  referencesAllowed,
  toDeclarationInput,
} from './declaration-form-values';

const TODAY = '2026-11-26';
const schema = declarationSchemaFor(() => TODAY);
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const UIT = '3V0P0L0P0T3JUW46';

/** A national sale filled in as a user would, texts as typed. */
function filled(extra: Partial<DeclarationFormValues> = {}): DeclarationFormValues {
  return {
    ...emptyDeclarationValues('client', TODAY),
    partnerId: ID(1),
    deliveryPartnerId: ID(2),
    operationType: '30',
    myCompanyDeliveryAddressId: ID(3),
    partnerDeliveryAddressId: ID(4),
    startAddressType: 'location',
    endAddressType: 'location',
    deliveryVehicleRegistrationNumber: 'cj12abc',
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

describe('toDeclarationInput', () => {
  it('makes a request the domain schema accepts, in lei without a rate or a price in currency', () => {
    const input = toDeclarationInput(filled({ currencyRate: '4.97' }));
    expect(input.currencyRate).toBeNull();
    expect(input.products[0]).toMatchObject({
      price: '2.5',
      priceInCurrency: null,
      productPackagingId: null,
    });
    const payload = schema.parse(input);
    expect(payload.operationType).toBe(30);
    expect(payload.deliveryVehicleRegistrationNumber).toBe('CJ12ABC');
    expect(payload.products[0]).toMatchObject({ netTotal: '25.00', grossWeightTotal: '12.00' });
  });

  it('swaps the prices for a foreign currency: the typed one in currency, price in lei at the rate', () => {
    const input = toDeclarationInput(filled({ currencyCode: 'EUR', currencyRate: '4.9771' }));
    expect(input.currencyRate).toBe('4.9771');
    expect(input.products[0]).toMatchObject({ price: '12.4428', priceInCurrency: '2.5' });
    const payload = schema.parse(input);
    expect(payload.products[0]).toMatchObject({
      price: '12.4428',
      priceInCurrency: '2.5',
      netTotal: '124.43',
    });
    // The form sends the parsed payload; the server parses it again to the same declaration.
    expect(schema.parse(payload)).toEqual(payload);
  });

  it('keeps the typed price while the rate is missing, so the rate is what the schema asks for', () => {
    const input = toDeclarationInput(filled({ currencyCode: 'EUR', currencyRate: '' }));
    expect(input.products[0]).toMatchObject({ price: '2.5', priceInCurrency: '2.5' });
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['currencyRate']);
  });

  it('blanks the totals of a line without a price or a net weight', () => {
    const line = { ...filled().products[0], price: '', netWeight: '' };
    const input = toDeclarationInput(filled({ products: [line as DeclarationFormValues['products'][0]] }));
    expect(input.products[0]).toMatchObject({
      netTotal: null,
      netWeightTotal: null,
      grossWeightTotal: '12.00',
    });
  });

  it('sends no route end type that is not chosen, so the schema says it is required', () => {
    const result = schema.safeParse(toDeclarationInput(filled({ startAddressType: '' })));
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['startAddressType'], message: 'required' }),
    );
  });

  it('drops the references of an operation that refuses them (hidden on the form)', () => {
    const references = [{ uit: UIT, notes: '', referenceCode: '' }];
    expect(toDeclarationInput(filled({ operationType: '30', references })).references).toEqual([]);
    expect(toDeclarationInput(filled({ operationType: '10', references })).references).toEqual(references);
  });
});

describe('declarationToValues', () => {
  it('gives back the typed values of a stored declaration in lei', () => {
    const values = filled({ referenceCode: 'R-1', deliveryVehicleTrailerRegistrationNumber: 'cj99tra' });
    const back = declarationToValues(schema.parse(toDeclarationInput(values)));
    expect(back).toEqual({
      ...values,
      deliveryVehicleRegistrationNumber: 'CJ12ABC',
      deliveryVehicleTrailerRegistrationNumber: 'CJ99TRA',
    });
  });

  it('gives back the price in the currency of a stored foreign declaration', () => {
    const values = filled({ currencyCode: 'EUR', currencyRate: '4.9771' });
    const back = declarationToValues(schema.parse(toDeclarationInput(values)));
    expect(back.currencyRate).toBe('4.9771');
    expect(back.products[0]?.price).toBe('2.5');
  });

  it('derives the price in the currency from lei when only that was stored', () => {
    const payload = schema.parse(toDeclarationInput(filled({ currencyCode: 'EUR', currencyRate: '5' })));
    const line = {
      ...payload.products[0],
      price: '12.5',
      priceInCurrency: null,
    } as (typeof payload.products)[0];
    expect(declarationToValues({ ...payload, products: [line] }).products[0]?.price).toBe('2.5');
  });

  it('reads codes as the selects hold them', () => {
    const values = filled({
      operationType: '40',
      startAddressType: 'customs-office',
      startAddressCustomsOffice: '12801',
      myCompanyDeliveryAddressId: ID(3),
      partnerDeliveryAddressId: '',
      products: filled().products.map((line) => ({ ...line, operationType: '9999' })),
      transportDocuments: [{ type: '9999', number: 'X', date: TODAY, notes: 'Aviz intern' }],
    });
    const stored = schema.parse(toDeclarationInput(values));
    const back = declarationToValues(stored);
    expect(back).toMatchObject({ operationType: '40', startAddressCustomsOffice: '12801' });
    expect(back.products[0]?.operationType).toBe('9999');
    expect(back.transportDocuments[0]).toEqual({
      type: '9999',
      number: 'X',
      date: TODAY,
      notes: 'Aviz intern',
    });
  });
});

describe('helpers', () => {
  it('totals a line with 2 decimals, half up', () => {
    expect(lineTotal('3', '1.005')).toBe('3.02');
    expect(lineTotal('3', '')).toBeNull();
    expect(lineTotal('x', '2')).toBeNull();
  });

  it('allows references except for operations 30, 40, 50, 60 and 70', () => {
    expect(['10', '12', '14', '20', '22', '24', ''].map(referencesAllowed)).toEqual(Array(7).fill(true));
    expect(['30', '40', '50', '60', '70'].map(referencesAllowed)).toEqual(Array(5).fill(false));
  });
});
