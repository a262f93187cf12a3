import type {
  SupplierInvoice,
  SupplierInvoiceAbilities,
  SupplierInvoicePayload,
  SupplierInvoiceStatus,
} from '@app/domain/invoicing/supplier-invoice.schemas';
import {
  type SupplierInvoiceAction,
  supplierInvoiceTakesPayments,
  supplierInvoiceTransition,
} from '@app/domain/invoicing/supplier-invoice-state';
import { todayInRomania } from '@app/domain/validators/iso-date';
import Decimal from 'decimal.js';
import type { Database, Db, Tx } from '../../db/client';
import type { FileStore } from '../../platform/files/file-store';
import { HttpError, notFound, ValidationError } from '../../platform/http/errors';
import type { EInvoiceConnection } from '../../platform/invoicing/einvoice-connection';
import type { ListingPlan } from '../../platform/listing/listing';
import type { UsageRegistry } from '../../platform/usage/usage-registry';
import { createSupplierInvoiceAttachments } from './supplier-invoice-attachments';
import { buildSupplierInvoice } from './supplier-invoice-builder';
import { createSupplierInvoiceLinking } from './supplier-invoice-linking';
import type { SupplierInvoiceReplies } from './supplier-invoice-replies';
import { supplierInvoicesRepo as repo, type SupplierInvoiceRow } from './supplier-invoices.repo';
import { toListItem, toSupplierInvoice } from './supplier-invoices.view';

export const refused = (reason: string, errors: Record<string, string[]> = {}) =>
  new HttpError(422, `supplier-invoices.errors.${reason}`, { errors });

/** A concurrent insert that took the supplier's series and number first: the check's own answer. */
function uniqueViolation(error: unknown): ValidationError | null {
  const cause = ((error as { cause?: unknown })?.cause ?? error) as { code?: string; constraint?: string };
  return cause?.code === '23505' && cause.constraint === 'supplier_invoices_partner_series_number_key'
    ? new ValidationError({ number: ['unique'] })
    : null;
}

async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}

/**
 * Spec 02 §5 Supplier invoice: the total cannot fall below what was paid (or, on a negative
 * invoice, rise above what was refunded), and the currency (and supplier) stay once payments name it.
 */
function paymentRuleErrors(
  existing: SupplierInvoiceRow,
  changed: { amountDue: string; currency: string; partnerId: string },
  payments: number,
) {
  const { amountDue, currency, partnerId } = changed;
  const errors: Record<string, string[]> = {};
  const paid = new Decimal(existing.paidTotal);
  if (paid.isPositive() && new Decimal(amountDue).lt(paid)) errors.grossTotal = [`min:${paid.toFixed(2)}`];
  if (paid.isNegative() && new Decimal(amountDue).gt(paid)) errors.grossTotal = [`max:${paid.toFixed(2)}`];
  if (payments > 0 && currency !== existing.currency) errors.currency = ['locked'];
  // A payment to one supplier cannot end up paying another's invoice.
  if (payments > 0 && partnerId !== existing.partnerId) errors.partnerId = ['locked'];
  return errors;
}

export type SupplierInvoicesDeps = {
  usage: UsageRegistry;
  einvoice: EInvoiceConnection;
  files: FileStore;
  /** Where the message to the supplier goes; none by default (see SupplierInvoiceReplies). */
  replies?: SupplierInvoiceReplies;
};

/**
 * Supplier invoices (spec 02 §3, §4, §5, §8): added by hand (published) or received through the
 * e-invoice system (`receive`, fed by the SPV work) and then confirmed or rejected through it.
 * Totals come from the domain arithmetic; `paidTotal` is moved only by supplier payments.
 * Documents allocated to an invoice and goods receipt notes register in the usage registry under
 * 'supplier-invoice' and lock its edits and deletion; payments lock its deletion and currency.
 */
