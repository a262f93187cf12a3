/** Codes without a bound (spec 02 §5 "Import error codes"). */
const PLAIN = new Set([
  'required',
  'unique',
  'exists',
  'boolean',
  'prohibited',
  'numeric',
  'integer',
  'invalid',
  'format',
]);
/** A CUI or CNP whose last digit does not match the others: named, as a typo is the likely cause. */
const CHECK_DIGIT: Record<string, string> = {
  'cui.check-digit': 'cui-check-digit',
  'cnp.check-digit': 'cnp-check-digit',
};
/** Codes with one numeric bound after a colon. */
const BOUNDED = new Set(['max', 'min', 'size', 'gt', 'gte']);

/** A rule code split into its name and bound, as messages need it. */
export type ImportCode = { name: string; params?: Record<string, string> };

/**
 * Reads an import rule code: "required", "max:100", "decimal:0-2" (also "decimal:2")... An e-mail
 * of the wrong shape reads as `format`; unknown or malformed codes read as `invalid`.
 */
export function parseImportCode(code: string): ImportCode {
  const trimmed = code.trim();
  if (trimmed === 'email') return { name: 'format' };
  if (PLAIN.has(trimmed)) return { name: trimmed };
  const checkDigit = CHECK_DIGIT[trimmed];
  if (checkDigit) return { name: checkDigit };
  const separator = trimmed.indexOf(':');
  const name = trimmed.slice(0, separator);
  const arg = trimmed.slice(separator + 1);
  if (separator > 0 && BOUNDED.has(name) && /^-?\d+(\.\d+)?$/.test(arg)) return { name, params: { n: arg } };
  const range = /^(\d+)-(\d+)$/.exec(arg) ?? /^((\d+))$/.exec(arg);
  if (separator > 0 && name === 'decimal' && range) {
    return { name: 'decimal', params: { min: range[1] ?? '', max: range[2] ?? '' } };
  }
  return { name: 'invalid' };
}
