import type { SpvMessage } from '@app/anaf/spv/efactura-api.types';
import {
  type Fetched,
  fetchInvoice,
  type ImportOutcome,
  type LearnedSupplier,
  rememberSuppliers,
  type SyncMemo,
  storeReceivedAlone,
  storeReceivedInvoices,
} from './efactura-import';
import type { InboxContext } from './efactura-inbox.context';

/**
 * Received invoices stored per transaction: enough to spare most of the per-transaction round
 * trips, few enough that the downloads of the next ones keep running while these are written.
 */
export const RECEIVED_BATCH = 50;

type Downloaded = { message: SpvMessage } & ({ fetched: Fetched } | { error: unknown });
type Item = { message: SpvMessage; fetched: Fetched };

export type PageReport = {
  outcome(outcome: ImportOutcome): void;
  failure(message: SpvMessage, error: unknown): void;
};

/** Starts every download of the page, at most `size` at a time and in the page's order. */
function downloads(ctx: InboxContext, companyId: string, messages: SpvMessage[], size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  return messages.map(async (message): Promise<Downloaded> => {
    await acquire();
    try {
      return { message, fetched: await fetchInvoice(ctx, companyId, message) };
    } catch (error) {
      return { message, error };
    } finally {
      release();
    }
  });
}

/**
 * A batch in one transaction. When anything in it fails (a concurrent sync holding the same
 * download id, a database error), it rolls back whole and each invoice is stored again in its own
 * transaction: the outcomes, and which messages fail, are those of importing them one by one.
 */
async function storeBatch(
  ctx: InboxContext,
  companyId: string,
  items: Item[],
  memo: SyncMemo,
  report: PageReport,
) {
  if (items.length === 0) return;
  const learned = new Map<string, LearnedSupplier>();
  let outcomes: ImportOutcome[] | null = null;
  try {
    outcomes = await ctx.database.transaction((tx) =>
      storeReceivedInvoices(ctx, tx, companyId, items, memo, learned),
    );
  } catch {
    outcomes = null;
  }
  if (outcomes) {
    rememberSuppliers(memo, learned);
    for (const outcome of outcomes) report.outcome(outcome);
    return;
  }
  for (const item of items) {
    try {
      report.outcome(await storeReceivedAlone(ctx, companyId, item, memo));
    } catch (error) {
      report.failure(item.message, error);
    }
  }
}

/**
 * The fresh received invoices (filter P) of one page: downloaded and read side by side, stored in
 * the page's order, RECEIVED_BATCH to a transaction. A download that fails is that message's
 * failure only, left for the next sync.
 */
export async function importReceivedPage(
  ctx: InboxContext,
  companyId: string,
  messages: SpvMessage[],
  memo: SyncMemo,
  concurrency: number,
  report: PageReport,
) {
  const pending = downloads(ctx, companyId, messages, concurrency);
  for (let at = 0; at < pending.length; at += RECEIVED_BATCH) {
    const settled = await Promise.all(pending.slice(at, at + RECEIVED_BATCH));
    const items: Item[] = [];
    for (const entry of settled) {
      if ('error' in entry) report.failure(entry.message, entry.error);
      else items.push(entry);
    }
    await storeBatch(ctx, companyId, items, memo, report);
  }
}
