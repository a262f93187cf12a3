import type { EfacturaMessage } from '@app/domain/efactura/efactura-registry.schemas';
import type { RegistryRow } from './efactura-inbox.repo';

export function toRegistryMessage(row: RegistryRow): EfacturaMessage {
  return {
    id: row.id,
    direction: row.direction,
    kind: row.kind,
    state: row.state,
    anafId: row.anafId,
    uploadIndex: row.uploadIndex,
    anafType: row.anafType,
    details: row.details,
    anafCreatedAt: row.anafCreatedAt?.toISOString() ?? null,
    partnerCif: row.partnerCif,
    partnerName: row.partnerName,
    seriesNumber: row.seriesNumber,
    issueDate: row.issueDate,
    grossTotal: row.grossTotal,
    currency: row.currency,
    clientDocumentId: row.clientDocumentId,
    supplierInvoiceId: row.supplierInvoiceId,
    messageText: row.messageText,
    errors: row.errors,
    readError: row.readError,
    hasXml: row.xmlFileId !== null,
    hasSeal: row.signatureFileId !== null,
    // A readable received invoice gets ANAF's PDF on request even when the sync could not make it.
    hasAnafPdf:
      row.pdfFileId !== null || (row.kind === 'invoice' && row.xmlFileId !== null && !row.readError),
    canRetry: row.direction === 'sent' && row.kind === 'buyer-message' && row.state === 'failed',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
