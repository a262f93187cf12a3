import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSeries,
  type InvoicingCompany,
  invoiceBody,
  invoicingCompany,
  issuedInvoice,
} from '../../modules/client-invoices/client-invoices.test-setup';
import { GOOD_PASSWORD, type Harness, startHarness } from '../../testing/harness';
import type { TestClient } from '../../testing/test-client';
import {
  type FuzzRequest,
  fixedRequests,
  fuzzRequest,
  multipartRequest,
  queryString,
} from './routes-fuzz.bodies';
import type { JsonSchema } from './routes-fuzz.values';

/**
 * Property-based fuzzing of every POST, PUT and PATCH route: the routes come from the OpenAPI
 * document (plus the hidden ones Fastify knows), so a new route is covered without touching this
 * file. Bad input must answer 4xx, never 5xx. A second pass does the same with the query strings of
 * every GET route. No route is skipped: when one ends the session (logout), the owner signs in again.
 *
 * Replay: FUZZ_SEED=<seed> [FUZZ_ROUTE='POST /v1/...'] [FUZZ_RUNS=<runs per route>].
 */

const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env.FUZZ_RUNS ?? 12);
const only = process.env.FUZZ_ROUTE;
console.log(
  `routes fuzz: seed ${seed}, ${runs} runs per route; replay with FUZZ_SEED=${seed} (FUZZ_ROUTE='METHOD /path' for one route, FUZZ_RUNS=n for more)`,
);

type Method = 'POST' | 'PUT' | 'PATCH';
type Route = { method: Method; path: string; body?: JsonSchema };
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** A well-formed id that belongs to nothing. */
const NOBODY = '0d9f2c4e-6b1a-4c3e-9f70-5a8b2d1e6c34';

let h: Harness;
let company: InvoicingCompany;
let account: { email: string; password: string };
let client: TestClient;
const ids = new Set<string>();

beforeAll(async () => {
  h = await startHarness();
  company = await invoicingCompany(h);
  client = company.client;
  const identity = await client.get('/v1/auth/identity');
  account = { email: identity.body.email, password: GOOD_PASSWORD };
  const product = await client.post(`${company.base}/products`, {
    name: 'Abonament lunar',
    isService: true,
    measurementUnitCode: 'H87',
    vatRateId: company.rates['21'],
  });
  if (product.status !== 201) throw new Error(`product not created: ${JSON.stringify(product.body)}`);
  await issuedInvoice(company, {}, false);
  await issuedInvoice(company, { issueDate: '2026-11-03' });
  await client.post(
    `${company.base}/client-proformas`,
    invoiceBody(company, { documentSeriesId: company.proformaSeriesId }),
  );
  await addSeries(company, 'client-receipt', 'CH');
  for (const id of [company.companyId, company.partnerId, company.personId, product.body.id]) ids.add(id);
  for (const id of Object.values(company.rates)) ids.add(id);
}, 120_000);

afterAll(async () => {
  await h?.close();
});

/** The body routes of the OpenAPI document, with their JSON body schema when they have one. */
function documentedRoutes(document: JsonSchema): Route[] {
  const routes: Route[] = [];
  for (const [path, item] of Object.entries<JsonSchema>(document.paths)) {
    for (const [method, operation] of Object.entries<JsonSchema>(item)) {
      const upper = method.toUpperCase();
      if (!BODY_METHODS.has(upper)) continue;
      const body = operation.requestBody?.content?.['application/json']?.schema;
      routes.push({ method: upper as Method, path, body });
    }
  }
  return routes;
}

/** Body routes hidden from the document (dev tools, error reports), read from Fastify's route tree. */
function hiddenRoutes(tree: string, known: Set<string>): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (BODY_METHODS.has(method) && !known.has(`${method} ${path}`)) {
        routes.push({ method: method as Method, path });
      }
    }
  }
  return routes;
}

const camel = (segment: string) => segment.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const firstId = (list: unknown): string | undefined => {
  const items = Array.isArray(list) ? list : (list as { items?: unknown[] } | null)?.items;
  const first = Array.isArray(items) ? (items[0] as { id?: unknown } | undefined) : undefined;
  return typeof first?.id === 'string' ? first.id : undefined;
};

const resolved = new Map<string, string>();

/** A real id for each path parameter where the company has one (its list, or its parent's field). */
async function concretePath(path: string): Promise<string> {
  let url = '';
  let previous = '';
  for (const segment of path.split('/').filter(Boolean)) {
    const param = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!param) {
      previous = url;
      url += `/${segment}`;
      continue;
    }
    if (param === 'companyId') {
      url += `/${company.companyId}`;
      continue;
    }
    let id = resolved.get(url);
    if (!id) {
      const list = await client.get(`${url}?perPage=5`);
      id = list.status === 200 ? firstId(list.body) : undefined;
      if (!id && previous) {
        const parent = await client.get(previous);
        const field = url.split('/').pop() ?? '';
        if (parent.status === 200) id = firstId(parent.body?.[camel(field)]);
      }
      id ??= NOBODY;
      resolved.set(url, id);
      ids.add(id);
    }
    url += `/${id}`;
  }
  return url;
}

/** The record a PUT edits, or the first of the list a POST adds to, as the API reads it. */
async function knownBody(route: Route, url: string): Promise<unknown> {
  const read = await client.get(url);
  if (read.status !== 200 || !read.body || typeof read.body !== 'object') return undefined;
  if (route.method !== 'POST') return read.body;
  const first = (read.body as { items?: unknown[] }).items?.[0];
  return first && typeof first === 'object' ? first : undefined;
}

