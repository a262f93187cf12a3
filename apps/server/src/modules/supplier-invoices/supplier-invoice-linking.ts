import Decimal from 'decimal.js';
import type { Database } from '../../db/client';
import type { FileStore } from '../../platform/files/file-store';
import { HttpError, notFound } from '../../platform/http/errors';
import type { UsageRegistry } from '../../platform/usage/usage-registry';
import { supplierInvoicesRepo as repo, type SupplierInvoiceRow } from './supplier-invoices.repo';

const refused = (reason: string, errors: Record<string, string[]> = {}) =>
  new HttpError(422, `supplier-invoices.errors.${reason}`, { errors });

/** What must be equal between the received invoice and the one it takes the place of (spec 02 §8 Linking). */
const COMPARED = ['series', 'number', 'issueDate', 'currency', 'netTotal', 'vatTotal', 'grossTotal'] as const;
const AMOUNTS = new Set<string>(['netTotal', 'vatTotal', 'grossTotal']);

function differences(received: SupplierInvoiceRow, target: SupplierInvoiceRow): string[] {
  return COMPARED.filter((field) => {
    const a = String(received[field] ?? '');
    const b = String(target[field] ?? '');
    return AMOUNTS.has(field) ? !new Decimal(a || '0').eq(new Decimal(b || '0')) : a.trim() !== b.trim();
  });
}

/**
 * Linking a received invoice to the one the company had added by hand for the same document (spec
 * 02 §4 Linking to a received invoice, §8 Linking): the received invoice must be confirmed and
 * without payments, the target issued (added by hand) or confirmed, the two alike in series and
 * number, issue date, currency and totals, and not both paid. Irreversible: the target's payments
 * move to the received invoice and the target is deleted, in one transaction.
 */
export function createSupplierInvoiceLinking(
  database: Database,
  deps: { usage: UsageRegistry; files: FileStore },
) {
  return async function link(
    companyId: string,
    receivedId: string,
    targetId: string,
  ): Promise<SupplierInvoiceRow> {
    return database.transaction(async (tx) => {
      if (receivedId === targetId) throw refused('link-same-invoice');
      // Both rows locked in id order, as payments lock invoices, so two links never deadlock.
      const [first, second] = [receivedId, targetId].sort();
      const rows = new Map<string, SupplierInvoiceRow>();
      for (const id of [first, second] as string[]) {
        const row = await repo.lock(tx.db, companyId, id);
        if (!row) throw notFound();
        rows.set(id, row);
      }
      const received = rows.get(receivedId) as SupplierInvoiceRow;
      const target = rows.get(targetId) as SupplierInvoiceRow;
      if (received.status !== 'confirmed') throw refused('link-not-confirmed');
      if (target.status !== 'published' && target.status !== 'confirmed') throw refused('link-status');
      const receivedPayments = await repo.paymentCount(tx.db, companyId, received.id);
      const targetPayments = await repo.paymentCount(tx.db, companyId, target.id);
      if (receivedPayments > 0 && targetPayments > 0) throw refused('link-both-have-payments');
      if (receivedPayments > 0) throw refused('link-received-has-payments');
      const differing = differences(received, target);
      if (differing.length > 0) throw refused('link-differs', { fields: differing });
      // The received invoice may name another partner record of the same supplier (the one the
      // import created from the CUI): its payments follow it only when they pay nothing else, as a
      // payment to one supplier cannot pay another's invoices (spec 02 §5).
      const payments = await repo.paymentsOf(tx.db, companyId, target.id);
      if (target.partnerId !== received.partnerId && payments.paymentIds.length > 0) {
        if (payments.payOthers) throw refused('link-partner');
        await repo.movePaymentsToPartner(tx.db, companyId, payments.paymentIds, received.partnerId);
      }
      const uses = await deps.usage.reasonsInUse(tx.db, 'supplier-invoice', companyId, target.id);
      if (uses.length > 0) throw refused('delete-blocked', { supplierInvoice: uses });

      await repo.moveAllocations(tx.db, companyId, target.id, received.id);
      const linked = await repo.update(tx.db, companyId, received.id, { paidTotal: target.paidTotal });
      const fileIds = (await repo.attachments(tx.db, target.id)).map((attachment) => attachment.fileId);
      await repo.delete(tx.db, companyId, target.id);
      await deps.files.delete(tx.db, companyId, fileIds);
      return linked;
    });
  };
}
