/**
 * EU Combined Nomenclature (NC/CN) code: the 8-digit goods code of Council Regulation (EEC)
 * No 2658/87, Annex I. Its first six digits are the Harmonized System subheading, so the first two
 * are an HS chapter: 01 to 97, of which 77 is reserved and never used. The code carries no check
 * digit; printed forms group it as "8471 30 00", so spaces and dots are ignored.
 */
export function compactNcCode(value: string): string {
  return value.replace(/[\s.]+/g, '');
}

export function isValidNcCode(value: string): boolean {
  const code = compactNcCode(value);
  if (!/^[0-9]{8}$/.test(code)) return false;
  const chapter = Number(code.slice(0, 2));
  return chapter >= 1 && chapter <= 97 && chapter !== 77;
}
