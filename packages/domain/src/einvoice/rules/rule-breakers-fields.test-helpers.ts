import { richEInvoice } from './rule-breaker-bases.test-helpers';
import { type BreakerEntry, edit, over, set } from './rule-breaker-kit.test-helpers';

/** Length rules: the term of the rich invoice set one character over its limit. */
const LENGTHS: Record<string, [number, string]> = {
  'BR-RO-L0302': [200, 'contractReference'],
  'BR-RO-L0303': [200, 'purchaseOrderReference'],
  'BR-RO-L0304': [200, 'salesOrderReference'],
  'BR-RO-L0305': [200, 'receivingAdviceReference'],
  'BR-RO-L0306': [200, 'despatchAdviceReference'],
  'BR-RO-L0307': [200, 'tenderReference'],
  'BR-RO-L0308': [200, 'attachments.0.id'],
  'BR-RO-L156': [200, 'precedingInvoices.0.id'],
  'BR-RO-L1001': [100, 'buyerAccountingReference'],
  'BR-RO-L1020': [100, 'attachments.0.description'],
  'BR-RO-L210': [200, 'attachments.0.uri'],
  'BR-RO-L211': [200, 'attachments.0.embedded.filename'],
  'BR-RO-L301': [300, 'paymentTerms'],
  'BR-RO-L302': [300, 'notes.0'],
  'BR-RO-L201': [200, 'seller.name'],
  'BR-RO-L202': [200, 'seller.tradingName'],
  'BR-RO-L203': [200, 'buyer.name'],
  'BR-RO-L204': [200, 'buyer.tradingName'],
  'BR-RO-L205': [200, 'payee.name'],
  'BR-RO-L207': [200, 'delivery.name'],
  'BR-RO-L1000': [1000, 'seller.legalForm'],
  'BR-RO-L151': [150, 'seller.address.street'],
  'BR-RO-L152': [150, 'buyer.address.street'],
  'BR-RO-L154': [150, 'delivery.address.street'],
  'BR-RO-L1002': [100, 'seller.address.additionalStreet'],
  'BR-RO-L1007': [100, 'buyer.address.additionalStreet'],
  'BR-RO-L1014': [100, 'delivery.address.additionalStreet'],
  'BR-RO-L1003': [100, 'seller.address.addressLine'],
  'BR-RO-L1008': [100, 'buyer.address.addressLine'],
  'BR-RO-L1015': [100, 'delivery.address.addressLine'],
  'BR-RO-L0501': [50, 'seller.address.city'],
  'BR-RO-L0502': [50, 'buyer.address.city'],
  'BR-RO-L0504': [50, 'delivery.address.city'],
  'BR-RO-L0201': [20, 'seller.address.postalCode'],
  'BR-RO-L0202': [20, 'buyer.address.postalCode'],
  'BR-RO-L0204': [20, 'delivery.address.postalCode'],
  'BR-RO-L1004': [100, 'seller.contact.name'],
  'BR-RO-L1005': [100, 'seller.contact.phone'],
  'BR-RO-L1006': [100, 'seller.contact.email'],
  'BR-RO-L1009': [100, 'buyer.contact.name'],
  'BR-RO-L1010': [100, 'buyer.contact.phone'],
  'BR-RO-L1011': [100, 'buyer.contact.email'],
  'BR-RO-L1016': [100, 'paymentMeans.0.text'],
  'BR-RO-L140': [140, 'paymentMeans.0.paymentId'],
  'BR-RO-L208': [200, 'paymentMeans.0.account.name'],
  'BR-RO-L1017': [100, 'allowances.0.reasonCode'],
  'BR-RO-L1018': [100, 'charges.0.reasonCode'],
  'BR-RO-L1021': [100, 'lines.0.accountingCost'],
  'BR-RO-L1022': [100, 'lines.0.allowances.0.reason'],
  'BR-RO-L1023': [100, 'lines.1.charges.0.reason'],
  'BR-RO-L1024': [100, 'lines.0.item.name'],
  'BR-RO-L212': [200, 'lines.0.item.description'],
  'BR-RO-L303': [300, 'lines.0.note'],
  'BR-RO-L0505': [50, 'lines.0.item.attributes.0.name'],
  'BR-RO-L1025': [100, 'lines.0.item.attributes.0.value'],
};

/** Amounts of the rich invoice given a third decimal: [rule ids, path, value]. */
const DECIMALS: [string[], string, string][] = [
  [['BR-DEC-01', 'BR-DEC-RO-01'], 'allowances.0.amount', '10.001'],
  [['BR-DEC-02', 'BR-DEC-RO-02'], 'allowances.0.baseAmount', '250.001'],
  [['BR-DEC-05', 'BR-DEC-RO-05'], 'charges.0.amount', '5.001'],
  [['BR-DEC-06', 'BR-DEC-RO-06'], 'charges.0.baseAmount', '100.001'],
  [['BR-DEC-09', 'BR-DEC-RO-09'], 'totals.lineNet', '242.001'],
  [['BR-DEC-10', 'BR-DEC-RO-10'], 'totals.allowances', '10.001'],
  [['BR-DEC-11', 'BR-DEC-RO-11'], 'totals.charges', '5.001'],
  [['BR-DEC-12', 'BR-DEC-RO-12'], 'totals.taxExclusive', '237.001'],
  [['BR-DEC-14', 'BR-DEC-RO-14'], 'totals.taxInclusive', '286.771'],
  [['BR-DEC-16', 'BR-DEC-RO-16'], 'totals.prepaid', '20.001'],
  [['BR-DEC-17', 'BR-DEC-RO-17'], 'totals.rounding', '0.231'],
  [['BR-DEC-18', 'BR-DEC-RO-18'], 'totals.payable', '267.001'],
  [['BR-DEC-19', 'BR-DEC-RO-1009'], 'vatBreakdown.0.taxable', '237.001'],
  [['BR-DEC-20', 'BR-DEC-RO-1010'], 'vatBreakdown.0.vat', '49.771'],
  [['BR-DEC-23'], 'lines.0.net', '190.001'],
  [['BR-DEC-24', 'BR-DEC-RO-24'], 'lines.0.allowances.0.amount', '10.001'],
  [['BR-DEC-25', 'BR-DEC-RO-25'], 'lines.0.allowances.0.baseAmount', '200.001'],
  [['BR-DEC-27', 'BR-DEC-RO-27'], 'lines.1.charges.0.amount', '2.001'],
  [['BR-DEC-28', 'BR-DEC-RO-28'], 'lines.1.charges.0.baseAmount', '50.001'],
  // The same value with a trailing zero: only the decimals rule breaks, not the totals.
  [['UBL-DT-01'], 'totals.vatTotal', '49.770'],
];

const rich = (change: Parameters<typeof edit>[0]): BreakerEntry => ({
  base: richEInvoice,
  breaks: edit(change),
});

/** Length and decimal rules, from the rich invoice unless said otherwise. */
export const FIELD_BREAKERS: Record<string, BreakerEntry> = {
  ...Object.fromEntries(
    Object.entries(LENGTHS).map(([ruleId, [max, path]]) => [ruleId, rich(set(path, over(max)))]),
  ),
  ...Object.fromEntries(
    DECIMALS.flatMap(([ruleIds, path, value]) => ruleIds.map((ruleId) => [ruleId, rich(set(path, value))])),
  ),
  // 201 characters with a digit, so that only the length breaks.
  'BR-RO-L155': rich(set('id', `1${over(199)}`)),
  'BR-RO-L209': rich(set('paymentMeans.0.card', { pan: '1234', holder: over(200) })),
};
