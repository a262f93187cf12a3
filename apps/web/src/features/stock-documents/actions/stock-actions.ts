import type { StockDocumentListItem } from '@app/domain/stock/stock-document.schemas';
import type { AreaAccess } from '../../../shared/permissions/permissions';

/** What the actions need to know of a document: a list row or the full document. */
export type StockTarget = Pick<
  StockDocumentListItem,
  | 'id'
  | 'kind'
  | 'status'
  | 'seriesNumber'
  | 'partnerName'
  | 'supplierInvoiceId'
  | 'clientInvoiceId'
  | 'refundsId'
  | 'refundedById'
>;

/**
 * The actions a document offers (spec 02 §4 Documents, Stock receipts; §5 Goods receipt notes): a
 * draft is edited, issued or deleted; an issued document is voided or reversed by a storno (once,
 * and not a storno itself); a copy is made of anything but a storno or a goods receipt note with
 * linked documents. Deleting and voiding (irreversible) need the kind's delete permission, the rest
 * its write one. The server decides again; these only hide what it would refuse.
 */
export function availableStockActions(target: StockTarget, { canWrite, canDelete }: AreaAccess) {
  const draft = target.status === 'draft';
  const published = target.status === 'published';
  const linked =
    target.kind === 'goods-receipt-note' &&
    (target.supplierInvoiceId !== null || target.clientInvoiceId !== null);
  return {
    edit: canWrite && draft,
    publish: canWrite && draft,
    remove: canDelete && draft,
    void: canDelete && published,
    storno: canWrite && published && target.refundedById === null && target.refundsId === null,
    duplicate: canWrite && target.refundsId === null && !linked,
    /** An issued despatch advice not invoiced yet makes its client invoice (the link kept both ways). */
    invoice:
      canWrite &&
      published &&
      target.kind === 'client-goods-despatch-advice' &&
      target.clientInvoiceId === null &&
      target.refundsId === null,
  };
}
