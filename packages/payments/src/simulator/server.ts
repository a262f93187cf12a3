import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseForm } from './form';
import { closedPage, paymentPage, threeDsPage } from './hosted-page';
import type { SimError } from './objects';
import { createPaymentSimulator, type PaymentSimulator, type PayOutcome } from './simulator';

export type PaymentSimulatorServer = { url: string; simulator: PaymentSimulator; close(): Promise<void> };

type Answer = { status: number; body: unknown };

const BODY_LIMIT = 256 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const isError = (value: unknown): value is SimError =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value && !('object' in value);

const answerOf = (value: unknown): Answer => (isError(value) ? value : { status: 200, body: value });

const list = (data: unknown[], url: string): Answer => ({
  status: 200,
  body: { object: 'list', data, has_more: false, url },
});

type Route = [method: string, path: RegExp, handle: (id: string, url: URL, body: string) => Answer];

/** The API calls: Stripe's paths, the id in the path when there is one. */
function apiRoutes(simulator: PaymentSimulator, baseUrl: () => string): Route[] {
  const { api } = simulator;
  const form = parseForm;
  return [
    ['POST', /^\/v1\/customers$/, (_id, _url, body) => answerOf(api.createCustomer(form(body)))],
    ['GET', /^\/v1\/customers\/([\w-]+)$/, (id) => answerOf(api.getCustomer(id))],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_id, _url, body) => answerOf(api.createSession(form(body), baseUrl())),
    ],
    ['GET', /^\/v1\/checkout\/sessions\/([\w-]+)$/, (id) => answerOf(api.getSession(id))],
    ['POST', /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/, (id) => answerOf(api.expireSession(id))],
    ['POST', /^\/v1\/payment_intents$/, (_id, _url, body) => answerOf(api.createPaymentIntent(form(body)))],
    [
      'GET',
      /^\/v1\/payment_intents$/,
      (_id, url) => list(api.listPaymentIntents(url.searchParams.get('customer')), url.pathname),
    ],
    ['GET', /^\/v1\/payment_intents\/([\w-]+)$/, (id) => answerOf(api.getPaymentIntent(id))],
    [
      'GET',
      /^\/v1\/events$/,
      (_id, url) => {
        const from = url.searchParams.get('created[gte]');
        return list(api.listEvents(url.searchParams.get('type'), from ? Number(from) : null), url.pathname);
      },
    ],
    ['GET', /^\/v1\/events\/([\w-]+)$/, (id) => answerOf(api.getEvent(id))],
  ];
}

function apiCall(routes: Route[], method: string, url: URL, body: string): Answer {
  for (const [routeMethod, pattern, handle] of routes) {
    const match = routeMethod === method ? pattern.exec(url.pathname) : null;
    if (match) return handle(match[1] ?? '', url, body);
  }
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${url.pathname}).`,
      },
    },
  };
}

/** Stripe's answer to a key used again with other parameters. */
const reusedKey = (key: string): Answer => ({
  status: 400,
  body: {
    error: {
      type: 'idempotency_error',
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
    },
  },
});

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
}

function json(res: ServerResponse, answer: Answer) {
  res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${Date.now()}` });
  res.end(JSON.stringify(answer.body));
}

/** The hosted page's answer to a payment try: back to the shop, the 3-D Secure step, or the page again. */
function afterPayment(
  res: ServerResponse,
  simulator: PaymentSimulator,
  sessionId: string,
  outcome: PayOutcome,
) {
  const session = simulator.api.session(sessionId);
  if (outcome.kind === 'paid') {
    res.writeHead(303, { location: outcome.redirect });
    res.end();
  } else if (outcome.kind === 'three-ds' && session) html(res, 200, threeDsPage(session));
  else if (outcome.kind === 'declined' && session)
    html(res, 200, paymentPage(session, 'Cardul a fost refuzat.'));
  else html(res, 410, closedPage(session));
}

/**
 * The payment provider simulator over HTTP: Stripe's API paths under /v1 (Bearer key, form bodies,
 * Idempotency-Key honoured), and the hosted payment page under /pay/<session id>.
 */
export async function startPaymentSimulatorServer(
  options: { port?: number; host?: string; simulator?: PaymentSimulator } = {},
): Promise<PaymentSimulatorServer> {
  const simulator = options.simulator ?? createPaymentSimulator();
  // Idempotency-Key -> the first request (path and body) and its answer, as Stripe keeps them.
  const idempotent = new Map<string, { request: string; answer: Answer }>();
  let baseUrl = '';
  const routes = apiRoutes(simulator, () => baseUrl);

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', baseUrl);
      const method = req.method ?? 'GET';
      const body = method === 'POST' ? await readBody(req) : '';
      const page = /^\/pay\/([\w-]+)(\/3ds)?$/.exec(url.pathname);
      if (page) {
        const sessionId = page[1] ?? '';
        const session = simulator.api.session(sessionId);
        if (method === 'GET') {
          if (session?.status === 'open')
            html(res, 200, session.awaiting_3ds ? threeDsPage(session) : paymentPage(session));
          else html(res, session ? 410 : 404, closedPage(session));
          return;
        }
        const fields = new URLSearchParams(body);
        const outcome = page[2]
          ? simulator.api.finishThreeDs(sessionId, fields.get('action') === 'confirm')
          : simulator.api.pay(sessionId, fields.get('card') ?? '');
        afterPayment(res, simulator, sessionId, outcome);
        return;
      }
      if (!url.pathname.startsWith('/v1/')) {
        json(res, { status: 404, body: { error: { type: 'invalid_request_error', message: 'Not found' } } });
        return;
      }
      if (req.headers.authorization !== `Bearer ${simulator.apiKey}`) {
        json(res, {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
        });
        return;
      }
      const key = req.headers['idempotency-key'];
      const scope = method === 'POST' && typeof key === 'string' ? key : null;
      const remembered = scope ? idempotent.get(scope) : undefined;
      if (remembered) {
        json(
          res,
          remembered.request === `${url.pathname}?${body}` ? remembered.answer : reusedKey(scope ?? ''),
        );
        return;
      }
      const answer = apiCall(routes, method, url, body);
      if (scope && answer.status < 500) idempotent.set(scope, { request: `${url.pathname}?${body}`, answer });
      json(res, answer);
    } catch (error) {
      json(res, { status: 500, body: { error: { type: 'api_error', message: String(error) } } });
    }
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${address.port}`;
  return {
    url: baseUrl,
    simulator,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
