import { z } from 'zod';
import '../validation/rule-codes';
import { EFACTURA_STATES, SUBMISSION_STATUSES } from './efactura-states';

/**
 * Sending client invoices to RO e-Factura (spec 02 §2 Invoicing row actions, Dashboard RO-E-Factura
 * widgets; §4 Documents; §8 Documents; §9 the 5-day deadline): the answers of the send, of an
 * invoice's e-Factura page and of the dashboard widgets, and the refusals (422
 * `client-invoices.errors.<code>`).
 */

/** Days after the issue date within which an invoice must reach RO e-Factura (spec 02 §9). */
export const EFACTURA_DEADLINE_DAYS = 5;
/** The dashboard's "due soon": not sent, deadline within this many days (today excluded). */
export const EFACTURA_DUE_SOON_DAYS = 2;
/** Items each dashboard widget lists. */
export const EFACTURA_WIDGET_ITEMS = 5;

/** The last day an invoice issued on `issueDate` (yyyy-mm-dd) may be sent. */
export function efacturaDeadlineOf(issueDate: string): string {
  const date = new Date(`${issueDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + EFACTURA_DEADLINE_DAYS);
  return date.toISOString().slice(0, 10);
}

/**
 * Why an invoice cannot be sent now (`client-invoices.errors.<code>`): not issued (a draft or a
 * voided one), a natural-person client without a CNP at issue (no XML exists), a send already
 * pending or accepted, no active SPV connection.
 */
export const EFACTURA_SEND_REFUSALS = [
  'efactura-not-issued',
  'efactura-client-without-cnp',
  'efactura-already-sent',
  'needs-einvoice-connection',
] as const;
export type EfacturaSendRefusal = (typeof EFACTURA_SEND_REFUSALS)[number];

/**
 * Refusals of other invoice actions because of e-Factura (spec 02 §4 Documents): a sent invoice
 * cannot be deleted; an accepted or pending one cannot be voided. Also: no XML was sent yet (the
 * seal, sent XML and ANAF PDF downloads).
 */
export const EFACTURA_ACTION_REFUSALS = [
  'efactura-sent-not-deletable',
  'void-efactura-pending',
  'void-efactura-accepted',
  'efactura-not-sent',
  'efactura-no-seal',
] as const;
export type EfacturaActionRefusal = (typeof EFACTURA_ACTION_REFUSALS)[number];

/** POST client-invoices/:id/efactura/send answers 202 with the invoice's new state. */
export const efacturaSendAnswerSchema = z.object({ efacturaStatus: z.enum(EFACTURA_STATES) });
export type EfacturaSendAnswer = z.infer<typeof efacturaSendAnswerSchema>;

/** One send of the invoice (attempt 1, then one more per send after a rejection). */
export const efacturaSubmissionViewSchema = z.object({
  attempt: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  uploadIndex: z.string().nullable(),
  downloadId: z.string().nullable(),
  /** ANAF's texts of a refused upload or a rejection. */
  errors: z.array(z.string()),
  intendedAt: z.string(),
  uploadedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type EfacturaSubmissionView = z.infer<typeof efacturaSubmissionViewSchema>;

/** GET client-invoices/:id/efactura: the invoice's state and every send, newest first. */
export const invoiceEfacturaSchema = z.object({
  status: z.enum(EFACTURA_STATES).nullable(),
  sendAfter: z.string().nullable(),
  deadline: z.string().nullable(),
  submissions: z.array(efacturaSubmissionViewSchema),
  /** ANAF's signature (the seal) of the accepted invoice is stored and downloadable. */
  seal: z.boolean(),
});
export type InvoiceEfactura = z.infer<typeof invoiceEfacturaSchema>;

/**
 * The e-Factura fields every client invoice answer carries: state (null: never sent), when the
 * automatic send is due, the deadline (issue date + 5 days; null for drafts), and whether it may be
 * sent now (null) or why not (a refusal code).
 */
export const clientInvoiceEfacturaFieldsSchema = z.object({
  efacturaStatus: z.enum(EFACTURA_STATES).nullable(),
  efacturaSendAfter: z.string().nullable(),
  efacturaDeadline: z.string().nullable(),
  abilities: z.object({ sendEfactura: z.enum(EFACTURA_SEND_REFUSALS).nullable() }),
});
export type ClientInvoiceEfacturaFields = z.infer<typeof clientInvoiceEfacturaFieldsSchema>;

/** The list filter `efacturaStatus`: a state, or `none` for invoices never sent. */
export const EFACTURA_STATUS_FILTERS = [...EFACTURA_STATES, 'none'] as const;

export const efacturaDashboardItemSchema = z.object({
  id: z.string(),
  seriesNumber: z.string().nullable(),
  partnerName: z.string(),
  issueDate: z.string(),
  grossTotal: z.string(),
  currency: z.string(),
  efacturaStatus: z.enum(EFACTURA_STATES).nullable(),
  deadline: z.string(),
});
export type EfacturaDashboardItem = z.infer<typeof efacturaDashboardItemSchema>;

const widget = z.object({ total: z.number().int(), items: z.array(efacturaDashboardItemSchema) });
export type EfacturaDashboardWidget = z.infer<typeof widget>;

/**
 * GET efactura/dashboard: issued invoices not sent whose deadline is within 2 days (due soon) or
 * today (due today, also those past it), sends pending at ANAF, rejected ones; 5 items each, most
 * urgent first.
 */
export const efacturaDashboardSchema = z.object({
  dueSoon: widget,
  dueToday: widget,
  pending: widget,
  rejected: widget,
});
export type EfacturaDashboard = z.infer<typeof efacturaDashboardSchema>;
