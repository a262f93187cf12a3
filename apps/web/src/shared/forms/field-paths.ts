/**
 * Every field path of a form's values, nested ones dotted ("address.city") as the server's 422
 * answers name them, parents included ("address"). Arrays are leaves: no form here edits lists.
 */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return [];
  const paths: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const path = `${prefix}${key}`;
    paths.push(path);
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)) {
      paths.push(...fieldPaths(value, `${path}.`));
    }
  }
  return paths;
}
