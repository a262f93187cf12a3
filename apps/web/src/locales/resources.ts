import type { Locale } from '@app/domain/auth/locale';

type Resource = Record<string, unknown>;

// One file per feature and locale (locales/ro-RO/companies.json, ...), so features add texts
// without touching each other's files; they merge into one resource per locale.
const files = import.meta.glob<Resource>('./*/*.json', { eager: true, import: 'default' });

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

function resourceOf(locale: Locale): Resource {
  return Object.entries(files)
    .filter(([path]) => path.startsWith(`./${locale}/`))
    .sort(([a], [b]) => a.localeCompare(b))
    .reduce<Resource>((merged, [, resource]) => deepMerge(merged, resource), {});
}

export const resources = { 'ro-RO': resourceOf('ro-RO'), 'en-GB': resourceOf('en-GB') };
