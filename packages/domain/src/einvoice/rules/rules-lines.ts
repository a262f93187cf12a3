import { COUNTRY_CODES } from '../../addresses/countries';
import { UNIT_CODES } from '../../measurement-units/unit-codes';
import type { EInvoiceAllowanceCharge } from '../einvoice.types';
import {
  ALLOWANCE_REASON_CODES,
  CHARGE_REASON_CODES,
  ICD_SCHEMES,
  ITEM_CLASSIFICATION_LISTS,
} from './rule-code-lists';
import { exact, filled, inCodeList, isXsDate, type RuleContext, tooManyDecimals } from './rule-context';
import { maxLength } from './rules-document';

const units = new Set(UNIT_CODES);

/** Reports an amount with more than 2 decimals under each rule that says so, and UBL-DT-01. */
export function amountDecimals(
  fail: RuleContext['fail'],
  value: string | null | undefined,
  ruleIds: string[],
  location: string,
): void {
  if (!tooManyDecimals(value)) return;
  for (const ruleId of ruleIds) fail(ruleId, location);
  fail('UBL-DT-01', location);
}

/** Document-level allowances (BG-20) and charges (BG-21), without their VAT category rules. */
export function checkDocumentAllowances({ invoice, fail }: RuleContext): void {
  invoice.allowances.forEach((allowance, index) => {
    const at = `allowances.${index}`;
    if (!filled(allowance.amount)) fail('BR-31', `${at}.amount`);
    if (!filled(allowance.vatCategory)) fail('BR-32', `${at}.vatCategory`);
    if (!filled(allowance.reason) && !filled(allowance.reasonCode)) {
      fail('BR-33', `${at}.reason`);
      fail('BR-CO-21', `${at}.reason`);
    }
    amountDecimals(fail, allowance.amount, ['BR-DEC-01', 'BR-DEC-RO-01'], `${at}.amount`);
    amountDecimals(fail, allowance.baseAmount, ['BR-DEC-02', 'BR-DEC-RO-02'], `${at}.baseAmount`);
    reasonCode(fail, allowance, false, at);
    maxLength(fail, allowance.reasonCode, 100, 'BR-RO-L1017', `${at}.reasonCode`);
  });
  invoice.charges.forEach((charge, index) => {
    const at = `charges.${index}`;
    if (!filled(charge.amount)) fail('BR-36', `${at}.amount`);
    if (!filled(charge.vatCategory)) fail('BR-37', `${at}.vatCategory`);
    if (!filled(charge.reason) && !filled(charge.reasonCode)) {
      fail('BR-38', `${at}.reason`);
      fail('BR-CO-22', `${at}.reason`);
    }
    amountDecimals(fail, charge.amount, ['BR-DEC-05', 'BR-DEC-RO-05'], `${at}.amount`);
    amountDecimals(fail, charge.baseAmount, ['BR-DEC-06', 'BR-DEC-RO-06'], `${at}.baseAmount`);
    reasonCode(fail, charge, true, at);
    maxLength(fail, charge.reasonCode, 100, 'BR-RO-L1018', `${at}.reasonCode`);
  });
}

function reasonCode(
  fail: RuleContext['fail'],
  entry: EInvoiceAllowanceCharge,
  charge: boolean,
  at: string,
): void {
  if (!filled(entry.reasonCode)) return;
  if (charge && !inCodeList(CHARGE_REASON_CODES, entry.reasonCode)) fail('BR-CL-20', `${at}.reasonCode`);
  if (!charge && !inCodeList(ALLOWANCE_REASON_CODES, entry.reasonCode)) fail('BR-CL-19', `${at}.reasonCode`);
}

