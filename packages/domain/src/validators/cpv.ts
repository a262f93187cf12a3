/**
 * The 45 divisions (first two digits) of the Common Procurement Vocabulary, Commission Regulation
 * (EC) No 213/2008, Annex I.
 */
export const CPV_DIVISIONS = new Set([
  '03',
  '09',
  '14',
  '15',
  '16',
  '18',
  '19',
  '22',
  '24',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '37',
  '38',
  '39',
  '41',
  '42',
  '43',
  '44',
  '45',
  '48',
  '50',
  '51',
  '55',
  '60',
  '63',
  '64',
  '65',
  '66',
  '70',
  '71',
  '72',
  '73',
  '75',
  '76',
  '77',
  '79',
  '80',
  '85',
  '90',
  '92',
  '98',
]);

/**
 * CPV code of the main vocabulary: 8 digits, a dash and the check digit ("03111000-2"), the first two
 * digits one of the divisions.
 *
 * The check digit is checked for shape only. The published CPV 2008 check digits do not follow the
 * documented computation (weights 7-1-3 per level): the EU Publications Office confirmed this error
 * of the 2008 revision and that it will not be corrected (OP-TED/ePO discussion #589, March 2024).
 * No other rule reproduces the published digits either (tried against the published list: weighted
 * sums modulo 10 and 11, Luhn, Verhoeff, Damm, ISO 7064), so computing one would refuse real codes.
 */
export function isValidCpvCode(value: string): boolean {
  const code = value.trim();
  return /^[0-9]{8}-[0-9]$/.test(code) && CPV_DIVISIONS.has(code.slice(0, 2));
}
