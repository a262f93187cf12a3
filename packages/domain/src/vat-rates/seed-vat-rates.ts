import { VAT_RATE_CHANGE_DATE } from './default-vat-rate';
import type { VatCategoryCode } from './vat-categories';

export type SeedVatRate = {
  code: VatCategoryCode;
  value: string | null;
  exemptionReasonCode: string | null;
  internal: boolean;
  validFrom: string | null;
  validTo: string | null;
};

const rate = (
  code: VatCategoryCode,
  value: string | null,
  exemptionReasonCode: string | null = null,
  validity: { validFrom?: string; validTo?: string } = {},
): SeedVatRate => ({
  code,
  value,
  exemptionReasonCode,
  internal: false,
  validFrom: validity.validFrom ?? null,
  validTo: validity.validTo ?? null,
});

const current = { validFrom: VAT_RATE_CHANGE_DATE };
/** The day before the change: the old rates still apply to documents dated until then. */
const historic = { validTo: '2025-07-31' };

/**
 * The rates every company starts with (as a Romanian bookkeeper sets them up): the standard 21% and
 * reduced 11% in force since 1 August 2025, the 19%, 9% and 5% in force before (for documents dated
 * earlier), zero rated, exempt without deduction (Directive art. 132, Romanian Fiscal Code art. 292),
 * reverse charge, intra-community supply, export, and the internal non-VAT-payer rate (code O).
 */
export const SEED_VAT_RATES: readonly SeedVatRate[] = [
  rate('S', '21', null, current),
  rate('S', '11', null, current),
  rate('S', '19', null, historic),
  rate('S', '9', null, historic),
  rate('S', '5', null, historic),
  rate('Z', '0'),
  rate('E', '0', 'VATEX-EU-132'),
  rate('AE', '0', 'VATEX-EU-AE'),
  rate('K', '0', 'VATEX-EU-IC'),
  rate('G', '0', 'VATEX-EU-G'),
  { ...rate('O', null, 'VATEX-EU-O'), internal: true },
];