/** Invoice lines (BG-25): identification, quantity and unit, price, item, line allowances. */
export function checkLines({ invoice, fail }: RuleContext): void {
  if (invoice.lines.length === 0) fail('BR-16', 'lines');
  invoice.lines.forEach((line, index) => {
    const at = `lines.${index}`;
    if (!filled(line.id)) fail('BR-21', `${at}.id`);
    if (!filled(line.quantity)) fail('BR-22', `${at}.quantity`);
    if (!filled(line.net)) fail('BR-24', `${at}.net`);
    if (!filled(line.price.amount)) fail('BR-26', `${at}.price.amount`);
    // A blank unit code leaves the unitCode attribute out: BR-23, not BR-CL-23.
    // Without a quantity the element, and so its unitCode, is not written at all.
    if (!filled(line.quantity) || !filled(line.unitCode)) fail('BR-23', `${at}.unitCode`);
    else if (!inCodeList(units, line.unitCode)) fail('BR-CL-23', `${at}.unitCode`);
    const baseUnit = line.price.baseUnitCode;
    if (filled(line.price.baseQuantity) && filled(baseUnit) && !inCodeList(units, baseUnit)) {
      fail('BR-CL-23', `${at}.price.baseUnitCode`);
    }
    amountDecimals(fail, line.net, ['BR-DEC-23'], `${at}.net`);
    const price = exact(line.price.amount);
    if (price?.isNegative() && !price.isZero()) fail('BR-27', `${at}.price.amount`);
    const gross = exact(line.price.gross);
    if (gross?.isNegative() && !gross.isZero()) fail('BR-28', `${at}.price.gross`);
    // An empty line period is left out of the XML, so BR-CO-20 cannot fire (see the catalogue).
    const start = line.period?.start;
    const end = line.period?.end;
    if (start && end && isXsDate(start) && isXsDate(end) && end < start) fail('BR-30', `${at}.period.end`);
    maxLength(fail, line.note, 300, 'BR-RO-L303', `${at}.note`);
    // The CIUS-RO note rule's context is any cbc:Note, the line's too.
    maxLength(fail, line.note, 300, 'BR-RO-L302', `${at}.note`);
    maxLength(fail, line.accountingCost, 100, 'BR-RO-L1021', `${at}.accountingCost`);

    const item = line.item;
    if (!filled(item.name)) fail('BR-25', `${at}.item.name`);
    maxLength(fail, item.name, 100, 'BR-RO-L1024', `${at}.item.name`);
    maxLength(fail, item.description, 200, 'BR-RO-L212', `${at}.item.description`);
    const standard = item.standardId;
    if (standard && filled(standard.id)) {
      if (!filled(standard.schemeId)) fail('BR-64', `${at}.item.standardId.schemeId`);
      else if (!inCodeList(ICD_SCHEMES, standard.schemeId))
        fail('BR-CL-21', `${at}.item.standardId.schemeId`);
    }
    item.classifications.forEach((classification, position) => {
      if (!filled(classification.code)) return;
      const where = `${at}.item.classifications.${position}.listId`;
      if (!filled(classification.listId)) fail('BR-65', where);
      else if (!inCodeList(ITEM_CLASSIFICATION_LISTS, classification.listId)) fail('BR-CL-13', where);
    });
    if (filled(item.originCountry) && !inCodeList(COUNTRY_CODES, item.originCountry)) {
      fail('BR-CL-15', `${at}.item.originCountry`);
    }
    // Attributes without a name are left out of the XML.
    if (item.attributes.filter((attribute) => filled(attribute.name)).length > 50) {
      fail('BR-RO-A052', `${at}.item.attributes`);
    }
    item.attributes.forEach((attribute, position) => {
      if (!filled(attribute.name)) return;
      if (!filled(attribute.value)) fail('BR-54', `${at}.item.attributes.${position}.value`);
      maxLength(fail, attribute.name, 50, 'BR-RO-L0505', `${at}.item.attributes.${position}.name`);
      maxLength(fail, attribute.value, 100, 'BR-RO-L1025', `${at}.item.attributes.${position}.value`);
    });

    line.allowances.forEach((allowance, position) => {
      const where = `${at}.allowances.${position}`;
      if (!filled(allowance.amount)) fail('BR-41', `${where}.amount`);
      if (!filled(allowance.reason) && !filled(allowance.reasonCode)) {
        fail('BR-42', `${where}.reason`);
        fail('BR-CO-23', `${where}.reason`);
      }
      amountDecimals(fail, allowance.amount, ['BR-DEC-24', 'BR-DEC-RO-24'], `${where}.amount`);
      amountDecimals(fail, allowance.baseAmount, ['BR-DEC-25', 'BR-DEC-RO-25'], `${where}.baseAmount`);
      maxLength(fail, allowance.reason, 100, 'BR-RO-L1022', `${where}.reason`);
      reasonCode(fail, allowance, false, where);
    });
    line.charges.forEach((charge, position) => {
      const where = `${at}.charges.${position}`;
      if (!filled(charge.amount)) fail('BR-43', `${where}.amount`);
      if (!filled(charge.reason) && !filled(charge.reasonCode)) {
        fail('BR-44', `${where}.reason`);
        fail('BR-CO-24', `${where}.reason`);
      }
      amountDecimals(fail, charge.amount, ['BR-DEC-27', 'BR-DEC-RO-27'], `${where}.amount`);
      amountDecimals(fail, charge.baseAmount, ['BR-DEC-28', 'BR-DEC-RO-28'], `${where}.baseAmount`);
      maxLength(fail, charge.reason, 100, 'BR-RO-L1023', `${where}.reason`);
      reasonCode(fail, charge, true, where);
    });
  });
}
