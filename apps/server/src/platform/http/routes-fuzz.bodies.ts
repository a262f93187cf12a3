import fc from 'fast-check';
import qs from 'qs';

/**
 * Test support for the route fuzz test: request bodies generated from a route's OpenAPI schema,
 * first a plausible body (so the deeper code runs), then one of many ways to spoil it.
 */

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI schemas are plain JSON of any shape.
export type JsonSchema = Record<string, any>;

/** A request the fuzz test sends: the raw payload and its content type (none: no body at all). */
export type FuzzRequest = { label: string; payload?: string | Buffer; contentType?: string };

const MAX_DEPTH = 5;

/** Strings a text column or a jsonb value refuses, and texts that merely look odd. */
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '💶 €ș ț',
  '9'.repeat(40),
  '-1',
  '1e400',
  '-0',
  'NaN',
  'Infinity',
  '2026-02-30',
  '0000-00-00',
  '99999-12-31',
  '<script>alert(1)</script>',
  "'; DROP TABLE partners; --",
  '%00',
  '../../etc/passwd',
  'x'.repeat(5_000),
];

/** Values of every JSON type that break a field's expected type or range. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    2 ** 53 + 1,
    -(2 ** 63),
    [],
    {},
    [null],
    { id: null },
    'x'.repeat(300_000),
  ),
  fc.constantFrom(...nastyStrings),
  fc.string({ maxLength: 20, unit: 'binary' }),
  fc.double(),
  fc.integer(),
);

const uuidLike = /(^id$|Id$)/;

/** Ids that fields named like ids take; with `text`, every free-text field takes that text. */
export type Pool = readonly string[] & { text?: string };

/** A plausible value for a schema: right types and bounds, ids from the given pool. */
export function plausible(schema: JsonSchema, ids: Pool, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object') return fc.constant(null);
  const inner = innerArbitrary(schema, ids, name, depth);
  return schema.nullable ? fc.option(inner, { freq: 4, nil: null }) : inner;
}

function innerArbitrary(schema: JsonSchema, ids: Pool, name: string, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union) && union.length > 0) {
    return fc.oneof(...union.map((option: JsonSchema) => plausible(option, ids, name, depth)));
  }
  switch (schema.type) {
    case 'object':
      return objectArbitrary(schema, ids, depth);
    case 'array': {
      if (depth >= MAX_DEPTH) return fc.constant([]);
      const minLength = Math.min(schema.minItems ?? 0, 3);
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(plausible(schema.items ?? {}, ids, name.replace(/s$/, ''), depth + 1), {
        minLength,
        maxLength,
      });
    }
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : -1000;
      const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
      const bounded = fc.integer({ min: Math.max(min, -1_000_000), max: Math.min(max, 1_000_000_000) });
      return schema.type === 'integer' ? bounded : fc.oneof(bounded, fc.double({ min, max, noNaN: true }));
    }
    case 'string':
      return stringArbitrary(schema, ids, name);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

function stringArbitrary(schema: JsonSchema, ids: Pool, name: string): fc.Arbitrary<string> {
  if (schema.format === 'email' || /email|^to$|^cc$/i.test(name)) {
    return fc.oneof(fc.emailAddress(), fc.constant('contabil@example.ro'));
  }
  if (name === 'field') {
    // Listing filters and sorts name a column: common ones reach the query builder.
    return fc.constantFrom('name', 'code', 'status', 'issueDate', 'total', 'currency', 'createdAt', 'x');
  }
  if (uuidLike.test(name) || /Ids?$/.test(name)) {
    return ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
  }
  if (/date|From$|To$|At$|Start$|End$/i.test(name)) {
    return fc.oneof(
      fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constant('2026-11-02'),
    );
  }
  if (/amount|price|quantity|rate|value|percent|weight|ratio/i.test(name)) {
    return fc.oneof(
      fc.integer({ min: 0, max: 100_000 }).map(String),
      fc.double({ min: -1e6, max: 1e12, noNaN: true, noDefaultInfinity: true }).map((n) => n.toFixed(2)),
      fc.constantFrom('0', '1', '0.01', '-5', '1e3', '12345678901234567890.123456'),
    );
  }
  if (ids.text !== undefined) return fc.constant(ids.text);
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  return fc.string({ minLength, maxLength });
}

