import type {
  EInvoiceAllowanceCharge,
  EInvoiceTotals,
  EInvoiceVatBreakdown,
} from '@app/domain/einvoice/einvoice.types';
import {
  attribute,
  child,
  childrenOf,
  decimal,
  find,
  freeText,
  invalid,
  required,
  requiredDecimal,
  text,
} from './terms';
import type { XmlElement } from './xml-tree';

export type AllowancesAndCharges = {
  allowances: EInvoiceAllowanceCharge[];
  charges: EInvoiceAllowanceCharge[];
};

/**
 * cac:AllowanceCharge elements of the document (BG-20, BG-21) or of a line (BG-27, BG-28), split
 * by cbc:ChargeIndicator. Line-level ones carry no VAT category, so those stay null there.
 */
export function readAllowancesAndCharges(
  parent: XmlElement,
  where: string,
  documentLevel: boolean,
): AllowancesAndCharges {
  const result: AllowancesAndCharges = { allowances: [], charges: [] };
  for (const element of childrenOf(parent, 'cac:AllowanceCharge')) {
    const indicator = required(element, 'cbc:ChargeIndicator', 'the allowance or charge indicator', where);
    const isCharge = indicator === 'true' || indicator === '1';
    if (!isCharge && indicator !== 'false' && indicator !== '0')
      throw invalid(
        `${where}the allowance or charge indicator (cbc:ChargeIndicator) is not true or false: "${indicator}"`,
      );
    const terms = isCharge ? CHARGE_TERMS[documentLevel ? 0 : 1] : ALLOWANCE_TERMS[documentLevel ? 0 : 1];
    const value: EInvoiceAllowanceCharge = {
      amount: requiredDecimal(element, 'cbc:Amount', terms.amount, where),
      baseAmount: decimal(element, 'cbc:BaseAmount', terms.base, where),
      percent: decimal(element, 'cbc:MultiplierFactorNumeric', terms.percent, where),
      vatCategory: documentLevel ? text(element, 'cac:TaxCategory/cbc:ID') : null,
      vatRate: documentLevel ? decimal(element, 'cac:TaxCategory/cbc:Percent', terms.rate, where) : null,
      reason: freeText(element, 'cbc:AllowanceChargeReason'),
      reasonCode: text(element, 'cbc:AllowanceChargeReasonCode'),
    };
    (isCharge ? result.charges : result.allowances).push(value);
  }
  return result;
}

const ALLOWANCE_TERMS = [
  {
    amount: 'BT-92 allowance amount',
    base: 'BT-93 allowance base amount',
    percent: 'BT-94 allowance percentage',
    rate: 'BT-96 allowance VAT rate',
  },
  {
    amount: 'BT-136 line allowance amount',
    base: 'BT-137 line allowance base amount',
    percent: 'BT-138 line allowance percentage',
    rate: '',
  },
] as const;
const CHARGE_TERMS = [
  {
    amount: 'BT-99 charge amount',
    base: 'BT-100 charge base amount',
    percent: 'BT-101 charge percentage',
    rate: 'BT-103 charge VAT rate',
  },
  {
    amount: 'BT-141 line charge amount',
    base: 'BT-142 line charge base amount',
    percent: 'BT-143 line charge percentage',
    rate: '',
  },
] as const;

export type VatTotals = {
  breakdown: EInvoiceVatBreakdown[];
  vatTotal: string | null;
  vatTotalAccounting: string | null;
};

/**
 * The cac:TaxTotal elements: the one in the invoice currency holds BT-110 and the breakdown (BG-23);
 * a second one, in the VAT accounting currency (BT-6), holds only BT-111. They are told apart by the
 * currencyID of their cbc:TaxAmount, and by which one has subtotals when that does not decide.
 */
export function readVatTotals(root: XmlElement, currency: string, vatCurrency: string | null): VatTotals {
  const totals = childrenOf(root, 'cac:TaxTotal');
  const currencyOf = (total: XmlElement) => attribute(child(total, 'cbc:TaxAmount'), 'currencyID');
  const main =
    totals.find((total) => child(total, 'cac:TaxSubtotal') !== undefined) ??
    totals.find((total) => currencyOf(total) === currency) ??
    (vatCurrency === null || vatCurrency === currency ? totals[0] : undefined);
  const others = totals.filter((total) => total !== main);
  const accounting =
    others.find((total) => vatCurrency !== null && currencyOf(total) === vatCurrency) ??
    (vatCurrency !== null ? others[0] : undefined);
  const breakdown = main
    ? childrenOf(main, 'cac:TaxSubtotal').map((subtotal, index) => {
        const where = `VAT breakdown ${index + 1}: `;
        return {
          category: required(subtotal, 'cac:TaxCategory/cbc:ID', 'BT-118 VAT category code', where),
          rate: decimal(subtotal, 'cac:TaxCategory/cbc:Percent', 'BT-119 VAT category rate', where),
          taxable: requiredDecimal(
            subtotal,
            'cbc:TaxableAmount',
            'BT-116 VAT category taxable amount',
            where,
          ),
          vat: requiredDecimal(subtotal, 'cbc:TaxAmount', 'BT-117 VAT category tax amount', where),
          exemptionReason: freeText(subtotal, 'cac:TaxCategory/cbc:TaxExemptionReason'),
          exemptionReasonCode: text(subtotal, 'cac:TaxCategory/cbc:TaxExemptionReasonCode'),
        };
      })
    : [];
  return {
    breakdown,
    vatTotal: main
      ? requiredDecimal(main, 'cbc:TaxAmount', 'BT-110 invoice total VAT amount', 'cac:TaxTotal: ')
      : null,
    vatTotalAccounting: accounting
      ? requiredDecimal(
          accounting,
          'cbc:TaxAmount',
          'BT-111 total VAT amount in accounting currency',
          'cac:TaxTotal: ',
        )
      : null,
  };
}

/** BG-22: cac:LegalMonetaryTotal, BT-110/111 coming from the tax totals. */
export function readTotals(root: XmlElement, vat: VatTotals): EInvoiceTotals {
  const totals = find(root, 'cac:LegalMonetaryTotal');
  if (!totals) throw invalid('BG-22 document totals (cac:LegalMonetaryTotal) are missing');
  const where = 'cac:LegalMonetaryTotal: ';
  return {
    lineNet: requiredDecimal(
      totals,
      'cbc:LineExtensionAmount',
      'BT-106 sum of invoice line net amounts',
      where,
    ),
    allowances: decimal(totals, 'cbc:AllowanceTotalAmount', 'BT-107 sum of allowances', where),
    charges: decimal(totals, 'cbc:ChargeTotalAmount', 'BT-108 sum of charges', where),
    taxExclusive: requiredDecimal(
      totals,
      'cbc:TaxExclusiveAmount',
      'BT-109 invoice total without VAT',
      where,
    ),
    vatTotal: vat.vatTotal,
    vatTotalAccounting: vat.vatTotalAccounting,
    taxInclusive: requiredDecimal(totals, 'cbc:TaxInclusiveAmount', 'BT-112 invoice total with VAT', where),
    prepaid: decimal(totals, 'cbc:PrepaidAmount', 'BT-113 paid amount', where),
    rounding: decimal(totals, 'cbc:PayableRoundingAmount', 'BT-114 rounding amount', where),
    payable: requiredDecimal(totals, 'cbc:PayableAmount', 'BT-115 amount due for payment', where),
  };
}
