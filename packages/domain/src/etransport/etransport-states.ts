/**
 * The states of an e-Transport register row (spec 03 §4), shared by the server, the list and the
 * forms. A row is a declaration (or a correction of one), a vehicle modification or a transport
 * confirmation — the four event types of the activity log.
 */

export const ETRANSPORT_KINDS = [
  'declaration',
  'correction',
  'vehicle-modification',
  'transport-confirmation',
] as const;
export type EtransportKind = (typeof ETRANSPORT_KINDS)[number];
export const isDeclarationKind = (kind: EtransportKind): boolean =>
  kind === 'declaration' || kind === 'correction';

/**
 * The product's own status of a row. `cancel-draft`: a cancellation is on its way (the declaration
 * stays valid until ANAF answers); `imported`: received from ANAF, declared by the other party;
 * `imported:corrected`: an imported correction.
 */
export const DOCUMENT_STATUSES = [
  'draft',
  'published',
  'corrected',
  'canceled',
  'cancel-draft',
  'imported',
  'imported:corrected',
] as const;
export type EtransportDocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** ANAF's answer to the last upload; null: never sent. */
export const TRANSPORT_STATUSES = ['pending', 'rejected', 'accepted'] as const;
export type TransportStatus = (typeof TRANSPORT_STATUSES)[number];

/** What the list shows users (spec 03 §4 "combined states"). */
export const COMBINED_STATES = [
  'draft',
  'pending',
  'accepted',
  'rejected',
  'canceled',
  'corrected',
  'imported',
] as const;
export type CombinedState = (typeof COMBINED_STATES)[number];

/** The facts of a row the state and the row actions depend on. */
export type EtransportRowState = {
  kind: EtransportKind;
  status: EtransportDocumentStatus;
  etransportStatus: TransportStatus | null;
  /** A send is queued in the product (not yet registered by ANAF). */
  pending: boolean;
  /** The row came from ANAF's list rather than being made in the product. */
  imported: boolean;
  uit: string | null;
};

/** Being processed: queued by us, or registered by ANAF and awaiting its validation. */
export const isInFlight = (row: Pick<EtransportRowState, 'pending' | 'etransportStatus'>): boolean =>
  row.pending || row.etransportStatus === 'pending';

/** Received from ANAF: by origin or by status. */
export const isImportedRow = (row: Pick<EtransportRowState, 'imported' | 'status'>): boolean =>
  row.imported || row.status === 'imported' || row.status === 'imported:corrected';

/**
 * The state users see. A send in flight shows as pending first (nothing else is decided while it
 * lasts); a cancellation draft is sent automatically, so it shows as pending too. Final states
 * (canceled, corrected) and imported rows come next; then ANAF's last answer; a published row
 * ANAF has not answered about is accepted (it holds a UIT).
 */
export function combinedState(
  row: Pick<EtransportRowState, 'status' | 'etransportStatus' | 'pending' | 'imported'>,
): CombinedState {
  if (isInFlight(row) || row.status === 'cancel-draft') return 'pending';
  if (row.status === 'canceled') return 'canceled';
  if (row.status === 'corrected') return 'corrected';
  if (isImportedRow(row)) return 'imported';
  if (row.etransportStatus === 'rejected') return 'rejected';
  if (row.etransportStatus === 'accepted' || row.status === 'published') return 'accepted';
  return 'draft';
}
