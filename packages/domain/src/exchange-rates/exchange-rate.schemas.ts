import { z } from 'zod';
import '../validation/rule-codes';
import { ruledString } from '../validation/ruled-string';
import { isIsoDate } from '../validators/iso-date';
import { isOfferedCurrency } from './currencies';

/**
 * GET /v1/exchange-rates?currency=EUR&date=2026-03-15 (spec 02 §7 "currency rates can be fetched
 * for a date"). The currency is one the product offers, in any case; the date is yyyy-MM-dd and
 * defaults to today in Romania.
 */
export const exchangeRateQuerySchema = z.object({
  currency: ruledString((value) => {
    if (value === '') return 'required';
    return isOfferedCurrency(value.toUpperCase()) ? null : 'invalid';
  }).transform((value) => value.toUpperCase()),
  date: ruledString((value) => (isIsoDate(value) ? null : 'date')).optional(),
});
export type ExchangeRateQuery = z.infer<typeof exchangeRateQuerySchema>;

/**
 * The rate of one currency for a day: RON for one unit, as text with the published decimals.
 * `date` is the day BNR published it, the requested day or the last banking day before it;
 * `fromRequestedDate` says whether they are the same (else the form warns, spec 02 §8).
 */
export const exchangeRateSchema = z.object({
  currency: z.string(),
  date: z.string(),
  requestedDate: z.string(),
  rate: z.string(),
  fromRequestedDate: z.boolean(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