function objectArbitrary(schema: JsonSchema, ids: Pool, depth: number): fc.Arbitrary<unknown> {
  const properties: Record<string, JsonSchema> = schema.properties ?? {};
  if (depth >= MAX_DEPTH) return fc.constant({});
  const required = new Set<string>(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) {
    // With a text to place, the body stays small: required fields and the free-text ones.
    if (ids.text !== undefined && !required.has(key) && !isFreeText(key, value)) continue;
    model[key] = plausible(value, ids, key, depth + 1);
  }
  if (Object.keys(model).length === 0) {
    const values = schema.additionalProperties;
    if (values && typeof values === 'object') {
      return fc.dictionary(fc.string({ maxLength: 12 }), plausible(values, ids, '', depth + 1), {
        maxKeys: 4,
      });
    }
    return fc.constant({});
  }
  const requiredKeys =
    ids.text !== undefined ? Object.keys(model) : [...required].filter((key) => key in model);
  return fc.record(model, { requiredKeys });
}

/** A field any text fits: a plain string, not a choice, code, id, date, amount or contact detail. */
function isFreeText(name: string, schema: JsonSchema): boolean {
  const plain = schema.type === 'string' && !schema.enum && !schema.format && !schema.pattern;
  return (
    plain && !/(Id|Ids|Code|date|From|To|At|email|phone|fax|website|iban|swift|zip)$|^(id|to|cc)$/i.test(name)
  );
}

/** Every path inside a JSON value (objects and arrays), the root included as []. */
export function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) paths.push(...pathsOf(item, [...prefix, i]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  }
  return paths;
}

/** A copy of `value` with the node at `path` replaced (or removed, when `replacement` is the remove mark). */
export const REMOVE = Symbol('remove');
export function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = replaceAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === REMOVE) delete copy[head as string];
  else copy[head as string] = replaceAt(copy[head as string], rest, replacement);
  return copy;
}

const json = (label: string, value: unknown): FuzzRequest => ({
  label,
  payload: JSON.stringify(value) ?? 'null',
  contentType: 'application/json',
});

/** Texts that are not JSON, or JSON a safe parser refuses. */
const brokenJson = fc.constantFrom(
  '',
  '{',
  '{"a":',
  'nul',
  "{'a':1}",
  '{"a":1,}',
  '[1,2',
  '\u0000',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '"\\ud800"',
  '1e400',
  '{"amount":1e400,"quantity":-1e400}',
  '123456789012345678901234567890',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
);

const otherContentTypes = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=iso-8859-1',
  'application/octet-stream',
  'image/png',
);

/**
 * One malformed (or, now and then, plausible) request for a route with the given body schema:
 * a spoiled field, a missing field, a body of the wrong type, broken JSON or a wrong content type.
 */
export function fuzzRequest(
  schema: JsonSchema | undefined,
  ids: readonly string[],
  known?: unknown,
): fc.Arbitrary<FuzzRequest> {
  const generated = schema ? plausible(schema, ids) : fc.constant({});
  // A real record read back (extra fields are stripped by the schemas) gets past validation far
  // more often than a generated body, so a spoiled field of it reaches the services and the SQL.
  const base = known === undefined ? generated : fc.oneof(generated, fc.constant(known));
  const spoiled = fc
    .tuple(base, fc.nat(), fc.oneof(badValue, fc.constant<unknown>(REMOVE)))
    .map(([body, index, bad]) => {
      const paths = pathsOf(body);
      const path = paths[index % paths.length] ?? [];
      const label = bad === REMOVE ? `without ${path.join('.')}` : `bad ${path.join('.') || 'body'}`;
      return json(label, replaceAt(body, path, bad));
    });
  const extraKey = fc
    .tuple(
      base,
      fc.oneof(fc.string({ unit: 'binary', maxLength: 8 }), fc.constantFrom('a\u0000', '\ud800')),
      badValue,
    )
    .map(([body, key, bad]) =>
      json(
        'extra key',
        body && typeof body === 'object' && !Array.isArray(body) ? { ...body, [key]: bad } : body,
      ),
    );
  return fc.oneof(
    { weight: 2, arbitrary: base.map((body) => json('plausible', body)) },
    { weight: 6, arbitrary: spoiled },
    { weight: 1, arbitrary: extraKey },
    { weight: 2, arbitrary: badValue.map((body) => json('body of another type', body)) },
    {
      weight: 1,
      arbitrary: brokenJson.map((payload) => ({
        label: 'broken JSON',
        payload,
        contentType: 'application/json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(otherContentTypes, base).map(([contentType, body]) => ({
        label: 'wrong content type',
        payload: JSON.stringify(body) ?? '',
        contentType,
      })),
    },
    { weight: 1, arbitrary: fc.constant<FuzzRequest>({ label: 'no body' }) },
  );
}

