import { isValidCui } from '@app/domain/validators/cui';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEED_COMPANIES,
  SEED_COMPANY_LIST,
  SIMULATOR_FAILURE_CUIS,
  SIMULATOR_UNREGISTERED_CUI,
  startVatPayerSimulator,
  type VatPayerSimulator,
} from './vat-payer.simulator';
import { VAT_PAYER_PATH } from './vat-payer.types';

let simulator: VatPayerSimulator;

beforeAll(async () => {
  simulator = await startVatPayerSimulator();
});

afterAll(async () => {
  await simulator.close();
});

async function post(body: string, path = VAT_PAYER_PATH) {
  const response = await fetch(`${simulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type'), json, text };
}

describe('VAT-payer simulator wire format', () => {
  it('answers found and notFound with ANAF field names and types', async () => {
    const { status, contentType, json } = await post(
      JSON.stringify([
        { cui: SEED_COMPANIES.clujVatPayer.cui, data: '2025-03-10' },
        { cui: SIMULATOR_UNREGISTERED_CUI, data: '2025-03-10' },
      ]),
    );
    expect(status).toBe(200);
    expect(contentType).toMatch(/^application\/json/);
    const body = json as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['cod', 'found', 'message', 'notFound']);
    expect(body).toMatchObject({ cod: 200, message: 'SUCCESS', notFound: [SIMULATOR_UNREGISTERED_CUI] });

    const [entry] = body.found as Record<string, Record<string, unknown>>[];
    expect(Object.keys(entry ?? {}).sort()).toEqual(
      [
        'adresa_domiciliu_fiscal',
        'adresa_sediu_social',
        'date_generale',
        'inregistrare_RTVAI',
        'inregistrare_SplitTVA',
        'inregistrare_scop_Tva',
        'stare_inactiv',
      ].sort(),
    );
    expect(entry?.date_generale).toMatchObject({
      cui: 36914726,
      data: '2025-03-10',
      denumire: 'SOMEŞ COD SOFTWARE SRL',
      nrRegCom: 'J12/2417/2016',
      fax: '',
      stare_inregistrare: 'INREGISTRAT din data 14.03.2016',
      statusRO_e_Factura: true,
    });
    expect(typeof entry?.date_generale?.cui).toBe('number');
    expect(entry?.inregistrare_scop_Tva).toMatchObject({ scpTVA: true });
    expect(entry?.inregistrare_RTVAI).toMatchObject({ statusTvaIncasare: false, dataInceputTvaInc: '' });
    expect(entry?.stare_inactiv).toMatchObject({ statusInactivi: false });
    expect(entry?.inregistrare_SplitTVA).toMatchObject({ statusSplitTVA: false });
    expect(entry?.adresa_sediu_social).toEqual({
      sdenumire_Strada: 'Str. Memorandumului',
      snumar_Strada: '28',
      sdenumire_Localitate: 'Mun. Cluj-Napoca',
      scod_Localitate: '54975',
      sdenumire_Judet: 'CLUJ',
      scod_Judet: '12',
      scod_JudetAuto: 'CJ',
      stara: '',
      sdetalii_Adresa: 'Et. 2, Ap. 5',
      scod_Postal: '400114',
    });
    expect(entry?.adresa_domiciliu_fiscal).toMatchObject({ dcod_JudetAuto: 'CJ', dcod_Judet: '12' });
  });

  it('writes Bucharest the way ANAF does', async () => {
    const { json } = await post(
      JSON.stringify([{ cui: SEED_COMPANIES.bucharestVatOnCollection.cui, data: '2025-03-10' }]),
    );
    const [entry] = (json as { found: Record<string, Record<string, unknown>>[] }).found;
    expect(entry?.adresa_sediu_social).toMatchObject({
      sdenumire_Judet: 'MUNICIPIUL BUCUREŞTI',
      scod_Judet: '40',
      scod_JudetAuto: 'B',
    });
    expect(entry?.date_generale?.adresa).toMatch(/^MUN\. BUCUREŞTI, SECT\. 1, CALEA DOROBANŢILOR, NR\.120/);
    expect(entry?.inregistrare_RTVAI).toMatchObject({ statusTvaIncasare: true });
  });

  it('accepts a numeric string for the cui and answers an empty list with empty lists', async () => {
    const one = await post(
      JSON.stringify([{ cui: String(SEED_COMPANIES.iasiNonVatPayer.cui), data: '2025-03-10' }]),
    );
    expect((one.json as { found: unknown[] }).found).toHaveLength(1);
    const none = await post('[]');
    expect(none.json).toEqual({ cod: 200, message: 'SUCCESS', found: [], notFound: [] });
  });

  it.each([
    ['not JSON', '{cui: 1'],
    ['not an array', JSON.stringify({ cui: 36914726, data: '2025-03-10' })],
    ['a cui that is not a number', JSON.stringify([{ cui: 'RO36914726', data: '2025-03-10' }])],
    ['a missing date', JSON.stringify([{ cui: 36914726 }])],
    ['a date in another format', JSON.stringify([{ cui: 36914726, data: '10.03.2025' }])],
  ])('answers 400 JSON for %s', async (_label, body) => {
    const { status, contentType, json } = await post(body);
    expect(status).toBe(400);
    expect(contentType).toMatch(/^application\/json/);
    expect(json).toMatchObject({ cod: 400, message: expect.any(String) });
  });

  it('takes at most 100 CUIs per call', async () => {
    const entries = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ cui: 1000 + i, data: '2025-03-10' }));
    const hundred = await post(JSON.stringify(entries(100)));
    expect(hundred.status).toBe(200);
    // Those with a valid check digit exist (made up), the others are not found: 100 answers in all.
    const answered = hundred.json as { found: unknown[]; notFound: number[] };
    expect(answered.found).toHaveLength(entries(100).filter((e) => isValidCui(String(e.cui))).length);
    expect(answered.found.length + answered.notFound.length).toBe(100);
    const tooMany = await post(JSON.stringify(entries(101)));
    expect(tooMany.status).toBe(400);
    expect(tooMany.json).toMatchObject({ cod: 400 });
  });

  it('answers only POST on the service path', async () => {
    expect((await post('[]', '/api/PlatitorTvaRest/v8/tva')).status).toBe(404);
    const get = await fetch(`${simulator.url}${VAT_PAYER_PATH}`);
    expect(get.status).toBe(405);
    await get.text();
  });

  it('fails on purpose for the failure CUIs', async () => {
    const one = (cui: number) => JSON.stringify([{ cui, data: '2025-03-10' }]);
    const serverError = await post(one(SIMULATOR_FAILURE_CUIS.serverError));
    expect(serverError.status).toBe(500);
    const notJson = await post(one(SIMULATOR_FAILURE_CUIS.notJson));
    expect(notJson.status).toBe(200);
    expect(notJson.json).toBeUndefined();
    const refused = await post(one(SIMULATOR_FAILURE_CUIS.refused));
    expect(refused.json).toMatchObject({ cod: 500 });
  });

  it('answers the slow CUI after the configured delay, and closes with a request pending', async () => {
    const slow = await startVatPayerSimulator({ slowResponseMs: 50 });
    const response = await fetch(`${slow.url}${VAT_PAYER_PATH}`, {
      method: 'POST',
      body: JSON.stringify([{ cui: SIMULATOR_FAILURE_CUIS.slow, data: '2025-03-10' }]),
    });
    expect(await response.json()).toMatchObject({ found: [], notFound: [SIMULATOR_FAILURE_CUIS.slow] });

    const pending = fetch(`${slow.url}${VAT_PAYER_PATH}`, {
      method: 'POST',
      body: JSON.stringify([{ cui: SIMULATOR_FAILURE_CUIS.slow, data: '2025-03-10' }]),
    }).catch(() => 'aborted');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await slow.close();
    await pending;
  });
});

describe('VAT-payer simulator seed', () => {
  it('has companies and failure CUIs with valid check digits, none shared', () => {
    const cuis = [...SEED_COMPANY_LIST.map((c) => c.cui), ...Object.values(SIMULATOR_FAILURE_CUIS)];
    for (const cui of cuis) expect(isValidCui(String(cui)), String(cui)).toBe(true);
    expect(new Set(cuis).size).toBe(cuis.length);
  });

  it('refuses a company with a wrong check digit or an unknown county', () => {
    expect(() => simulator.add({ ...SEED_COMPANIES.clujVatPayer, cui: 36914727 })).toThrow(/invalid CUI/);
    expect(() =>
      simulator.add({
        ...SEED_COMPANIES.clujVatPayer,
        address: { ...SEED_COMPANIES.clujVatPayer.address, countyAuto: 'XX' },
      }),
    ).toThrow(/county/);
  });

  it('starts empty when given no companies and no made-up ones', async () => {
    const empty = await startVatPayerSimulator({ companies: [], generateUnknown: false });
    try {
      const response = await fetch(`${empty.url}${VAT_PAYER_PATH}`, {
        method: 'POST',
        body: JSON.stringify([{ cui: SEED_COMPANIES.clujVatPayer.cui, data: '2025-03-10' }]),
      });
      expect(await response.json()).toMatchObject({ found: [], notFound: [36914726] });
    } finally {
      await empty.close();
    }
  });
});
