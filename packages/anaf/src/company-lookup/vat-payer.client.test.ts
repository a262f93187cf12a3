import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createVatPayerClient, todayInRomania } from './vat-payer.client';
import {
  SEED_COMPANIES,
  SIMULATOR_FAILURE_CUIS,
  SIMULATOR_UNREGISTERED_CUI,
  startVatPayerSimulator,
  type VatPayerSimulator,
} from './vat-payer.simulator';
import { CompanyLookupError } from './vat-payer.types';

const DATE = '2025-03-10';

let simulator: VatPayerSimulator;

beforeAll(async () => {
  simulator = await startVatPayerSimulator({ slowResponseMs: 5_000 });
});

afterAll(async () => {
  await simulator.close();
});

function client(timeoutMs = 2_000) {
  const fetchSpy = vi.fn(globalThis.fetch);
  return { fetchSpy, client: createVatPayerClient({ baseUrl: simulator.url, fetch: fetchSpy, timeoutMs }) };
}

async function lookupError(promise: Promise<unknown>): Promise<CompanyLookupError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CompanyLookupError);
  return error as CompanyLookupError;
}

describe('VAT-payer client against the simulator (real HTTP on loopback)', () => {
  it('finds a VAT payer in Cluj-Napoca', async () => {
    const { client: c, fetchSpy } = client();
    const company = await c.lookup(`RO${SEED_COMPANIES.clujVatPayer.cui}`, DATE);
    expect(company).toEqual({
      businessId: 'RO36914726',
      legalName: 'SOMEȘ COD SOFTWARE SRL',
      secondaryBusinessId: 'J12/2417/2016',
      vatPayer: true,
      vatUponCollection: false,
      inactive: false,
      eInvoiceRegistered: true,
      phone: '0264123456',
      address: {
        countryCode: 'RO',
        countyCode: 'RO-CJ',
        city: 'Cluj-Napoca',
        district: null,
        street: 'Str. Memorandumului nr. 28',
        zipCode: '400114',
        additionalAddress: 'Et. 2, Ap. 5',
      },
    });
    // The CUI goes as a number without RO, the date as given, to the v9 path.
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${simulator.url}/api/PlatitorTvaRest/v9/tva`);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual([{ cui: 36914726, data: DATE }]);
  });

  it('gives a non-VAT payer in Iași its bare digits', async () => {
    const company = await client().client.lookup(String(SEED_COMPANIES.iasiNonVatPayer.cui), DATE);
    expect(company).toMatchObject({
      businessId: '41782303',
      vatPayer: false,
      phone: null,
      address: { countyCode: 'RO-IS', city: 'Iași', district: null, street: 'Bd. Carol I nr. 11' },
    });
  });

  it('parses the Bucharest sector and reads VAT on collection', async () => {
    const company = await client().client.lookup(String(SEED_COMPANIES.bucharestVatOnCollection.cui), DATE);
    expect(company).toMatchObject({
      businessId: 'RO45268136',
      vatPayer: true,
      vatUponCollection: true,
      address: { countyCode: 'RO-B', city: 'București', district: 1, street: 'Calea Dorobanților nr. 120' },
    });
  });

  it("parses 'Mun. Bucureşti Sector 3' as well", async () => {
    const company = await client().client.lookup(String(SEED_COMPANIES.bucharestSector3.cui), DATE);
    expect(company?.address).toMatchObject({ countyCode: 'RO-B', city: 'București', district: 3 });
    expect(company?.vatUponCollection).toBe(false);
  });

  it('reports an inactive company', async () => {
    const company = await client().client.lookup(String(SEED_COMPANIES.timisoaraInactive.cui), DATE);
    expect(company).toMatchObject({ inactive: true, vatPayer: false, address: { countyCode: 'RO-TM' } });
  });

  it('answers null for a valid CUI ANAF does not know, and lookupOrThrow says not-found', async () => {
    const { client: c } = client();
    expect(await c.lookup(String(SIMULATOR_UNREGISTERED_CUI), DATE)).toBeNull();
    expect((await lookupError(c.lookupOrThrow(`RO${SIMULATOR_UNREGISTERED_CUI}`, DATE))).code).toBe(
      'not-found',
    );
  });

  it('refuses an invalid CUI before any request', async () => {
    const { client: c, fetchSpy } = client();
    for (const bad of ['36914727', 'RO', '12A45', '0036914726', '']) {
      expect((await lookupError(c.lookup(bad, DATE))).code).toBe('invalid-cui');
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sees companies added while running', async () => {
    // 004111222: 12+2+1+7+10+6+4 = 42; 420 mod 11 = 2.
    simulator.add({ ...SEED_COMPANIES.iasiNonVatPayer, cui: 41112222, name: 'ADĂUGAT ÎN TEST SRL' });
    expect((await client().client.lookup('41112222', DATE))?.legalName).toBe('ADĂUGAT ÎN TEST SRL');
  });

  it('defaults the date to today in Romania', async () => {
    const { client: c, fetchSpy } = client();
    await c.lookup(String(SEED_COMPANIES.clujVatPayer.cui));
    const body = JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body));
    expect(body[0].data).toBe(todayInRomania());
    expect(todayInRomania(new Date('2025-03-09T22:30:00Z'))).toBe('2025-03-10');
  });
});

describe('VAT-payer client failures are "unavailable"', () => {
  it('on an HTTP 500', async () => {
    const error = await lookupError(client().client.lookup(String(SIMULATOR_FAILURE_CUIS.serverError), DATE));
    expect(error.code).toBe('unavailable');
    expect(error.status).toBe(500);
  });

  it('on a timeout', async () => {
    const started = Date.now();
    const error = await lookupError(client(200).client.lookup(String(SIMULATOR_FAILURE_CUIS.slow), DATE));
    expect(error.code).toBe('unavailable');
    expect(error.message).toMatch(/200 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('on an answer that is not JSON', async () => {
    const error = await lookupError(client().client.lookup(String(SIMULATOR_FAILURE_CUIS.notJson), DATE));
    expect(error.code).toBe('unavailable');
  });

  it('on an envelope whose cod is not 200', async () => {
    const error = await lookupError(client().client.lookup(String(SIMULATOR_FAILURE_CUIS.refused), DATE));
    expect(error.code).toBe('unavailable');
    expect(error.message).toMatch(/cod 500/);
  });

  it('when nothing listens', async () => {
    const closed = await startVatPayerSimulator();
    const url = closed.url;
    await closed.close();
    const c = createVatPayerClient({ baseUrl: url, timeoutMs: 1_000 });
    expect((await lookupError(c.lookup('18547290', DATE))).code).toBe('unavailable');
  });
});

describe('VAT-payer client reading answer variants', () => {
  function fixed(status: number, body: string) {
    return createVatPayerClient({
      baseUrl: 'http://anaf.invalid/',
      fetch: async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
    });
  }

  it('accepts an answer without the cod/message envelope', async () => {
    const c = fixed(200, JSON.stringify({ found: [], notFound: [18547290] }));
    expect(await c.lookup('18547290', DATE)).toBeNull();
  });

  it('accepts cod as a string', async () => {
    const c = fixed(200, JSON.stringify({ cod: '200', message: 'SUCCESS', found: [], notFound: [18547290] }));
    expect(await c.lookup('18547290', DATE)).toBeNull();
  });

  it('reads a 404 carrying a found/notFound body as not found', async () => {
    const c = fixed(404, JSON.stringify({ found: [], notFound: [18547290] }));
    expect(await c.lookup('18547290', DATE)).toBeNull();
  });

  it('treats a bare 404 and an unexpected shape as unavailable', async () => {
    expect((await lookupError(fixed(404, 'Not Found').lookup('18547290', DATE))).code).toBe('unavailable');
    expect((await lookupError(fixed(200, '[1,2]').lookup('18547290', DATE))).code).toBe('unavailable');
    expect((await lookupError(fixed(200, '{"cod":200}').lookup('18547290', DATE))).code).toBe('unavailable');
  });

  it('only maps the entry of the requested CUI', async () => {
    const other = { date_generale: { cui: 36914726, denumire: 'ALTA SRL' } };
    const c = fixed(200, JSON.stringify({ cod: 200, message: 'SUCCESS', found: [other], notFound: [] }));
    expect(await c.lookup('18547290', DATE)).toBeNull();
  });

  it('refuses a malformed date as a programming error', async () => {
    await expect(fixed(200, '{}').lookup('18547290', '10.03.2025')).rejects.toThrow(TypeError);
  });
});
