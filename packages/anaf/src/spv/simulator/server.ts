import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EFACTURA_CALLS } from './calls';
import type { SimAnswer } from './context';
import { answerControl } from './control-routes';
import { ETRANSPORT_UPLOAD_LIMIT, type EtransportCall, readEtransportPath } from './etransport';
import { type AnafSimulator, createAnafSimulator } from './simulator';

/** A2's simulated OAuth as this server uses it (oauth/): its pages and token check. */
export type SimulatedOAuthHandler = {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  verify(accessToken: string): { cuis: string[] } | null;
};

export type AnafSimulatorServerOptions = {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  simulator?: AnafSimulator;
  oauth?: SimulatedOAuthHandler;
};

export type AnafSimulatorServer = { url: string; simulator: AnafSimulator; close(): Promise<void> };

const UPLOAD_LIMIT = 10 * 1024 * 1024;
const CONTROL_LIMIT = 512 * 1024 * 1024;
const REST = /^\/(test|prod)\/FCTEL\/rest\/([A-Za-z0-9]+)(?:\/(FACT1|FCN|[^/]*))?(?:\/(DA))?\/?$/;

/** Reads a body up to `limit` bytes; past it the rest is drained and dropped. */
function readBody(req: IncomingMessage, limit: number): Promise<{ text: string; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve({ text: tooLarge ? '' : Buffer.concat(chunks).toString('utf8'), tooLarge }));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, answer: SimAnswer): void {
  if (res.destroyed || res.writableEnded) return;
  const headers: Record<string, string> = {};
  if (answer.contentType && answer.status !== 204) headers['content-type'] = answer.contentType;
  res.writeHead(answer.status, headers);
  res.end(answer.status === 204 ? undefined : answer.body);
}

const SERVER_ERROR: SimAnswer = {
  status: 500,
  contentType: 'text/html',
  body: '<html><body><h1>500 Internal Server Error</h1></body></html>',
};

/**
 * The simulator behind HTTP with ANAF's paths: `/{test|prod}/FCTEL/rest/<call>` (one shared state for
 * both), the public validare and transformare, `/anaf-oauth2/v1/*` (A2's OAuth) and `/_control/*`.
 * e-Transport is under `/{test|prod}/ETRANSPORT/ws/v1/<call>` with the same token check and faults.
 * Transport faults (latency, held answers, lost answers, 5xx, 204/429) are applied here.
 */
export async function startAnafSimulatorServer(
  options: AnafSimulatorServerOptions = {},
): Promise<AnafSimulatorServer> {
  const simulator = options.simulator ?? createAnafSimulator();
  const oauth = options.oauth;
  if (oauth) {
    simulator.setAuthorize((token, cif) => {
      const grant = oauth.verify(token);
      if (!grant) return 'unauthorized';
      return grant.cuis.includes(cif) ? 'ok' : 'forbidden';
    });
  }
  const timers = new Set<NodeJS.Timeout>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function efacturaCall(req: IncomingMessage, res: ServerResponse, url: URL, call: string) {
    const { text, tooLarge } = await readBody(req, UPLOAD_LIMIT);
    const auth = req.headers.authorization ?? '';
    const token = /^Bearer\s+(\S+)$/i.exec(auth)?.[1] ?? null;
    const run = () =>
      simulator.call({
        call,
        method: req.method ?? 'GET',
        query: url.searchParams,
        body: text,
        bodyTooLarge: tooLarge,
        token,
      });
    return withFaults(res, run);
  }

  async function etransportCall(req: IncomingMessage, res: ServerResponse, call: EtransportCall) {
    const { text, tooLarge } = await readBody(req, ETRANSPORT_UPLOAD_LIMIT);
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const run = () =>
      simulator.etransportCall({
        ...call,
        method: req.method ?? 'GET',
        body: text,
        bodyTooLarge: tooLarge,
        token,
      });
    return withFaults(res, run);
  }

  /** Draws and applies the transport fault of one authenticated call around `run`. */
  async function withFaults(res: ServerResponse, run: () => SimAnswer) {
    const fault = simulator.drawFault();
    const settings = simulator.faultSettings();
    await wait(settings.latencyMs);
    switch (fault.kind) {
      case 'serverError':
        return send(res, SERVER_ERROR);
      case 'limit':
        return send(
          res,
          fault.status === 204
            ? { status: 204, contentType: null, body: '' }
            : {
                status: 429,
                contentType: 'application/json',
                body: '{"eroare":"Too Many Requests","titlu":"Limita apeluri"}',
              },
        );
      case 'timeout': {
        const answer = fault.takesEffect ? run() : null;
        await wait(settings.timeoutMs);
        return send(
          res,
          answer ?? { status: 504, contentType: 'text/html', body: '<html>504 Gateway Time-out</html>' },
        );
      }
      case 'lostAfterAccept':
        run();
        if (fault.how === 'destroy') return void res.socket?.destroy();
        return send(res, { status: 502, contentType: 'text/html', body: '<html>502 Bad Gateway</html>' });
      default:
        return send(res, run());
    }
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (url.pathname.startsWith('/anaf-oauth2/')) {
      if (oauth && (await oauth.handle(req, res, url))) return;
      return send(res, { status: 404, contentType: 'text/plain', body: 'Not Found' });
    }
    if (url.pathname.startsWith('/_control/')) {
      const body = req.method === 'POST' ? (await readBody(req, CONTROL_LIMIT)).text : '';
      return send(
        res,
        answerControl(simulator, req.method ?? 'GET', url.pathname.slice('/_control/'.length), body),
      );
    }
    const etransport = readEtransportPath(url.pathname);
    if (etransport) return etransportCall(req, res, etransport);
    const match = REST.exec(url.pathname);
    const call = match?.[2] ?? '';
    if (match && (call === 'validare' || call === 'transformare') && req.method === 'POST') {
      const { text } = await readBody(req, UPLOAD_LIMIT);
      return send(res, await simulator.publicCall(call, match[3] ?? '', text, match[4] === 'DA'));
    }
    if (match && EFACTURA_CALLS.has(call) && match[3] === undefined) return efacturaCall(req, res, url, call);
    send(res, { status: 404, contentType: 'text/plain', body: 'Not Found' });
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      send(res, {
        status: 500,
        contentType: 'text/plain',
        body: error instanceof Error ? error.message : String(error),
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    simulator,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
