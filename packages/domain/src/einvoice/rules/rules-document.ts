import { CIUS_RO_CUSTOMIZATION_ID } from '../einvoice.types';
import {
  CREDIT_NOTE_TYPE_CODE_LIST,
  CURRENCY_CODES,
  INVOICE_TYPE_CODE_LIST,
  NOTE_SUBJECT_CODES_TEXT,
  OBJECT_SCHEME_CODES,
} from './rule-code-lists';
import {
  filled,
  inCodeList,
  isXsDate,
  normalizedLength,
  normalizeSpace,
  type RuleContext,
} from './rule-context';

const RO_INVOICE_TYPES = ['380', '384', '389', '751'];
const TAX_POINT_CODES = ['3', '35', '432'];
const MIME_CODES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.spreadsheet',
];

/** Header terms: identification, dates, type, currencies, notes, references, attachments. */
export function checkDocument({ invoice, fail }: RuleContext): void {
  if (!filled(invoice.customizationId)) fail('BR-01', 'customizationId');
  if (invoice.customizationId !== CIUS_RO_CUSTOMIZATION_ID) fail('BR-RO-001', 'customizationId');

  if (invoice.id === '') fail('BR-02', 'id');
  if (!/[0-9]/.test(normalizeSpace(invoice.id))) fail('BR-RO-010', 'id');
  maxLength(fail, invoice.id, 200, 'BR-RO-L155', 'id');

  checkDates({ invoice, fail });

  if (invoice.typeCode === '') fail('BR-04', 'typeCode');
  if (invoice.syntax === 'Invoice') {
    if (!inCodeList(INVOICE_TYPE_CODE_LIST, invoice.typeCode)) fail('BR-CL-01', 'typeCode');
    if (!inCodeList(RO_INVOICE_TYPES, invoice.typeCode)) fail('BR-RO-020_1', 'typeCode');
  } else {
    if (!inCodeList(CREDIT_NOTE_TYPE_CODE_LIST, invoice.typeCode)) fail('BR-CL-01', 'typeCode');
    if (!inCodeList(['381'], invoice.typeCode)) fail('BR-RO-020_2', 'typeCode');
  }

  checkCurrencies({ invoice, fail });

  if (invoice.taxPointDate !== null && invoice.taxPointCode !== null) fail('BR-CO-03', 'taxPointDate');
  if (invoice.taxPointCode !== null && !inCodeList(TAX_POINT_CODES, invoice.taxPointCode)) {
    fail('BR-CL-06', 'taxPointCode');
    fail('BR-RO-040', 'taxPointCode');
  }
  const period = invoice.invoicingPeriod;
  if (period) {
    if (period.start === null && period.end === null && invoice.taxPointCode === null) {
      fail('BR-CO-19', 'invoicingPeriod');
    }
    if (
      period.start &&
      period.end &&
      isXsDate(period.start) &&
      isXsDate(period.end) &&
      period.end < period.start
    ) {
      fail('BR-29', 'invoicingPeriod.end');
    }
  }

  if (invoice.notes.length > 20) fail('BR-RO-A020', 'notes');
  invoice.notes.forEach((note, index) => {
    maxLength(fail, note, 300, 'BR-RO-L302', `notes.${index}`);
    if (!noteSubjectAccepted(note)) fail('BR-CL-08', `notes.${index}`);
  });

  checkReferences({ invoice, fail });

  if (invoice.paymentTerms !== null) maxLength(fail, invoice.paymentTerms, 300, 'BR-RO-L301', 'paymentTerms');
  const payable = Number(invoice.totals.payable);
  if (payable > 0 && invoice.dueDate === null && invoice.paymentTerms === null) fail('BR-CO-25', 'dueDate');
}

function checkDates({ invoice, fail }: RuleContext): void {
  if (invoice.issueDate === '') fail('BR-03', 'issueDate');
  if (!isXsDate(invoice.issueDate)) fail('BR-RO-DT001', 'issueDate');
  if (invoice.taxPointDate !== null && !isXsDate(invoice.taxPointDate)) fail('BR-RO-DT002', 'taxPointDate');
  if (invoice.dueDate !== null && !isXsDate(invoice.dueDate)) {
    // A credit note carries its due date in the payment means (cbc:PaymentDueDate).
    fail(invoice.syntax === 'Invoice' ? 'BR-RO-DT003' : 'BR-RO-DT003_CN', 'dueDate');
  }
  const delivery = invoice.delivery;
  if (delivery?.date != null && !isXsDate(delivery.date)) fail('BR-RO-DT004', 'delivery.date');
  const period = invoice.invoicingPeriod;
  if (period?.start != null && !isXsDate(period.start)) fail('BR-RO-DT005', 'invoicingPeriod.start');
  if (period?.end != null && !isXsDate(period.end)) fail('BR-RO-DT006', 'invoicingPeriod.end');
  invoice.lines.forEach((line, index) => {
    if (line.period?.start != null && !isXsDate(line.period.start))
      fail('BR-RO-DT005', `lines.${index}.period.start`);
    if (line.period?.end != null && !isXsDate(line.period.end))
      fail('BR-RO-DT006', `lines.${index}.period.end`);
  });
}

