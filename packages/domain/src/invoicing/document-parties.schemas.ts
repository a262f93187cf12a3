import { z } from 'zod';
import '../validation/rule-codes';
import { optionalId, requiredId } from '../products/product.schemas';
import { documentPartySchema } from './client-document.schemas';

/** As many bank accounts as a document may list. */
const MAX_BANK_ACCOUNTS = 10;

/**
 * A list of ids in a query string: repeated (`a=1&a=2`), bracketed (`a[0]=1`), or comma-separated
 * (`a=1,2`); absent or empty is none.
 */
const idList = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return value.split(',').filter((id) => id !== '');
  if (typeof value === 'object' && !Array.isArray(value)) return Object.values(value);
  return value;
}, z.array(requiredId).max(MAX_BANK_ACCOUNTS));

/**
 * The parties a client document would copy now (`GET .../client-invoices/parties`): the invoice
 * form runs the e-invoice checks live on the same seller and buyer the server will check.
 */
export const documentPartiesQuerySchema = z.object({
  partnerId: requiredId,
  deliveryAddressId: optionalId,
  companyBankAccountIds: idList,
});
export type DocumentPartiesQuery = z.input<typeof documentPartiesQuerySchema>;

export const documentPartiesSchema = z.object({
  seller: documentPartySchema,
  buyer: documentPartySchema,
});
export type DocumentParties = z.infer<typeof documentPartiesSchema>;
