import type {
  EInvoice,
  EInvoiceAllowanceCharge,
  EInvoiceVatBreakdown,
} from '@app/domain/einvoice/einvoice.types';
import { amount, isAbsent, leaf, type Out } from './xml';

const VAT_SCHEME = '<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>';

/**
 * BG-20 / BG-21 (document, with their VAT category) and BG-27 / BG-28 (line, without one): the
 * AllowanceChargeType order is ChargeIndicator, ReasonCode, Reason, MultiplierFactorNumeric,
 * Amount, BaseAmount, TaxCategory.
 */
export function allowanceCharge(
  out: Out,
  charge: boolean,
  value: EInvoiceAllowanceCharge,
  currency: string,
  withTaxCategory: boolean,
): void {
  out.push(
    charge
      ? '<cac:AllowanceCharge><cbc:ChargeIndicator>true</cbc:ChargeIndicator>'
      : '<cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator>',
  );
  leaf(out, 'cbc:AllowanceChargeReasonCode', value.reasonCode);
  leaf(out, 'cbc:AllowanceChargeReason', value.reason);
  leaf(out, 'cbc:MultiplierFactorNumeric', value.percent);
  amount(out, 'cbc:Amount', value.amount, currency);
  amount(out, 'cbc:BaseAmount', value.baseAmount, currency);
  if (withTaxCategory && !isAbsent(value.vatCategory)) {
    out.push('<cac:TaxCategory>');
    leaf(out, 'cbc:ID', value.vatCategory);
    leaf(out, 'cbc:Percent', value.vatRate);
    out.push(VAT_SCHEME, '</cac:TaxCategory>');
  }
  out.push('</cac:AllowanceCharge>');
}

function taxSubtotal(out: Out, value: EInvoiceVatBreakdown, currency: string): void {
  out.push('<cac:TaxSubtotal>');
  amount(out, 'cbc:TaxableAmount', value.taxable, currency);
  amount(out, 'cbc:TaxAmount', value.vat, currency);
  out.push('<cac:TaxCategory>');
  leaf(out, 'cbc:ID', value.category);
  // Category O has no rate: the model keeps it null and the element is left out.
  leaf(out, 'cbc:Percent', value.rate);
  leaf(out, 'cbc:TaxExemptionReasonCode', value.exemptionReasonCode);
  leaf(out, 'cbc:TaxExemptionReason', value.exemptionReason);
  out.push(VAT_SCHEME, '</cac:TaxCategory></cac:TaxSubtotal>');
}

/**
 * BT-110 with the BG-23 breakdown in the invoice currency, then BT-111 alone in the VAT
 * accounting currency (BT-6), as EN 16931 binds a foreign-currency invoice.
 */
export function taxTotals(out: Out, invoice: EInvoice): void {
  const { totals, currency } = invoice;
  if (!isAbsent(totals.vatTotal)) {
    out.push('<cac:TaxTotal>');
    amount(out, 'cbc:TaxAmount', totals.vatTotal, currency);
    for (const value of invoice.vatBreakdown) taxSubtotal(out, value, currency);
    out.push('</cac:TaxTotal>');
  }
  if (!isAbsent(totals.vatTotalAccounting) && !isAbsent(invoice.vatCurrency)) {
    out.push('<cac:TaxTotal>');
    amount(out, 'cbc:TaxAmount', totals.vatTotalAccounting, invoice.vatCurrency);
    out.push('</cac:TaxTotal>');
  }
}

/** BG-22 in the MonetaryTotalType order. */
export function legalMonetaryTotal(out: Out, invoice: EInvoice): void {
  const { totals, currency } = invoice;
  out.push('<cac:LegalMonetaryTotal>');
  amount(out, 'cbc:LineExtensionAmount', totals.lineNet, currency);
  amount(out, 'cbc:TaxExclusiveAmount', totals.taxExclusive, currency);
  amount(out, 'cbc:TaxInclusiveAmount', totals.taxInclusive, currency);
  amount(out, 'cbc:AllowanceTotalAmount', totals.allowances, currency);
  amount(out, 'cbc:ChargeTotalAmount', totals.charges, currency);
  amount(out, 'cbc:PrepaidAmount', totals.prepaid, currency);
  amount(out, 'cbc:PayableRoundingAmount', totals.rounding, currency);
  amount(out, 'cbc:PayableAmount', totals.payable, currency);
  out.push('</cac:LegalMonetaryTotal>');
}
