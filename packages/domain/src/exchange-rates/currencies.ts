/**
 * The currencies of the product: RON, the base currency (spec 02 §9), and the currencies the
 * National Bank of Romania (BNR) publishes reference rates for. No zod here, so a screen that only
 * needs the list does not load it.
 */
export const BASE_CURRENCY = 'RON';

/**
 * BNR's reference-rate list as published in 2025-2026 (ISO 4217 codes), without XAU: BNR also
 * quotes a gram of gold, which is no invoicing currency. BGN left the list when Bulgaria adopted
 * the euro on 1 January 2026. HUF, IDR, ISK, JPY and KRW are quoted per 100 units.
 */
export const BNR_CURRENCIES = [
  'EUR',
  'USD',
  'CHF',
  'GBP',
  'AED',
  'AUD',
  'BRL',
  'CAD',
  'CNY',
  'CZK',
  'DKK',
  'EGP',
  'HKD',
  'HUF',
  'IDR',
  'ILS',
  'INR',
  'ISK',
  'JPY',
  'KRW',
  'MDL',
  'MXN',
  'MYR',
  'NOK',
  'NZD',
  'PHP',
  'PLN',
  'RSD',
  'RUB',
  'SEK',
  'SGD',
  'THB',
  'TRY',
  'UAH',
  'XDR',
  'ZAR',
] as const;

/** What a document, a price or a bank account may be in: RON first, then BNR's list. */
export const OFFERED_CURRENCIES = [BASE_CURRENCY, ...BNR_CURRENCIES] as const;
export type OfferedCurrency = (typeof OFFERED_CURRENCIES)[number];

const offered = new Set<string>(OFFERED_CURRENCIES);

export function isOfferedCurrency(code: string): code is OfferedCurrency {
  return offered.has(code);
}
