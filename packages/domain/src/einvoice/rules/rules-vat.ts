import { VATEX_CODES } from '../../vat-rates/vatex-codes';
import type { EInvoice } from '../einvoice.types';
import {
  type Exact,
  exact,
  filled,
  inCodeList,
  normalizeSpace,
  type RuleContext,
  roundCents,
  roundInteger,
  ZERO,
} from './rule-context';

/** The VAT categories with their rule-id prefix (BR-S-nn, BR-IC-nn for K...). */
export const VAT_RULE_PREFIX: Record<string, string> = {
  S: 'BR-S',
  Z: 'BR-Z',
  E: 'BR-E',
  AE: 'BR-AE',
  K: 'BR-IC',
  G: 'BR-G',
  O: 'BR-O',
  L: 'BR-IG',
  M: 'BR-IP',
};
const CATEGORY_CODES = ['AE', 'L', 'M', 'E', 'S', 'Z', 'G', 'O', 'K', 'B'];
const vatex = new Set(VATEX_CODES);

type Rate = 'positive' | 'zero' | 'none' | 'non-negative';
const RATE: Record<string, Rate> = {
  S: 'positive',
  Z: 'zero',
  E: 'zero',
  AE: 'zero',
  K: 'zero',
  G: 'zero',
  O: 'none',
  L: 'non-negative',
  M: 'non-negative',
};
/** S, L and M are grouped per rate and compared within one unit; the others exactly. */
const PER_RATE = new Set(['S', 'L', 'M']);
const EXEMPTION_REQUIRED = new Set(['E', 'AE', 'K', 'G', 'O']);

/** The VAT category rules (BR-S/Z/E/AE/IC/G/O/IG/IP-nn), the VAT breakdown and BR-RO-065/120. */
export function checkVat(context: RuleContext): void {
  const { invoice, fail } = context;
  const { lines, allowances, charges } = invoice;
  const vatBreakdown = writtenBreakdown(invoice);
  if (vatBreakdown.length === 0) fail('BR-CO-18', 'vatBreakdown');

  lines.forEach((line, index) => {
    const at = `lines.${index}.item.vatCategory`;
    if (!filled(line.item.vatCategory)) fail('BR-CO-04', at);
    else if (!inCodeList(CATEGORY_CODES, line.item.vatCategory)) fail('BR-CL-18', at);
  });
  for (const [list, name] of [
    [allowances, 'allowances'],
    [charges, 'charges'],
  ] as const) {
    list.forEach((entry, index) => {
      if (filled(entry.vatCategory) && !inCodeList(CATEGORY_CODES, entry.vatCategory)) {
        fail('BR-CL-17', `${name}.${index}.vatCategory`);
      }
    });
  }
  vatBreakdown.forEach((entry, index) => {
    const at = `vatBreakdown.${index}`;
    if (!filled(entry.category)) fail('BR-47', `${at}.category`);
    else if (!inCodeList(CATEGORY_CODES, entry.category)) fail('BR-CL-17', `${at}.category`);
    if (!filled(entry.rate) && normalizeSpace(entry.category) !== 'O') fail('BR-48', `${at}.rate`);
    if (filled(entry.exemptionReasonCode) && !inCodeList(vatex, entry.exemptionReasonCode)) {
      fail('BR-CL-22', `${at}.exemptionReasonCode`);
    }
    if (!coVat17Holds(entry.taxable, entry.vat, entry.rate)) fail('BR-CO-17', `${at}.vat`);
  });

  for (const category of Object.keys(VAT_RULE_PREFIX)) checkCategory(context, category);
  checkRomanianTaxIds(context);
}

