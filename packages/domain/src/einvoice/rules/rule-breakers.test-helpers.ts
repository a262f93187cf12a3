import { sampleAddress, sampleEInvoice } from '../einvoice.test-helpers';
import type { EInvoice, EInvoicePaymentMeans } from '../einvoice.types';
import {
  categoryEInvoice,
  creditNoteEInvoice,
  euroEInvoice,
  richEInvoice,
} from './rule-breaker-bases.test-helpers';
import { type BreakerEntry, edit, type RuleBreaker, set } from './rule-breaker-kit.test-helpers';
import { FIELD_BREAKERS } from './rule-breakers-fields.test-helpers';
import { VAT_CATEGORY_BREAKERS } from './rule-breakers-vat.test-helpers';

/**
 * For every implemented rule, a breaker: it takes the valid invoice `breakerBase(ruleId)` gives and
 * breaks that rule (and as little else as it can). The unit test checks that checkEInvoice reports
 * the rule; the agreement test checks that the official artefacts report it too.
 */
type Change = (invoice: EInvoice) => void;
const on = (base: () => EInvoice, ...changes: Change[]): BreakerEntry => ({
  base,
  breaks: edit((invoice) => {
    for (const change of changes) change(invoice);
  }),
});
const rich = (...changes: Change[]) => on(richEInvoice, ...changes);
const sample = (...changes: Change[]) => on(sampleEInvoice, ...changes);
const euro = (...changes: Change[]) => on(euroEInvoice, ...changes);
const credit = (...changes: Change[]) => on(creditNoteEInvoice, ...changes);
const push =
  (list: (invoice: EInvoice) => unknown[], value: unknown): Change =>
  (invoice) => {
    list(invoice).push(value);
  };

/** A CNP whose last digit is one off its check digit. */
function cnpWithWrongCheckDigit(): string {
  const body = '180010122114';
  const weights = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
  const rest =
    [...body].reduce((sum, digit, index) => sum + Number(digit) * (weights[index] as number), 0) % 11;
  return `${body}${((rest === 10 ? 1 : rest) + 1) % 10}`;
}

function means(overrides: Partial<EInvoicePaymentMeans>): EInvoicePaymentMeans {
  const account = { id: 'RO09BCYP0000001234567890', name: null, bic: null };
  return { code: '30', text: null, paymentId: null, account, card: null, ...overrides };
}
const card = { pan: '1234', holder: 'Ana Pop' };
const noReason = { reason: null, reasonCode: null };
const period = (start: string, end: string) => ({ start, end });
const many = <T>(count: number, make: (n: number) => T) =>
  Array.from({ length: count }, (_, n) => make(n + 1));
const CIUS_1_0_0 = 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.0';

