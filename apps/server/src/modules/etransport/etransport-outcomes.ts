import type { NotificationType } from '@app/domain/notifications/notification.schemas';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies } from '../companies/companies.tables';
import type { NotificationsService } from '../notifications/notifications.service';
import { type ItemRow, etransportRepo as repo, type SubmissionRow } from './etransport.repo';
import type { OutcomeRecorder } from './etransport-worker';

/** The notification family of a row (a correction is a declaration to the user). */
const family = (item: ItemRow) =>
  item.kind === 'vehicle-modification' || item.kind === 'transport-confirmation' ? item.kind : 'declaration';

/** Which notice an outcome raises: registered, accepted, failed-to-register (refused), failed-to-send (nok). */
const NOTICE = {
  registered: 'registered',
  accepted: 'accepted',
  refused: 'failed-to-register',
  rejected: 'failed-to-send',
} as const;

async function notify(
  tx: Tx,
  notifications: NotificationsService,
  item: ItemRow,
  outcome: keyof typeof NOTICE,
) {
  const [company] = await tx.db
    .select({ tenantId: companies.tenantId })
    .from(companies)
    .where(eq(companies.id, item.companyId));
  if (!company) return;
  await notifications.notify(tx, {
    tenantId: company.tenantId,
    companyId: item.companyId,
    type: `etransport-${family(item)}-${NOTICE[outcome]}` satisfies NotificationType,
    data: {
      id: item.id,
      ...(item.uit ? { uit: item.uit } : {}),
      ...(item.referenceCode ? { referenceCode: item.referenceCode } : {}),
      ...(item.partnerName ? { partnerName: item.partnerName } : {}),
    },
  });
}

/** A cancellation (stergere): the declaration is cancelled once ANAF accepts it, stays live otherwise. */
async function cancellationOutcome(tx: Tx, item: ItemRow, submission: SubmissionRow, outcome: string) {
  if (outcome === 'registered') {
    await repo.log(tx.db, item, 'registered', null, submission.uploadIndex);
  } else if (outcome === 'accepted') {
    await repo.update(tx.db, item.id, { status: 'canceled' });
    await repo.log(tx.db, item, 'accepted', null, 'stergere');
  } else {
    await repo.update(tx.db, item.id, { status: 'published', errors: submission.errors });
    await repo.log(tx.db, item, 'rejected', null, submission.errors.join('\n'));
  }
}

/**
 * What ANAF's answers do to a register row, in the worker's transaction: registered (the upload
 * index, a declaration's UIT), accepted (published; a correction makes its parent corrected),
 * refused or rejected (back to an editable draft with ANAF's errors, the UIT dropped).
 */
export function createOutcomeRecorder(notifications: NotificationsService): OutcomeRecorder {
  return async (tx, submission, outcome) => {
    if (!outcome) return;
    const item = await repo.find(tx.db, submission.companyId, submission.itemId, true);
    if (!item) return;
    if (submission.message === 'stergere') {
      await cancellationOutcome(tx, item, submission, outcome);
      return;
    }
    let updated: ItemRow;
    if (outcome === 'registered') {
      updated = await repo.update(tx.db, item.id, {
        pending: false,
        etransportStatus: 'pending',
        uploadIndex: submission.uploadIndex,
        ...(submission.uit ? { uit: submission.uit } : {}),
      });
      await repo.log(tx.db, item, 'registered', null, submission.uploadIndex);
    } else if (outcome === 'accepted') {
      updated = await repo.update(tx.db, item.id, {
        pending: false,
        status: 'published',
        etransportStatus: 'accepted',
        errors: [],
      });
      if (item.kind === 'correction' && item.parentId)
        await repo.update(tx.db, item.parentId, { status: 'corrected' });
      await repo.log(tx.db, item, 'accepted', null, updated.uit);
    } else {
      // A declaration's UIT was given at the upload: a refused one never holds.
      const keepsUit = item.kind !== 'declaration';
      updated = await repo.update(tx.db, item.id, {
        pending: false,
        etransportStatus: 'rejected',
        errors: submission.errors,
        ...(keepsUit ? {} : { uit: null }),
      });
      await repo.log(tx.db, item, 'rejected', null, submission.errors.join('\n'));
    }
    await notify(tx, notifications, updated, outcome);
  };
}
