/** A translatable message: an i18n key and its interpolation values. */
export interface RuleMessage {
  key: string;
  params?: Record<string, string | number>;
}

/** Codes without a parameter that have their own text ("validation.<code>"). */
const PLAIN_CODES = new Set([
  'required',
  'email',
  'accepted',
  'invalid',
  'expired',
  'unique',
  'immutable',
  'card-only',
  'integer',
  'numeric',
  'string',
  'boolean',
  'password.mixed',
  'password.letters',
  'password.numbers',
  'password.uncompromised',
  'password.previous',
  'auth.failed',
  'auth.throttle',
  // Each validator says what failed: a typo in a check digit or checksum, a wrong verification code.
  'cui.check-digit',
  'cnp.check-digit',
  'iban.checksum',
  'code.wrong',
  'phone.ro-mobile',
  'two-factor.already-enabled',
  'two-factor.not-enabled',
  'two-factor.not-started',
  'two-factor.code-wrong',
  'two-factor.code-used',
  'two-factor.recovery-code-wrong',
  'two-factor.recovery-code-format',
  'two-factor.login-expired',
  'two-factor.not-sms',
  'passkey.refused',
  'passkey.expired',
  'passkey.exists',
  'sub-users.self',
  'sub-users.already-active',
  'sub-users.not-held',
  'exports.period-order',
  'exports.period-too-long',
  'exports.nothing-to-process',
  'exports.already-running',
  // RO e-Transport: refusals of the register as a whole (a send, an activation, a second draft).
  'etransport.draft-child-exists',
  'etransport.spv-inactive',
  'etransport.module-inactive',
  'etransport.date-not-sendable',
  'cnp-required',
  // A NUL or half a surrogate pair: text no database column can store.
  'invalid_characters',
]);

/** Codes of the form "name:N" whose N is a number ("validation.<name>" with {{n}}). */
const NUMERIC_CODES = new Set(['min', 'max', 'gt', 'lt', 'digits', 'size']);

/**
 * Bounds whose shared text counts characters ("At most 50 characters."): on a number field the same
 * code bounds the value, and reads "validation.<name>-value" ("At most 9.999,99.").
 */
const LENGTH_BOUNDS = new Set(['min', 'max']);

export interface RuleMessageOptions {
  /** The field holds a number: min:N and max:N bound its value, not its length. */
  numeric?: boolean;
}

export const GENERIC_RULE_MESSAGE: RuleMessage = { key: 'validation.invalid' };

/**
 * Maps a field rule code from zod or a 422 answer ("max:50", "same:password") to an i18n key.
 * Unknown codes fall back to the generic "invalid" text instead of showing the raw code.
 */
export function ruleMessage(code: string, { numeric = false }: RuleMessageOptions = {}): RuleMessage {
  const trimmed = code.trim();
  if (PLAIN_CODES.has(trimmed)) return { key: `validation.${trimmed}` };
  const separator = trimmed.indexOf(':');
  if (separator === -1) return GENERIC_RULE_MESSAGE;
  const name = trimmed.slice(0, separator);
  const arg = trimmed.slice(separator + 1);
  if (NUMERIC_CODES.has(name) && /^-?\d+(\.\d+)?$/.test(arg)) {
    const key = numeric && LENGTH_BOUNDS.has(name) ? `validation.${name}-value` : `validation.${name}`;
    return { key, params: { n: Number(arg) } };
  }
  // decimal:0-6 (or decimal:2): at most that many digits after the decimal separator.
  const decimals = name === 'decimal' ? /^(?:\d+-)?(\d+)$/.exec(arg) : null;
  if (decimals) return { key: 'validation.decimal', params: { n: Number(decimals[1]) } };
  if (name === 'same' && /^[A-Za-z][\w.]*$/.test(arg)) {
    return { key: 'validation.same', params: { field: arg } };
  }
  return GENERIC_RULE_MESSAGE;
}

/** The key that names a field in messages such as "must match {{field}}". */
export function fieldLabelKey(field: string): string {
  return `fields.${field}`;
}
