import type { ExportKind } from '@app/domain/exports/export.schemas';
import type { Db } from '../../db/client';
import { databaseFileStore } from '../../platform/files/file-store';
import { type ArchiveEntry, type ExportSource, walk } from './export-source';
import { type Cursor, exportSourcesRepo as repo } from './export-sources.repo';
import { sagaSource } from './saga-source';

/** A client invoice's PDF as its page prints it (the client-invoices module renders it). */
export type ClientInvoicePdf = (
  companyId: string,
  id: string,
) => Promise<{ bytes: Buffer; fileName: string }>;

/** Names made unique within the archive (two suppliers may use the same invoice number). */
export function uniqueNames() {
  const seen = new Map<string, number>();
  return (name: string) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)}-${count}${name.slice(dot)}` : `${name}-${count}`;
  };
}

export const safeName = (text: string | null | undefined, fallback: string) =>
  (text ?? '').replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || fallback;

async function fileBytes(db: Db, companyId: string, id: string | null): Promise<Buffer | null> {
  if (!id) return null;
  return (await databaseFileStore.get(db, companyId, id))?.bytes ?? null;
}

export function exportSources(clientPdf: ClientInvoicePdf): Record<ExportKind, ExportSource> {
  return {
    'client-invoice-pdfs': {
      count: repo.countClientInvoices,
      async *documents(db, companyId, from, to) {
        const unique = uniqueNames();
        for await (const row of walk((cursor) => repo.clientInvoicePage(db, companyId, from, to, cursor))) {
          const pdf = await clientPdf(companyId, row.id);
          yield [{ name: unique(pdf.fileName), bytes: pdf.bytes, compress: false }];
        }
      },
    },

    'supplier-invoice-pdfs': {
      count: (db, companyId, from, to) => repo.countSupplierInvoices(db, companyId, from, to, true),
      async *documents(db, companyId, from, to) {
        const unique = uniqueNames();
        const pages = (cursor: Cursor) => repo.supplierInvoicePage(db, companyId, from, to, cursor, true);
        for await (const row of walk(pages)) {
          const files = await repo.supplierPdfFiles(db, companyId, row.id);
          const base = `${safeName(row.partnerName, 'furnizor')}_${safeName(row.seriesNumber, 'factura')}`;
          const entries: ArchiveEntry[] = [];
          const anafPdf = await fileBytes(db, companyId, files.anafPdfFileId);
          if (anafPdf) entries.push({ name: unique(`${base}.pdf`), bytes: anafPdf, compress: false });
          for (const attachment of files.attachments) {
            const bytes = await fileBytes(db, companyId, attachment.fileId);
            const name = `${base}_${safeName(attachment.fileName, 'anexa.pdf')}`;
            if (bytes) entries.push({ name: unique(name), bytes, compress: false });
          }
          yield entries;
        }
      },
    },

    // The signed invoice XML and ANAF's detached signature, as SPV hands them out.
    'client-invoice-seals': {
      count: repo.countClientSeals,
      async *documents(db, companyId, from, to) {
        const unique = uniqueNames();
        for await (const row of walk((cursor) => repo.clientSealPage(db, companyId, from, to, cursor))) {
          yield await sealEntries(db, companyId, unique, safeName(row.name, row.downloadId ?? row.id), row);
        }
      },
    },

    'supplier-invoice-seals': {
      count: repo.countSupplierSeals,
      async *documents(db, companyId, from, to) {
        const unique = uniqueNames();
        for await (const row of walk((cursor) => repo.supplierSealPage(db, companyId, from, to, cursor))) {
          const base = `${safeName(row.partnerCif, 'furnizor')}_${safeName(row.name, row.anafId ?? row.id)}`;
          yield await sealEntries(db, companyId, unique, base, row);
        }
      },
    },

    'accounting-saga': sagaSource,
  };
}

async function sealEntries(
  db: Db,
  companyId: string,
  unique: (name: string) => string,
  base: string,
  files: { xmlFileId: string | null; signatureFileId: string | null },
): Promise<ArchiveEntry[]> {
  const [xml, signature] = await Promise.all([
    fileBytes(db, companyId, files.xmlFileId),
    fileBytes(db, companyId, files.signatureFileId),
  ]);
  const entries: ArchiveEntry[] = [];
  if (xml) entries.push({ name: unique(`${base}.xml`), bytes: xml, compress: true });
  if (signature) entries.push({ name: unique(`semnatura_${base}.xml`), bytes: signature, compress: true });
  return entries;
}
