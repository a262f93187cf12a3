import type { Db } from '../../db/client';
import { notFound } from '../../platform/http/errors';
import { renderPdf } from '../../platform/pdf/printable-document';
import { printableOf } from './client-document.printable';
import { type DocumentKind, type DocumentRow, clientDocumentsRepo as repo } from './client-invoices.repo';
import { documentSourcesRepo } from './document-sources.repo';

/** A client invoice or proforma as a PDF in its template and language, with its file name. */
export async function documentPdf(
  db: Db,
  companyId: string,
  kind: DocumentKind,
  id: string,
): Promise<{ bytes: Buffer; fileName: string; row: DocumentRow }> {
  const row = await repo.find(db, companyId, kind, id);
  if (!row) throw notFound();
  const [lines, logo] = await Promise.all([repo.lines(db, id), documentSourcesRepo.logo(db, companyId)]);
  const codes = [...new Set(lines.map((line) => line.unitCode))];
  const units = await documentSourcesRepo.unitSymbols(db, companyId, codes, row.language);
  const bytes = await renderPdf(printableOf(row, lines, { logo, units }));
  const name = row.seriesNumber ?? `${kind === 'invoice' ? 'factura' : 'proforma'}-${row.issueDate}`;
  return { bytes, fileName: `${name.replace(/[^\w.-]+/g, '_')}.pdf`, row };
}
