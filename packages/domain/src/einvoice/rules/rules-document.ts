import { CIUS_RO_CUSTOMIZATION_ID } from '../einvoice.types';
import {
  CREDIT_NOTE_TYPE_CODE_LIST,
  CURRENCY_CODES,
  INVOICE_TYPE_CODE_LIST,
  NOTE_SUBJECT_CODES_TEXT,
  OBJECT_SCHEME_CODES,
} from './rule-code-lists';
import {
  exact,
  filled,
  inCodeList,
  isXsDate,
  normalizedLength,
  normalizeSpace,
  type RuleContext,
} from './rule-context';

const RO_INVOICE_TYPES = ['380', '384', '389', '751'];
const TAX_POINT_CODES = ['3', '35', '432'];
export const MIME_CODES = [
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

  if (!filled(invoice.id)) fail('BR-02', 'id');
  if (!/[0-9]/.test(normalizeSpace(invoice.id))) fail('BR-RO-010', 'id');
  maxLength(fail, invoice.id, 200, 'BR-RO-L155', 'id');

  checkDates({ invoice, fail });

  if (!filled(invoice.typeCode)) fail('BR-04', 'typeCode');
  else if (invoice.syntax === 'Invoice') {
    if (!inCodeList(INVOICE_TYPE_CODE_LIST, invoice.typeCode)) fail('BR-CL-01', 'typeCode');
    if (!inCodeList(RO_INVOICE_TYPES, invoice.typeCode)) fail('BR-RO-020_1', 'typeCode');
  } else {
    if (!inCodeList(CREDIT_NOTE_TYPE_CODE_LIST, invoice.typeCode)) fail('BR-CL-01', 'typeCode');
    if (!inCodeList(['381'], invoice.typeCode)) fail('BR-RO-020_2', 'typeCode');
  }

  checkCurrencies({ invoice, fail });

  if (filled(invoice.taxPointDate) && filled(invoice.taxPointCode)) fail('BR-CO-03', 'taxPointDate');
  if (filled(invoice.taxPointCode) && !inCodeList(TAX_POINT_CODES, invoice.taxPointCode)) {
    fail('BR-CL-06', 'taxPointCode');
    fail('BR-RO-040', 'taxPointCode');
  }
  // An empty period is left out of the XML, so BR-CO-19 cannot fire (see the catalogue).
  const period = invoice.invoicingPeriod;
  if (
    period?.start &&
    period.end &&
    isXsDate(period.start) &&
    isXsDate(period.end) &&
    period.end < period.start
  ) {
    fail('BR-29', 'invoicingPeriod.end');
  }

  // Blank notes are left out of the XML.
  if (invoice.notes.filter(filled).length > 20) fail('BR-RO-A020', 'notes');
  invoice.notes.forEach((note, index) => {
    maxLength(fail, note, 300, 'BR-RO-L302', `notes.${index}`);
    if (!noteSubjectAccepted(note)) fail('BR-CL-08', `notes.${index}`);
  });

  checkReferences({ invoice, fail });

  // The CIUS-RO note rule's context is any cbc:Note, the payment terms' too (cac:PaymentTerms/cbc:Note).
  maxLength(fail, invoice.paymentTerms, 300, 'BR-RO-L301', 'paymentTerms');
  maxLength(fail, invoice.paymentTerms, 300, 'BR-RO-L302', 'paymentTerms');
  const payable = exact(invoice.totals.payable);
  if (payable?.greaterThan(0) && !filled(invoice.dueDate) && !filled(invoice.paymentTerms))
    fail('BR-CO-25', 'dueDate');
}

