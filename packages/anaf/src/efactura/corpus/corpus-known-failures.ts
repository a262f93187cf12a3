import type { EInvoice } from '@app/domain/einvoice/einvoice.types';
import type { CorpusInvoice } from './corpus-invoice';

/**
 * Corpus failures found and reported to the code that causes them, not fixed there yet. The tests
 * still run these invoices: they may fail only with the recorded rule ids (and the product must
 * refuse them for the same ids), and the run prints how many did, so nothing is skipped silently.
 * A fix in the owner's code keeps the tests green; then the entry can go. Empty is the goal.
 */
export type KnownFailure = {
  /** Where the finding is written up (/tmp/conformance-findings.md and the conformance report). */
  finding: string;
  /** The code that must change. */
  owner: string;
  /** The fatal official rule ids these invoices get (the native checks report the same ones). */
  ruleIds: string[];
  applies: (invoice: CorpusInvoice) => boolean;
};

export const KNOWN_OFFICIAL_FAILURES: KnownFailure[] = [];

export function knownOfficialFailure(invoice: CorpusInvoice): KnownFailure | null {
  return KNOWN_OFFICIAL_FAILURES.find((known) => known.applies(invoice)) ?? null;
}

/** A known difference of the round trip, and the part that differs. */
export type KnownRoundTripDifference = {
  finding: string;
  owner: string;
  /** The written invoice and the read one with the known difference taken out of both. */
  without: (invoice: EInvoice) => EInvoice;
  applies: (written: EInvoice) => boolean;
};

export const KNOWN_ROUND_TRIP_DIFFERENCES: KnownRoundTripDifference[] = [
  {
    // UBL's OrderReference needs its ID (BT-13) even when only the sales order (BT-14) is known:
    // the writer writes "NA" as EN 16931 advises, and the reader reads it as written.
    finding: 'F5: a sales order reference alone comes back with the purchase order reference "NA"',
    owner: 'UBL 2.1 by design (the reader could read "NA" next to a SalesOrderID as no reference)',
    without: (invoice) => ({
      ...invoice,
      purchaseOrderReference: invoice.purchaseOrderReference === 'NA' ? null : invoice.purchaseOrderReference,
    }),
    applies: (written) => written.purchaseOrderReference === null && written.salesOrderReference !== null,
  },
];
