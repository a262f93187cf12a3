import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { StoredLineValues } from '../../platform/invoicing/invoice-lines-builder';
import type { StoredAmounts } from '../client-invoices/client-invoices.tables';
import { partners } from '../partners/partners.tables';
import {
  supplierInvoicesRepo as repo,
  type SupplierInvoiceRow,
  seriesNumberKey,
} from './supplier-invoices.repo';

/** A stored supplier invoice, for modules that receive one (they may not import the repository). */
export type ReceivedSupplierInvoice = SupplierInvoiceRow;

/**
 * A supplier invoice as its e-invoice XML wrote it: header, lines and totals taken over unchanged.
 * `buildSupplierInvoice` recomputes totals from the lines with the product's arithmetic and checks
 * every line against the company's catalogues (units, rates); a received invoice is the supplier's
 * document and must keep the supplier's cents and codes even where our arithmetic or catalogues
 * would differ, so it is stored here without the builder.
 */
export type WrittenSupplierInvoice = {
  partnerId: string;
  partnerName: string;
  series: string;
  number: string;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  currencyRate: string | null;
  notes: string | null;
  totals: {
    lineNetTotal: string;
    allowanceTotal: string;
    netTotal: string;
    vatTotal: string;
    grossTotal: string;
    amountDue: string;
  };
  amounts: StoredAmounts;
  lines: StoredLineValues[];
};

/**
 * Stores a received invoice (status received) in the caller's transaction, or answers `exists`
 * when the supplier's series and number are already the company's (entered by hand, say): the
 * unique index would refuse it, and the caller keeps the e-invoice with that reason.
 */
export async function insertReceivedInvoice(
  tx: Tx,
  companyId: string,
  written: WrittenSupplierInvoice,
): Promise<{ row: SupplierInvoiceRow } | { exists: true }> {
  const [stored] = await insertReceivedInvoices(tx, companyId, [written]);
  return stored as { row: SupplierInvoiceRow } | { exists: true };
}

/**
 * Received invoices stored together (an SPV sync's batch): one read of the series and numbers
 * already taken, one insert of the invoices and one of their lines. Answered in their order; the
 * second of two with the same supplier, series and number in the batch `exists` as well.
 */
export async function insertReceivedInvoices(
  tx: Tx,
  companyId: string,
  written: WrittenSupplierInvoice[],
): Promise<({ row: SupplierInvoiceRow } | { exists: true })[]> {
  const taken = await repo.takenSeriesNumbers(tx.db, companyId, written);
  const fresh: WrittenSupplierInvoice[] = [];
  const freshAt: (number | null)[] = written.map((one) => {
    const key = seriesNumberKey(one);
    if (taken.has(key)) return null;
    taken.add(key);
    fresh.push(one);
    return fresh.length - 1;
  });
  const rows = await repo.insertMany(
    tx.db,
    companyId,
    fresh.map(({ lines: _lines, totals, ...header }) => ({
      ...header,
      status: 'received' as const,
      seriesNumber: `${header.series}${header.number}`,
      pricesIncludeVat: false,
      discountType: null,
      discountValue: null,
      ...totals,
    })),
  );
  await repo.insertLinesOfMany(
    tx.db,
    companyId,
    rows.map((row, index) => ({ invoiceId: row.id, lines: fresh[index]?.lines ?? [] })),
  );
  return freshAt.map((at) =>
    at === null ? { exists: true as const } : { row: rows[at] as SupplierInvoiceRow },
  );
}

/**
 * The company's partner with this CUI (digits; stored with or without RO), preferring one that is
 * already a supplier. Null when the company does not know it.
 */
export async function partnerByCif(
  db: Db,
  companyId: string,
  cif: string,
): Promise<{ id: string; name: string; role: string } | null> {
  const digits = cif.replace(/^RO/i, '').trim();
  if (!/^\d{2,10}$/.test(digits)) return null;
  const rows = await db
    .select({ id: partners.id, name: partners.name, role: partners.role })
    .from(partners)
    .where(and(eq(partners.companyId, companyId), inArray(partners.businessId, [digits, `RO${digits}`])))
    .orderBy(sql`case when ${partners.role} in ('supplier', 'both') then 0 else 1 end`)
    .limit(1);
  return rows[0] ?? null;
}
