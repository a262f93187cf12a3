import type { EtransportAction } from '@app/domain/etransport/allowed-actions';
import type { EtransportRow } from '@app/domain/etransport/etransport-api.schemas';
import { isDeclarationKind } from '@app/domain/etransport/etransport-states';
import { etransportPaths, type FollowUpKind } from '../etransport-paths';

/** The dialogs an action opens before it runs (spec 03 §2 modals). */
export type EtransportModal = 'delete' | 'cancel' | 'send' | 'email' | 'download-xml';

/** What choosing an action does: open a page, open a dialog, or open the PDF. */
export type ActionEffect =
  | { kind: 'link'; to: string }
  | { kind: 'modal'; modal: EtransportModal }
  | { kind: 'pdf' };

export type ActionTarget = Pick<EtransportRow, 'id' | 'type'>;

/** A follow-up has no page of its own beyond its form, which shows it read-only once sent. */
const followUpPage = (target: ActionTarget) =>
  etransportPaths.editFollowUp(target.type as FollowUpKind, target.id);

/** The effect of one of a row's actions; the row's `actions` (from the server) say which it has. */
export function actionEffect(action: EtransportAction, target: ActionTarget): ActionEffect {
  const declaration = isDeclarationKind(target.type);
  switch (action) {
    case 'view':
      return { kind: 'link', to: declaration ? etransportPaths.view(target.id) : followUpPage(target) };
    case 'edit':
      return { kind: 'link', to: declaration ? etransportPaths.edit(target.id) : followUpPage(target) };
    case 'correct':
      return { kind: 'link', to: etransportPaths.correction(target.id) };
    case 'duplicate':
      return { kind: 'link', to: etransportPaths.duplicate(target.id) };
    case 'pdf':
      return { kind: 'pdf' };
    default:
      return { kind: 'modal', modal: action };
  }
}

/** Actions that cannot be undone, shown last and in red. */
export const DANGER_ACTIONS: readonly EtransportAction[] = ['cancel', 'delete'];

/**
 * The row menu's entries in their order: the server's actions (already filtered by the row's state
 * and the user's permissions), the irreversible ones last; `without` leaves out what a page shows
 * elsewhere (the view page's own buttons).
 */
export function menuActions(
  actions: readonly EtransportAction[],
  without: readonly EtransportAction[] = [],
): { safe: EtransportAction[]; danger: EtransportAction[] } {
  const shown = actions.filter((action) => !without.includes(action));
  return {
    safe: shown.filter((action) => !DANGER_ACTIONS.includes(action)),
    danger: shown.filter((action) => DANGER_ACTIONS.includes(action)),
  };
}