function checkDates({ invoice, fail }: RuleContext): void {
  const wrongDate = (value: string | null | undefined): value is string => filled(value) && !isXsDate(value);
  if (!filled(invoice.issueDate)) fail('BR-03', 'issueDate');
  if (wrongDate(invoice.issueDate)) fail('BR-RO-DT001', 'issueDate');
  if (wrongDate(invoice.taxPointDate)) fail('BR-RO-DT002', 'taxPointDate');
  if (invoice.syntax === 'Invoice' && wrongDate(invoice.dueDate)) fail('BR-RO-DT003', 'dueDate');
  // A credit note carries its due date in its first payment means (cbc:PaymentDueDate), if any.
  const meansWritten = invoice.paymentMeans.some((means) => filled(means.code));
  if (invoice.syntax === 'CreditNote' && meansWritten && wrongDate(invoice.dueDate)) {
    fail('BR-RO-DT003_CN', 'dueDate');
  }
  if (wrongDate(invoice.delivery?.date)) fail('BR-RO-DT004', 'delivery.date');
  const period = invoice.invoicingPeriod;
  if (wrongDate(period?.start)) fail('BR-RO-DT005', 'invoicingPeriod.start');
  if (wrongDate(period?.end)) fail('BR-RO-DT006', 'invoicingPeriod.end');
  invoice.lines.forEach((line, index) => {
    if (wrongDate(line.period?.start)) fail('BR-RO-DT005', `lines.${index}.period.start`);
    if (wrongDate(line.period?.end)) fail('BR-RO-DT006', `lines.${index}.period.end`);
  });
  invoice.precedingInvoices.forEach((preceding, index) => {
    if (filled(preceding.id) && wrongDate(preceding.issueDate)) {
      fail('BR-RO-DT001', `precedingInvoices.${index}.issueDate`);
    }
  });
}

function checkCurrencies({ invoice, fail }: RuleContext): void {
  if (!filled(invoice.currency)) fail('BR-05', 'currency');
  else if (!inCodeList(CURRENCY_CODES, invoice.currency)) {
    fail('BR-CL-04', 'currency');
    // Every amount carries the invoice currency as its currencyID.
    fail('BR-CL-03', 'currency');
  }
  const vatCurrency = invoice.vatCurrency;
  if (filled(vatCurrency) && !inCodeList(CURRENCY_CODES, vatCurrency)) {
    fail('BR-CL-05', 'vatCurrency');
    if (filled(invoice.totals.vatTotalAccounting)) fail('BR-CL-03', 'vatCurrency');
  }
  const documentRon = normalizeSpace(invoice.currency) === 'RON';
  if (!documentRon && normalizeSpace(vatCurrency) !== 'RON') fail('BR-RO-030', 'vatCurrency');
  if (filled(vatCurrency) && vatCurrency !== invoice.currency && !filled(invoice.totals.vatTotalAccounting)) {
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

  // References without an id are left out of the XML (so BR-55 and BR-52 cannot fire).
  if (invoice.precedingInvoices.filter((preceding) => filled(preceding.id)).length > 500) {
    fail('BR-RO-A500', 'precedingInvoices');
  }
  invoice.precedingInvoices.forEach((preceding, index) => {
    maxLength(fail, preceding.id, 200, 'BR-RO-L156', `precedingInvoices.${index}.id`);
  });

  const object = filled(invoice.invoicedObject?.id) ? invoice.invoicedObject : null;
  if (object) {
    maxLength(fail, object.id, 200, 'BR-RO-L0308', 'invoicedObject.id');
    if (filled(object.schemeId) && !inCodeList(OBJECT_SCHEME_CODES, object.schemeId)) {
      fail('BR-CL-07', 'invoicedObject.schemeId');
    }
  }
  // A credit note writes its project reference (BT-11) as one more additional document reference.
  const creditProject = invoice.syntax === 'CreditNote' && filled(invoice.projectReference);
  if (creditProject) maxLength(fail, invoice.projectReference, 200, 'BR-RO-L0308', 'projectReference');
  const written = invoice.attachments.filter((attachment) => filled(attachment.id)).length;
  if (written + (object ? 1 : 0) + (creditProject ? 1 : 0) > 50) fail('BR-RO-A051', 'attachments');
  invoice.attachments.forEach((attachment, index) => {
    if (!filled(attachment.id)) return;
    const at = `attachments.${index}`;
    maxLength(fail, attachment.id, 200, 'BR-RO-L0308', `${at}.id`);
    maxLength(fail, attachment.description, 100, 'BR-RO-L1020', `${at}.description`);
    maxLength(fail, attachment.uri, 200, 'BR-RO-L210', `${at}.uri`);
    const embedded = attachment.embedded;
    if (embedded && filled(embedded.content)) {
      if (!filled(embedded.mimeCode)) fail('UBL-DT-06', `${at}.embedded.mimeCode`);
      else if (!MIME_CODES.includes(embedded.mimeCode)) fail('BR-CL-24', `${at}.embedded.mimeCode`);
      if (!filled(embedded.filename)) fail('UBL-DT-07', `${at}.embedded.filename`);
      maxLength(fail, embedded.filename, 200, 'BR-RO-L211', `${at}.embedded.filename`);
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
