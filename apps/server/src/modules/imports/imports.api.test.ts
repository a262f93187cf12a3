import type { ImportRowInput } from '@app/domain/imports/import.schemas';
import {
  COMPANY_PARTNER_CASES,
  GOODS_PRODUCT_CASES,
  type ImportErrorCase,
  PERSON_PARTNER_CASES,
  SAMPLE_COMPANY,
  SAMPLE_GOODS,
  SAMPLE_PERSON,
  SAMPLE_SERVICE,
  SERVICE_PRODUCT_CASES,
} from '@app/domain/imports/import-error-cases.fixtures';
import type { ImportEntity } from '@app/domain/imports/import-limits';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../../platform/http/errors';
import { type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import { createNotificationsService } from '../notifications/notifications.service';
import { partners } from '../partners/partners.tables';
import { products } from '../products/products.tables';
import { createTestCompany, type TestCompany } from '../products/products.test-setup';
import { createImportRunner, IMPORT_CHUNK } from './import-runner';
import type { Importer } from './importer';
import { importsRepo } from './imports.repo';
import { partnerImporter } from './partner-importer';
import { productImporter } from './product-importer';

let h: Harness;
let owner: TestClient;
let tenantId: string;
let company: TestCompany;

beforeAll(async () => {
  h = await startHarness();
  const account = await h.signUp();
  owner = account.client;
  tenantId = account.identity.tenantId;
  company = await createTestCompany(h, owner);
});
afterAll(async () => {
  await h?.close();
});

/** The service sample with a unit the test company has (the sample file says HUR). */
const SERVICE = { ...SAMPLE_SERVICE, measurementUnitCode: 'H87' };

const fileOf = (values: Record<string, string | null>[]): ImportRowInput[] =>
  values.map((row, index) => ({ line: index + 2, values: row }));

const url = (entity: ImportEntity, suffix = '') => `${company.base}/imports/${entity}${suffix}`;
const validate = (entity: ImportEntity, rows: ImportRowInput[], client = owner) =>
  client.post(url(entity, '/validate'), { fileName: 'fisier.xlsx', rows });
const start = (entity: ImportEntity, rows: ImportRowInput[], client = owner) =>
  client.post(url(entity), { fileName: 'fisier.xlsx', rows });

/** Follows an import until it ends, as the wizard's progress bar does. */
async function ended(entity: ImportEntity, id: string) {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const response = await owner.get(url(entity, `/${id}`));
    expect(response.status).toBe(200);
    if (response.body.status === 'finished' || response.body.status === 'failed') return response.body;
    if (Date.now() > deadline) throw new Error(`import still ${response.body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const countOf = async (table: typeof products | typeof partners) =>
  (await h.ctx.database.db.select({ n: count() }).from(table).where(eq(table.companyId, company.id)))[0]?.n ??
  0;

async function notificationsOf(type: string) {
  const response = await owner.get(`${company.base}/notifications?perPage=100`);
  expect(response.status).toBe(200);
  return (response.body.items as { type: string; data: Record<string, unknown> }[]).filter(
    (n) => n.type === type,
  );
}

/** Every case of one kind as a row of one file; each line must carry its case's code. */
async function expectEveryCode(entity: ImportEntity, cases: [Record<string, string>, ImportErrorCase[]][]) {
  const flat = cases.flatMap(([base, list]) =>
    list.map(([, values, field, code]) => ({ base, values, field, code })),
  );
  const response = await validate(entity, fileOf(flat.map(({ base, values }) => ({ ...base, ...values }))));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const byLine = new Map<number, Record<string, string[]>>(
    response.body.rows.map((row: { line: number; errors: Record<string, string[]> }) => [
      row.line,
      row.errors,
    ]),
  );
  const wrong = flat.flatMap(({ field, code }, index) => {
    const got = byLine.get(index + 2)?.[field];
    return got?.length === 1 && got[0] === code ? [] : [{ line: index + 2, field, expected: code, got }];
  });
  expect(wrong).toEqual([]);
}

describe('partners import', () => {
  it('imports the sample rows as a job and says so in a notification', async () => {
    const validation = await validate('partners', fileOf([SAMPLE_COMPANY, SAMPLE_PERSON]));
    expect(validation.body).toEqual({ total: 2, rows: [] });
    const started = await start('partners', fileOf([SAMPLE_COMPANY, SAMPLE_PERSON]));
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ entity: 'partners', status: 'pending', total: 2, processed: 0 });
    const done = await ended('partners', started.body.id);
    expect(done).toMatchObject({
      status: 'finished',
      processed: 2,
      failedRow: null,
      fileName: 'fisier.xlsx',
    });
    const rows = await h.ctx.database.db.select().from(partners).where(eq(partners.companyId, company.id));
    expect(
      rows.map((row) => [row.name, row.type, row.role, row.businessId, row.personId, row.district]),
    ).toEqual(
      expect.arrayContaining([
        ['Exemplu Distribuție SRL', 'company', 'client', 'RO14399840', null, null],
        ['Ion Popescu', 'person', 'supplier', null, '1850101123400', 3],
      ]),
    );
    expect(await notificationsOf('partners-import-finished')).toHaveLength(1);
  });

  it('answers every partner error code, per row and field', async () => {
    await expectEveryCode('partners', [
      [SAMPLE_COMPANY, COMPANY_PARTNER_CASES],
      [SAMPLE_PERSON, PERSON_PARTNER_CASES],
    ]);
  });

  it('finds names and ids the company already has, and repeats inside the file', async () => {
    const response = await validate(
      'partners',
      fileOf([
        { ...SAMPLE_COMPANY, legalName: 'Nume nou SRL', secondaryBusinessId: 'J12/1/2020' },
        { ...SAMPLE_COMPANY, businessId: '14399859', secondaryBusinessId: 'J12/2/2020' },
        { ...SAMPLE_COMPANY, legalName: 'Altă firmă SRL', businessId: '14399867' },
        { ...SAMPLE_PERSON, legalName: 'Ion Popescu Jr.' },
        {
          ...SAMPLE_COMPANY,
          legalName: 'Firmă nouă SRL',
          businessId: '14399875',
          secondaryBusinessId: 'J12/9/2020',
        },
        {
          ...SAMPLE_COMPANY,
          legalName: 'FIRMĂ NOUĂ SRL',
          businessId: '14399883',
          secondaryBusinessId: 'J12/8/2020',
        },
      ]),
    );
    expect(response.body.rows).toEqual([
      { line: 2, name: 'Nume nou SRL', errors: { businessId: ['unique'] } },
      { line: 3, name: 'Exemplu Distribuție SRL', errors: { legalName: ['unique'] } },
      { line: 4, name: 'Altă firmă SRL', errors: { secondaryBusinessId: ['unique'] } },
      { line: 5, name: 'Ion Popescu Jr.', errors: { personId: ['unique'] } },
      { line: 7, name: 'FIRMĂ NOUĂ SRL', errors: { legalName: ['unique'] } },
    ]);
  });
});

describe('products import', () => {
  it('answers every product error code, per row and field, with those that need the company data', async () => {
    await expectEveryCode('products', [
      [SAMPLE_GOODS, GOODS_PRODUCT_CASES],
      [SERVICE, SERVICE_PRODUCT_CASES],
    ]);
    const response = await validate(
      'products',
      fileOf([
        { ...SAMPLE_GOODS, measurementUnitCode: 'XYZ' },
        { ...SAMPLE_GOODS, name: 'Alt laptop', productCode: 'ALT', vatValue: '20' },
        {
          ...SAMPLE_GOODS,
          name: 'Scutit',
          productCode: 'SCUTIT',
          vatCode: 'E',
          vatValue: '',
          vatExemptionReasonCode: 'VATEX-EU-79-C',
        },
        { ...SAMPLE_GOODS, name: 'Laptop 14 inch', productCode: 'ALT-2' },
        { ...SAMPLE_GOODS, name: 'Cota veche', productCode: 'VECHI', vatValue: '19' },
        { ...SAMPLE_GOODS, name: 'Taxare inversă', productCode: 'TI', vatCode: 'AE', vatValue: '' },
      ]),
    );
    expect(response.body.rows).toEqual([
      { line: 2, name: 'Laptop 14 inch', errors: { measurementUnitCode: ['exists'] } },
      { line: 3, name: 'Alt laptop', errors: { vatCode: ['exists'] } },
      { line: 4, name: 'Scutit', errors: { vatExemptionReasonCode: ['exists'] } },
      { line: 5, name: 'Laptop 14 inch', errors: { name: ['unique'] } },
      // 19% applies to documents dated before August 2025, not to a product created today.
      { line: 6, name: 'Cota veche', errors: { vatCode: ['exists'] } },
    ]);
  });

  it('imports a valid file of 1000 rows, finding or creating the categories', async () => {
    const rows = fileOf(
      Array.from({ length: 1000 }, (_, i) => ({
        ...(i % 2 ? SAMPLE_GOODS : SERVICE),
        name: `Produs ${i}`,
        productCode: `P-${i}`,
        categoryName: `Categoria ${i % 3}`,
      })),
    );
    const validation = await validate('products', rows);
    expect(validation.body).toEqual({ total: 1000, rows: [] });
    const before = await countOf(products);
    const started = await start('products', rows);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(await ended('products', started.body.id)).toMatchObject({ status: 'finished', processed: 1000 });
    expect((await countOf(products)) - before).toBe(1000);
    const listed = await owner.get(`${company.base}/products-categories?perPage=100`);
    expect(listed.body.items.map((item: { name: string }) => item.name).sort()).toEqual(
      expect.arrayContaining(['Categoria 0', 'Categoria 1', 'Categoria 2']),
    );
    expect(await notificationsOf('products-import-finished')).toHaveLength(1);
  });

  it('refuses 1001 rows', async () => {
    const rows = fileOf(Array.from({ length: 1001 }, (_, i) => ({ ...SAMPLE_GOODS, name: `Rând ${i}` })));
    for (const response of [await validate('products', rows), await start('products', rows)]) {
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ rows: ['max:1000'] });
    }
  });

  it('refuses to start a file that still has errors', async () => {
    const response = await start(
      'products',
      fileOf([
        { ...SAMPLE_GOODS, name: 'Corect' },
        { ...SAMPLE_GOODS, name: '' },
      ]),
    );
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      message: 'imports.errors.rows',
      rows: [{ line: 3, name: null, errors: { name: ['required'] } }],
    });
  });
});

describe('an import that fails in the middle', () => {
  const names = (prefix: string, total: number) =>
    Array.from({ length: total }, (_, i) => ({
      ...SAMPLE_GOODS,
      name: `${prefix} ${i}`,
      productCode: `${prefix}-${i}`,
    }));
  const productNamed = async (name: string) =>
    (
      await h.ctx.database.db
        .select()
        .from(products)
        .where(and(eq(products.companyId, company.id), eq(products.name, name)))
    ).length;

  /** An import waiting for its job, as the wizard's start writes it. */
  async function waitingImport(rows: Record<string, string>[]) {
    return importsRepo.insert(h.ctx.database.db, {
      companyId: company.id,
      tenantId,
      userId: null,
      entity: 'products',
      fileName: 'mijloc.csv',
      total: rows.length,
      rows: fileOf(rows),
    });
  }

  it('keeps the rows before a row that became invalid since validation, and names it', async () => {
    // Validated while "Mijloc 2" was free; the company adds it before the job runs.
    const rows = names('Mijloc', 5);
    expect((await validate('products', fileOf(rows))).body.rows).toEqual([]);
    const row = await waitingImport(rows);
    const taken = await owner.post(`${company.base}/products`, {
      name: 'Mijloc 2',
      isService: false,
      measurementUnitCode: 'H87',
      vatRateId: company.rates['21'],
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    await h.ctx.database.transaction((tx) => h.ctx.jobs.enqueue(tx, 'imports.run', { importId: row.id }));

    const done = await ended('products', row.id);
    expect(done).toMatchObject({
      status: 'failed',
      processed: 2,
      failedRow: { line: 4, name: 'Mijloc 2', errors: { name: ['unique'] } },
      error: null,
    });
    expect([
      await productNamed('Mijloc 0'),
      await productNamed('Mijloc 1'),
      await productNamed('Mijloc 3'),
    ]).toEqual([1, 1, 0]);
    const [notification] = await notificationsOf('products-import-failed');
    expect(notification?.data).toEqual({
      errors: [{ row: 4, name: 'Mijloc 2', errors: { name: ['unique'] } }],
    });
  });

  it('keeps the chunks before a row the catalogue refuses while inserting, and the rows before it', async () => {
    const failing = IMPORT_CHUNK + 7;
    // The catalogue refuses one row at insertion (a concurrent change the checks could not see).
    const refusing: Importer = async (db, companyId, rows) => {
      const plan = await productImporter(db, companyId, rows);
      return {
        ...plan,
        async insertMany(tx, from, to) {
          await plan.insertMany(tx, from, to);
          if (from <= failing && failing < to) throw new Error('a unique index refused the chunk');
        },
        async insert(tx, index) {
          await plan.insert(tx, index);
          if (index === failing) throw new ValidationError({ productCategoryId: ['exists'] });
        },
      };
    };
    const rows = names('Lot', IMPORT_CHUNK * 2 + 10);
    const row = await waitingImport(rows);
    const run = createImportRunner(h.ctx, createNotificationsService(h.ctx.realtime), {
      partners: partnerImporter,
      products: refusing,
    });
    await run({ importId: row.id });

    const done = await owner.get(url('products', `/${row.id}`));
    expect(done.body).toMatchObject({
      status: 'failed',
      processed: failing,
      failedRow: { line: failing + 2, name: `Lot ${failing}`, errors: { categoryName: ['exists'] } },
    });
    expect(await productNamed(`Lot ${failing - 1}`)).toBe(1);
    expect(await productNamed(`Lot ${failing}`)).toBe(0);
    expect(await productNamed(`Lot ${failing + 1}`)).toBe(0);
    // A second run of the same job (a retry) changes nothing.
    await run({ importId: row.id });
    expect((await owner.get(url('products', `/${row.id}`))).body.processed).toBe(failing);
  });
});

describe('access', () => {
  it('needs the write permission of the catalogue imported, within the session companies', async () => {
    const member = await h.createMember(tenantId, {
      company: { [company.id]: ['partners.read', 'partners.write'] },
    });
    expect((await validate('partners', fileOf([SAMPLE_COMPANY]), member.client)).status).toBe(200);
    expect((await validate('products', fileOf([SAMPLE_GOODS]), member.client)).status).toBe(403);

    const stranger = (await h.signUp()).client;
    expect((await validate('partners', fileOf([SAMPLE_COMPANY]), stranger)).status).toBe(404);

    const started = await start(
      'partners',
      fileOf([
        { ...SAMPLE_COMPANY, legalName: 'Acces SRL', businessId: '14399891', secondaryBusinessId: null },
      ]),
    );
    expect((await owner.get(url('products', `/${started.body.id}`))).status).toBe(404);
    expect((await owner.get(url('partners', '/not-an-id'))).status).toBe(404);
    expect((await stranger.get(url('partners', `/${started.body.id}`))).status).toBe(404);
    expect((await ended('partners', started.body.id)).status).toBe('finished');
  });
});
