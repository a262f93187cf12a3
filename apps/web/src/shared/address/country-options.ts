import { foldText } from '@app/domain/addresses/address.schemas';
import { RO_COUNTIES } from '@app/domain/addresses/counties';
import { COUNTRY_CODES, ROMANIA } from '@app/domain/addresses/countries';

export interface Option {
  value: string;
  label: string;
}

/** Codes Intl.DisplayNames does not know as regions (EN 16931 lists them): named by the caller. */
export const CODES_WITHOUT_DISPLAY_NAME = ['1A', 'XI'] as const;

/** The country name in the interface language, or null when the runtime does not know the code. */
export function countryName(code: string, locale: string): string | null {
  if ((CODES_WITHOUT_DISPLAY_NAME as readonly string[]).includes(code)) return null;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}

/**
 * Countries for the select: Romania first, the others sorted by their name in the interface
 * language. `fallbackName` names the codes the runtime cannot (Kosovo's 1A, Northern Ireland's XI).
 */
export function countryOptions(locale: string, fallbackName: (code: string) => string): Option[] {
  const named = COUNTRY_CODES.map((code) => ({
    value: code,
    label: countryName(code, locale) ?? fallbackName(code),
  }));
  const romania = named.filter((option) => option.value === ROMANIA);
  const others = named
    .filter((option) => option.value !== ROMANIA)
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return [...romania, ...others];
}

/** Romanian counties by name; București is left out (its sector is chosen instead). */
export function countyOptions(locale: string): Option[] {
  return RO_COUNTIES.filter((county) => county.code !== 'RO-B')
    .map((county) => ({ value: county.code, label: county.name }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Dropdown search that ignores case and diacritics ("brasov" finds "Brașov"). */
export function optionMatches(label: string, search: string): boolean {
  const needle = foldText(search);
  return needle === '' || foldText(label).includes(needle);
}