function checkCategory({ invoice, fail }: RuleContext, category: string): void {
  const prefix = VAT_RULE_PREFIX[category] as string;
  const { lines, allowances, charges } = invoice;
  const vatBreakdown = writtenBreakdown(invoice);
  const is = (code: string | null) => normalizeSpace(code) === category;
  const lineCount = lines.filter((line) => is(line.item.vatCategory)).length;
  const allowanceCount = allowances.filter((entry) => is(entry.vatCategory)).length;
  const chargeCount = charges.filter((entry) => is(entry.vatCategory)).length;
  const breakdowns = vatBreakdown.filter((entry) => is(entry.category)).length;
  const used = lineCount + allowanceCount + chargeCount;

  // -01: the category's breakdown exists when the category is used (once, for the exact ones).
  if (
    PER_RATE.has(category) ? used > 0 !== breakdowns > 0 : (used > 0 || breakdowns > 0) && breakdowns !== 1
  ) {
    fail(`${prefix}-01`, 'vatBreakdown');
  }

  // -02/-03/-04: the parties' identifiers the category needs.
  const parties = partiesHold(invoice, category);
  if (lineCount > 0 && !parties) fail(`${prefix}-02`, 'seller.vatId');
  if (allowanceCount > 0 && !parties) fail(`${prefix}-03`, 'seller.vatId');
  if (chargeCount > 0 && !parties) fail(`${prefix}-04`, 'seller.vatId');

  // -05/-06/-07: the rate of a line, allowance or charge of the category.
  const rateRule = RATE[category] as Rate;
  lines.forEach((line, index) => {
    if (is(line.item.vatCategory) && !rateHolds(rateRule, line.item.vatRate)) {
      fail(`${prefix}-05`, `lines.${index}.item.vatRate`);
    }
  });
  allowances.forEach((entry, index) => {
    if (is(entry.vatCategory) && !rateHolds(rateRule, entry.vatRate))
      fail(`${prefix}-06`, `allowances.${index}.vatRate`);
  });
  charges.forEach((entry, index) => {
    if (is(entry.vatCategory) && !rateHolds(rateRule, entry.vatRate))
      fail(`${prefix}-07`, `charges.${index}.vatRate`);
  });

  // -08/-09/-10: each breakdown of the category.
  vatBreakdown.forEach((entry, index) => {
    if (!is(entry.category)) return;
    const at = `vatBreakdown.${index}`;
    if (!taxableHolds(invoice, category, entry.taxable, entry.rate)) fail(`${prefix}-08`, `${at}.taxable`);
    if (!vatAmountHolds(category, entry.taxable, entry.vat, entry.rate)) fail(`${prefix}-09`, `${at}.vat`);
    const exempted = filled(entry.exemptionReason) || filled(entry.exemptionReasonCode);
    if (exempted !== EXEMPTION_REQUIRED.has(category)) fail(`${prefix}-10`, `${at}.exemptionReason`);
  });

  if (category === 'K' && breakdowns > 0) {
    const period = invoice.invoicingPeriod;
    const dated =
      (invoice.delivery?.date ?? '').length > 1 ||
      period?.start ||
      period?.end ||
      filled(invoice.taxPointCode);
    if (!dated) fail('BR-IC-11', 'delivery.date');
    if (normalizeSpace(invoice.delivery?.address?.country).length <= 1)
      fail('BR-IC-12', 'delivery.address.country');
  }
  if (category === 'O' && breakdowns > 0) {
    if (vatBreakdown.some((entry) => !is(entry.category))) fail('BR-O-11', 'vatBreakdown');
    lines.forEach((line, index) => {
      if (!is(line.item.vatCategory)) fail('BR-O-12', `lines.${index}.item.vatCategory`);
    });
    allowances.forEach((entry, index) => {
      if (filled(entry.vatCategory) && !is(entry.vatCategory))
        fail('BR-O-13', `allowances.${index}.vatCategory`);
    });
    charges.forEach((entry, index) => {
      if (filled(entry.vatCategory) && !is(entry.vatCategory))
        fail('BR-O-14', `charges.${index}.vatCategory`);
    });
  }
}

/** What BR-x-02/03/04 ask of the seller's and the buyer's tax identifiers. */
function partiesHold(invoice: EInvoice, category: string): boolean {
  const { seller, buyer } = invoice;
  const sellerTaxId = filled(seller.vatId) || filled(seller.taxRegistrationId);
  switch (category) {
    case 'AE':
      return sellerTaxId && (filled(buyer.vatId) || filled(buyer.legalId?.id));
    case 'K':
      return filled(seller.vatId) && filled(buyer.vatId);
    case 'G':
      return filled(seller.vatId);
    case 'O':
      return !filled(seller.vatId) && !filled(buyer.vatId);
    default:
      return sellerTaxId;
  }
}

function rateHolds(rule: Rate, text: string | null): boolean {
  if (rule === 'none') return !filled(text);
  const rate = exact(text);
  if (rate === null) return false;
  if (rule === 'positive') return rate.greaterThan(0);
  if (rule === 'zero') return rate.isZero();
  return rate.greaterThanOrEqualTo(0);
}

