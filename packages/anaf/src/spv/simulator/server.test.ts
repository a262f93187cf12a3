import { afterEach, describe, expect, it } from 'vitest';
import { createSimulatedOAuth } from '../oauth/simulated-oauth';
import { unzipTextFiles } from '../zip';
import { startAnafSimulatorServer } from './server';
import { createAnafSimulator } from './simulator';
import { BUYER, fakeClock, SELLER, validInvoice } from './simulator.test-support';

let close: (() => Promise<void>) | null = null;

// biome-ignore lint/suspicious/noExplicitAny: the tests read ANAF's JSON field by field
const json = (response: Response): Promise<any> => response.json();
afterEach(async () => {
  await close?.();
  close = null;
});

async function serve(options: Parameters<typeof createAnafSimulator>[0] = {}) {
  const server = await startAnafSimulatorServer({ simulator: createAnafSimulator(options) });
  close = server.close;
  const rest = `${server.url}/prod/FCTEL/rest/`;
  const get = (path: string, token: string | null = 't') =>
    fetch(`${rest}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { ...server, rest, get };
}

describe('the simulator over HTTP, as ANAF answers', () => {
  it('answers a missing parameter with HTTP 400 and Spring JSON, a missing token with 401', async () => {
    const { rest, get } = await serve();
    const upload = await fetch(`${rest}upload?cif=${SELLER}`, {
      method: 'POST',
      body: 'x',
      headers: { authorization: 'Bearer t' },
    });
    expect(upload.status).toBe(400);
    const body = await json(upload);
    expect(Object.keys(body)).toEqual(['timestamp', 'status', 'error', 'message']);
    expect(body).toMatchObject({ status: 400, error: 'Bad Request' });
    expect((await get('stareMesaj')).status).toBe(400);
    expect((await get(`listaMesajeFactura?zile=1&cif=${SELLER}`, null)).status).toBe(401);
  });

  it('answers 401 and 403 as the access-token check says', async () => {
    const { get } = await serve({
      authorize: (token, cif) => (token !== 'good' ? 'unauthorized' : cif === SELLER ? 'ok' : 'forbidden'),
    });
    expect((await get(`listaMesajeFactura?zile=1&cif=${SELLER}`, 'bad')).status).toBe(401);
    expect((await get(`listaMesajeFactura?zile=1&cif=${BUYER}`, 'good')).status).toBe(403);
    expect((await get(`listaMesajeFactura?zile=1&cif=${SELLER}`, 'good')).status).toBe(200);
  });

  it('checks Bearer tokens with the simulated OAuth: 401 for a bad token, 403 for a CUI not granted', async () => {
    const oauth = createSimulatedOAuth();
    const server = await startAnafSimulatorServer({ oauth });
    close = server.close;
    const { accessToken } = oauth.issueTokens([SELLER]);
    const list = (cif: string, token: string) =>
      fetch(`${server.url}/test/FCTEL/rest/listaMesajeFactura?zile=1&cif=${cif}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await list(SELLER, accessToken)).status).toBe(200);
    expect((await list(BUYER, accessToken)).status).toBe(403);
    expect((await list(SELLER, 'not-a-token')).status).toBe(401);
  });

  it('writes the simple and the paginated list with ANAF field names', async () => {
    const clock = fakeClock();
    const { get, simulator } = await serve({ now: clock.now });
    const placed = simulator.placeReceivedInvoice({ cif: BUYER, xml: validInvoice() });
    const list = await json(await get(`listaMesajeFactura?zile=5&cif=${BUYER}`));
    expect(Object.keys(list)).toEqual(['mesaje', 'serial', 'cui', 'titlu']);
    expect(list.cui).toBe(BUYER);
    expect(list.mesaje).toEqual([
      {
        data_creare: '202611201200',
        cif: BUYER,
        id_solicitare: placed.uploadIndex,
        detalii: `Factura cu id_incarcare=${placed.uploadIndex} emisa de cif_emitent=${SELLER} pentru cif_beneficiar=${BUYER}`,
        tip: 'FACTURA PRIMITA',
        id: placed.downloadId,
      },
    ]);
    const page = await (
      await get(
        `listaMesajePaginatieFactura?startTime=${clock.now() - 1000}&endTime=${clock.now()}&cif=${BUYER}&pagina=1`,
      )
    ).json();
    expect(page).toMatchObject({
      numar_inregistrari_in_pagina: 1,
      numar_total_inregistrari_per_pagina: 500,
      numar_total_inregistrari: 1,
      numar_total_pagini: 1,
      index_pagina_curenta: 1,
      cui: BUYER,
    });
    const none = await json(await get(`listaMesajeFactura?zile=5&cif=${SELLER}`));
    expect(Object.keys(none)).toEqual(['eroare', 'titlu']);
    const badDays = await get(`listaMesajeFactura?zile=61&cif=${BUYER}`);
    expect(badDays.status).toBe(200);
    expect(Object.keys(await json(badDays))).toEqual(['eroare', 'titlu']);
    const old = await get(
      `listaMesajePaginatieFactura?startTime=${clock.now() - 61 * 86_400_000}&endTime=${clock.now()}&cif=${BUYER}&pagina=1`,
    );
    expect(old.status).toBe(400);
    expect(Object.keys(await json(old))).toEqual(['eroare', 'titlu']);
  });

  it('answers descarcare with a ZIP ("PK") holding the XML and the semnatura file, an unknown id with {eroare}', async () => {
    const { get, simulator } = await serve();
    const placed = simulator.placeReceivedInvoice({ cif: BUYER, xml: validInvoice() });
    const zip = new Uint8Array(await (await get(`descarcare?id=${placed.downloadId}`)).arrayBuffer());
    expect(String.fromCharCode(zip[0] as number, zip[1] as number)).toBe('PK');
    const files = unzipTextFiles(zip);
    expect(Object.keys(files).sort()).toEqual([
      `${placed.uploadIndex}.xml`,
      `semnatura_${placed.uploadIndex}.xml`,
    ]);
    const unknown = await get('descarcare?id=42');
    expect(unknown.status).toBe(200);
    expect(Object.keys(await json(unknown))).toEqual(['eroare', 'titlu']);
  });

  it('keeps the daily limits: descarcare 10 a day per message, stareMesaj 100 a day per upload, 1000 calls a minute', async () => {
    const clock = fakeClock();
    const { get, rest, simulator } = await serve({ now: clock.now, settings: { processingPolls: 0 } });
    const placed = simulator.placeReceivedInvoice({ cif: BUYER, xml: validInvoice() });
    for (let i = 0; i < 10; i += 1)
      expect((await get(`descarcare?id=${placed.downloadId}`)).status).toBe(200);
    expect((await get(`descarcare?id=${placed.downloadId}`)).status).toBe(429);
    clock.advance(86_400_000);
    expect((await get(`descarcare?id=${placed.downloadId}`)).status).toBe(200);

    const upload = await fetch(`${rest}upload?standard=UBL&cif=${SELLER}`, {
      method: 'POST',
      body: validInvoice('L 1'),
      headers: { authorization: 'Bearer t' },
    });
    const index = /index_incarcare="(\d+)"/.exec(await upload.text())?.[1];
    simulator.setLimits({ statePerUploadPerDay: 3 });
    for (let i = 0; i < 3; i += 1) expect((await get(`stareMesaj?id_incarcare=${index}`)).status).toBe(200);
    expect((await get(`stareMesaj?id_incarcare=${index}`)).status).toBe(429);

    simulator.setLimits({ perMinute: 2 });
    clock.advance(60_000);
    expect((await get(`listaMesajeFactura?zile=1&cif=${BUYER}`)).status).toBe(200);
    expect((await get(`listaMesajeFactura?zile=1&cif=${BUYER}`)).status).toBe(200);
    expect((await get(`listaMesajeFactura?zile=1&cif=${BUYER}`)).status).toBe(429);
    clock.advance(60_000);
    expect((await get(`listaMesajeFactura?zile=1&cif=${BUYER}`)).status).toBe(200);
  });

  it('refuses an upload over 10 MB with ExecutionStatus 1', async () => {
    const { rest } = await serve();
    const body = validInvoice().replace('</Invoice>', `<!--${'x'.repeat(10 * 1024 * 1024)}--></Invoice>`);
    const answer = await fetch(`${rest}upload?standard=UBL&cif=${SELLER}`, {
      method: 'POST',
      body,
      headers: { authorization: 'Bearer t' },
    });
    expect(answer.status).toBe(200);
    const xml = await answer.text();
    expect(xml).toContain('ExecutionStatus="1"');
    expect(xml).toContain('10 MB');
  });

  it('serves the control API: inbox, processing polls, stats and reset', async () => {
    const { url } = await serve();
    const post = (name: string, body: unknown) =>
      fetch(`${url}/_control/${name}`, { method: 'POST', body: JSON.stringify(body) }).then(json);
    const placed = await post('inbox', { cif: BUYER, xml: validInvoice() });
    expect(placed).toEqual({
      downloadId: expect.stringMatching(/^\d+$/),
      uploadIndex: expect.stringMatching(/^\d+$/),
    });
    const many = await post('inbox', {
      invoices: [
        { cif: BUYER, xml: validInvoice('A') },
        { cif: BUYER, xml: validInvoice('B') },
      ],
    });
    expect(many.placed).toHaveLength(2);
    expect(await post('processing-polls', { polls: 3 })).toEqual({ ok: true });
    const stats = await (await fetch(`${url}/_control/stats`)).json();
    expect(stats).toEqual({
      uploads: 0,
      accepted: 0,
      rejected: 0,
      refusedRepeats: 0,
      acceptedPerInvoice: {},
      duplicates: 0,
    });
    expect(await post('reset', {})).toEqual({ ok: true });
  });

  it('finishes processing by time alone, and keeps a stuck upload "in prelucrare" for long', async () => {
    const clock = fakeClock();
    const { rest, get, simulator } = await serve({ now: clock.now, settings: { processingPolls: 5 } });
    simulator.registerCompany(BUYER);
    const up = (number: string) =>
      fetch(`${rest}upload?standard=UBL&cif=${SELLER}`, {
        method: 'POST',
        body: validInvoice(number),
        headers: { authorization: 'Bearer t' },
      })
        .then((r) => r.text())
        .then((xml) => /index_incarcare="(\d+)"/.exec(xml)?.[1]);
    const index = await up('T 1');
    expect(await json(await get(`listaMesajeFactura?zile=1&cif=${SELLER}`))).toHaveProperty('eroare');
    clock.advance(60_000);
    const list = await json(await get(`listaMesajeFactura?zile=1&cif=${SELLER}`));
    expect(list.mesaje.map((m: { id_solicitare: string }) => m.id_solicitare)).toEqual([index]);
    expect(await (await get(`stareMesaj?id_incarcare=${index}`)).text()).toContain('stare="ok"');

    simulator.setFaults({ seed: 7, rates: { stuck: 1 } });
    const stuck = await up('T 2');
    simulator.setFaults({ seed: 7, rates: {} });
    for (let i = 0; i < 20; i += 1)
      expect(await (await get(`stareMesaj?id_incarcare=${stuck}`)).text()).toContain('in prelucrare');
    clock.advance(600_000);
    expect(await (await get(`stareMesaj?id_incarcare=${stuck}`)).text()).toContain('stare="ok"');
  });
});
