import type { EInvoice, EInvoiceParty } from '@app/domain/einvoice/einvoice.types';
import { checkEInvoice } from '@app/domain/einvoice/rules/check-einvoice';
import { einvoiceRuleMessage } from '@app/domain/einvoice/rules/rule-messages';
import { readUbl, UblReadError } from '../../efactura/ubl-reader';
import type { UploadOutcome } from './state';

export type UploadCheck = {
  outcome: UploadOutcome;
  errors: string[];
  invoice: EInvoice | null;
  sellerCif: string;
  buyerCif: string | null;
};

/** A Romanian CUI of a party: its RO VAT id, else a registration id of 2-10 digits (a CNP has 13). */
export function partyCui(party: EInvoiceParty): string | null {
  const candidates = [party.vatId, party.taxRegistrationId, party.legalId?.id ?? null];
  for (const candidate of candidates) {
    if (candidate === null) continue;
    const compact = candidate.replace(/\s+/g, '').toUpperCase();
    const digits = compact.startsWith('RO') ? compact.slice(2) : compact;
    if (/^\d{2,10}$/.test(digits)) return digits;
  }
  return null;
}

/** ANAF's way of writing a broken rule: the rule id, then its text. */
function ruleError(ruleId: string): string {
  return `E: validari globale eroare regula: ${ruleId}: ${einvoiceRuleMessage(ruleId, 'ro-RO')}`;
}

/**
 * What ANAF's processing makes of an uploaded invoice, with the product's own native checks standing
 * in for the official ones: an XML that is not even well formed is not taken in at all ("XML cu erori
 * nepreluat de sistem"), a readable one that breaks a fatal rule is nok with one error per rule.
 */
export function checkUploadedInvoice(
  xml: string,
  standard: string,
  /** The `cif` of the upload; null for validare, which checks no sender. */
  cif: string | null,
  flags: { autofactura: boolean },
): UploadCheck {
  let invoice: EInvoice;
  try {
    invoice = readUbl(xml);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const broken =
      error instanceof UblReadError && error.code !== 'not-ubl' && error.code !== 'invalid-content';
    return {
      outcome: broken ? 'broken' : 'nok',
      errors: [`E: Fisierul transmis nu este valid: ${message}`],
      invoice: null,
      sellerCif: cif ?? '',
      buyerCif: null,
    };
  }
  const sellerCif = partyCui(invoice.seller) ?? '';
  const buyerCif = partyCui(invoice.buyer);
  const errors: string[] = [];
  if (standard === 'UBL' && invoice.syntax !== 'Invoice') {
    errors.push('E: Pentru standard=UBL documentul trebuie sa fie o factura (Invoice)');
  }
  if (standard === 'CN' && invoice.syntax !== 'CreditNote') {
    errors.push('E: Pentru standard=CN documentul trebuie sa fie o nota de creditare (CreditNote)');
  }
  const sender = flags.autofactura ? buyerCif : sellerCif;
  if (cif !== null && sender !== cif) {
    errors.push(
      `E: CIF-ul ${flags.autofactura ? 'beneficiarului' : 'emitentului'} din factura (${sender || 'lipsa'}) difera de cif=${cif} din cerere`,
    );
  }
  const rules = new Set<string>();
  for (const finding of checkEInvoice(invoice)) {
    if (finding.severity === 'fatal') rules.add(finding.ruleId);
  }
  for (const ruleId of rules) errors.push(ruleError(ruleId));
  return { outcome: errors.length === 0 ? 'ok' : 'nok', errors, invoice, sellerCif, buyerCif };
}
