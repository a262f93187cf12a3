import type { PermissionAction } from '../permissions/permissions';
import { type EtransportRowState, isDeclarationKind, isImportedRow, isInFlight } from './etransport-states';

/** The row actions of the register (spec 03 §2, §4 "Allowed actions"). */
export const ETRANSPORT_ACTIONS = [
  'view',
  'edit',
  'delete',
  'cancel',
  'correct',
  'send',
  'duplicate',
  'download-xml',
  'pdf',
  'email',
] as const;
export type EtransportAction = (typeof ETRANSPORT_ACTIONS)[number];

/**
 * The permission of anaf-spv.ro-e-transport each action needs: edit (create, edit, send), view
 * (view, download, PDF, e-mail), delete (cancel, delete). A correction and a duplicate create.
 */
export const ACTION_PERMISSION: Readonly<Record<EtransportAction, PermissionAction>> = {
  view: 'read',
  edit: 'write',
  delete: 'delete',
  cancel: 'delete',
  correct: 'write',
  send: 'write',
  duplicate: 'write',
  'download-xml': 'read',
  pdf: 'read',
  email: 'read',
};

export type EtransportActionContext = {
  /** The company's SPV connection is active (sending needs it). */
  spvActive: boolean;
};

type Rule = (row: EtransportRowState, context: EtransportActionContext) => boolean;

const draftAndIdle = (row: EtransportRowState) => row.status === 'draft' && !isInFlight(row);

/** A declaration that is not one the product itself wrote and ANAF accepted cannot be sent again. */
function declarationSendable(row: EtransportRowState): boolean {
  if (isImportedRow(row) || isInFlight(row)) return false;
  // A corrected declaration can no longer be used (spec 03 §4 Cancellation and corrections).
  if (row.status === 'corrected') return false;
  // A cancellation on its way is sent by itself (spec 03 §4); the declaration waits for ANAF.
  if (row.status === 'cancel-draft') return false;
  if (row.etransportStatus === 'rejected' && row.status === 'published') return false;
  if (row.etransportStatus === 'accepted' && (row.status === 'canceled' || row.status === 'published'))
    return false;
  return true;
}

function declarationDeletable(row: EtransportRowState): boolean {
  if (isInFlight(row)) return false;
  if (row.kind === 'correction' && row.status === 'draft') return true;
  if (row.status === 'draft' && !isImportedRow(row) && row.uit === null)
    return row.etransportStatus === 'rejected' || row.etransportStatus === null;
  return row.status === 'published' && row.etransportStatus === 'accepted';
}

// Cancelling and correcting refer to the declaration by its UIT (stergere, corectie), so need one.
const liveOwnDeclaration = (row: EtransportRowState) =>
  row.status === 'published' && !isImportedRow(row) && !isInFlight(row) && row.uit !== null;

const DECLARATION_RULES: Readonly<Record<EtransportAction, Rule>> = {
  view: () => true,
  edit: draftAndIdle,
  delete: declarationDeletable,
  cancel: liveOwnDeclaration,
  correct: liveOwnDeclaration,
  send: (row, context) => context.spvActive && declarationSendable(row),
  duplicate: (row) => !isImportedRow(row),
  'download-xml': (row) => !isImportedRow(row),
  pdf: (row) => row.uit !== null && ['imported', 'imported:corrected', 'published'].includes(row.status),
  email: (row) => row.uit !== null && ['imported', 'imported:corrected', 'published'].includes(row.status),
};

/** Vehicle modifications and transport confirmations: small documents that refer to a UIT. */
const FOLLOW_UP_RULES: Readonly<Record<EtransportAction, Rule>> = {
  view: (row) =>
    (row.status === 'draft' && isInFlight(row)) ||
    (row.status === 'published' && row.etransportStatus === 'accepted'),
  edit: draftAndIdle,
  delete: draftAndIdle,
  cancel: () => false,
  correct: () => false,
  send: (row, context) => context.spvActive && draftAndIdle(row),
  duplicate: () => false,
  'download-xml': () => true,
  pdf: () => false,
  email: () => false,
};

/**
 * The actions a register row offers (spec 03 §4 "Allowed actions"), in ETRANSPORT_ACTIONS order.
 * Permissions are applied on top (see ACTION_PERMISSION); server-side checks that need other rows
 * (one draft child per parent) answer with their own errors.
 */
export function allowedActions(
  row: EtransportRowState,
  context: EtransportActionContext,
): EtransportAction[] {
  const rules = isDeclarationKind(row.kind) ? DECLARATION_RULES : FOLLOW_UP_RULES;
  return ETRANSPORT_ACTIONS.filter((action) => rules[action](row, context));
}

/** The allowed actions the user's permissions on the module also grant. */
export const permittedActions = (
  actions: readonly EtransportAction[],
  granted: Readonly<Record<PermissionAction, boolean>>,
): EtransportAction[] => actions.filter((action) => granted[ACTION_PERMISSION[action]]);
