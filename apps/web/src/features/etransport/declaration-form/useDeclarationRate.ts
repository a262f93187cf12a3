import type { RateState } from '../../../shared/invoicing/useCurrencyRate';
import { type RateFields, useNationalBankRate } from '../../../shared/invoicing/useCurrencyRate';

const DECLARATION_RATE_FIELDS: RateFields = {
  currency: 'currencyCode',
  day: 'deliveryDate',
  rate: 'currencyRate',
};

/** The declaration's rate: the National Bank's for the transport date, as invoices take the issue date's. */
export function useDeclarationRate(companyId: string): RateState {
  return useNationalBankRate(companyId, DECLARATION_RATE_FIELDS).state;
}