const SPECIFIC: Record<string, BreakerEntry> = {
  'ANAF-XSD-DECIMAL': sample(set('lines.0.price.amount', '100,00')),
  'BR-08': sample(
    set('seller.address', {
      street: null,
      additionalStreet: null,
      addressLine: null,
      city: null,
      postalCode: null,
      countrySubentity: null,
      country: '',
    }),
  ),
  'BR-10': sample(
    set('buyer.address', {
      street: null,
      additionalStreet: null,
      addressLine: null,
      city: null,
      postalCode: null,
      countrySubentity: null,
      country: '',
    }),
  ),
  'BR-57': rich(set('delivery.address.country', '')),
  'BR-12': rich(set('totals.lineNet', '')),
  'BR-13': rich(set('totals.taxExclusive', '')),
  'BR-14': rich(set('totals.taxInclusive', '')),
  'BR-15': rich(set('totals.payable', '')),
  'BR-31': rich(set('allowances.0.amount', '')),
  'BR-36': rich(set('charges.0.amount', '')),
  'BR-41': rich(set('lines.0.allowances.0.amount', '')),
  'BR-43': rich(set('lines.1.charges.0.amount', '')),
  'BR-45': rich(set('vatBreakdown.0.taxable', '')),
  'BR-46': rich(set('vatBreakdown.0.vat', '')),
  'ANAF-CUI-SELLER': sample(set('seller.vatId', 'RO18547291')),
  'ANAF-CUI-BUYER': sample(set('buyer.vatId', 'RO14399841')),
  'ANAF-CNP-BUYER': sample(
    set('buyer.vatId', null),
    set('buyer.legalId', { id: cnpWithWrongCheckDigit(), schemeId: null }),
  ),
  'BR-01': sample(set('customizationId', '')),
  'BR-RO-001': sample(set('customizationId', CIUS_1_0_0)),
  'BR-02': sample(set('id', '')),
  'BR-RO-010': sample(set('id', 'FACTURA')),
  'BR-03': sample(set('issueDate', '')),
  'BR-RO-DT001': sample(set('issueDate', '2026-02-30')),
  'BR-RO-DT002': sample(set('taxPointDate', '2026-13-01')),
  'BR-RO-DT003': sample(set('dueDate', '02.12.2026')),
  'BR-RO-DT003_CN': credit(set('dueDate', '2026-02-30')),
  'BR-RO-DT004': rich(set('delivery.date', '2026-10-32')),
  // A start date alone: with both dates, BR-29 would cast the wrong one and stop the official run.
  'BR-RO-DT005': rich(set('invoicingPeriod', { start: '2026-1-01', end: null })),
  'BR-RO-DT006': rich(set('invoicingPeriod.end', '2026-10-31Z')),
  'BR-04': sample(set('typeCode', '')),
  'BR-CL-01': sample(set('typeCode', '999')),
  'BR-RO-020_1': sample(set('typeCode', '386')),
  'BR-RO-020_2': credit(set('typeCode', '396')),
  'BR-05': sample(set('currency', '')),
  'BR-CL-03': sample(set('currency', 'XYZ')),
  'BR-CL-04': sample(set('currency', 'XYZ')),
  'BR-CL-05': euro(set('vatCurrency', 'XYZ')),
  'BR-RO-030': euro(set('vatCurrency', null), set('totals.vatTotalAccounting', null)),
  'BR-53': euro(set('totals.vatTotalAccounting', null)),
  'BR-CO-03': sample(set('taxPointDate', '2026-11-02'), set('taxPointCode', '3')),
  'BR-CL-06': sample(set('taxPointCode', '5')),
  'BR-RO-040': sample(set('taxPointCode', '5')),
  'BR-29': rich(set('invoicingPeriod', period('2026-10-31', '2026-10-01'))),
  'BR-RO-A020': sample(
    set(
      'notes',
      many(21, (n) => `Nota ${n}`),
    ),
  ),
  'BR-CL-08': sample(set('notes', ['#A1B#Subiect necunoscut'])),
  'BR-RO-A500': rich(
    set(
      'precedingInvoices',
      many(501, (n) => ({ id: `F${n}`, issueDate: '2026-10-01' })),
    ),
  ),
  'BR-CL-07': rich(set('invoicedObject.schemeId', 'ZZZZ')),
  'BR-RO-A051': rich(
    set(
      'attachments',
      many(51, (n) => ({ id: `ANEXA-${n}`, description: null, embedded: null, uri: `https://a.ro/${n}` })),
    ),
  ),
  'UBL-DT-06': rich(set('attachments.0.embedded.mimeCode', '')),
  'UBL-DT-07': rich(set('attachments.0.embedded.filename', '')),
  'BR-CL-24': rich(set('attachments.0.embedded.mimeCode', 'application/zip')),
  'BR-CO-25': sample(set('dueDate', null), set('paymentTerms', null)),
  'BR-06': sample(set('seller.name', '')),
  'BR-07': sample(set('buyer.name', '')),
  'BR-09': sample(set('seller.address.country', '')),
  'BR-11': sample(set('buyer.address.country', '')),
  'BR-CL-14': sample(set('buyer.address.country', 'XX')),
  'BR-RO-081': sample(set('seller.address.street', null)),
  'BR-RO-082': sample(set('buyer.address.street', null)),
  'BR-RO-091': sample(set('seller.address.city', null)),
  'BR-RO-092': sample(set('buyer.address.city', null)),
  'BR-RO-100': sample(set('seller.address', sampleAddress({ city: 'București', countrySubentity: 'RO-B' }))),
  'BR-RO-101': sample(set('buyer.address.city', 'București')),
  'BR-RO-110': sample(set('seller.address.countrySubentity', 'CJ')),
  'BR-RO-111': sample(set('buyer.address.countrySubentity', 'B')),
  'BR-RO-180': rich(set('delivery.address.street', null)),
  'BR-RO-201': rich(set('delivery.address.city', null)),
  'BR-RO-202': rich(set('delivery.address.countrySubentity', 'RO-B')),
  'BR-RO-211': rich(set('delivery.address.countrySubentity', null)),
  'BR-RO-212': rich(set('delivery.address.countrySubentity', 'Cluj')),
  'BR-CL-10': rich(set('buyer.identifiers.0.schemeId', '9999')),
  'BR-CL-11': rich(set('seller.legalId.schemeId', '9999')),
  'BR-CL-25': rich(set('seller.electronicAddress.schemeId', 'XX')),
  'BR-62': rich(set('seller.electronicAddress.schemeId', null)),
  'BR-63': rich(set('buyer.electronicAddress.schemeId', null)),
  'UBL-SR-16': rich(push((i) => i.buyer.identifiers, { id: 'BETA-2', schemeId: null })),
  'BR-CO-09': sample(set('buyer.vatId', '14399840')),
  'BR-CO-26': sample(set('seller.vatId', null), set('seller.legalId', null)),
  'BR-RO-065': sample(set('seller.vatId', null)),
  'BR-RO-120': sample(set('buyer.vatId', null), set('buyer.legalId', null)),
  'BR-17': rich(set('payee.name', 'Alfa Soft')),
  'UBL-SR-19': rich(set('payee.name', 'Alfa Soft SRL')),
  'UBL-SR-20': rich(set('payee.name', 'Alfa Soft SRL')),
  'UBL-SR-21': rich(set('payee.name', 'Alfa Soft SRL')),
  'BR-CL-16': sample(set('paymentMeans.0.code', '71')),
  'BR-61': sample(set('paymentMeans.0.account', null)),
  'BR-66': sample(
    set('paymentMeans', [
      means({ code: '48', account: null, card }),
      means({ code: '48', account: null, card }),
    ]),
  ),
  'UBL-SR-47': sample(push((i) => i.paymentMeans, means({ code: '10', account: null }))),
  'UBL-SR-44': rich(push((i) => i.paymentMeans, means({ paymentId: 'ALTA-REF' }))),
  'UBL-SR-46': rich(push((i) => i.paymentMeans, means({ text: 'Altă explicație' }))),
  'BR-32': rich(set('allowances.0.vatCategory', null)),
  'BR-37': rich(set('charges.0.vatCategory', null)),
  'BR-33': rich(set('allowances.0.reason', null), set('allowances.0.reasonCode', null)),
  'BR-CO-21': rich(set('allowances.0.reason', null), set('allowances.0.reasonCode', null)),
  'BR-38': rich(set('charges.0.reason', null), set('charges.0.reasonCode', null)),
  'BR-CO-22': rich(set('charges.0.reason', null), set('charges.0.reasonCode', null)),
  'BR-42': rich((i) => Object.assign(i.lines[0]?.allowances[0] ?? {}, noReason)),
  'BR-CO-23': rich((i) => Object.assign(i.lines[0]?.allowances[0] ?? {}, noReason)),
  'BR-44': rich((i) => Object.assign(i.lines[1]?.charges[0] ?? {}, noReason)),
  'BR-CO-24': rich((i) => Object.assign(i.lines[1]?.charges[0] ?? {}, noReason)),
  'BR-CL-19': rich(set('allowances.0.reasonCode', '999')),
  'BR-CL-20': rich(set('charges.0.reasonCode', 'ZZZ9')),
  'BR-16': sample(set('lines', [])),
  'BR-21': sample(set('lines.0.id', '')),
  'BR-22': sample(set('lines.0.quantity', '')),
  'BR-23': sample(set('lines.0.unitCode', '')),
  'BR-24': sample(set('lines.0.net', '')),
  'BR-26': sample(set('lines.0.price.amount', '')),
  'BR-CL-23': sample(set('lines.0.unitCode', 'BUC')),
  'BR-25': sample(set('lines.0.item.name', '')),
  'BR-27': sample(set('lines.0.price.amount', '-1.00')),
  'BR-28': rich(set('lines.1.price.gross', '-12.00')),
  'BR-30': rich(set('lines.0.period', period('2026-10-31', '2026-10-01'))),
  'BR-64': rich(set('lines.0.item.standardId.schemeId', null)),
  'BR-CL-21': rich(set('lines.0.item.standardId.schemeId', '9999')),
  'BR-65': rich(set('lines.0.item.classifications.0.listId', '')),
  'BR-CL-13': rich(set('lines.0.item.classifications.0.listId', 'XYZ')),
  'BR-CL-15': rich(set('lines.0.item.originCountry', 'XX')),
  'BR-RO-A052': rich(
    set(
      'lines.0.item.attributes',
      many(51, (n) => ({ name: `Atribut ${n}`, value: 'da' })),
    ),
  ),
  'BR-54': rich(set('lines.0.item.attributes.0.value', '')),
  'BR-CO-04': sample(set('lines.0.item.vatCategory', '')),
  'BR-CL-18': sample(set('lines.0.item.vatCategory', 'X')),
  'BR-CO-18': sample(set('vatBreakdown', [])),
  'BR-47': sample(set('vatBreakdown.0.category', '')),
  'BR-CL-17': sample(set('vatBreakdown.0.category', 'X')),
  'BR-48': sample(set('vatBreakdown.0.rate', null)),
  'BR-CL-22': on(() => categoryEInvoice('E'), set('vatBreakdown.0.exemptionReasonCode', 'VATEX-EU-999')),
  'BR-CO-17': sample(set('vatBreakdown.0.vat', '60.00')),
  'BR-CO-10': rich(set('totals.lineNet', '243.00')),
  'BR-CO-11': rich(set('totals.allowances', '11.00')),
  'BR-CO-12': rich(set('totals.charges', '6.00')),
  'BR-CO-13': rich(set('totals.taxExclusive', '238.00')),
  'BR-CO-14': rich(set('totals.vatTotal', '50.77')),
  'BR-CO-15': rich(set('totals.taxInclusive', '287.77')),
  'BR-CO-16': rich(set('totals.payable', '268.00')),
};

const ALL: Record<string, BreakerEntry> = { ...FIELD_BREAKERS, ...VAT_CATEGORY_BREAKERS, ...SPECIFIC };

/** Each implemented rule's breaker (see breakerBase for the valid invoice it expects). */
export const RULE_BREAKERS: Readonly<Record<string, RuleBreaker>> = Object.fromEntries(
  Object.entries(ALL).map(([ruleId, entry]) => [ruleId, entry.breaks]),
);

/** The valid invoice a rule's breaker starts from. */
export function breakerBase(ruleId: string): EInvoice {
  const entry = ALL[ruleId];
  if (!entry) throw new Error(`no breaker for rule ${ruleId}`);
  return entry.base();
}

/** Every valid base the breakers use, by name, for the "no finding" checks. */
export const BREAKER_BASES: Readonly<Record<string, () => EInvoice>> = {
  sample: sampleEInvoice,
  rich: richEInvoice,
  euro: euroEInvoice,
  'credit note': creditNoteEInvoice,
  ...Object.fromEntries(
    ['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M'].map((code) => [
      `category ${code}`,
      () => categoryEInvoice(code),
    ]),
  ),
};
