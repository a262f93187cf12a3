import ExcelJS from 'exceljs';
import { suggestMatching, valuesOf } from '../packages/domain/src/imports/column-matching';
import type { Import, ImportValidation } from '../packages/domain/src/imports/import.schemas';
import { PRODUCT_IMPORT_FIELDS } from '../packages/domain/src/imports/import-fields';
import { IMPORT_SAMPLES } from '../packages/domain/src/imports/import-samples';
import { signIn } from './sign-in';

export type ProductsImportResult = {
  /** From the file's bytes to the import's end: reading, validation, start and the job. */
  totalMs: number;
  readMs: number;
  validateMs: number;
  /** From the start call to the job's last row. */
  importMs: number;
};

const ROWS = 1000;
/** The demo company: the company setup gave it its units and VAT rates (the bench's others have none). */
const COMPANY_SEARCH = 'Demo Facturare';

/** A valid products XLSX of `count` rows, as a user would fill the sample file in. */
async function productsXlsx(count: number, runId: string): Promise<ArrayBuffer> {
  const goods = IMPORT_SAMPLES.products[0] ?? {};
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Produse');
  // The sample file's Romanian titles, so the columns match by suggestion as in the wizard.
  sheet.addRow(PRODUCT_IMPORT_FIELDS.map((field) => field.headers.ro[0] ?? field.key));
  for (let i = 0; i < count; i++) {
    const row: Record<string, string> = {
      ...goods,
      name: `Produs ${runId} ${i}`,
      productCode: `B-${runId}-${i}`,
    };
    sheet.addRow(PRODUCT_IMPORT_FIELDS.map((field) => row[field.key] ?? ''));
  }
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/**
 * The first sheet as texts, header first, as the wizard reads it in the browser (its reader lives in
 * the web app, which the bench does not build; this is the same exceljs reading, cell by cell).
 */
async function readSheet(file: ArrayBuffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.value === null || cell.value === undefined ? '' : String(cell.value);
    });
    rows.push(Array.from(cells, (cell) => cell ?? ''));
  });
  return rows;
}

/**
 * Imports a valid 1000-row XLSX of products on a started server, as the wizard does: the file is
 * read and matched (browser side), the rows validated, the import started and followed to its end.
 * Goal: under 2 s on the embedded database.
 */
export async function measureProductsImport(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<ProductsImportResult> {
  const { cookie, token } = await signIn(baseUrl, credentials.email, credentials.password);
  const headers = { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' };
  const call = async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
    return answer as T;
  };
  const companies = await call<{ items: { id: string }[] }>(
    `/v1/my-companies?page=1&perPage=1&search=${encodeURIComponent(COMPANY_SEARCH)}`,
  );
  const companyId: string | undefined = companies.items[0]?.id;
  if (!companyId) throw new Error('bench: the demo company is missing');
  const base = `/v1/my-companies/${companyId}/imports/products`;
  const file = await productsXlsx(ROWS, Date.now().toString(36));

  const started = performance.now();
  const [titles = [], ...cells] = await readSheet(file);
  const matching = suggestMatching('products', titles);
  const request = {
    fileName: 'produse.xlsx',
    rows: cells.map((row, index) => ({ line: index + 2, values: valuesOf(row, matching) })),
  };
  const read = performance.now();
  const validation = await call<ImportValidation>(`${base}/validate`, request);
  if (validation.rows.length > 0)
    throw new Error(`bench: rows with errors ${JSON.stringify(validation.rows.slice(0, 3))}`);
  const validated = performance.now();
  const created = await call<Import>(base, request);
  for (;;) {
    const current = await call<Import>(`${base}/${created.id}`);
    if (current.status === 'failed') throw new Error(`bench: import failed ${JSON.stringify(current)}`);
    if (current.status === 'finished') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ended = performance.now();
  return {
    totalMs: ended - started,
    readMs: read - started,
    validateMs: validated - read,
    importMs: ended - validated,
  };
}
