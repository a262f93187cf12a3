import { uitRule } from '@app/domain/etransport/uit';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCancellationXml, writeDeclarationXml } from '../../etransport/etransport-writer';
import { sampleInput } from '../../etransport/etransport-writer.test-helpers';
import { AnafCallError } from '../efactura-api.types';
import { createSimulatedOAuth } from '../oauth/simulated-oauth';
import { startAnafSimulatorServer } from '../simulator/server';
import { createAnafSimulator } from '../simulator/simulator';
import { fakeClock } from '../simulator/simulator.test-support';
import { createEtransportClient } from './etransport-http.client';

const CIF = '14399840';
const OTHER = '18547290';
let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function serve(env: 'test' | 'prod' = 'test') {
  const clock = fakeClock();
  const oauth = createSimulatedOAuth();
  const server = await startAnafSimulatorServer({
    simulator: createAnafSimulator({ now: clock.now }),
    oauth,
  });
  close = server.close;
  const client = createEtransportClient({
    apiBaseUrl: `${server.url}/${env}/ETRANSPORT/ws/v1`,
    timeoutMs: 5_000,
  });
  const { accessToken } = oauth.issueTokens([CIF]);
  return { server, client, clock, token: accessToken as string };
}

// Dated on the simulator's fake day: a past transport date is refused unless post-failure.
const declaration = (extra = {}) =>
  writeDeclarationXml(sampleInput(30, {}, { deliveryDate: '2026-11-20', ...extra }));