export function createSupplierInvoicesService(database: Database, deps: SupplierInvoicesDeps) {
  const { usage, einvoice } = deps;
  const usedBy = (db: Db, row: SupplierInvoiceRow) =>
    usage.reasonsInUse(db, 'supplier-invoice', row.companyId, row.id);

  async function abilitiesOf(db: Db, row: SupplierInvoiceRow): Promise<SupplierInvoiceAbilities> {
    const uses = await usedBy(db, row);
    const payments = await repo.paymentCount(db, row.companyId, row.id);
    const connected = await einvoice.isActive(row.companyId);
    const transition = (action: SupplierInvoiceAction) => {
      if (!connected) return 'needs-einvoice-connection';
      const next = supplierInvoiceTransition(row.status, action);
      return 'refused' in next ? next.refused : null;
    };
    return {
      edit: uses[0] ?? null,
      delete: payments > 0 ? 'payments' : (uses[0] ?? null),
      confirm: transition('confirm'),
      reject: transition('reject'),
      pay: supplierInvoiceTakesPayments(row.status) ? null : 'not-confirmed',
    };
  }

  async function view(db: Db, row: SupplierInvoiceRow): Promise<SupplierInvoice> {
    const lines = await repo.lines(db, row.id);
    const attachments = await repo.attachments(db, row.id);
    return toSupplierInvoice(row, lines, attachments, {
      today: todayInRomania(),
      abilities: await abilitiesOf(db, row),
      efactura: await repo.efacturaOf(db, row.companyId, row.id),
    });
  }

  async function locked(tx: Tx, companyId: string, id: string): Promise<SupplierInvoiceRow> {
    const row = await repo.lock(tx.db, companyId, id);
    if (!row) throw notFound();
    return row;
  }

  async function insert(companyId: string, payload: SupplierInvoicePayload, status: SupplierInvoiceStatus) {
    const row = await database.transaction(async (tx) => {
      const built = await buildSupplierInvoice(tx.db, companyId, payload, null);
      const inserted = await guarded(() => repo.insert(tx.db, companyId, { ...built.values, status }));
      await repo.replaceLines(tx.db, companyId, inserted.id, built.lines);
      return inserted;
    });
    return view(database.db, row);
  }

  /**
   * Confirms or rejects a received invoice through the e-invoice connection (spec 02 §4), queuing
   * the message to the supplier in the same transaction. The connection is asked before the
   * transaction opens: it may read the database on another connection (PGlite serves one at a time).
   */
  async function transition(companyId: string, id: string, action: SupplierInvoiceAction, message: string) {
    const connected = await einvoice.isActive(companyId);
    const row = await database.transaction(async (tx) => {
      const existing = await locked(tx, companyId, id);
      if (!connected) throw refused('needs-einvoice-connection');
      const next = supplierInvoiceTransition(existing.status, action);
      if ('refused' in next) throw refused(next.refused);
      const updated = await repo.update(tx.db, companyId, id, { status: next.status });
      await deps.replies?.queue(tx, { companyId, invoice: updated, action, message });
      return updated;
    });
    return view(database.db, row);
  }

  const linking = createSupplierInvoiceLinking(database, deps);

  return {
    /** Links a confirmed received invoice to the one added by hand for it (spec 02 §4 Linking). */
    async link(companyId: string, receivedId: string, targetId: string): Promise<SupplierInvoice> {
      return view(database.db, await linking(companyId, receivedId, targetId));
    },

    async list(companyId: string, plan: ListingPlan) {
      const page = await repo.list(database.db, companyId, plan);
      const today = todayInRomania();
      return { items: page.items.map((row) => toListItem(row, today)), count: page.count };
    },

    async get(companyId: string, id: string): Promise<SupplierInvoice> {
      const row = await repo.find(database.db, companyId, id);
      if (!row) throw notFound();
      return view(database.db, row);
    },

    /** An invoice added by hand: published at once, it takes payments. */
    create: (companyId: string, payload: SupplierInvoicePayload) => insert(companyId, payload, 'published'),

    /** An invoice received through the e-invoice system: to be confirmed or rejected. */
    receive: (companyId: string, payload: SupplierInvoicePayload) => insert(companyId, payload, 'received'),

    /** Edits keep the status; refused while registered uses (allocated documents...) hold the invoice. */
    async update(companyId: string, id: string, payload: SupplierInvoicePayload): Promise<SupplierInvoice> {
      const row = await database.transaction(async (tx) => {
        const existing = await locked(tx, companyId, id);
        const uses = await usedBy(tx.db, existing);
        if (uses.length > 0) throw refused('edit-blocked', { supplierInvoice: uses });
        const built = await buildSupplierInvoice(tx.db, companyId, payload, id);
        const payments = await repo.paymentCount(tx.db, companyId, id);
        const errors = paymentRuleErrors(
          existing,
          {
            amountDue: built.values.amountDue ?? '0',
            currency: built.values.currency,
            partnerId: payload.partnerId,
          },
          payments,
        );
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
        const updated = await guarded(() => repo.update(tx.db, companyId, id, built.values));
        await repo.replaceLines(tx.db, companyId, id, built.lines);
        return updated;
      });
      return view(database.db, row);
    },

    /** Refused while payments or registered uses name the invoice; its files go with it. */
    async delete(companyId: string, id: string): Promise<void> {
      await database.transaction(async (tx) => {
        const existing = await locked(tx, companyId, id);
        const reasons = [
          ...((await repo.paymentCount(tx.db, companyId, id)) > 0 ? ['payments'] : []),
          ...(await usedBy(tx.db, existing)),
        ];
        if (reasons.length > 0) throw refused('delete-blocked', { supplierInvoice: reasons });
        const fileIds = (await repo.attachments(tx.db, id)).map((attachment) => attachment.fileId);
        await repo.delete(tx.db, companyId, id);
        await deps.files.delete(tx.db, companyId, fileIds);
      });
    },

    confirm: (companyId: string, id: string, message: string) =>
      transition(companyId, id, 'confirm', message),
    reject: (companyId: string, id: string, message: string) => transition(companyId, id, 'reject', message),

    attachments: createSupplierInvoiceAttachments(database, deps.files),
  };
}
export type SupplierInvoicesService = ReturnType<typeof createSupplierInvoicesService>;