/** Signs the owner in again when a route (logout, a password change) ended the session. */
async function keepSignedIn() {
  if ((await client.get('/v1/auth/identity')).status === 200) return;
  client = h.client();
  const login = await client.post('/v1/auth/login', account);
  if (login.status !== 200) throw new Error(`could not sign in again: ${JSON.stringify(login.body)}`);
}

const badParams = fc.constantFrom('%00', '%F0%9F', 'not-an-id', '%ED%A0%80', '1e400', `${NOBODY}%00`);

/** The URL with, now and then, one id parameter swapped for garbage. */
function withParam(path: string, url: string, bad: string | null, index: number): string {
  if (bad === null) return url;
  const template = path.split('/');
  const concrete = url.split('/');
  const params = template.flatMap((part, i) => (/^\{\w+\}$/.test(part) && part !== '{companyId}' ? [i] : []));
  if (params.length === 0) return url;
  concrete[params[index % params.length] as number] = bad;
  return concrete.join('/');
}

const preview = (payload: FuzzRequest['payload']) => {
  const text = payload === undefined ? '(none)' : payload.toString();
  return text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text;
};

describe('every route answers malformed input without a server error', () => {
  it('walks the OpenAPI document with generated bodies', { timeout: 900_000 }, async () => {
    const document = (await client.get('/v1/openapi.json')).body as JsonSchema;
    const documented = documentedRoutes(document);
    const known = new Set(documented.map((route) => `${route.method} ${route.path}`));
    const routes = [...documented, ...hiddenRoutes(h.app.printRoutes({ commonPrefix: false }), known)].filter(
      (route) => !only || `${route.method} ${route.path}` === only,
    );
    if (!only) expect(routes.length).toBeGreaterThan(50);

    const failures: string[] = [];
    // How the answers spread (how many got past validation): printed, so a run shows its reach.
    const answers = new Map<number, number>();
    for (const route of routes) {
      const url = await concretePath(route.path);
      const pool = [...ids];
      const known = route.body ? await knownBody(route, url) : undefined;
      const requests = route.body
        ? fuzzRequest(route.body, pool, known)
        : fc.oneof(fuzzRequest(undefined, pool), multipartRequest());
      // The fixed cases run first and count in fast-check's runs: the random ones come on top.
      const examples = fixedRequests(route.body, pool, seed).map((request): [FuzzRequest, null, number] => [
        request,
        null,
        0,
      ]);
      let failure = '';
      const result = await fc.check(
        fc.asyncProperty(
          requests,
          fc.option(badParams, { freq: 6 }),
          fc.nat(),
          async (request, bad, index) => {
            const target = withParam(route.path, url, bad, index);
            const headers: Record<string, string> = {};
            if (request.contentType) headers['content-type'] = request.contentType;
            const response = await client.request(route.method, target, request.payload, { headers });
            answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
            if (response.status < 500) return true;
            failure = `${route.method} ${target} [${request.label}] ${request.contentType ?? ''} ${preview(request.payload)} -> ${response.status} ${JSON.stringify(response.body)}`;
            return false;
          },
        ),
        {
          seed,
          numRuns: examples.length + runs,
          endOnFailure: true,
          examples,
        },
      );
      if (result.failed)
        failures.push(failure || `${route.method} ${route.path}: ${String(result.errorInstance)}`);
      await keepSignedIn();
    }
    const spread = [...answers].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(`routes fuzz: ${routes.length} routes, answers ${spread.join(', ')}`);
    if (failures.length > 0) console.log(`routes fuzz failures (seed ${seed}):\n${failures.join('\n')}`);
    // The first failure leads the message: a CI log cut to its summary still names it.
    expect(failures, `${failures.length} failed, first: ${failures[0]}`).toEqual([]);
  });

  it('walks the query strings of every GET route', { timeout: 600_000 }, async () => {
    const document = (await client.get('/v1/openapi.json')).body as JsonSchema;
    const failures: string[] = [];
    for (const [path, item] of Object.entries<JsonSchema>(document.paths)) {
      const parameters = ((item.get?.parameters ?? []) as JsonSchema[]).filter((p) => p.in === 'query');
      if (parameters.length === 0 || (only && only !== `GET ${path}`)) continue;
      const url = await concretePath(path);
      // Every parameter at once with a NUL, then as a nested object: the reported cases.
      const names = parameters.map((parameter) => String(parameter.name));
      const fixed = [
        names.map((name) => `${name}=a%00b`).join('&'),
        names.map((name) => `${name}[a][b]=1`).join('&'),
      ];
      let failure = '';
      const result = await fc.check(
        fc.asyncProperty(queryString(parameters, [...ids]), async (query) => {
          const response = await client.get(`${url}?${query}`);
          if (response.status < 500) return true;
          failure = `GET ${url}?${query.slice(0, 400)} -> ${response.status} ${JSON.stringify(response.body)}`;
          return false;
        }),
        {
          seed,
          numRuns: fixed.length + Math.ceil(runs / 2),
          endOnFailure: true,
          examples: fixed.map((query): [string] => [query]),
        },
      );
      if (result.failed) failures.push(failure || `GET ${path}: ${String(result.errorInstance)}`);
    }
    if (failures.length > 0) console.log(`query fuzz failures (seed ${seed}):\n${failures.join('\n')}`);
    // The first failure leads the message: a CI log cut to its summary still names it.
    expect(failures, `${failures.length} failed, first: ${failures[0]}`).toEqual([]);
  });
});