describe('e-Transport HTTP client against the simulator', () => {
  it('uploads a declaration, follows it to ok, lists it, then cancels its UIT', async () => {
    const { client, token } = await serve();
    expect(await client.list(60, CIF, token)).toEqual([]);
    const taken = await client.upload(CIF, declaration({ referenceCode: 'AVZ-7' }), token);
    if (!taken.ok) throw new Error(taken.errors.join());
    expect(taken.uploadIndex).toMatch(/^\d+$/);
    expect(uitRule(taken.uit ?? '')).toBeNull();
    expect(taken.referenceCode).toBe('AVZ-7');
    expect(taken.traceId).not.toBeNull();
    expect(await client.status(taken.uploadIndex, token)).toEqual({ state: 'in prelucrare', errors: [] });
    expect(await client.status(taken.uploadIndex, token)).toEqual({ state: 'ok', errors: [] });

    const cancel = await client.upload(
      CIF,
      writeCancellationXml({ companyCui: `RO${CIF}`, uit: taken.uit as string }),
      token,
    );
    if (!cancel.ok) throw new Error('cancellation refused');
    expect(cancel.uit).toBeNull();
    expect((await client.status(cancel.uploadIndex, token)).state).toBe('in prelucrare');
    expect((await client.status(cancel.uploadIndex, token)).state).toBe('ok');

    const listed = await client.list(1, CIF, token);
    expect(listed.map((item) => [item.tip, item.stare, item.uit])).toEqual([
      ['DEL', 'OK', taken.uit],
      ['NOT', 'OK', taken.uit],
    ]);
    expect(listed[1]).toMatchObject({ cod_decl: CIF, ref_decl: 'AVZ-7', id_incarcare: taken.uploadIndex });
  });

  it('reports nok with the errors, refusals at upload, and an unknown UIT cancelled', async () => {
    const { client, token, server } = await serve('prod');
    server.simulator.setProcessingPolls(0);
    const nok = await client.upload(CIF, declaration({ deliveryVehicleRegistrationNumber: 'cj 12' }), token);
    if (!nok.ok) throw new Error('refused');
    const state = await client.status(nok.uploadIndex, token);
    expect(state.state).toBe('nok');
    expect(state.errors[0]).toContain('nrVehicul');

    const unknown = await client.upload(
      CIF,
      writeCancellationXml({ companyCui: `RO${CIF}`, uit: '3V0P0L0P0T3JUW46' }),
      token,
    );
    if (!unknown.ok) throw new Error('refused');
    expect(await client.status(unknown.uploadIndex, token)).toEqual({
      state: 'nok',
      errors: [expect.stringContaining('3V0P0L0P0T3JUW46 nu exista')],
    });

    const wrongDeclarant = await client.upload(
      CIF,
      writeDeclarationXml(sampleInput(30, {}, {}, { companyCui: `RO${OTHER}` })),
      token,
    );
    expect(wrongDeclarant).toMatchObject({ ok: false, errors: [expect.stringContaining('codDeclarant')] });
    expect((await client.list(1, CIF, token)).map((item) => item.stare)).toEqual(['ERR', 'ERR']);
    await expect(client.status('1', token)).rejects.toMatchObject({ kind: 'bad-request' });
    await expect(client.list(61, CIF, token)).rejects.toMatchObject({ kind: 'bad-request' });
  });

  it('tells unauthorized, forbidden and limit apart, over the same OAuth as e-Factura', async () => {
    const { client, token, server } = await serve();
    await expect(client.upload(CIF, declaration(), 'not-a-token')).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    await expect(client.list(1, OTHER, token)).rejects.toMatchObject({ kind: 'forbidden', status: 403 });
    server.simulator.setLimits({ perMinute: 0 });
    const error = await client.list(1, CIF, token).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnafCallError);
    expect(error).toMatchObject({ kind: 'limit', status: 429 });
    server.simulator.setLimits({ perMinute: 1000 });
    server.simulator.setFaults({ rates: { limit: 1 } });
    await expect(client.list(1, CIF, token)).rejects.toMatchObject({ kind: 'limit' });
  });

  it('asks ANAF paths with the Bearer token and the raw XML', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const client = createEtransportClient({
      apiBaseUrl: 'https://api.anaf.ro/test/ETRANSPORT/ws/v1/',
      timeoutMs: 1_000,
      fetch: (async (url: string | URL | Request, init?: RequestInit) => {
        calls.push({ url: String(url), init });
        return new Response(
          JSON.stringify({
            dateResponse: '202212231132',
            ExecutionStatus: 0,
            index_incarcare: 5011234,
            UIT: '3V0P0L0P0T3JUW46',
            trace_id: 'x',
            atentie: 'a',
          }),
        );
      }) as typeof fetch,
    });
    expect(await client.upload(CIF, '<eTransport/>', 'tok')).toEqual({
      ok: true,
      uploadIndex: '5011234',
      uit: '3V0P0L0P0T3JUW46',
      dateResponse: '202212231132',
      traceId: 'x',
      referenceCode: null,
      attention: 'a',
    });
    await client.status('5011234', 'tok').catch(() => null);
    await client.list(3, CIF, 'tok');
    expect(calls.map((call) => call.url)).toEqual([
      `https://api.anaf.ro/test/ETRANSPORT/ws/v1/upload/ETRANSP/${CIF}/2`,
      'https://api.anaf.ro/test/ETRANSPORT/ws/v1/stareMesaj/5011234',
      `https://api.anaf.ro/test/ETRANSPORT/ws/v1/lista/3/${CIF}`,
    ]);
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      body: '<eTransport/>',
      headers: { authorization: 'Bearer tok' },
    });
  });

  it('tells failures apart by status', async () => {
    for (const [status, kind] of [
      [204, 'limit'],
      [429, 'limit'],
      [401, 'unauthorized'],
      [403, 'forbidden'],
      [400, 'bad-request'],
      [500, 'server'],
    ] as const) {
      const client = createEtransportClient({
        apiBaseUrl: 'https://api.anaf.ro/test/ETRANSPORT/ws/v1',
        timeoutMs: 1_000,
        fetch: (async () => new Response(status === 204 ? null : '{}', { status })) as typeof fetch,
      });
      await expect(client.status('1', 't')).rejects.toMatchObject({ kind, status });
    }
  });
});
