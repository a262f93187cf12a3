import type { InboxContext } from './efactura-inbox.context';
import { efacturaInboxRepo as repo } from './efactura-inbox.repo';

/** PDFs asked of ANAF side by side: each call waits on ANAF (`transformare`), not on us. */
export const PDF_CONCURRENCY = 8;
const BATCH = 200;

const pdfTypeOf = (xml: string) => (/<(\w+:)?CreditNote\b/.test(xml) ? 'FCN' : 'FACT1');

/** Another writer stored this PDF first: the file just put is rolled back with the transaction. */
class PdfAlreadyStored extends Error {}

/**
 * Job `efactura.received-pdfs { companyId }`, queued at the end of each sync: ANAF's PDF of every
 * readable received invoice that has none yet. The import leaves the PDF out of its critical path
 * (the invoice is complete with its XML and seal; the PDF is a convenience made by ANAF). Each PDF
 * is asked for with no transaction open and stored in its own short one, only if the row still
 * has none (the download route may have fetched it meanwhile). A PDF ANAF cannot make now is left
 * for the next run, and the job fails so pg-boss retries it; the download route asks on demand.
 */
export async function storeMissingPdfs(
  ctx: InboxContext,
  companyId: string,
): Promise<{ stored: number; failed: number }> {
  const { db } = ctx.database;
  let stored = 0;
  let failed = 0;
  let firstError: unknown = null;
  const skip = new Set<string>();
  for (;;) {
    const rows = (await repo.missingPdfs(db, companyId, BATCH + skip.size)).filter(
      (row) => !skip.has(row.id),
    );
    if (rows.length === 0) break;
    let next = 0;
    const runner = async () => {
      while (next < rows.length) {
        const row = rows[next++] as (typeof rows)[number];
        try {
          const xml = await ctx.files.get(db, companyId, row.xmlFileId as string);
          if (!xml) throw new Error(`XML file ${row.xmlFileId} of message ${row.id} is missing`);
          const text = xml.bytes.toString('utf8');
          const pdf = Buffer.from(await ctx.access.api.toPdf(text, pdfTypeOf(text)));
          await ctx.database.transaction(async (tx) => {
            const file = await ctx.files.put(tx.db, companyId, {
              bytes: pdf,
              contentType: 'application/pdf',
            });
            if (!(await repo.setPdfOnce(tx.db, companyId, row.id, file.id))) throw new PdfAlreadyStored();
          });
          stored++;
        } catch (error) {
          if (error instanceof PdfAlreadyStored) continue;
          failed++;
          skip.add(row.id);
          firstError ??= error;
          ctx.log.warn(
            { err: error, companyId, messageId: row.id },
            'ANAF PDF of a received invoice not made',
          );
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PDF_CONCURRENCY, rows.length) }, runner));
  }
  if (firstError) throw firstError;
  return { stored, failed };
}
