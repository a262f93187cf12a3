/**
 * The states of the SPV connection and of the e-Factura exchange (spec 02 §4 Tax connection,
 * Supplier invoices; spec 01 §3 company list), shared by the server, the web app and the tables.
 */

export const SPV_CONNECTION_STATUSES = ['active', 'pending', 'unauthorized', 'inactive', 'expired'] as const;
export type SpvConnectionStatus = (typeof SPV_CONNECTION_STATUSES)[number];

/** Active-like: the company counts as connected and its work keeps being retried. */
export const spvActiveLike = (status: SpvConnectionStatus | null | undefined): boolean =>
  status === 'active' || status === 'pending' || status === 'unauthorized';

/** A client invoice's state in RO e-Factura (null: never sent). */
export const EFACTURA_STATES = ['pending', 'accepted', 'rejected'] as const;
export type EfacturaState = (typeof EFACTURA_STATES)[number];

/** One send of an invoice: recorded as intended before the upload, so none is lost or doubled. */
export const SUBMISSION_STATUSES = ['intended', 'uploaded', 'accepted', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Registry rows: every SPV message of the company, sent or received. */
export const EFACTURA_DIRECTIONS = ['sent', 'received'] as const;
export type EfacturaDirection = (typeof EFACTURA_DIRECTIONS)[number];

/** An invoice, ANAF's error answer to one, or a message between buyer and seller (RASP). */
export const EFACTURA_MESSAGE_KINDS = ['invoice', 'error', 'buyer-message'] as const;
export type EfacturaMessageKind = (typeof EFACTURA_MESSAGE_KINDS)[number];

/**
 * Invoices: pending, accepted, rejected (sent) or received; buyer messages: pending, sent, failed
 * (ours, retried) or received (theirs).
 */
export const EFACTURA_MESSAGE_STATES = [
  'pending',
  'accepted',
  'rejected',
  'sent',
  'failed',
  'received',
] as const;
export type EfacturaMessageState = (typeof EFACTURA_MESSAGE_STATES)[number];
