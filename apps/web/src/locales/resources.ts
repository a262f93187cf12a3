import type { Locale } from '@app/domain/auth/locale';

type Resource = Record<string, unknown>;

// One file per feature and locale (locales/ro-RO/companies.json, ...), so features add texts
// without touching each other's files; they merge into one resource per locale. Each file is its
// own chunk and only the language in use is downloaded.
const loaders = import.meta.glob<Resource>('./*/*.json', { import: 'default' });

function deepMerge(target: Resource, source: Resource): Resource {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      existing && typeof existing === 'object' && value && typeof value === 'object'
        ? deepMerge({ ...(existing as Resource) }, value as Resource)
        : value;
  }
  return target;
}

/** Every text of one language, merged from the feature files in a stable order. */
export async function loadLocaleResource(locale: Locale): Promise<Resource> {
  const entries = Object.entries(loaders)
    .filter(([path]) => path.startsWith(`./${locale}/`))
    .sort(([a], [b]) => a.localeCompare(b));
  const files = await Promise.all(entries.map(([, load]) => load()));
  return files.reduce<Resource>((merged, resource) => deepMerge(merged, resource), {});
}
