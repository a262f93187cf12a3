/** A stored decimal without its padding zeros ("1.250000" -> "1.25", "12.000000" -> "12"), exactly. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** An optional stored decimal as form text ('' for none). */
export const decimalText = (value: string | null): string => (value === null ? '' : trimDecimal(value));
