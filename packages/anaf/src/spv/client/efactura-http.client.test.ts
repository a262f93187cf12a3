import { describe, expect, it } from 'vitest';
import { uploadAnswerXml } from '../anaf-formats';
import { createEfacturaClient } from './efactura-http.client';

function recording(answer: () => Response) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchStub = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return answer();
  }) as typeof fetch;
  const client = createEfacturaClient({
    apiBaseUrl: 'https://api.anaf.ro/test/FCTEL/rest',
    publicBaseUrl: 'https://webservicesp.anaf.ro/prod/FCTEL/rest/',
    timeoutMs: 1_000,
    fetch: fetchStub,
  });
  return { client, calls };
}

describe('e-Factura HTTP client requests', () => {
  it('posts the raw XML to upload or uploadb2c with standard, cif, extern and autofactura, and the Bearer token', async () => {
    const { client, calls } = recording(
      () => new Response(uploadAnswerXml({ uploadIndex: '3828', dateResponse: '202108051140' })),
    );
    await client.upload(
      { cif: '18547290', xml: '<Invoice/>', standard: 'UBL', extern: true, autofactura: true },
      'tok',
    );
    await client.upload({ cif: '18547290', xml: '<Invoice/>', standard: 'CN', b2c: true }, 'tok');
    expect(calls.map((call) => call.url)).toEqual([
      'https://api.anaf.ro/test/FCTEL/rest/upload?standard=UBL&cif=18547290&extern=DA&autofactura=DA',
      'https://api.anaf.ro/test/FCTEL/rest/uploadb2c?standard=CN&cif=18547290',
    ]);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBe('<Invoice/>');
    expect(calls[0]?.init?.headers).toMatchObject({ authorization: 'Bearer tok' });
  });

  it('asks the lists and downloads with ANAF parameter names', async () => {
    const { client, calls } = recording(
      () => new Response(JSON.stringify({ eroare: 'Nu exista mesaje in ultimele 3 zile', titlu: 'x' })),
    );
    expect(await client.listMessages({ cif: '1', days: 3, filter: 'P' }, 't')).toEqual([]);
    await client.listMessagesPage({ cif: '1', startTime: 10, endTime: 20, page: 2, filter: 'E' }, 't');
    await expect(client.download('77', 't')).rejects.toMatchObject({ kind: 'bad-request' });
    expect(calls.map((call) => call.url.replace('https://api.anaf.ro/test/FCTEL/rest/', ''))).toEqual([
      'listaMesajeFactura?zile=3&cif=1&filtru=P',
      'listaMesajePaginatieFactura?startTime=10&endTime=20&cif=1&pagina=2&filtru=E',
      'descarcare?id=77',
    ]);
  });

  it('tells failures apart by status', async () => {
    for (const [status, kind] of [
      [204, 'limit'],
      [429, 'limit'],
      [401, 'unauthorized'],
      [403, 'forbidden'],
      [400, 'bad-request'],
      [500, 'server'],
      [503, 'server'],
    ] as const) {
      const { client } = recording(() => new Response(status === 204 ? null : '{}', { status }));
      await expect(client.messageState('1', 't')).rejects.toMatchObject({ kind, status });
    }
  });
});
