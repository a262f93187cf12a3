import { z } from 'zod';
import '../validation/rule-codes';
import { SUPPLIER_INVOICE_STATUSES } from '../invoicing/supplier-invoice.schemas';
import { EFACTURA_DIRECTIONS, EFACTURA_MESSAGE_KINDS, EFACTURA_MESSAGE_STATES } from './efactura-states';

/**
 * The e-invoicing registry (spec 02 §2 E-invoicing registry, `/spv/efactura`): every SPV message
 * of the company, sent or received, as the registry list, the message page and the messages of one
 * invoice show it. Files (XML, seal, ANAF's PDF) are fetched from their own routes when `has*` says so.
 */
export const efacturaMessageSchema = z.object({
  id: z.string(),
  direction: z.enum(EFACTURA_DIRECTIONS),
  kind: z.enum(EFACTURA_MESSAGE_KINDS),
  state: z.enum(EFACTURA_MESSAGE_STATES),
  /** ANAF's download id and upload index, once known. */
  anafId: z.string().nullable(),
  uploadIndex: z.string().nullable(),
  /** ANAF's message type and details as listed (`tip`, `detalii`). */
  anafType: z.string().nullable(),
  details: z.string().nullable(),
  /** When ANAF created the message (ISO, UTC). */
  anafCreatedAt: z.string().nullable(),
  partnerCif: z.string().nullable(),
  partnerName: z.string().nullable(),
  seriesNumber: z.string().nullable(),
  issueDate: z.string().nullable(),
  grossTotal: z.string().nullable(),
  currency: z.string().nullable(),
  clientDocumentId: z.string().nullable(),
  supplierInvoiceId: z.string().nullable(),
  /** The text of a buyer message (RASP), ours or theirs. */
  messageText: z.string().nullable(),
  /** ANAF's errors of a rejected send, or why our reply failed (the last attempt). */
  errors: z.array(z.string()),
  /** A received XML that could not be read: kept and shown with this reason. */
  readError: z.string().nullable(),
  hasXml: z.boolean(),
  hasSeal: z.boolean(),
  hasAnafPdf: z.boolean(),
  /** A failed reply of ours can be sent again (POST efactura/:messageId/retry). */
  canRetry: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EfacturaMessage = z.infer<typeof efacturaMessageSchema>;

/**
 * The registry list's filters (the shared listing contract, `filters[i][field]`): direction, kind
 * and state with `eq`; `partner` with `eq` matches the partner's CUI or (part of) its name; `date`
 * with `gte` (dateFrom) and `lte` (dateTo) compares the day ANAF created the message (Romanian
 * time, yyyy-MM-dd). `search` looks in series and number, partner name and CUI, and ANAF's ids;
 * the list sorts by date, partnerName, seriesNumber and state.
 */
export const EFACTURA_REGISTRY_FILTERS = ['direction', 'kind', 'state', 'partner', 'date'] as const;
export type EfacturaRegistryFilter = (typeof EFACTURA_REGISTRY_FILTERS)[number];

/**
 * The message sent to the supplier with a confirmation or rejection (spec 02 §5 E-invoice message):
 * the same rule as the supplier invoice's confirm/reject body (required, at most
 * SUPPLIER_MESSAGE_MAX characters, only letters, digits, punctuation, spaces and line breaks, and the
 * confirmation box ticked: `confirmed: true`).
 */
export {
  SUPPLIER_MESSAGE_MAX as EFACTURA_MESSAGE_MAX,
  type SupplierInvoiceMessageInput as EfacturaReplyInput,
  supplierInvoiceMessageInputSchema as efacturaReplyInputSchema,
} from '../invoicing/supplier-invoice.schemas';

/** The dashboard widget of imported supplier invoices: the latest 5 and how many there are. */
export const importedSupplierInvoiceSchema = z.object({
  id: z.string(),
  status: z.enum(SUPPLIER_INVOICE_STATUSES),
  seriesNumber: z.string(),
  partnerName: z.string(),
  issueDate: z.string(),
  grossTotal: z.string(),
  currency: z.string(),
  /** When it was imported (ISO, UTC). */
  importedAt: z.string(),
});
export type ImportedSupplierInvoice = z.infer<typeof importedSupplierInvoiceSchema>;
export const importedSupplierInvoicesSchema = z.object({
  total: z.number().int(),
  items: z.array(importedSupplierInvoiceSchema),
});
export type ImportedSupplierInvoices = z.infer<typeof importedSupplierInvoicesSchema>;

/** POST efactura/sync answers 202 with this: the sync is queued (or already queued). */
export const efacturaSyncQueuedSchema = z.object({
  queued: z.literal(true),
  lastSyncAt: z.string().nullable(),
});
export type EfacturaSyncQueued = z.infer<typeof efacturaSyncQueuedSchema>;
