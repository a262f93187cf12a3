import type { EInvoiceLine, EInvoiceSyntax } from '@app/domain/einvoice/einvoice.types';
import {
  attribute,
  child,
  childrenOf,
  date,
  decimal,
  find,
  freeText,
  identifier,
  invalid,
  required,
  requiredDecimal,
  text,
  textOf,
} from './terms';
import { readAllowancesAndCharges } from './totals';
import type { XmlElement } from './xml-tree';

export const LINE_KEYS: Readonly<Record<EInvoiceSyntax, string>> = {
  Invoice: 'cac:InvoiceLine',
  CreditNote: 'cac:CreditNoteLine',
};
const QUANTITY_KEYS: Readonly<Record<EInvoiceSyntax, string>> = {
  Invoice: 'cbc:InvoicedQuantity',
  CreditNote: 'cbc:CreditedQuantity',
};

/** BG-25: one cac:InvoiceLine or cac:CreditNoteLine; `position` counts from 1 for messages. */
export function readLine(line: XmlElement, syntax: EInvoiceSyntax, position: number): EInvoiceLine {
  const id = textOf(child(line, 'cbc:ID'));
  const where = id === null ? `line ${position}: ` : `line ${position} (${id}): `;
  if (id === null) throw invalid(`${where}BT-126 invoice line identifier (cbc:ID) is missing`);

  const quantityKey = QUANTITY_KEYS[syntax];
  const quantity = requiredDecimal(line, quantityKey, 'BT-129 invoiced quantity', where);
  const unitCode = attribute(child(line, quantityKey), 'unitCode');
  if (unitCode === null)
    throw invalid(`${where}BT-130 unit of measure code (${quantityKey}/@unitCode) is missing`);

  const period = find(line, 'cac:InvoicePeriod');
  const item = find(line, 'cac:Item');
  if (!item) throw invalid(`${where}BG-31 item information (cac:Item) is missing`);
  const price = find(line, 'cac:Price');
  if (!price) throw invalid(`${where}BG-29 price details (cac:Price) is missing`);
  // BT-147/BT-148: the price discount is the cac:AllowanceCharge inside cac:Price.
  const priceDiscount = find(price, 'cac:AllowanceCharge');
  const baseQuantity = find(price, 'cbc:BaseQuantity');
  const { allowances, charges } = readAllowancesAndCharges(line, where, false);

  return {
    id,
    note: freeText(line, 'cbc:Note'),
    objectId: identifier(line, 'cac:DocumentReference/cbc:ID'),
    quantity,
    unitCode,
    net: requiredDecimal(line, 'cbc:LineExtensionAmount', 'BT-131 invoice line net amount', where),
    orderLineReference: text(line, 'cac:OrderLineReference/cbc:LineID'),
    accountingCost: freeText(line, 'cbc:AccountingCost'),
    period: period
      ? {
          start: date(period, 'cbc:StartDate', 'BT-134 invoice line period start date', where),
          end: date(period, 'cbc:EndDate', 'BT-135 invoice line period end date', where),
        }
      : null,
    allowances,
    charges,
    price: {
      amount: requiredDecimal(price, 'cbc:PriceAmount', 'BT-146 item net price', where),
      discount: decimal(priceDiscount, 'cbc:Amount', 'BT-147 item price discount', where),
      gross: decimal(priceDiscount, 'cbc:BaseAmount', 'BT-148 item gross price', where),
      baseQuantity: decimal(price, 'cbc:BaseQuantity', 'BT-149 item price base quantity', where),
      baseUnitCode: attribute(baseQuantity, 'unitCode'),
    },
    item: {
      name: required(item, 'cbc:Name', 'BT-153 item name', where, freeText),
      description: freeText(item, 'cbc:Description'),
      sellerId: text(item, 'cac:SellersItemIdentification/cbc:ID'),
      buyerId: text(item, 'cac:BuyersItemIdentification/cbc:ID'),
      standardId: identifier(item, 'cac:StandardItemIdentification/cbc:ID'),
      classifications: childrenOf(item, 'cac:CommodityClassification').flatMap((classification) => {
        const element = child(classification, 'cbc:ItemClassificationCode');
        const code = textOf(element);
        if (code === null) return [];
        const listId = attribute(element, 'listID');
        if (listId === null)
          throw invalid(
            `${where}BT-158-1 item classification scheme (cbc:ItemClassificationCode/@listID) is missing`,
          );
        return [{ code, listId, listVersionId: attribute(element, 'listVersionID') }];
      }),
      originCountry: text(item, 'cac:OriginCountry/cbc:IdentificationCode'),
      vatCategory: required(
        item,
        'cac:ClassifiedTaxCategory/cbc:ID',
        'BT-151 invoiced item VAT category code',
        where,
      ),
      vatRate: decimal(item, 'cac:ClassifiedTaxCategory/cbc:Percent', 'BT-152 invoiced item VAT rate', where),
      attributes: childrenOf(item, 'cac:AdditionalItemProperty').map((property) => ({
        name: required(property, 'cbc:Name', 'BT-160 item attribute name', where, freeText),
        value: required(property, 'cbc:Value', 'BT-161 item attribute value', where, freeText),
      })),
    },
  };
}