/** BR-x-08: the breakdown's taxable amount against its lines, charges and allowances. */
function taxableHolds(
  invoice: EInvoice,
  category: string,
  taxableText: string,
  rateText: string | null,
): boolean {
  const taxable = exact(taxableText);
  if (taxable === null || invoice.lines.length === 0) return false;
  const rate = exact(rateText);
  const perRate = PER_RATE.has(category);
  if (perRate && rate === null) return true; // "every $rate in ()" holds
  const matches = (code: string | null, text: string | null) =>
    normalizeSpace(code) === category && (!perRate || (exact(text)?.equals(rate as Exact) ?? false));
  let sum = ZERO;
  let used = false;
  for (const line of invoice.lines) {
    if (!matches(line.item.vatCategory, line.item.vatRate)) continue;
    sum = sum.plus(exact(line.net) ?? ZERO);
    used = true;
  }
  for (const charge of invoice.charges) {
    if (!matches(charge.vatCategory, charge.vatRate)) continue;
    sum = sum.plus(exact(charge.amount) ?? ZERO);
    used = true;
  }
  for (const allowance of invoice.allowances) {
    if (!matches(allowance.vatCategory, allowance.vatRate)) continue;
    sum = sum.minus(exact(allowance.amount) ?? ZERO);
    used = true;
  }
  if (!perRate) return taxable.equals(sum);
  if (category === 'S' && !used) return false;
  return taxable.minus(1).lessThan(sum) && taxable.plus(1).greaterThan(sum);
}

/** BR-x-09: the breakdown's VAT amount (within one unit of taxable x rate for S, L, M; else 0). */
function vatAmountHolds(
  category: string,
  taxableText: string,
  vatText: string,
  rateText: string | null,
): boolean {
  const vat = exact(vatText);
  if (vat === null) return false;
  if (!PER_RATE.has(category)) return vat.isZero();
  return withinOneUnit(taxableText, vat, rateText);
}

function withinOneUnit(taxableText: string, vat: Exact, rateText: string | null): boolean {
  const taxable = exact(taxableText);
  const rate = exact(rateText);
  if (taxable === null || rate === null) return false;
  const expected = roundCents(taxable.abs().times(rate).dividedBy(100));
  return vat.abs().minus(1).lessThan(expected) && vat.abs().plus(1).greaterThan(expected);
}

/** BR-CO-17 as the official test writes it (rates that round to 0 want a VAT that rounds to 0). */
function coVat17Holds(taxableText: string, vatText: string, rateText: string | null): boolean {
  const vat = exact(vatText);
  if (vat === null) return false;
  const rate = exact(rateText);
  const vatRoundsToZero = roundInteger(vat).isZero();
  if (rate === null) return vatRoundsToZero;
  if (roundInteger(rate).isZero()) return vatRoundsToZero;
  return withinOneUnit(taxableText, vat, rateText);
}

/**
 * BR-RO-065 / BR-RO-120: an invoice with a taxed category (any but O) names the seller's VAT or tax
 * registration id and the buyer's legal or VAT id. The official test counts invoice lines only on
 * an Invoice (cac:InvoiceLine), allowances and charges on both.
 */
function checkRomanianTaxIds({ invoice, fail }: RuleContext): void {
  const taxed = (code: string | null) => ['S', 'Z', 'E', 'AE', 'K', 'G', 'L', 'M'].includes(code ?? '');
  const applies =
    invoice.allowances.some((entry) => taxed(entry.vatCategory)) ||
    invoice.charges.some((entry) => taxed(entry.vatCategory)) ||
    (invoice.syntax === 'Invoice' && invoice.lines.some((line) => taxed(line.item.vatCategory)));
  if (!applies) return;
  const { seller, buyer } = invoice;
  if (!filled(seller.vatId) && !filled(seller.taxRegistrationId)) fail('BR-RO-065', 'seller.vatId');
  if (!filled(buyer.legalId?.id) && !filled(buyer.vatId) && !filled(buyer.taxRegistrationId)) {
    fail('BR-RO-120', 'buyer.legalId');
  }
}

/** The breakdown goes into the TaxTotal of BT-110: without BT-110 the XML has no breakdown at all. */
function writtenBreakdown(invoice: EInvoice): EInvoice['vatBreakdown'] {
  return filled(invoice.totals.vatTotal) ? invoice.vatBreakdown : [];
}