function checkCurrencies({ invoice, fail }: RuleContext): void {
  if (invoice.currency === '') fail('BR-05', 'currency');
  if (!inCodeList(CURRENCY_CODES, invoice.currency)) {
    fail('BR-CL-04', 'currency');
    // Every amount carries the invoice currency as its currencyID.
    fail('BR-CL-03', 'currency');
  }
  const vatCurrency = invoice.vatCurrency;
  if (vatCurrency !== null && !inCodeList(CURRENCY_CODES, vatCurrency)) {
    fail('BR-CL-05', 'vatCurrency');
    if (invoice.totals.vatTotalAccounting !== null) fail('BR-CL-03', 'vatCurrency');
  }
  const documentRon = normalizeSpace(invoice.currency) === 'RON';
  if (!documentRon && normalizeSpace(vatCurrency) !== 'RON') fail('BR-RO-030', 'vatCurrency');
  if (
    vatCurrency !== null &&
    vatCurrency !== invoice.currency &&
    invoice.totals.vatTotalAccounting === null
  ) {
    fail('BR-53', 'totals.vatTotalAccounting');
  }
}

function checkReferences({ invoice, fail }: RuleContext): void {
  const lengths: [string | null, string, string][] = [
    [invoice.contractReference, 'BR-RO-L0302', 'contractReference'],
    [invoice.purchaseOrderReference, 'BR-RO-L0303', 'purchaseOrderReference'],
    [invoice.salesOrderReference, 'BR-RO-L0304', 'salesOrderReference'],
    [invoice.receivingAdviceReference, 'BR-RO-L0305', 'receivingAdviceReference'],
    [invoice.despatchAdviceReference, 'BR-RO-L0306', 'despatchAdviceReference'],
    [invoice.tenderReference, 'BR-RO-L0307', 'tenderReference'],
  ];
  for (const [value, ruleId, location] of lengths) maxLength(fail, value, 200, ruleId, location);
  maxLength(fail, invoice.buyerAccountingReference, 100, 'BR-RO-L1001', 'buyerAccountingReference');

  if (invoice.precedingInvoices.length > 500) fail('BR-RO-A500', 'precedingInvoices');
  invoice.precedingInvoices.forEach((preceding, index) => {
    if (preceding.id === '') {
      fail('BR-55', `precedingInvoices.${index}.id`);
      fail('UBL-SR-07', `precedingInvoices.${index}.id`);
    }
    maxLength(fail, preceding.id, 200, 'BR-RO-L156', `precedingInvoices.${index}.id`);
    if (preceding.issueDate !== null && !isXsDate(preceding.issueDate)) {
      fail('BR-RO-DT001', `precedingInvoices.${index}.issueDate`);
    }
  });

  const object = invoice.invoicedObject;
  if (object) {
    maxLength(fail, object.id, 200, 'BR-RO-L0308', 'invoicedObject.id');
    if (object.schemeId !== null && !inCodeList(OBJECT_SCHEME_CODES, object.schemeId)) {
      fail('BR-CL-07', 'invoicedObject.schemeId');
    }
  }
  if (invoice.attachments.length + (object ? 1 : 0) > 50) fail('BR-RO-A051', 'attachments');
  invoice.attachments.forEach((attachment, index) => {
    const at = `attachments.${index}`;
    if (attachment.id === '') fail('BR-52', `${at}.id`);
    maxLength(fail, attachment.id, 200, 'BR-RO-L0308', `${at}.id`);
    maxLength(fail, attachment.description, 100, 'BR-RO-L1020', `${at}.description`);
    maxLength(fail, attachment.uri, 200, 'BR-RO-L210', `${at}.uri`);
    if (attachment.embedded) {
      maxLength(fail, attachment.embedded.filename, 200, 'BR-RO-L211', `${at}.embedded.filename`);
      if (!MIME_CODES.includes(attachment.embedded.mimeCode)) fail('BR-CL-24', `${at}.embedded.mimeCode`);
    }
  });
}

/**
 * BR-CL-08: a note that starts a "#XXX#" subject must name a UNCL 4451 subject. The official test
 * looks the three characters up with contains() in the space-separated list, so does this.
 */
function noteSubjectAccepted(note: string): boolean {
  const first = note.indexOf('#');
  if (first < 0) return true;
  const rest = note.slice(first + 1);
  const second = rest.indexOf('#');
  const subject = second < 0 ? '' : rest.slice(0, second);
  if ([...subject].length !== 3) return true;
  return NOTE_SUBJECT_CODES_TEXT.includes(subject);
}

export function maxLength(
  fail: RuleContext['fail'],
  value: string | null | undefined,
  max: number,
  ruleId: string,
  location: string,
): void {
  if (value && normalizedLength(value) > max) fail(ruleId, location);
}
