import type { Locale } from '@app/domain/auth/locale';
// The text files the public pages need (login, signup, errors), loaded before the first render;
// the benchmark reads the same list.
import CORE_TEXT_FILES from './core-texts.json';

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

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/**
 * Texts of one language, merged from the feature files in a stable order: the core files, or
 * every other file (the signed-in pages'), or all of them.
 */
export async function loadLocaleResource(
  locale: Locale,
  part: 'core' | 'rest' | 'all' = 'all',
): Promise<Resource> {
  const entries = Object.entries(loaders)
    .filter(([path]) => path.startsWith(`./${locale}/`))
    .filter(([path]) => part === 'all' || CORE_TEXT_FILES.includes(fileName(path)) === (part === 'core'))
    .sort(([a], [b]) => a.localeCompare(b));
  const files = await Promise.all(entries.map(([, load]) => load()));
  return files.reduce<Resource>((merged, resource) => deepMerge(merged, resource), {});
}
