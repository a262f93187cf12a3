import { allowedActions, permittedActions } from '@app/domain/etransport/allowed-actions';
import type { EtransportDetail, EtransportRow } from '@app/domain/etransport/etransport-api.schemas';
import { combinedState, isDeclarationKind } from '@app/domain/etransport/etransport-states';
import type { PermissionAction } from '@app/domain/permissions/permissions';
import type { ItemRow, SubmissionRow } from './etransport.repo';

/** Who asks: their grants on anaf-spv.ro-e-transport, and whether the company can send now. */
export type Viewer = { granted: Record<PermissionAction, boolean>; spvActive: boolean };

export const grantsOf = (permissions: Set<string>): Record<PermissionAction, boolean> => ({
  read: permissions.has('anaf-spv.ro-e-transport.read'),
  write: permissions.has('anaf-spv.ro-e-transport.write'),
  delete: permissions.has('anaf-spv.ro-e-transport.delete'),
});

/**
 * A declaration whose content the product holds. ANAF's list gives an imported declaration's UIT,
 * declarant and reference but not its goods or route, so it has no form values and no PDF.
 */
const holdsDeclaration = (item: ItemRow) =>
  (item.kind === 'declaration' || item.kind === 'correction') && Array.isArray(item.payload.products);

export function toRow(item: ItemRow, viewer: Viewer): EtransportRow {
  const state = {
    kind: item.kind,
    status: item.status,
    etransportStatus: item.etransportStatus,
    pending: item.pending,
    imported: item.imported,
    uit: item.uit,
  };
  return {
    id: item.id,
    type: item.kind,
    status: item.status,
    etransportStatus: item.etransportStatus,
    uit: item.uit,
    parentDeclarationId: item.parentId,
    combinedDate: item.combinedDate,
    deliveryDate: item.deliveryDate,
    postEtransportFailure: item.postFailure,
    pending: item.pending,
    imported: item.imported,
    state: combinedState(state),
    partnerName: item.partnerName,
    referenceCode: item.referenceCode,
    actions: permittedActions(allowedActions(state, { spvActive: viewer.spvActive }), viewer.granted).filter(
      (action) =>
        holdsDeclaration(item) || !isDeclarationKind(item.kind) || (action !== 'pdf' && action !== 'email'),
    ),
    createdAt: item.createdAt.toISOString(),
  };
}

type Activity = {
  step: EtransportDetail['activity'][number]['step'];
  at: Date;
  userName: string | null;
  detail: string | null;
};

export function toDetail(
  item: ItemRow,
  viewer: Viewer,
  extra: { activity: Activity[]; cancellation: SubmissionRow | null; draftChildId: string | null },
): EtransportDetail {
  const cancellation = extra.cancellation;
  return {
    ...toRow(item, viewer),
    uploadIndex: item.uploadIndex,
    errors: item.errors,
    declaration: holdsDeclaration(item) ? item.payload : null,
    vehicleModification: item.kind === 'vehicle-modification' ? item.payload : null,
    transportConfirmation: item.kind === 'transport-confirmation' ? item.payload : null,
    cancellation: cancellation
      ? {
          status:
            cancellation.status === 'accepted' || cancellation.status === 'rejected'
              ? cancellation.status
              : 'pending',
          errors: cancellation.errors,
        }
      : null,
    draftChildId: extra.draftChildId,
    activity: extra.activity.map((entry) => ({
      step: entry.step,
      at: entry.at.toISOString(),
      userName: entry.userName,
      detail: entry.detail,
    })),
  };
}
