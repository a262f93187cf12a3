import type { EInvoiceItem, EInvoiceLine, EInvoiceSyntax } from '@app/domain/einvoice/einvoice.types';
import { allowanceCharge } from './totals';
import { amount, close, isAbsent, leaf, leafWith, type Out, open } from './xml';

const VAT_SCHEME = '<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>';

/** `<tag><cbc:ID>id</cbc:ID></tag>` for the item identifications. */
function itemIdentification(out: Out, tag: string, id: string | null, schemeId: string | null = null): void {
  if (isAbsent(id)) return;
  out.push(`<${tag}>`);
  leafWith(out, 'cbc:ID', id, 'schemeID', schemeId);
  out.push(`</${tag}>`);
}

/** BG-31 in the ItemType order. */
function item(out: Out, value: EInvoiceItem): void {
  out.push('<cac:Item>');
  leaf(out, 'cbc:Description', value.description);
  leaf(out, 'cbc:Name', value.name);
  itemIdentification(out, 'cac:BuyersItemIdentification', value.buyerId);
  itemIdentification(out, 'cac:SellersItemIdentification', value.sellerId);
  if (value.standardId) {
    itemIdentification(out, 'cac:StandardItemIdentification', value.standardId.id, value.standardId.schemeId);
  }
  if (!isAbsent(value.originCountry)) {
    out.push('<cac:OriginCountry>');
    leaf(out, 'cbc:IdentificationCode', value.originCountry);
    out.push('</cac:OriginCountry>');
  }
  for (const classification of value.classifications) {
    if (isAbsent(classification.code)) continue;
    out.push('<cac:CommodityClassification>');
    leafWith(
      out,
      'cbc:ItemClassificationCode',
      classification.code,
      'listID',
      classification.listId,
      'listVersionID',
      classification.listVersionId,
    );
    out.push('</cac:CommodityClassification>');
  }
  out.push('<cac:ClassifiedTaxCategory>');
  leaf(out, 'cbc:ID', value.vatCategory);
  leaf(out, 'cbc:Percent', value.vatRate);
  out.push(VAT_SCHEME, '</cac:ClassifiedTaxCategory>');
  for (const attribute of value.attributes) {
    if (isAbsent(attribute.name)) continue;
    out.push('<cac:AdditionalItemProperty>');
    leaf(out, 'cbc:Name', attribute.name);
    leaf(out, 'cbc:Value', attribute.value);
    out.push('</cac:AdditionalItemProperty>');
  }
  out.push('</cac:Item>');
}

/**
 * BG-29. The price discount (BT-147) and gross price (BT-148) share one allowance whose Amount
 * UBL requires: a gross price without a discount is written with a zero discount.
 */
function price(out: Out, value: EInvoiceLine['price'], currency: string): void {
  out.push('<cac:Price>');
  amount(out, 'cbc:PriceAmount', value.amount, currency);
  leafWith(out, 'cbc:BaseQuantity', value.baseQuantity, 'unitCode', value.baseUnitCode);
  if (!isAbsent(value.discount) || !isAbsent(value.gross)) {
    out.push('<cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator>');
    amount(out, 'cbc:Amount', isAbsent(value.discount) ? '0.00' : value.discount, currency);
    amount(out, 'cbc:BaseAmount', value.gross, currency);
    out.push('</cac:AllowanceCharge>');
  }
  out.push('</cac:Price>');
}

/** BG-25 as cac:InvoiceLine, or cac:CreditNoteLine with cbc:CreditedQuantity. */
export function line(out: Out, syntax: EInvoiceSyntax, value: EInvoiceLine, currency: string): void {
  const credit = syntax === 'CreditNote';
  const tag = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  out.push(`<${tag}>`);
  leaf(out, 'cbc:ID', value.id);
  leaf(out, 'cbc:Note', value.note);
  leafWith(
    out,
    credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity',
    value.quantity,
    'unitCode',
    value.unitCode,
  );
  amount(out, 'cbc:LineExtensionAmount', value.net, currency);
  leaf(out, 'cbc:AccountingCost', value.accountingCost);
  if (value.period) {
    const mark = open(out, 'cac:InvoicePeriod');
    leaf(out, 'cbc:StartDate', value.period.start);
    leaf(out, 'cbc:EndDate', value.period.end);
    close(out, 'cac:InvoicePeriod', mark);
  }
  if (!isAbsent(value.orderLineReference)) {
    out.push('<cac:OrderLineReference>');
    leaf(out, 'cbc:LineID', value.orderLineReference);
    out.push('</cac:OrderLineReference>');
  }
  if (value.objectId && !isAbsent(value.objectId.id)) {
    out.push('<cac:DocumentReference>');
    leafWith(out, 'cbc:ID', value.objectId.id, 'schemeID', value.objectId.schemeId);
    out.push('<cbc:DocumentTypeCode>130</cbc:DocumentTypeCode></cac:DocumentReference>');
  }
  for (const allowance of value.allowances) allowanceCharge(out, false, allowance, currency, false);
  for (const charge of value.charges) allowanceCharge(out, true, charge, currency, false);
  item(out, value.item);
  price(out, value.price, currency);
  out.push(`</${tag}>`);
}
