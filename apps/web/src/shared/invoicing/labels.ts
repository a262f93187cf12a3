import type { VatRate } from '@app/domain/vat-rates/vat-rate.schemas';
import type { CompanyBankAccount, PartnerAddress, PartnerContact } from './document-sources.api';

/** A percent as people write it: "21%", "9,5%" (no trailing zeros). */
export function percentLabel(value: string, locale: string): string {
  return `${Number(value).toLocaleString(locale, { maximumFractionDigits: 2 })}%`;
}

/**
 * A VAT rate in choosers: "21%" for a standard rate, "0% (E, VATEX-EU-132)" for the others, the
 * category's name for the rate without a percent (O, the non-VAT-payer's).
 */
export function vatRateLabel(
  rate: Pick<VatRate, 'code' | 'value' | 'exemptionReasonCode'>,
  locale: string,
  categoryName: (code: string) => string,
): string {
  if (rate.value === null) return categoryName(rate.code);
  const percent = percentLabel(rate.value, locale);
  if (rate.code === 'S') return percent;
  return `${percent} (${[rate.code, rate.exemptionReasonCode].filter(Boolean).join(', ')})`;
}

/**
 * The rates a new line may take: a VAT payer's rates in force (not the internal non-payer rate), a
 * non-payer's internal rate only; the rate a line already has stays offered.
 */
export function offeredRates(
  rates: VatRate[],
  vatPayer: boolean,
  today: string,
  keep: string[] = [],
): VatRate[] {
  return rates.filter(
    (rate) =>
      keep.includes(rate.id) ||
      (rate.internal !== vatPayer &&
        (rate.validTo === null || rate.validTo >= today) &&
        (rate.validFrom === null || rate.validFrom <= today)),
  );
}

/** The rate a new line starts with: the highest standard rate in force, or the non-payer's own. */
export function defaultRateId(rates: VatRate[], vatPayer: boolean, today: string): string {
  const offered = offeredRates(rates, vatPayer, today);
  const standard = offered
    .filter((rate) => rate.code === 'S' && rate.value !== null)
    .sort((a, b) => Number(b.value) - Number(a.value));
  return (vatPayer ? standard[0] : offered[0])?.id ?? offered[0]?.id ?? '';
}

export const bankAccountLabel = (account: CompanyBankAccount) =>
  [account.name ?? account.bankName, account.iban, account.currency].filter(Boolean).join(' · ');

export const contactLabel = (contact: PartnerContact) =>
  [[contact.title, contact.firstName, contact.lastName].filter(Boolean).join(' '), contact.email]
    .filter(Boolean)
    .join(' · ');

export const addressLabel = (entry: PartnerAddress) =>
  [entry.name, entry.address.street, entry.address.city].filter(Boolean).join(', ');
