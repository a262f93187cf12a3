// Helpers the bench scenarios share to find their company and write their rows in bulk.
import type { Database } from '../apps/server/src/db/client';

/** The first company of the signed-in account (the demo company of the bench user). */
export async function firstCompanyOf(baseUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${baseUrl}/v1/my-companies?perPage=1&sortBy=createdAt`, {
    headers: { cookie },
  });
  const body = (await response.json()) as { items: { id: string }[] };
  const id = body.items[0]?.id;
  if (!id) throw new Error('bench account has no company');
  return id;
}

/**
 * `count` partners of one role named `${prefix} 001 SRL`..., written in one statement (kept when a
 * reused PostgreSQL database has them), with their ids in name order: the "other" partners a
 * scenario spreads documents over.
 */
export async function seedNamedPartners(
  database: Database,
  companyId: string,
  options: { role: 'client' | 'supplier'; prefix: string; count: number; city: string },
): Promise<string[]> {
  await database.pool.query(
    `INSERT INTO partners (company_id, type, role, name, vat_payer, address_country_code, address_city)
     SELECT $1, 'company', $2, $3 || ' ' || lpad(i::text, 3, '0') || ' SRL', false, 'RO', $5
     FROM generate_series(1, $4::int) AS i ON CONFLICT DO NOTHING`,
    [companyId, options.role, options.prefix, options.count, options.city],
  );
  const rows = await database.pool.query(
    'SELECT id FROM partners WHERE company_id = $1 AND name LIKE $2 ORDER BY name',
    [companyId, `${options.prefix} %`],
  );
  return rows.rows.map((row) => row.id as string);
}

/** One named partner (the measured client or supplier), created when missing; its id. */
export async function seedPartner(
  database: Database,
  companyId: string,
  options: { role: 'client' | 'supplier'; name: string; businessId: string },
): Promise<string> {
  await database.pool.query(
    `INSERT INTO partners (company_id, type, role, name, business_id, vat_payer, address_country_code, address_city)
     VALUES ($1, 'company', $2, $3, $4, true, 'RO', 'Cluj-Napoca') ON CONFLICT DO NOTHING`,
    [companyId, options.role, options.name, options.businessId],
  );
  const partner = await database.pool.query('SELECT id FROM partners WHERE company_id = $1 AND name = $2', [
    companyId,
    options.name,
  ]);
  return partner.rows[0].id as string;
}

/** As after any bulk load: statistics for the planner and a visibility map for index-only counts. */
export async function vacuumAnalyze(database: Database, ...tables: string[]): Promise<void> {
  for (const table of tables) await database.pool.query(`VACUUM ANALYZE ${table}`);
}

/** A year of the Smart plan (stock management) for the company, unless it has one running. */
export async function grantSmartPlan(database: Database, companyId: string): Promise<void> {
  await database.pool.query(
    `INSERT INTO subscriptions (company_id, plan_id, starts_at, expires_at, payment_status)
     SELECT $1, p.id, now() - interval '1 day', now() + interval '1 year', 'accepted'
     FROM plans p WHERE p.code LIKE 'plan:%-smart:%'
       AND NOT EXISTS (SELECT 1 FROM subscriptions s JOIN plans sp ON sp.id = s.plan_id
                       WHERE s.company_id = $1 AND sp.code LIKE 'plan:%-smart:%' AND s.expires_at > now())
     LIMIT 1`,
    [companyId],
  );
}
