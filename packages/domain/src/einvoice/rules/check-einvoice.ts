import type { EInvoice } from '../einvoice.types';

export type EInvoiceFinding = {
  /** The official rule id: "BR-RO-110", "BR-CO-15", "BR-S-08", "BR-CL-23"... */
  ruleId: string;
  severity: 'fatal' | 'warning';
  /** Dotted path of the offending term in the EInvoice: "buyer.address.city", "lines.2.item.name". */
  location: string;
};

/** Owned by the rules work: replace the body. */
export function checkEInvoice(_invoice: EInvoice): EInvoiceFinding[] {
  return [];
}