/** Multipart uploads: a real form with a file of random bytes, odd field names, or a broken form. */
export function multipartRequest(): fc.Arbitrary<FuzzRequest> {
  const boundary = 'fuzzboundary';
  const part = (name: string, fileName: string | null, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName === null ? '' : `; filename="${fileName}"`}\r\n` +
          `Content-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const form = fc
    .tuple(
      fc.constantFrom('file', 'logo', 'a\u0000b', '', '\ud800'),
      fc.option(fc.constantFrom('logo.png', 'a\u0000.png', '\ud800.png', '../x.png', ''), { nil: null }),
      fc.uint8Array({ maxLength: 64 }),
      fc.boolean(),
    )
    .map(([name, fileName, bytes, closed]) => ({
      label: 'multipart form',
      payload: Buffer.concat([
        part(name, fileName, Buffer.from(bytes)),
        Buffer.from(closed ? `--${boundary}--\r\n` : ''),
      ]),
      contentType: `multipart/form-data; boundary=${boundary}`,
    }));
  return fc.oneof(
    form,
    fc.constantFrom<FuzzRequest>(
      { label: 'multipart without boundary', payload: 'abc', contentType: 'multipart/form-data' },
      { label: 'multipart, empty', payload: '', contentType: `multipart/form-data; boundary=${boundary}` },
      {
        label: 'multipart, garbage',
        payload: '--nope\r\n\r\n',
        contentType: `multipart/form-data; boundary=${boundary}`,
      },
      { label: 'JSON to an upload', payload: '{"file":null}', contentType: 'application/json' },
      { label: 'no body' },
    ),
  );
}

/** The value with every text in it replaced (keys kept): the same bad text in every field at once. */
export function everyString(value: unknown, text: string): unknown {
  if (typeof value === 'string') return text;
  if (Array.isArray(value)) return value.map((item) => everyString(item, text));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, everyString(item, text)]));
  }
  return value;
}

/** Requests every route gets, before the random ones: the cases the bug reports named. */
export function fixedRequests(
  schema: JsonSchema | undefined,
  ids: readonly string[],
  seed: number,
): FuzzRequest[] {
  const sampled = (pool: Pool) =>
    fc.sample(schema ? plausible(schema, pool) : fc.constant({}), { seed, numRuns: 1 })[0];
  const sample = sampled(ids);
  // Free-text fields only: ids, dates, amounts and choices stay plausible, so the text gets further.
  const freeText = (text: string) => sampled(Object.assign([...ids], { text }));
  return [
    json('null body', null),
    json('list body', []),
    json('number body', 42),
    json('NUL in every free text', freeText('a\u0000b')),
    json('lone surrogate in every free text', freeText('x\ud800')),
    json('NUL in every text', everyString(sample, 'a\u0000b')),
    json('huge text in every field', everyString(sample, 'x'.repeat(20_000))),
    { label: 'broken JSON', payload: '{"a":', contentType: 'application/json' },
    {
      label: 'deeply nested JSON',
      payload: `${'{"a":['.repeat(5000)}"a\\u0000"${']}'.repeat(5000)}`,
      contentType: 'application/json',
    },
    { label: 'multipart without boundary', payload: 'abc', contentType: 'multipart/form-data' },
    { label: 'text body', payload: 'hello', contentType: 'text/plain' },
    { label: 'no body' },
  ];
}

/** Query text as the browser sends it (qs brackets); half a surrogate pair goes as its UTF-8-like bytes. */
const encodeQuery = (value: unknown) =>
  qs.stringify(value, {
    encoder: (text: unknown, defaultEncoder: (text: unknown) => string) => {
      try {
        return encodeURIComponent(String(text));
      } catch {
        return String(text)
          .replace(/[\uD800-\uDFFF]/g, '%ED%A0%80')
          .replace(/[^%\w]/g, (c) => defaultEncoder(c));
      }
    },
  });

/**
 * A query string for a route's query parameters (OpenAPI `in: query`): plausible values with one
 * parameter spoiled (wrong type, nested object, NUL, huge text), or an unknown parameter added.
 */
export function queryString(parameters: readonly JsonSchema[], ids: readonly string[]): fc.Arbitrary<string> {
  const properties = Object.fromEntries(
    parameters.map((parameter) => [parameter.name, parameter.schema ?? {}]),
  );
  const base = plausible({ type: 'object', properties }, ids);
  return fc
    .tuple(base, fc.nat(), fc.oneof(badValue, fc.constantFrom<unknown>(['a', 'b'], { a: { b: '\u0000' } })))
    .map(([query, index, bad]) => {
      const paths = pathsOf(query).filter((path) => path.length > 0);
      const path = paths[index % Math.max(paths.length, 1)] ?? ['unknown'];
      return encodeQuery(replaceAt(query, path, bad === null ? '' : bad));
    });
}
