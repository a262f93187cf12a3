import { AnafCallError } from '@app/anaf/spv/efactura-api.types';
import type { NotificationType } from '@app/domain/notifications/notification.schemas';
import { SpvUnavailableError } from '../../platform/anaf/spv-access';
import { companyForSpv } from '../companies/company-spv-status';
import { anafSpvRepo, type SpvConnectionRow } from './anaf-spv.repo';
import { applyChange, type SpvCore } from './anaf-spv.service';
import { certificateMail } from './spv-mails';
import { afterProbe, dueActions, type ProbeOutcome, type TimerAction } from './spv-timers';

/** The job that runs the connection timers (every 15 minutes). */
export const SPV_TIMERS_JOB = 'anaf-spv.timers';
export const SPV_TIMERS_CRON = '*/15 * * * *';

export type SweepReport = Record<TimerAction['kind'], number>;

const timerRow = (row: SpvConnectionRow) => ({
  status: row.status,
  statusSince: row.statusSince,
  nextCheckAt: row.nextCheckAt,
  refreshedAt: row.refreshedAt,
  certificateExpiresAt: row.certificateExpiresAt,
  certificateNotices: row.certificateNotices,
  hasTokens: row.refreshTokenEnc !== null,
});

/**
 * Applies what the pure timers say is due, one connection at a time, each change in its own
 * transaction over the locked row (re-checked there, so two workers never apply one step twice).
 */
export function createSpvSweep(core: SpvCore) {
  const { ctx } = core;

  /** A cheap call with the connection's token: may it act for its CUI now? */
  async function probe(companyId: string): Promise<ProbeOutcome> {
    try {
      await core.access.probe(companyId, (api, context) =>
        api.listMessages({ cif: context.cif, days: 1 }, context.accessToken),
      );
      return 'ok';
    } catch (error) {
      if (error instanceof SpvUnavailableError) return 'refused';
      if (error instanceof AnafCallError) {
        if (error.kind === 'limit') return 'ok';
        return error.kind === 'forbidden' || error.kind === 'unauthorized' ? 'refused' : 'failed';
      }
      return 'failed';
    }
  }

  async function applyProbe(row: SpvConnectionRow): Promise<void> {
    const outcome = await probe(row.companyId);
    const company = await companyForSpv(ctx.database.db, row.companyId);
    if (!company) return;
    await ctx.database.transaction(async (tx) => {
      const locked = await anafSpvRepo.lock(tx.db, row.companyId);
      if (!locked || locked.status !== row.status) return;
      const now = core.now();
      const change = afterProbe(locked, outcome, now);
      const notify: NotificationType | null =
        change.notify === 'activated'
          ? locked.activatedByAccountant
            ? 'my-companies-anaf-spv-activated-by-accountant'
            : 'my-companies-anaf-spv-activated'
          : change.notify === 'deactivated'
            ? 'my-companies-anaf-spv-deactivated'
            : null;
      const givingUp = change.status === 'inactive';
      await applyChange(
        core,
        tx,
        company,
        {
          status: change.status,
          statusSince: change.statusSince,
          nextCheckAt: change.nextCheckAt,
          ...(change.status === 'active' ? { lastError: null, activatedAt: locked.activatedAt ?? now } : {}),
          ...(givingUp
            ? {
                accessTokenEnc: null,
                refreshTokenEnc: null,
                accessExpiresAt: null,
                tokenVersion: locked.tokenVersion + 1,
              }
            : {}),
        },
        notify,
      );
    });
  }

  async function applyNotice(row: SpvConnectionRow, action: Extract<TimerAction, { kind: 'notice' }>) {
    const company = await companyForSpv(ctx.database.db, row.companyId);
    if (!company || !row.certificateExpiresAt) return;
    const date = row.certificateExpiresAt;
    await ctx.database.transaction(async (tx) => {
      const locked = await anafSpvRepo.lock(tx.db, row.companyId);
      if (
        !locked ||
        locked.certificateExpiresAt !== date ||
        locked.certificateNotices.includes(action.notice)
      )
        return;
      await anafSpvRepo.update(tx.db, row.companyId, {
        certificateNotices: [...locked.certificateNotices, action.notice],
      });
      await core.notifications.notify(tx, {
        tenantId: company.tenantId,
        companyId: company.id,
        type: 'my-companies-anaf-spv-certificate-expiring',
        data: { certificateExpiresAt: date, daysLeft: action.daysLeft },
      });
      for (const admin of await anafSpvRepo.admins(tx.db, company.tenantId)) {
        await ctx.mailer.queue(
          tx,
          certificateMail(admin, company.legalName, date, action.daysLeft, ctx.config.appUrl, company.id),
        );
      }
    });
  }

  async function applyExpiry(row: SpvConnectionRow) {
    const company = await companyForSpv(ctx.database.db, row.companyId);
    if (!company) return;
    await ctx.database.transaction(async (tx) => {
      const locked = await anafSpvRepo.lock(tx.db, row.companyId);
      if (!locked || locked.status === 'expired' || locked.status === 'inactive') return;
      await applyChange(
        core,
        tx,
        company,
        { status: 'expired', statusSince: core.now(), nextCheckAt: null },
        'my-companies-anaf-spv-deactivated',
      );
    });
  }

  return {
    /** One pass over every live connection; what it did, by kind. */
    async run(): Promise<SweepReport> {
      const report: SweepReport = { probe: 0, refresh: 0, expire: 0, notice: 0 };
      for (const row of await anafSpvRepo.allLive(ctx.database.db)) {
        for (const action of dueActions(timerRow(row), core.now())) {
          try {
            if (action.kind === 'probe') await applyProbe(row);
            else if (action.kind === 'notice') await applyNotice(row, action);
            else if (action.kind === 'expire') await applyExpiry(row);
            else await core.access.refreshNow(row.companyId);
            report[action.kind]++;
          } catch {
            // One connection failing (ANAF down) must not stop the others; the next pass retries.
          }
        }
      }
      return report;
    },
  };
}
