import fc from 'fast-check';
import qs from 'qs';
import {
  badValue,
  type JsonSchema,
  type Pool,
  pathsOf,
  plausible,
  REMOVE,
  replaceAt,
} from './routes-fuzz.values';

/**
 * Test support for the route fuzz test: the requests it sends, a plausible body generated from the
 * route's OpenAPI schema first, then one of many ways to spoil it.
 */

/** A request the fuzz test sends: the raw payload and its content type (none: no body at all). */
export type FuzzRequest = { label: string; payload?: string | Buffer; contentType?: string };

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
