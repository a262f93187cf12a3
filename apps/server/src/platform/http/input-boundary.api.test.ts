import { SAMPLE_COMPANY } from '@app/domain/imports/import-error-cases.fixtures';
import { sampleCompanyPartner } from '@app/domain/partners/partner.fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InvoicingCompany,
  invoiceBody,
  invoicingCompany,
  line,
} from '../../modules/client-invoices/client-invoices.test-setup';
import { type Harness, startHarness } from '../../testing/harness';
import { makePng, multipartFile } from '../../testing/png';

// Text no column can store (NUL, half a surrogate pair) and bodies of the wrong shape are refused
// at the boundary with 4xx, on every route: the database never sees them.

let h: Harness;
let c: InvoicingCompany;
beforeAll(async () => {
  h = await startHarness();
  c = await invoicingCompany(h);
});
afterAll(async () => {
  await h?.close();
});

const refused = (field: string) => ({
  message: 'common.errors.validation',
  errors: { [field]: ['invalid_characters'] },
});

/** Sends a raw payload with a content type (the test client would serialise objects as JSON). */
const raw = (
  method: 'POST' | 'PUT',
  url: string,
  payload: string | Buffer | undefined,
  contentType?: string,
) => c.client.request(method, url, payload, { headers: contentType ? { 'content-type': contentType } : {} });

describe('text with a NUL or a lone surrogate', () => {
  it('is refused on partners, field by field', async () => {
    const nul = await c.client.post(`${c.base}/partners`, sampleCompanyPartner({ name: 'Acme\u0000 SRL' }));
    expect(nul.status).toBe(422);
    expect(nul.body).toEqual(refused('name'));
    const partner = sampleCompanyPartner();
    const surrogate = await c.client.put(`${c.base}/partners/${c.partnerId}`, {
      ...partner,
      address: { ...(partner.address as object), city: 'Cluj\ud800' },
    });
    expect(surrogate.status).toBe(422);
    expect(surrogate.body).toEqual(refused('address.city'));
  });

  it('is refused on products and on invoice lines', async () => {
    const product = await c.client.post(`${c.base}/products`, {
      name: 'Abonament\u0000',
      isService: true,
      measurementUnitCode: 'H87',
      vatRateId: c.rates['21'],
    });
    expect(product.status).toBe(422);
    expect(product.body).toEqual(refused('name'));
    const invoice = await c.client.post(
      `${c.base}/client-invoices`,
      invoiceBody(c, { notes: 'ok', lines: [line(c), line(c, { name: 'Servicii\udc00' })] }),
    );
    expect(invoice.status).toBe(422);
    expect(invoice.body).toEqual(refused('lines.1.name'));
  });

  it('is refused in import rows, in values and in column names (kept as jsonb)', async () => {
    for (const suffix of ['/validate', '']) {
      const url = `${c.base}/imports/partners${suffix}`;
      const value = await c.client.post(url, {
        fileName: 'parteneri.csv',
        rows: [{ line: 2, values: { ...SAMPLE_COMPANY, name: 'Acme \ud83d SRL' } }],
      });
      expect(value.status).toBe(422);
      expect(value.body).toEqual(refused('rows.0.values.name'));
      const column = await c.client.post(url, {
        rows: [{ line: 2, values: { ...SAMPLE_COMPANY, 'no\u0000te': 'x' } }],
      });
      expect(column.status).toBe(422);
      expect(column.body).toEqual(refused('rows.0.values.no\u0000te'));
    }
  });

  it('is refused in a query string, and names nothing in a path', async () => {
    const search = await c.client.get(`${c.base}/partners?search=a%00b`);
    expect(search.status).toBe(422);
    expect(search.body).toEqual(refused('search'));
    // Half a pair as UTF-8 bytes does not decode: qs keeps the escaped text, which is harmless.
    expect((await c.client.get(`${c.base}/partners?search=%ED%A0%80`)).status).toBeLessThan(500);
    const filter = await c.client.get(
      `${c.base}/partners?filters[0][field]=name&filters[0][operator]=eq&filters[0][value]=%00`,
    );
    expect(filter.status).toBe(422);
    expect(filter.body).toEqual(refused('filters.0.value'));
    expect((await c.client.put(`${c.base}/partners/%00`, sampleCompanyPartner())).status).toBe(404);
  });

  it('still takes well-formed text: diacritics, emoji and other planes', async () => {
    const created = await c.client.post(
      `${c.base}/partners`,
      sampleCompanyPartner({ name: 'Șantierul Țării 💶 SRL', businessId: '14399840' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.name).toBe('Șantierul Țării 💶 SRL');
  });
});

describe('bodies of the wrong shape', () => {
  it('answer 422 on partners for null, a list, a number or no body at all', async () => {
    for (const method of ['POST', 'PUT'] as const) {
      const url = method === 'POST' ? `${c.base}/partners` : `${c.base}/partners/${c.partnerId}`;
      for (const payload of ['null', '[]', '[{"type":"company"}]', '42', '"partner"']) {
        const response = await raw(method, url, payload, 'application/json');
        expect(response.status, `${method} ${payload}`).toBe(422);
        expect(response.body.message).toBe('common.errors.validation');
      }
      expect((await raw(method, url, undefined)).status, `${method} without body`).toBe(422);
    }
  });

  it('answer 400 for broken JSON and 415 for a content type no route reads', async () => {
    const broken = await raw('POST', `${c.base}/partners`, '{"name":', 'application/json');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: 'common.errors.invalid-json' });
    const xml = await raw('POST', `${c.base}/partners`, '<partner/>', 'application/xml');
    expect(xml.status).toBe(415);
  });

  it('answer 4xx on the logo upload: no boundary, not a form, a field name with NUL', async () => {
    const url = `${c.base}/logo`;
    const noBoundary = await raw('POST', url, 'abc', 'multipart/form-data');
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.body).toEqual({ message: 'common.errors.bad-request' });
    const json = await raw('POST', url, '{"file":null}', 'application/json');
    expect(json.status).toBe(415);
    const cut = await raw(
      'POST',
      url,
      '--b\r\nContent-Disposition: form-data; name="file"',
      'multipart/form-data; boundary=b',
    );
    expect(cut.status).toBeGreaterThanOrEqual(400);
    expect(cut.status).toBeLessThan(500);
    const named = multipartFile('file', 'logo\u0000.png', 'image/png', makePng(120, 60));
    const refusedName = await c.client.request('POST', url, named.payload, { headers: named.headers });
    expect(refusedName.status).toBe(422);
    expect(refusedName.body).toEqual(refused('file'));
    const good = multipartFile('file', 'siglă.png', 'image/png', makePng(120, 60));
    expect((await c.client.request('POST', url, good.payload, { headers: good.headers })).status).toBe(200);
  });
});
