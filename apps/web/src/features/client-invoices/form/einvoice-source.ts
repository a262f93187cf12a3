import type {
  ClientInvoiceSource,
  ClientInvoiceSourceLine,
} from '@app/domain/einvoice/client-invoice-source';
import {
  type ClientDocument,
  type DocumentParty,
  REFERENCE_FIELDS,
  type ReferenceField,
} from '@app/domain/invoicing/client-document.schemas';
import { dueDateFor } from '@app/domain/invoicing/due-date';
import { invoiceLineInputSchema } from '@app/domain/invoicing/invoice-line.schemas';
import { foreignLineCurrency, linePriceInDocumentCurrency } from '@app/domain/invoicing/line-currency';
import { isDecimalText } from '@app/domain/invoicing/totals-money';
import { isIsoDate } from '@app/domain/validators/iso-date';
import type { LineFormValues } from '../../../shared/invoicing/line-form-values';
import type { DocumentFormValues } from './document-form-values';

/** What the e-invoice needs of a VAT rate of the company: its category, percent and exemption. */
export type EInvoiceRateFacts = { code: string; value: string | null; exemptionReasonCode: string | null };

export type InvoiceParties = { seller: DocumentParty; buyer: DocumentParty };

/**
 * The form's invoice as the e-invoice mapping reads it, and which form line each of its lines is:
 * a line that cannot be read yet (no name, a wrong quantity, no VAT rate) is left out, as the live
 * totals leave it out, so `formLines[i]` is the form index of the source's line i.
 */
export type FormInvoiceSource = { source: ClientInvoiceSource; formLines: number[] };

/** Until the invoice is numbered it carries the number its series would give (or this). */
export const UNNUMBERED = 'DRAFT-0001';

const text = (value: string | null | undefined): string | null => (value ?? '').trim() || null;
const date = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return isIsoDate(trimmed) ? trimmed : null;
};

/**
 * One form line as the server would store it (the line schema's trimming, upper-cased unit, compact
 * NC code, base quantity 1) with its VAT rate applied; null while it cannot be read.
 */
export function sourceLineOf(
  line: LineFormValues,
  currency: string,
  rates: ReadonlyMap<string, EInvoiceRateFacts>,
): ClientInvoiceSourceLine | null {
  const rate = rates.get(line.vatRateId);
  if (!rate) return null;
  const parsed = invoiceLineInputSchema.safeParse(line);
  if (!parsed.success) return null;
  const payload = parsed.data;
  const lineCurrency = foreignLineCurrency(payload.currency, currency);
  const currencyRate = lineCurrency ? payload.currencyRate : null;
  const unitPrice = linePriceInDocumentCurrency(
    { price: payload.price, currency: lineCurrency, currencyRate },
    currency,
  );
  if (unitPrice === null) return null;
  return {
    name: payload.name,
    description: payload.description,
    unitCode: payload.unitCode,
    quantity: payload.quantity,
    baseQuantity: payload.baseQuantity,
    price: payload.price,
    unitPrice,
    discountPercent: payload.discountPercent,
    vatCategory: rate.code,
    // As the server stores it: the category without a percent (O) carries 0.
    vatRate: rate.value ?? '0',
    exemptionReasonCode: rate.exemptionReasonCode,
    currency: lineCurrency,
    currencyRate,
    currencyPriceDescription: payload.currencyPriceDescription,
    productCode: payload.productCode,
    partnerProductCode: payload.partnerProductCode,
    clientAccountingReference: payload.clientAccountingReference,
    standardCode: payload.standardCode,
    standardCodeScheme: payload.standardCodeScheme,
    cpvCode: payload.cpvCode,
    ncCode: payload.ncCode,
    billingPeriodStart: payload.billingPeriodStart,
    billingPeriodEnd: payload.billingPeriodEnd,
  };
}

export interface FormSourceFacts {
  /** The snapshots the server would copy for the chosen client, delivery address and accounts. */
  parties: InvoiceParties;
  rates: ReadonlyMap<string, EInvoiceRateFacts>;
  /** The number the chosen series gives next; UNNUMBERED when unknown. */
  seriesNumber: string | null;
}

/**
 * The invoice form's values as a ClientInvoiceSource: text trimmed (empty is none), dates only when
 * complete, the due date its template gives, the discount only when it has a value. Null when there
 * is nothing to check yet (no valid issue date or no line that can be read).
 */
export function formInvoiceSource(
  values: DocumentFormValues,
  facts: FormSourceFacts,
): FormInvoiceSource | null {
  const issueDate = date(values.issueDate);
  if (issueDate === null) return null;
  const lines: ClientInvoiceSourceLine[] = [];
  const formLines: number[] = [];
  values.lines.forEach((line, index) => {
    const sourceLine = sourceLineOf(line, values.currency, facts.rates);
    if (sourceLine === null) return;
    lines.push(sourceLine);
    formLines.push(index);
  });
  if (lines.length === 0) return null;
  const discountValue = (values.discountValue ?? '').trim();
  const discounted = values.discountType !== null && isDecimalText(discountValue);
  const references = Object.fromEntries(
    REFERENCE_FIELDS.map((field) => [field, text(values[field])]),
  ) as Record<ReferenceField, string | null>;
  const source: ClientInvoiceSource = {
    seriesNumber: facts.seriesNumber ?? UNNUMBERED,
    issueDate,
    dueDate: dueDateFor(values.dueDateType, issueDate, date(values.dueDate)),
    paymentTerms: text(values.paymentTerms),
    currency: values.currency,
    currencyRate: values.currency === 'RON' ? null : text(values.currencyRate),
    pricesIncludeVat: values.pricesIncludeVat,
    notes: text(values.notes),
    footerNotes: text(values.footerNotes),
    paymentIdentifier: text(values.paymentIdentifier),
    paymentMethod: values.paymentMethod,
    ...references,
    previousInvoiceNumber: text(values.previousInvoiceNumber),
    previousInvoiceDate: date(values.previousInvoiceDate),
    billingPeriodStart: date(values.billingPeriodStart),
    billingPeriodEnd: date(values.billingPeriodEnd),
    taxPointType: values.taxPointType,
    taxPointDate: values.taxPointType === 'issue-date' ? null : date(values.taxPointDate),
    beneficiaryName: text(values.beneficiaryName),
    beneficiaryBusinessId: text(values.beneficiaryBusinessId),
    deliveryDate: date(values.deliveryDate),
    discountType: discounted ? values.discountType : null,
    discountValue: discounted ? discountValue : null,
    seller: facts.parties.seller,
    buyer: facts.parties.buyer,
    lines,
  };
  return { source, formLines };
}

/**
 * A saved draft as it would be issued: on the issue date confirmed for publication (its due date
 * follows unless typed), with the number its series gives next and the parties the server would
 * copy again (when known; else the ones copied at the last save).
 */
export function documentInvoiceSource(
  doc: ClientDocument,
  issue: { issueDate: string; seriesNumber: string | null; parties?: InvoiceParties | null },
): FormInvoiceSource {
  const issueDate = isIsoDate(issue.issueDate) ? issue.issueDate : doc.issueDate;
  const source: ClientInvoiceSource = {
    ...doc,
    seriesNumber: doc.seriesNumber ?? issue.seriesNumber ?? UNNUMBERED,
    issueDate,
    dueDate: dueDateFor(doc.dueDateType, issueDate, doc.dueDate),
    seller: issue.parties?.seller ?? doc.seller,
    buyer: issue.parties?.buyer ?? doc.buyer,
  };
  return { source, formLines: doc.lines.map((_, index) => index) };
}
