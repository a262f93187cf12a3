import { and, eq } from 'drizzle-orm';
import { addCompany } from '../../testing/company-fixture';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { measurementUnits } from '../measurement-units/measurement-units.tables';
import { partners } from '../partners/partners.tables';
import { vatRates } from '../vat-rates/vat-rates.tables';

/** The catalogues a company starts with that products use (seeded by their modules when present). */
const UNITS = [
  { code: 'H87', name: 'Bucată', symbol: 'buc' },
  { code: 'KGM', name: 'Kilogram', symbol: 'kg' },
  { code: 'LTR', name: 'Litru', symbol: 'l' },
];
const RATES = [
  { code: 'S' as const, value: '21.00', internal: false },
  { code: 'S' as const, value: '11.00', internal: false },
  { code: 'O' as const, value: null, internal: true },
];

export type TestCompany = {
  id: string;
  base: string;
  /** VAT rate ids by label. */
  rates: Record<'21' | '11' | 'O', string>;
};

/**
 * Adds the units and VAT rates a product needs when the company's setup did not (the settings
 * module seeds them; the tests must not depend on which module landed first).
 */
async function ensureCatalogues(h: Harness, companyId: string): Promise<TestCompany['rates']> {
  const db = h.ctx.database.db;
  for (const unit of UNITS) {
    const [found] = await db
      .select({ id: measurementUnits.id })
      .from(measurementUnits)
      .where(and(eq(measurementUnits.companyId, companyId), eq(measurementUnits.code, unit.code)));
    if (!found) await db.insert(measurementUnits).values({ ...unit, companyId });
  }
  const rates: Record<string, string> = {};
  for (const rate of RATES) {
    const existing = await db.select().from(vatRates).where(eq(vatRates.companyId, companyId));
    const match = existing.find(
      (row) =>
        row.code === rate.code &&
        row.internal === rate.internal &&
        (rate.value === null ? row.value === null : Number(row.value) === Number(rate.value)),
    );
    const id =
      match?.id ??
      (
        await db
          .insert(vatRates)
          .values({ ...rate, companyId })
          .returning({ id: vatRates.id })
      )[0]?.id;
    rates[rate.value === null ? 'O' : String(Number(rate.value))] = String(id);
  }
  return rates as TestCompany['rates'];
}

/** Creates a company of the signed-in owner (a VAT payer unless asked) with units and VAT rates. */
export async function createTestCompany(
  h: Harness,
  owner: TestClient,
  kind: 'payer' | 'non-payer' = 'payer',
): Promise<TestCompany> {
  const payer = kind === 'payer';
  const id = await addCompany(owner, payer ? 'clujVatPayer' : 'iasiNonVatPayer', payer);
  return { id, base: `/v1/my-companies/${id}`, rates: await ensureCatalogues(h, id) };
}

/** A partner of the company, written directly (the partners API is another module's). */
export async function insertPartner(
  h: Harness,
  companyId: string,
  name: string,
  role: 'client' | 'supplier' | 'both' | 'inactive',
): Promise<string> {
  const [row] = await h.ctx.database.db
    .insert(partners)
    .values({ companyId, name, role, type: 'company' })
    .returning({ id: partners.id });
  return String(row?.id);
}

/** A valid product body; override what a case is about. */
export const productBody = (company: TestCompany, overrides: Record<string, unknown> = {}) => ({
  name: 'Cafea boabe 1 kg',
  productCode: null,
  description: 'Arabica, prăjire medie',
  isService: false,
  measurementUnitCode: 'H87',
  vatRateId: company.rates['21'],
  ...overrides,
});

/**
 * A fresh app with an owner's company holding one product ("Apă plată 0,5 l"), and a stranger's
 * company with a product of its own, for the product section tests.
 */
export async function openProductFixture() {
  const h = await startHarness();
  const owner = (await h.signUp()).client;
  const company = await createTestCompany(h, owner);
  const stranger = (await h.signUp()).client;
  const strangerCompany = await createTestCompany(h, stranger);
  const created = await owner.post(
    `${company.base}/products`,
    productBody(company, { name: 'Apă plată 0,5 l' }),
  );
  const theirs = await stranger.post(`${strangerCompany.base}/products`, productBody(strangerCompany));
  return {
    h,
    owner,
    company,
    product: `${company.base}/products/${created.body.id}`,
    stranger,
    strangerCompany,
    strangerProduct: `${strangerCompany.base}/products/${theirs.body.id}`,
  };
}
