import { notFound } from '../../platform/http/errors';
import type { InboxContext } from './efactura-inbox.context';
import { efacturaInboxRepo as repo } from './efactura-inbox.repo';

export type RegistryFileKind = 'xml' | 'seal' | 'pdf';

const safeName = (text: string) => text.replace(/[^\w.-]+/g, '_').slice(0, 80) || 'efactura';

/**
 * A registry row's file: the XML, the seal (ANAF's detached signature) or ANAF's PDF. A readable
 * invoice whose PDF the sync could not get asks ANAF now (outside any transaction) and keeps it.
 */
export async function registryFile(
  ctx: InboxContext,
  companyId: string,
  messageId: string,
  kind: RegistryFileKind,
) {
  const { db } = ctx.database;
  const row = await repo.find(db, companyId, messageId);
  if (!row) throw notFound();
  const base = safeName(row.seriesNumber ?? row.anafId ?? row.id);
  const fileId = kind === 'xml' ? row.xmlFileId : kind === 'seal' ? row.signatureFileId : row.pdfFileId;
  if (fileId) {
    const file = await ctx.files.get(db, companyId, fileId);
    if (!file) throw notFound();
    const fileName =
      kind === 'xml' ? `${base}.xml` : kind === 'seal' ? `semnatura_${base}.xml` : `${base}.pdf`;
    return { bytes: file.bytes, contentType: file.contentType, fileName };
  }
  if (kind !== 'pdf' || row.kind !== 'invoice' || !row.xmlFileId || row.readError) throw notFound();
  const xml = await ctx.files.get(db, companyId, row.xmlFileId);
  if (!xml) throw notFound();
  const text = xml.bytes.toString('utf8');
  const pdf = Buffer.from(
    await ctx.access.api.toPdf(text, /<(\w+:)?CreditNote\b/.test(text) ? 'FCN' : 'FACT1'),
  );
  await ctx.database.transaction(async (tx) => {
    const stored = await ctx.files.put(tx.db, companyId, { bytes: pdf, contentType: 'application/pdf' });
    await repo.update(tx.db, companyId, row.id, { pdfFileId: stored.id });
  });
  return { bytes: pdf, contentType: 'application/pdf', fileName: `${base}.pdf` };
}
