import type { DocumentWarning } from '@app/domain/invoicing/client-document.schemas';
import { hasVatRateOutOfPeriod } from '@app/domain/invoicing/vat-rate-period';
import { isIsoDate } from '@app/domain/validators/iso-date';

export interface WarningFacts {
  issueDate: string;
  /** Today in Romania (yyyy-MM-dd). */
  today: string;
  /** The chosen series' start date, when known. */
  seriesStartDate: string | null;
  /** Whether the currency rate is the issue date's: false warns, null means nothing to say. */
  rateFromIssueDate: boolean | null;
  /**
   * The validity periods of the lines' VAT rates and the tax point date (the VAT tax point date, or
   * the issue date): a rate out of its period warns. Absent when the caller cannot tell.
   */
  lineRates?: {
    periods: readonly { validFrom: string | null; validTo: string | null }[];
    taxPointDate: string;
  };
  /** Whether the document shows a bank account of the seller; absent when the caller cannot tell. */
  hasBankAccount?: boolean;
  /** Warnings the server gave with the saved document, kept while they may still apply. */
  fromServer?: readonly DocumentWarning[];
}

/**
 * The warnings of spec 02 §8 Documents that the form can tell on its own: an issue date in the
 * future (which also makes earlier drafts unissuable once published), a series starting after the
 * issue date, a currency rate not from the issue date, a line's VAT rate not in force on the tax
 * point date, no bank account of the seller. Warnings never block saving.
 */
export function documentWarnings(facts: WarningFacts): DocumentWarning[] {
  const warnings = new Set<DocumentWarning>();
  const dated = isIsoDate(facts.issueDate);
  if (dated && facts.issueDate > facts.today) {
    warnings.add('issue-date-in-future');
    warnings.add('earlier-drafts-unissuable');
  }
  if (dated && facts.seriesStartDate !== null && facts.seriesStartDate > facts.issueDate)
    warnings.add('series-starts-after-issue-date');
  if (facts.rateFromIssueDate === false) warnings.add('rate-not-from-issue-date');
  if (
    facts.lineRates &&
    isIsoDate(facts.lineRates.taxPointDate) &&
    hasVatRateOutOfPeriod(facts.lineRates.periods, facts.lineRates.taxPointDate)
  )
    warnings.add('vat-rate-not-in-force');
  if (facts.hasBankAccount === false) warnings.add('seller-without-bank-account');
  // The server knows what the form cannot (a client without a personal id); the form re-judges the rest.
  for (const warning of facts.fromServer ?? []) {
    if (warning === 'client-without-cnp') warnings.add(warning);
    if (warning === 'rate-not-from-issue-date' && facts.rateFromIssueDate === null) warnings.add(warning);
    if (warning === 'vat-rate-not-in-force' && facts.lineRates === undefined) warnings.add(warning);
    if (warning === 'seller-without-bank-account' && facts.hasBankAccount === undefined)
      warnings.add(warning);
  }
  return [...warnings];
}
