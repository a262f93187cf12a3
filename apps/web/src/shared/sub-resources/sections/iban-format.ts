import { compactIban } from '@app/domain/validators/iban';

/** An IBAN in groups of four, as printed: "RO49 AAAA 1B31 0075 9384 0000". */
export function formatIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}
