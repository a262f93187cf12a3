/** A value of a form-encoded body after its bracketed keys are unfolded. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/**
 * Unfolds Stripe's form encoding (`line_items[0][price_data][currency]=ron`, `metadata[a]=b`) into
 * nested objects; numeric keys stay object keys here and `listOf` reads them as a list.
 */
export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: FormObject = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || Array.isArray(next)) node[part] = {};
      node = node[part] as FormObject;
    });
  }
  return root;
}

export const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export const objectOf = (value: FormValue | undefined): FormObject =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

/** `{ "0": a, "1": b }` -> [a, b], in index order. */
export const listOf = (value: FormValue | undefined): FormValue[] =>
  Object.entries(objectOf(value))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, item]) => item);

/** Metadata as Stripe keeps it: string values only. */
export const metadataOf = (value: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(objectOf(value)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
