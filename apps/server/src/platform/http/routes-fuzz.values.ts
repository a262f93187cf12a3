import fc from 'fast-check';

/**
 * Test support for the route fuzz test: values generated from an OpenAPI schema (plausible ones, so
 * the deeper code runs, and ones of the wrong type or range), and paths to spoil them at.
 */

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI schemas are plain JSON of any shape.
export type JsonSchema = Record<string, any>;

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
