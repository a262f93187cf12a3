import type { Database } from '../apps/server/src/db/client';
import { type LatencyResult, measureGet } from './measure-get';
import { signIn } from './sign-in';

export const BENCH_PARTNERS = 100_000;

/**
 * Seeds `total` partners into one company in one statement (generate_series): a mix of companies
 * and natural persons in every role, Romanian ids and trade register numbers, so the list's sort,
 * count and serialisation work on a realistic table. Existing rows (a reused PostgreSQL database)
 * are kept; then the table is vacuumed and analysed.
 */
async function seedPartners(database: Database, companyId: string, total: number): Promise<void> {
  await database.pool.query(
    `INSERT INTO partners (company_id, type, role, name, legal_name, business_id, secondary_business_id,
       vat_payer, email, address_country_code, address_county_code, address_city, address_street)
     SELECT $1,
       CASE WHEN i % 5 = 0 THEN 'person' ELSE 'company' END,
       (ARRAY['client', 'supplier', 'both', 'inactive'])[1 + i % 4],
       CASE WHEN i % 5 = 0 THEN 'Persoană ' || lpad(i::text, 6, '0') ELSE 'Partener ' || lpad(i::text, 6, '0') || ' SRL' END,
       CASE WHEN i % 5 = 0 THEN NULL ELSE 'Partener ' || lpad(i::text, 6, '0') || ' SRL' END,
       CASE WHEN i % 5 = 0 THEN NULL WHEN i % 2 = 0 THEN 'RO' || (20000000 + i) ELSE (20000000 + i)::text END,
       CASE WHEN i % 5 = 0 THEN NULL ELSE 'J12/' || i || '/2020' END,
       i % 2 = 0,
       'office' || i || '@example.ro',
       'RO', 'RO-CJ', 'Cluj-Napoca', 'Str. Exemplu nr. ' || i
     FROM generate_series(1, $2::int) AS i
     ON CONFLICT DO NOTHING`,
    [companyId, total],
  );
  // As after any bulk load: statistics for the planner and a visibility map for index-only counts.
  await database.pool.query('VACUUM ANALYZE partners');
}

/** The first company of the signed-in account (the demo company of the bench user). */
export async function firstCompanyId(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/my-companies?perPage=1&sortBy=createdAt`, {
    headers: { cookie },
  });
  const body = (await response.json()) as { items: { id: string }[] };
  const id = body.items[0]?.id;
  if (!id) throw new Error('bench account has no company');
  return id;
}

/**
 * GET /v1/my-companies/{id}/partners as the partner list asks it (page 1 of 10, by name, with the
 * total count) on a company with `partners` partners (100,000 by default).
 */
export async function benchPartnersList(
  server: { url: string; database: Database },
  credentials: { email: string; password: string },
  options: { connections: number; durationSeconds: number; partners?: number },
): Promise<LatencyResult> {
  const { cookie } = await signIn(server.url, credentials.email, credentials.password);
  const companyId = await firstCompanyId(server.url, cookie);
  await seedPartners(server.database, companyId, options.partners ?? BENCH_PARTNERS);
  const path = `/v1/my-companies/${companyId}/partners?page=1&perPage=10&sortBy=name&sortDir=asc`;
  return measureGet(server.url, path, cookie, options);
}
