// The data set of the supplier statement of account bench (bench/statement-of-account.ts with
// side 'supplier'): the supplier's 10,000 documents of 2025 and other suppliers' invoices.
import type { Database } from '../apps/server/src/db/client';
import { seedNamedPartners, seedPartner, vacuumAnalyze } from './bench-seed';

const SUPPLIER_NAME = 'Furnizor Fișă Bench SRL';

/**
 * Writes, in a few statements (generate_series): the supplier, its 6,000 invoices (every third one
 * received through the e-invoice system and confirmed, every 25th a storno) and 4,000 payments
 * (every 10th in cash against the supplier's receipt) dated across 2025 (a few in December 2024,
 * for an opening balance), and 20,000 invoices of 50 other suppliers. A reused PostgreSQL database
 * that has them already is left as it is. Returns the supplier's id.
 */
export async function seedSupplierStatement(
  database: Database,
  companyId: string,
  /** As the client's statement bench has them (bench/statement-of-account.ts). */
  sizes: { invoices: number; payments: number; otherInvoices: number; otherPartners: number },
): Promise<string> {
  const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  const partnerId = await seedPartner(database, companyId, {
    role: 'supplier',
    name: SUPPLIER_NAME,
    businessId: 'RO30000002',
  });
  const seeded = await q(
    'SELECT 1 FROM supplier_invoices WHERE company_id = $1 AND partner_id = $2 LIMIT 1',
    [companyId, partnerId],
  );
  if (seeded.rowCount) return partnerId;
  const others = await seedNamedPartners(database, companyId, {
    role: 'supplier',
    prefix: 'Furnizor zgomot',
    count: sizes.otherPartners,
    city: 'Brașov',
  });

  // Invoice i goes to one of the suppliers given (by i); net 80.00 + (i % 40) x 12.25 with 21% VAT,
  // every 25th a storno. Dates run from 2024-12-01 to 2025-12-31.
  const insertInvoices = (firstNumber: number, count: number, partnerIds: string[]) =>
    q(
      `INSERT INTO supplier_invoices (company_id, status, partner_id, partner_name, series, number, series_number,
         issue_date, due_date, currency, line_net_total, net_total, vat_total, gross_total, amount_due, amounts)
       SELECT $1, CASE WHEN g.n % 3 = 0 THEN 'confirmed' ELSE 'published' END, p.id, p.name, 'FZB',
         lpad(g.n::text, 6, '0'), 'FZB ' || lpad(g.n::text, 6, '0'), g.d, g.d + 30, 'RON',
         g.net, g.net, g.vat, g.net + g.vat, g.net + g.vat,
         jsonb_build_object('breakdown', jsonb_build_array(jsonb_build_object('vatCategory', 'S',
           'vatRate', '21.00', 'taxable', g.net::text, 'vat', g.vat::text, 'vatRon', null)),
           'allowances', '[]'::jsonb, 'charges', '[]'::jsonb)
       FROM (
         SELECT $2::int + i AS n, ($4::uuid[])[1 + i % cardinality($4::uuid[])] AS partner_id,
           date '2024-12-01' + (i * 395 / $3::int) AS d,
           ((CASE WHEN i % 25 = 0 THEN -1 ELSE 1 END) * (80.00 + (i % 40) * 12.25))::numeric(18, 2) AS net,
           round((CASE WHEN i % 25 = 0 THEN -1 ELSE 1 END) * (80.00 + (i % 40) * 12.25) * 0.21, 2) AS vat
         FROM generate_series(1, $3::int) AS i
       ) AS g
       JOIN partners p ON p.id = g.partner_id`,
      [companyId, firstNumber, count, partnerIds],
    );
  await insertInvoices(0, sizes.invoices, [partnerId]);
  await insertInvoices(sizes.invoices, sizes.otherInvoices, others);
  await q(
    `INSERT INTO supplier_payments (company_id, type, status, receipt_series, number, series_number, partner_id,
       amount, currency, date, description, published_at)
     SELECT $1, CASE WHEN i % 10 = 0 THEN 'receipt' ELSE 'bank-transfer' END, 'published',
       CASE WHEN i % 10 = 0 THEN 'CHF' END, CASE WHEN i % 10 = 0 THEN lpad(i::text, 6, '0') END,
       CASE WHEN i % 10 = 0 THEN 'CHF ' || lpad(i::text, 6, '0') END, $2, (120.00 + (i % 30) * 18)::numeric(18, 2),
       'RON', date '2024-12-01' + (i * 395 / $3::int), 'OP furnizor ' || i, now()
     FROM generate_series(1, $3::int) AS i`,
    [companyId, partnerId, sizes.payments],
  );
  await vacuumAnalyze(database, 'supplier_invoices', 'supplier_payments');
  return partnerId;
}
