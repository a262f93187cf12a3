import type { Option } from '../../address/country-options';

/** Shown first: the currencies Romanian companies hold accounts in most. */
export const COMMON_CURRENCIES = ['RON', 'EUR', 'USD', 'GBP', 'CHF', 'HUF'] as const;

function allCurrencies(): string[] {
  try {
    return Intl.supportedValuesOf('currency');
  } catch {
    return [...COMMON_CURRENCIES];
  }
}

/** ISO 4217 currencies as "RON – Romanian leu", the common ones first, the rest by code. */
export function currencyOptions(locale: string): Option[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
  } catch {
    names = null;
  }
  const label = (code: string) => {
    const name = names?.of(code);
    return name && name !== code ? `${code} – ${name}` : code;
  };
  const common: string[] = [...COMMON_CURRENCIES];
  const rest = allCurrencies()
    .filter((code) => !common.includes(code))
    .sort();
  return [...common, ...rest].map((code) => ({ value: code, label: label(code) }));
}
