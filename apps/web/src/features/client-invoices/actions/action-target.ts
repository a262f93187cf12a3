import type {
  ClientDocument,
  ClientDocumentListItem,
  DocumentStatus,
} from '@app/domain/invoicing/client-document.schemas';
import type { InvoiceAccess } from '../../../shared/invoicing/invoice-access';
import type { DocumentKind } from '../document-kind';

/** What the actions of a document need to know, from a list row or from the document itself. */
export interface ActionTarget {
  id: string;
  kind: DocumentKind;
  status: DocumentStatus;
  seriesNumber: string | null;
  partnerName: string;
  /** A storno already reverses it. */
  refunded: boolean;
}

export const targetOfRow = (row: ClientDocumentListItem): ActionTarget => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  seriesNumber: row.seriesNumber,
  partnerName: row.partnerName,
  refunded: row.refundedById !== null,
});

export const targetOfDocument = (doc: ClientDocument): ActionTarget => ({
  id: doc.id,
  kind: doc.kind,
  status: doc.status,
  seriesNumber: doc.seriesNumber,
  partnerName: doc.partnerName,
  refunded: doc.refundedBy !== null,
});

/**
 * Which actions a document offers in its state (spec 02 §4 Documents): changes need the write
 * permission; deleting a draft and voiding an issued invoice (irreversible) the delete permission.
 */
export function availableActions(target: ActionTarget, access: InvoiceAccess) {
  const { canWrite, canDelete } = access;
  const invoice = target.kind === 'invoice';
  const draft = target.status === 'draft';
  const published = target.status === 'published';
  const editable = invoice ? draft : target.status !== 'voided';
  return {
    edit: canWrite && editable,
    publish: canWrite && invoice && draft,
    void: canDelete && invoice && published,
    refund: canWrite && invoice && published && !target.refunded,
    duplicate: canWrite,
    makeInvoice: canWrite && !invoice && target.status !== 'voided',
    template: canWrite,
    email: canWrite && target.status !== 'voided',
    payments: access.canReadPayments && invoice && published,
    /** The e-Factura XML: of an issued invoice, voided afterwards too (it was issued). */
    xml: invoice && !draft,
    remove: canDelete && (invoice ? draft : true),
  };
}
