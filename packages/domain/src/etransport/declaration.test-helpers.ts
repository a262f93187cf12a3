import { fieldErrorsFrom } from '../validation/rule-codes';
import { type DeclarationInput, declarationSchemaFor } from './declaration.schemas';

/** Builders shared by the declaration and product line tests: a valid national sale, fixed today. */
export const TODAY = '2025-06-10';
export const schema = declarationSchemaFor(() => TODAY);
export const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const UIT = '3V0P0L0P0T3JUW46';

export const line = (extra: Record<string, unknown> = {}) => ({
  productName: 'Cement',
  operationType: 101,
  quantity: '10',
  measurementUnitCode: 'kgm',
  price: '2.5',
  productEuCnClassificationCode: '2523 29 00',
  netWeight: '1',
  grossWeight: '1.2',
  ...extra,
});

/** A sale on a national transport from the company's address to the client's. */
export const valid = (extra: Record<string, unknown> = {}): DeclarationInput =>
  ({
    transportRole: 'client',
    partnerId: ID(1),
    currencyCode: 'RON',
    deliveryDate: TODAY,
    deliveryPartnerId: ID(2),
    operationType: 30,
    myCompanyDeliveryAddressId: ID(3),
    partnerDeliveryAddressId: ID(4),
    startAddressType: 'location',
    endAddressType: 'location',
    deliveryVehicleRegistrationNumber: 'cj12abc',
    products: [line()],
    transportDocuments: [{ type: 20, number: 'F-1', date: TODAY }],
    ...extra,
  }) as DeclarationInput;

export const errors = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFrom(result.error.issues);
};
