import {
  SUPPLIER_INVOICE_LIMITS,
  type SupplierInvoiceAttachment,
} from '@app/domain/invoicing/supplier-invoice.schemas';
import type { MultipartFile } from '@fastify/multipart';
import type { Database } from '../../db/client';
import { sniffContentType } from '../../platform/files/file-kinds';
import type { FileStore } from '../../platform/files/file-store';
import { fieldError, HttpError, notFound } from '../../platform/http/errors';
import { supplierInvoicesRepo as repo } from './supplier-invoices.repo';
import { toAttachment } from './supplier-invoices.view';

const MAX_KB = SUPPLIER_INVOICE_LIMITS.attachmentBytes / 1024;
const FILE_NAME_MAX = 255;

/** Upload bounds of one attachment, for `uploadedFile`: the parser stops reading past them. */
export const ATTACHMENT_UPLOAD_LIMITS = { fileSize: SUPPLIER_INVOICE_LIMITS.attachmentBytes };

/** The uploaded file's name and bytes, refused (422 on `file`) when missing or too large. */
export async function readAttachmentUpload(file: MultipartFile | undefined) {
  if (!file) throw fieldError('file', 'required');
  const bytes = await file.toBuffer().catch((error: { code?: string }) => {
    // Past the limit the parser stops reading; any other failure is a form cut short.
    if (error?.code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('file', `max:${MAX_KB}`);
    throw new HttpError(400, 'common.errors.bad-request');
  });
  if (file.file.truncated || bytes.length > SUPPLIER_INVOICE_LIMITS.attachmentBytes)
    throw fieldError('file', `max:${MAX_KB}`);
  // A part sent without a file name still carries bytes: it is kept under a neutral name.
  const name = (file.filename ?? '').trim() || 'attachment';
  return { fileName: name.length > FILE_NAME_MAX ? name.slice(-FILE_NAME_MAX) : name, bytes };
}

/**
 * The files kept with a supplier invoice (its PDF, photos of the paper): PDF or images only, as
 * their bytes say, at most SUPPLIER_INVOICE_LIMITS.attachments per invoice. The file, its row and
 * the invoice's count change in one transaction, under the invoice's lock.
 */
export function createSupplierInvoiceAttachments(database: Database, files: FileStore) {
  return {
    async add(
      companyId: string,
      invoiceId: string,
      upload: { fileName: string; bytes: Buffer },
    ): Promise<SupplierInvoiceAttachment> {
      return database.transaction(async (tx) => {
        const invoice = await repo.lock(tx.db, companyId, invoiceId);
        if (!invoice) throw notFound();
        const contentType = sniffContentType(upload.bytes);
        if (!contentType) throw fieldError('file', 'mimes:pdf,png,jpg,webp');
        if (invoice.attachmentCount >= SUPPLIER_INVOICE_LIMITS.attachments)
          throw fieldError('file', `max_count:${SUPPLIER_INVOICE_LIMITS.attachments}`);
        const stored = await files.put(tx.db, companyId, { bytes: upload.bytes, contentType });
        const row = await repo.insertAttachment(tx.db, {
          companyId,
          invoiceId,
          fileId: stored.id,
          fileName: upload.fileName,
          contentType,
          size: stored.size,
        });
        await repo.countAttachment(tx.db, invoiceId, 1);
        return toAttachment(row);
      });
    },

    /** The attachment's bytes with the type and name it is served with. */
    async file(companyId: string, invoiceId: string, attachmentId: string) {
      const invoice = await repo.find(database.db, companyId, invoiceId);
      const row = invoice ? await repo.attachment(database.db, companyId, invoiceId, attachmentId) : null;
      const stored = row ? await files.get(database.db, companyId, row.fileId) : null;
      if (!row || !stored) throw notFound();
      return { bytes: stored.bytes, contentType: row.contentType, fileName: row.fileName };
    },

    async remove(companyId: string, invoiceId: string, attachmentId: string): Promise<void> {
      await database.transaction(async (tx) => {
        const invoice = await repo.lock(tx.db, companyId, invoiceId);
        const row = invoice ? await repo.attachment(tx.db, companyId, invoiceId, attachmentId) : null;
        if (!row) throw notFound();
        await repo.deleteAttachment(tx.db, row.id);
        await files.delete(tx.db, companyId, [row.fileId]);
        await repo.countAttachment(tx.db, invoiceId, -1);
      });
    },
  };
}
