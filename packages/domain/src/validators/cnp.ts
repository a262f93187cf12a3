const CNP_WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];

/** Romanian personal numeric code: 13 digits, a plausible birth date and the check digit. */
export function isValidCnp(value: string): boolean {
  return cnpRule(value) === null;
}

/** The rule a CNP breaks: `invalid` (shape, birth date), `cnp.check-digit`, or null when it holds. */
export function cnpRule(value: string): 'invalid' | 'cnp.check-digit' | null {
  if (!/^[1-9][0-9]{12}$/.test(value)) return 'invalid';
  const month = Number(value.slice(3, 5));
  const day = Number(value.slice(5, 7));
  if (month < 1 || month > 12 || day < 1 || day > 31) return 'invalid';
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (CNP_WEIGHTS[i] as number);
  const rest = sum % 11;
  return (rest === 10 ? 1 : rest) === Number(value[12]) ? null : 'cnp.check-digit';
}
