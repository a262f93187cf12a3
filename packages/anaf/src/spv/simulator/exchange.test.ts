import { afterEach, describe, expect, it } from 'vitest';
import { NS_ERROR_FILE } from '../anaf-formats';
import { buildBuyerMessageXml } from '../buyer-message';
import { AnafCallError } from '../efactura-api.types';
import {
  BUYER,
  brokenRuleInvoice,
  fakeClock,
  SELLER,
  simulatorWithClient,
  validInvoice,
} from './simulator.test-support';

const TOKEN = 'token';
let close: (() => Promise<void>) | null = null;

async function setup(options: Parameters<typeof simulatorWithClient>[0] = {}) {
  const env = await simulatorWithClient(options);
  close = env.server.close;
  return env;
}

afterEach(async () => {
  await close?.();
  close = null;
});

describe('e-Factura exchange, the client against the simulator over HTTP', () => {
  it('uploads, answers "in prelucrare" for the configured polls, then ok with a download holding the invoice and its seal', async () => {
    const { client, simulator } = await setup();
    simulator.setProcessingPolls(2);
    simulator.registerCompany(BUYER);
    const upload = await client.upload({ cif: SELLER, xml: validInvoice(), standard: 'UBL' }, TOKEN);
    if (!upload.ok) throw new Error(upload.errors.join());
    expect(upload.uploadIndex).toMatch(/^\d{10}$/);
    expect(upload.dateResponse).toMatch(/^\d{12}$/);
    expect(await client.messageState(upload.uploadIndex, TOKEN)).toEqual({
      state: 'in prelucrare',
      downloadId: null,
      errors: [],
    });
    expect((await client.messageState(upload.uploadIndex, TOKEN)).state).toBe('in prelucrare');
    const done = await client.messageState(upload.uploadIndex, TOKEN);
    expect(done.state).toBe('ok');
    expect(done.downloadId).toMatch(/^\d+$/);
    const archive = await client.download(done.downloadId as string, TOKEN);
    expect(archive.xml).toBe(validInvoice());
    expect(archive.xmlFileName).toBe(`${upload.uploadIndex}.xml`);
    expect(archive.signatureFileName).toContain('semnatura');
    expect(archive.signature).toContain('<ds:Signature');
    expect(archive.isErrorFile).toBe(false);

    const sent = await client.listMessages({ cif: SELLER, days: 1 }, TOKEN);
    expect(sent).toEqual([
      {
        data_creare: expect.stringMatching(/^\d{12}$/),
        cif: SELLER,
        id_solicitare: upload.uploadIndex,
        detalii: `Factura cu id_incarcare=${upload.uploadIndex} emisa de cif_emitent=${SELLER} pentru cif_beneficiar=${BUYER}`,
        tip: 'FACTURA TRIMISA',
        id: done.downloadId,
      },
    ]);
    const received = await client.listMessages({ cif: BUYER, days: 1, filter: 'P' }, TOKEN);
    expect(received.map((m) => [m.tip, m.id])).toEqual([['FACTURA PRIMITA', done.downloadId]]);
    expect((await client.download(done.downloadId as string, TOKEN)).xml).toBe(validInvoice());
  });

  it('rejects an invoice that breaks the rules: nok, an ERORI FACTURA message and a ZIP holding the error file', async () => {
    const { client } = await setup({ settings: { processingPolls: 0 } });
    const upload = await client.upload({ cif: SELLER, xml: brokenRuleInvoice(), standard: 'UBL' }, TOKEN);
    if (!upload.ok) throw new Error('refused');
    const state = await client.messageState(upload.uploadIndex, TOKEN);
    expect(state.state).toBe('nok');
    const archive = await client.download(state.downloadId as string, TOKEN);
    expect(archive.isErrorFile).toBe(true);
    expect(archive.xml).toContain(NS_ERROR_FILE);
    expect(archive.xml).toContain(`Index_incarcare="${upload.uploadIndex}"`);
    expect(archive.errors.some((text) => /^E: .*BR-RO-08\d: /.test(text))).toBe(true);
    const errors = await client.listMessages({ cif: SELLER, days: 1, filter: 'E' }, TOKEN);
    expect(errors[0]?.tip).toBe('ERORI FACTURA');
    expect(errors[0]?.detalii).toBe(
      `Erori de validare identificate la factura primita cu id_incarcare=${upload.uploadIndex}`,
    );
  });

  it('refuses a repeated upload of an invoice with the original index, and counts no duplicate', async () => {
    const { client, simulator } = await setup();
    const first = await client.upload({ cif: SELLER, xml: validInvoice('R 1'), standard: 'UBL' }, TOKEN);
    const again = await client.upload({ cif: SELLER, xml: validInvoice('R 1'), standard: 'UBL' }, TOKEN);
    if (!first.ok || again.ok) throw new Error('expected the second upload to be refused');
    expect(again.errors).toEqual([`Factura a mai fost transmisa anterior cu index=${first.uploadIndex}`]);
    // Another number or another issue date is another invoice.
    expect((await client.upload({ cif: SELLER, xml: validInvoice('R 2'), standard: 'UBL' }, TOKEN)).ok).toBe(
      true,
    );
    expect(
      (await client.upload({ cif: SELLER, xml: validInvoice('R 1', '2026-10-16'), standard: 'UBL' }, TOKEN))
        .ok,
    ).toBe(true);
    expect(simulator.stats()).toMatchObject({ uploads: 3, accepted: 3, refusedRepeats: 1, duplicates: 0 });
  });

  it('takes a corrected invoice again after a rejection', async () => {
    const { client, simulator } = await setup({ settings: { processingPolls: 0 } });
    const bad = await client.upload({ cif: SELLER, xml: brokenRuleInvoice('C 1'), standard: 'UBL' }, TOKEN);
    if (!bad.ok) throw new Error('refused');
    expect((await client.messageState(bad.uploadIndex, TOKEN)).state).toBe('nok');
    const fixed = await client.upload({ cif: SELLER, xml: validInvoice('C 1'), standard: 'UBL' }, TOKEN);
    expect(fixed.ok).toBe(true);
    expect(simulator.stats()).toMatchObject({ accepted: 1, rejected: 1, duplicates: 0 });
  });

  it('answers "XML cu erori nepreluat de sistem" without a download for an XML that is not well formed', async () => {
    const { client } = await setup({ settings: { processingPolls: 0 } });
    const upload = await client.upload(
      { cif: SELLER, xml: '<Invoice><oops></Invoice>', standard: 'UBL' },
      TOKEN,
    );
    if (!upload.ok) throw new Error('refused');
    const state = await client.messageState(upload.uploadIndex, TOKEN);
    expect(state.state).toBe('XML cu erori nepreluat de sistem');
    expect(state.downloadId).toBeNull();
    expect(state.errors.length).toBe(1);
  });

  it('delivers a buyer message (RASP) to both sides', async () => {
    const { client, simulator } = await setup();
    const placed = simulator.placeReceivedInvoice({ cif: BUYER, xml: validInvoice('P 1') });
    const reply = buildBuyerMessageXml({
      invoiceUploadIndex: placed.uploadIndex,
      message: 'Cantitatea nu corespunde.',
    });
    const upload = await client.upload({ cif: BUYER, xml: reply, standard: 'RASP' }, TOKEN);
    if (!upload.ok) throw new Error(upload.errors.join());
    const state = await client.messageState(upload.uploadIndex, TOKEN);
    const final = state.state === 'ok' ? state : await client.messageState(upload.uploadIndex, TOKEN);
    expect(final.state).toBe('ok');
    const tip = 'MESAJ CUMPARATOR PRIMIT / MESAJ CUMPARATOR TRANSMIS';
    for (const cif of [BUYER, SELLER]) {
      const messages = await client.listMessages({ cif, days: 1, filter: 'R' }, TOKEN);
      expect(messages.map((m) => [m.tip, m.id_solicitare])).toEqual([[tip, upload.uploadIndex]]);
    }
    expect((await client.download(final.downloadId as string, TOKEN)).xml).toBe(reply);
    const stray = buildBuyerMessageXml({ invoiceUploadIndex: '123', message: 'x' });
    const refused = await client.upload({ cif: BUYER, xml: stray, standard: 'RASP' }, TOKEN);
    expect(refused.ok).toBe(false);
  });

  it('places received invoices, old ones included, and lists them by page (501 messages => 2 pages)', async () => {
    const clock = fakeClock();
    const { client, simulator } = await setup({ now: clock.now });
    const placed = simulator.placeReceivedInvoices(
      Array.from({ length: 501 }, (_, i) => ({
        cif: BUYER,
        xml: validInvoice(`P ${i}`),
        createdAt: clock.now() - 1000 * (501 - i),
      })),
    );
    const range = { cif: BUYER, startTime: clock.now() - 86_400_000, endTime: clock.now() };
    const first = await client.listMessagesPage({ ...range, page: 1 }, TOKEN);
    const second = await client.listMessagesPage({ ...range, page: 2 }, TOKEN);
    expect([first.messages.length, first.totalPages, first.total, first.page]).toEqual([500, 2, 501, 1]);
    expect([second.messages.length, second.page]).toEqual([1, 2]);
    expect([...first.messages, ...second.messages].map((m) => m.id)).toEqual(placed.map((p) => p.downloadId));
    await expect(client.listMessages({ cif: BUYER, days: 1 }, TOKEN)).rejects.toMatchObject({
      kind: 'bad-request',
    });
    await expect(client.listMessagesPage({ ...range, page: 3 }, TOKEN)).rejects.toMatchObject({
      kind: 'bad-request',
    });
  });

  it('refuses a page window older than 60 days or ending in the future, and answers an empty inbox as no messages', async () => {
    const clock = fakeClock();
    const { client } = await setup({ now: clock.now });
    const day = 86_400_000;
    const old = client.listMessagesPage(
      { cif: BUYER, startTime: clock.now() - 61 * day, endTime: clock.now(), page: 1 },
      TOKEN,
    );
    await expect(old).rejects.toMatchObject({ kind: 'bad-request', status: 400 });
    const future = client.listMessagesPage(
      { cif: BUYER, startTime: clock.now() - day, endTime: clock.now() + day, page: 1 },
      TOKEN,
    );
    await expect(future).rejects.toMatchObject({ kind: 'bad-request', status: 400 });
    expect(await client.listMessages({ cif: BUYER, days: 60 }, TOKEN)).toEqual([]);
    expect(
      await client.listMessagesPage(
        { cif: BUYER, startTime: clock.now() - day, endTime: clock.now(), page: 1 },
        TOKEN,
      ),
    ).toEqual({ messages: [], page: 1, totalPages: 0, total: 0 });
  });

  it('refuses stareMesaj of an unknown index and of an upload the token may not see; takes uploadb2c too', async () => {
    const { client } = await setup({
      authorize: (token, cif) =>
        token === SELLER && cif === SELLER ? 'ok' : token === BUYER && cif === BUYER ? 'ok' : 'forbidden',
    });
    await expect(client.messageState('123', SELLER)).rejects.toMatchObject({
      kind: 'bad-request',
      message: 'Nu exista factura cu id_incarcare= 123',
    });
    const upload = await client.upload(
      { cif: SELLER, xml: validInvoice('B2C 1'), standard: 'UBL', b2c: true },
      SELLER,
    );
    if (!upload.ok) throw new Error(upload.errors.join());
    await expect(client.messageState(upload.uploadIndex, BUYER)).rejects.toMatchObject({
      kind: 'forbidden',
      status: 403,
    });
    await expect(
      client.upload({ cif: BUYER, xml: validInvoice('B2C 2'), standard: 'UBL' }, SELLER),
    ).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('validates and transforms publicly', async () => {
    const { client, url } = await setup();
    expect(await client.validate(validInvoice(), 'FACT1')).toEqual({ ok: true, messages: [] });
    const bad = await client.validate(brokenRuleInvoice(), 'FACT1');
    expect(bad.ok).toBe(false);
    expect(bad.messages.length).toBeGreaterThan(0);
    const pdf = await client.toPdf(validInvoice(), 'FACT1');
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    await expect(client.toPdf(brokenRuleInvoice(), 'FACT1')).rejects.toBeInstanceOf(AnafCallError);
    // /DA: without validation, a readable invoice that breaks a rule still gets its PDF.
    const answer = await fetch(`${url}/prod/FCTEL/rest/transformare/FACT1/DA`, {
      method: 'POST',
      body: brokenRuleInvoice(),
    });
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await answer.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
  });
});
