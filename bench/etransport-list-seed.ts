// The e-Transport register of the list bench (bench/etransport-list.ts), written straight in SQL.
import { todayInRomania } from '@app/domain/validators/iso-date';
import type { Database } from '../apps/server/src/db/client';
import { seedNamedPartners, vacuumAnalyze } from './bench-seed';

export const BENCH_ETRANSPORT_ITEMS = Number(process.env.BENCH_ETRANSPORT_ITEMS ?? 100_000);
/** The partners the rows are spread over; the search bench looks for one of them. */
export const ETRANSPORT_PARTNER_PREFIX = 'Beneficiar Transport';
const PARTNERS = 250;

/**
 * Brings the company's register to `total` rows, the missing ones written in one statement
 * (generate_series), over the year up to today, in groups of ten: seven declarations, then a
 * correction, a vehicle modification and a transport confirmation of the group's first one (same
 * UIT, partner and reference). Declarations are mostly accepted, with imported ones (declared by
 * the partner), canceled, corrected, rejected and abandoned drafts among them; follow-ups mostly
 * accepted; sends still in flight only in the last three days (ANAF answers within minutes), half
 * of them queued, half registered with a UIT. The list reads no payload: `{}`. A reused PostgreSQL
 * database that has them already is left as it is. Then the table is vacuumed and analysed.
 */
export async function seedEtransportItems(database: Database, companyId: string, total: number) {
  const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  const existing = await q('SELECT count(*)::int AS n FROM etransport_items WHERE company_id = $1', [
    companyId,
  ]);
  const have = existing.rows[0].n as number;
  if (total - have < 1) return;
  const partners = await seedNamedPartners(database, companyId, {
    role: 'client',
    prefix: ETRANSPORT_PARTNER_PREFIX,
    count: PARTNERS,
    city: 'Brașov',
  });
  // Row i (past the existing ones, so ids and UITs stay unique) is dated 365 days before today plus
  // i's share of them; r, a hash of i, picks its state.
  await q(
    `INSERT INTO etransport_items (id, company_id, kind, status, etransport_status, pending, imported, uit,
       upload_index, parent_id, partner_id, partner_name, reference_code, delivery_date, combined_date,
       payload, created_at, updated_at)
     SELECT md5('etransport-bench:' || $1::text || ':' || s.i)::uuid, $1::text::uuid, s.kind,
       CASE s.state WHEN 'accepted' THEN 'published' WHEN 'imported' THEN 'imported'
         WHEN 'canceled' THEN 'canceled' WHEN 'corrected' THEN 'corrected' ELSE 'draft' END,
       CASE WHEN s.state IN ('draft', 'queued') THEN NULL WHEN s.state = 'registered' THEN 'pending'
         WHEN s.state = 'rejected' THEN 'rejected' ELSE 'accepted' END,
       s.state = 'queued', s.state = 'imported',
       CASE WHEN s.state = 'draft' OR (s.kind = 'declaration' AND s.state IN ('queued', 'rejected')) THEN NULL
         ELSE upper(substr(md5('uit:' || $1::text || ':' || s.uit_of), 1, 16)) END,
       CASE WHEN s.state NOT IN ('draft', 'queued') THEN (5000000000 + s.i)::text END,
       CASE WHEN s.kind <> 'declaration' THEN md5('etransport-bench:' || $1::text || ':' || s.root)::uuid END,
       p.id, p.name,
       CASE WHEN s.state = 'imported' THEN 'FCT ' ELSE 'AVZ ' END || lpad(s.uit_of::text, 7, '0'),
       s.d + s.i % 3,
       CASE WHEN s.kind IN ('vehicle-modification', 'transport-confirmation')
         THEN to_char(s.at + interval '2 hours', 'YYYY-MM-DD"T"HH24:MI:SS') END,
       '{}'::jsonb, s.at, s.at + interval '5 minutes'
     FROM (
       SELECT b.*, CASE WHEN b.kind = 'declaration' THEN b.i ELSE b.root END AS uit_of,
         b.d + time '07:00' + (b.i % 600) * interval '1 minute' AS at,
         CASE
           WHEN b.picked = 'pending' AND b.d < $4::date - 3 THEN 'accepted'
           WHEN b.picked = 'pending' AND b.i % 2 = 0 THEN 'queued'
           WHEN b.picked = 'pending' THEN 'registered'
           ELSE b.picked END AS state
       FROM (
         SELECT a.*,
           CASE a.pos WHEN 7 THEN 'correction' WHEN 8 THEN 'vehicle-modification'
             WHEN 9 THEN 'transport-confirmation' ELSE 'declaration' END AS kind,
           CASE WHEN a.pos < 7 THEN
             CASE WHEN a.r < 55 THEN 'accepted' WHEN a.r < 70 THEN 'imported' WHEN a.r < 75 THEN 'canceled'
               WHEN a.r < 80 THEN 'corrected' WHEN a.r < 85 THEN 'rejected' WHEN a.r < 95 THEN 'draft'
               ELSE 'pending' END
           ELSE
             CASE WHEN a.r < 80 THEN 'accepted' WHEN a.r < 88 THEN 'rejected' WHEN a.r < 96 THEN 'draft'
               ELSE 'pending' END
           END AS picked
         FROM (
           SELECT i, (i - 1) % 10 AS pos, (i - 1) / 10 * 10 + 1 AS root,
             abs(hashtext($1::text || ':' || i)) % 100 AS r,
             ($4::date - 365 + (i::bigint * 365 / ($3::int + $5::int))::int) AS d
           FROM generate_series($5::int + 1, $5::int + $3::int) AS i
         ) AS a
       ) AS b
     ) AS s
     JOIN partners p ON p.id = ($2::uuid[])[1 + (s.i - 1) / 10 % cardinality($2::uuid[])]
     ON CONFLICT DO NOTHING`,
    [companyId, partners, total - have, todayInRomania(), have],
  );
  await vacuumAnalyze(database, 'etransport_items');
}
