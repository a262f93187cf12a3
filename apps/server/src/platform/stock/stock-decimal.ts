// Exact fixed-point arithmetic for the ledger's bookkeeping (balances, change detection): the
// database's numerics arrive as text ("10.0000"), the engine's may be written differently ("10"),
// so they are compared and summed as scaled integers rather than as text or floats.

/** Quantities and unit costs carry 4 decimals, values in RON 2. */
export const QTY_SCALE = 4;
export const RON_SCALE = 2;

/** The decimal text as an integer count of 10^-scale units (extra decimals are an error). */
export function toScaled(text: string, scale: number): bigint {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const body = negative || trimmed.startsWith('+') ? trimmed.slice(1) : trimmed;
  const dot = body.indexOf('.');
  const whole = dot < 0 ? body : body.slice(0, dot);
  // Scaled for every re-costed movement: the zeros past the scale are checked only when there are any.
  let fraction = dot < 0 ? '' : body.slice(dot + 1);
  if (fraction.length > scale) {
    if (!/^0*$/.test(fraction.slice(scale)))
      throw new RangeError(`stock: "${text}" has more than ${scale} decimals`);
    fraction = fraction.slice(0, scale);
  }
  const units = BigInt((whole || '0') + fraction.padEnd(scale, '0'));
  return negative ? -units : units;
}

/** The scaled integer as decimal text with exactly `scale` decimals. */
export function fromScaled(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** Whether two decimal texts hold the same number. */
export function sameDecimal(a: string, b: string, scale: number): boolean {
  return toScaled(a, scale) === toScaled(b, scale);
}
