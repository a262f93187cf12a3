import { AnafCallError, type SpvMessage, type SpvMessageFilter } from '@app/anaf/spv/efactura-api.types';
import { spvActiveLike } from '@app/domain/efactura/efactura-states';
import { type ImportOutcome, importBuyerMessage, syncMemo } from './efactura-import';
import { type InboxContext, PDF_JOB } from './efactura-inbox.context';
import { efacturaInboxRepo as repo } from './efactura-inbox.repo';
import { importReceivedPage, type PageReport } from './received-batch';
import { earliestStart, startTooOld, syncWindow } from './sync-window';

/** Messages of one page downloaded side by side: downloads wait on ANAF, not on us. */
export const IMPORT_CONCURRENCY = 8;

export type SyncReport = {
  pages: number;
  listed: number;
  outcomes: Record<ImportOutcome, number>;
  failed: number;
  window: { startTime: number; endTime: number };
};

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(runners);
}

const LIST_TRIES = 3;
const TRANSIENT = new Set(['timeout', 'server', 'network', 'limit']);

/**
 * One page of the list, tried again (after 1 s, then 2 s) when ANAF times out or fails for a
 * moment: a page lost would end the whole sync, while a message lost is only left for the next.
 */
async function listPage(
  ctx: InboxContext,
  companyId: string,
  query: { startTime: number; endTime: number; page: number; filter: SpvMessageFilter },
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.access.call(companyId, (api, call) =>
        api.listMessagesPage({ cif: call.cif, ...query }, call.accessToken),
      );
    } catch (error) {
      const kind = error instanceof AnafCallError ? error.kind : null;
      if (attempt >= LIST_TRIES || !kind || !TRANSIENT.has(kind)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    }
  }
}

/**
 * One company's sync (spec 02 §4; reference README, listaMesajePaginatieFactura): every page of
 * the received invoices (P) and buyer messages (R) of the window, each message not yet in the
 * registry imported in its own transaction. A message that fails (a lost download, a 5xx) is left
 * for the next sync: `synced_until` then stays where it was, so the window reads it again, and the
 * job fails so pg-boss retries it with backoff. Running it again imports nothing new.
 */
export async function syncCompany(ctx: InboxContext, companyId: string): Promise<SyncReport | null> {
  const connection = await repo.connection(ctx.database.db, companyId);
  if (!connection || !spvActiveLike(connection.status)) return null;
  const now = ctx.now();
  const window = syncWindow(now, connection.syncedUntil?.getTime() ?? null);
  const report: SyncReport = {
    pages: 0,
    listed: 0,
    outcomes: { imported: 0, 'kept-with-error': 0, known: 0, 'linked-own': 0 },
    failed: 0,
    window,
  };
  let firstError: unknown = null;
  const memo = await syncMemo(ctx, companyId);
  const pageReport: PageReport = {
    outcome: (outcome) => {
      report.outcomes[outcome]++;
    },
    failure: (message, error) => {
      report.failed++;
      firstError ??= error;
      ctx.log.warn({ err: error, companyId, downloadId: message.id }, 'SPV message not imported');
    },
  };
  const filters: [SpvMessageFilter, (fresh: SpvMessage[]) => Promise<void>][] = [
    ['P', (fresh) => importReceivedPage(ctx, companyId, fresh, memo, IMPORT_CONCURRENCY, pageReport)],
    [
      'R',
      (fresh) =>
        pool(fresh, IMPORT_CONCURRENCY, async (message) => {
          try {
            pageReport.outcome(await importBuyerMessage(ctx, companyId, message));
          } catch (error) {
            pageReport.failure(message, error);
          }
        }),
    ],
  ];
  for (const [filter, importFresh] of filters) {
    let startTime = window.startTime;
    for (let page = 1; ; page++) {
      // A sync longer than the edge would ask for a start ANAF now finds older than 60 days: the
      // start moves up, and as that changes the pages, the list is read again from its first page
      // (what is already imported is skipped without a download).
      const now = ctx.now();
      if (startTooOld(startTime, now)) {
        startTime = earliestStart(now);
        page = 1;
      }
      const answer = await listPage(ctx, companyId, { startTime, endTime: window.endTime, page, filter });
      report.pages++;
      report.listed += answer.messages.length;
      const known = await repo.knownAnafIds(
        ctx.database.db,
        companyId,
        answer.messages.map((message) => message.id),
      );
      report.outcomes.known += known.size;
      await importFresh(answer.messages.filter((message) => !known.has(message.id)));
      if (page >= answer.totalPages) break;
    }
  }
  await repo.markSynced(
    ctx.database.db,
    companyId,
    new Date(now),
    report.failed === 0 ? new Date(window.endTime) : null,
  );
  // ANAF's PDFs of what was imported follow in their own job, out of the import's critical path.
  if (report.outcomes.imported > 0)
    await ctx.database.transaction((tx) => ctx.jobs.enqueue(tx, PDF_JOB, { companyId }));
  if (firstError) throw firstError;
  return report;
}
