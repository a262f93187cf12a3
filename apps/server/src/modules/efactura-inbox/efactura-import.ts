import { readUbl } from '@app/anaf/efactura/ubl-reader';
import type { DownloadedArchive, SpvMessage } from '@app/anaf/spv/efactura-api.types';
import type { EInvoice } from '@app/domain/einvoice/einvoice.types';
import type { Tx } from '../../db/client';
import {
  insertReceivedInvoices,
  type ReceivedSupplierInvoice,
  type WrittenSupplierInvoice,
} from '../supplier-invoices/supplier-invoice-receipt';
import type { InboxContext } from './efactura-inbox.context';
import { type RegistryValues, efacturaInboxRepo as repo } from './efactura-inbox.repo';
import {
  type CompanyVatRate,
  partyCif,
  ReceivedInvoiceError,
  writtenSupplierInvoice,
} from './received-invoice-mapping';
import { readRasp } from './reply-xml';
import { supplierFor } from './supplier-match';
import { anafCreatedAt } from './sync-window';

export type ImportOutcome = 'imported' | 'kept-with-error' | 'known' | 'linked-own';

/** What was fetched from ANAF for one message, before its transaction opens. */
export type Fetched = {
  archive: DownloadedArchive;
  invoice: EInvoice | null;
  readError: string | null;
  pdf: Uint8Array | null;
};

const xmlBytes = (text: string) => Buffer.from(text, 'utf8');

/** `cif_emitent=...` of ANAF's `detalii`: the seller, when the XML cannot tell. */
const sellerOfDetails = (details: string) => /cif_emitent=(\d+)/.exec(details)?.[1] ?? null;

/**
 * Downloads and reads a received invoice, outside any transaction
 * (the calls reach the network, and the connection may read the database on its own connection).
 * An XML that cannot be read is no failure: it is kept with the reader's reason.
 */
export async function fetchInvoice(
  ctx: InboxContext,
  companyId: string,
  message: SpvMessage,
): Promise<Fetched> {
  const archive = await ctx.access.call(companyId, (api, call) => api.download(message.id, call.accessToken));
  let invoice: EInvoice | null = null;
  let readError: string | null = null;
  if (archive.isErrorFile) readError = `error-file: ${archive.errors.join('; ')}`;
  else {
    try {
      invoice = readUbl(archive.xml);
    } catch (error) {
      const code = (error as { code?: string }).code;
      readError = `${code ?? 'unreadable'}: ${(error as Error).message}`;
    }
  }
  // ANAF's PDF is no part of the import: job efactura.received-pdfs stores it after the sync.
  return { archive, invoice, readError, pdf: null };
}

const listed = (message: SpvMessage) => ({
  anafId: message.id,
  uploadIndex: message.id_solicitare || null,
  anafType: message.tip,
  details: message.detalii,
  anafCreatedAt: anafCreatedAt(message.data_creare),
});

/**
 * What one sync learns once and reuses for every message: the company's tenant and VAT rates, and
 * the suppliers already matched or created (by CUI), so each import's transaction stays short.
 */
export type SyncMemo = {
  tenantId: string | null;
  rates: CompanyVatRate[];
  suppliers: Map<string, { id: string; name: string }>;
};

export async function syncMemo(ctx: InboxContext, companyId: string): Promise<SyncMemo> {
  const { db } = ctx.database;
  return {
    tenantId: await repo.tenantOf(db, companyId),
    rates: await repo.vatRates(db, companyId),
    suppliers: new Map(),
  };
}

const isUniqueViolation = (error: unknown) =>
  (((error as { cause?: unknown })?.cause ?? error) as { code?: string })?.code === '23505';

/** The download id turned out to be known when the transaction came to record it. */
export class AlreadyKnown extends Error {}

/** A supplier the transaction matched or created by CUI: remembered once it commits. */
export type LearnedSupplier = { cif: string; supplier: { id: string; name: string } };

type Received = { message: SpvMessage; fetched: Fetched };

/** The XML and the seal of each item as new files, in one write; their ids in the items' order. */
async function storeFiles(ctx: InboxContext, tx: Tx, companyId: string, items: Received[]) {
  const files = items.flatMap(({ fetched: { archive } }) => [
    { bytes: xmlBytes(archive.xml), contentType: 'application/xml' },
    ...(archive.signature ? [{ bytes: xmlBytes(archive.signature), contentType: 'application/xml' }] : []),
  ]);
  const stored = await ctx.files.putMany(tx.db, companyId, files);
  let at = 0;
  return items.map(({ fetched }) => ({
    xmlFileId: (stored[at++] as { id: string }).id,
    signatureFileId: fetched.archive.signature ? (stored[at++] as { id: string }).id : null,
    pdfFileId: null,
  }));
}

/**
 * Received invoices' rows in the caller's transaction, each kind in one write for the whole batch:
 * their files, the suppliers (remembered in the sync, learned earlier in this transaction, or
 * matched by CUI or created), the supplier invoices with lines and totals as written, the registry
 * rows and the notifications. An invoice that cannot become a supplier invoice keeps its registry
 * row with the reason. Throws AlreadyKnown when the registry already holds a download id.
 */
export async function storeReceivedInvoices(
  ctx: InboxContext,
  tx: Tx,
  companyId: string,
  items: Received[],
  memo: SyncMemo,
  learned: Map<string, LearnedSupplier>,
): Promise<ImportOutcome[]> {
  const files = await storeFiles(ctx, tx, companyId, items);
  const readErrors = items.map(({ fetched }) => fetched.readError);
  const written: { at: number; invoice: WrittenSupplierInvoice }[] = [];
  for (const [at, { fetched }] of items.entries()) {
    const { invoice } = fetched;
    if (!invoice || readErrors[at]) continue;
    try {
      const cif = partyCif(invoice.seller);
      const remembered = cif ? (memo.suppliers.get(cif) ?? learned.get(cif)?.supplier) : undefined;
      const supplier = remembered ?? (await supplierFor(tx, companyId, invoice.seller));
      if (cif && !remembered) learned.set(cif, { cif, supplier });
      written.push({ at, invoice: writtenSupplierInvoice(invoice, supplier, memo.rates) });
    } catch (error) {
      if (!(error instanceof ReceivedInvoiceError)) throw error;
      readErrors[at] = error.code;
    }
  }
  const created: (ReceivedSupplierInvoice | null)[] = items.map(() => null);
  const inserted = await insertReceivedInvoices(
    tx,
    companyId,
    written.map((one) => one.invoice),
  );
  for (const [index, result] of inserted.entries()) {
    const at = (written[index] as { at: number }).at;
    if ('exists' in result) readErrors[at] = 'supplier-invoice-exists';
    else created[at] = result.row;
  }
  const rows: RegistryValues[] = items.map(({ message, fetched: { invoice } }, at) => ({
    direction: 'received',
    kind: 'invoice',
    state: 'received',
    ...listed(message),
    partnerCif: invoice ? partyCif(invoice.seller) : sellerOfDetails(message.detalii),
    partnerName: invoice?.seller.name ?? null,
    seriesNumber: invoice?.id ?? null,
    issueDate: invoice?.issueDate ?? null,
    grossTotal: invoice?.totals.taxInclusive ?? null,
    currency: invoice?.currency ?? null,
    readError: readErrors[at] ?? null,
    supplierInvoiceId: created[at]?.id ?? null,
    ...(files[at] as (typeof files)[number]),
  }));
  // The registry rows in one statement; one already there means another sync holds it.
  if ((await repo.insertManyOnce(tx.db, companyId, rows)) < rows.length) throw new AlreadyKnown();
  const { tenantId } = memo;
  if (tenantId)
    await ctx.notifications.notifyMany(
      tx,
      created.flatMap((row) =>
        row
          ? [
              {
                tenantId,
                companyId,
                type: 'supplier-invoices-efactura-imported' as const,
                data: {
                  id: row.id,
                  seriesAndNumber: row.seriesNumber,
                  partnerName: row.partnerName,
                  grossTotal: row.grossTotal,
                  currencyCode: row.currency,
                },
              },
            ]
          : [],
      ),
    );
  return created.map((row) => (row ? 'imported' : 'kept-with-error'));
}

/** Only a committed supplier is remembered: a rolled-back one does not exist. */
export function rememberSuppliers(memo: SyncMemo, learned: Map<string, LearnedSupplier>) {
  for (const { cif, supplier } of learned.values()) memo.suppliers.set(cif, supplier);
}

/**
 * Imports one downloaded received invoice (filter P) in its own transaction. The registry row's
 * unique download id makes a second sync, or a concurrent one, roll back to a no-op. An unreadable
 * XML, or one that cannot become a supplier invoice, is kept in the registry with its files and
 * the reason, and never imported again.
 */
export async function storeReceivedAlone(
  ctx: InboxContext,
  companyId: string,
  item: { message: SpvMessage; fetched: Fetched },
  memo: SyncMemo,
): Promise<ImportOutcome> {
  const learned = new Map<string, LearnedSupplier>();
  try {
    const [outcome] = await ctx.database.transaction((tx) =>
      storeReceivedInvoices(ctx, tx, companyId, [item], memo, learned),
    );
    rememberSuppliers(memo, learned);
    return outcome as ImportOutcome;
  } catch (error) {
    if (error instanceof AlreadyKnown) return 'known';
    // Two syncs side by side (PostgreSQL): the other one's transaction, holding the same message,
    // committed its supplier invoice first; this one's waited on the unique key and failed. When
    // the registry now holds the download id, the message is imported: this attempt is a no-op.
    if (
      isUniqueViolation(error) &&
      (await repo.knownAnafIds(ctx.database.db, companyId, [item.message.id])).has(item.message.id)
    )
      return 'known';
    throw error;
  }
}

/** Downloads a received invoice (filter P) and imports it in its own transaction. */
export async function importReceivedInvoice(
  ctx: InboxContext,
  companyId: string,
  message: SpvMessage,
  memo: SyncMemo,
): Promise<ImportOutcome> {
  const fetched = await fetchInvoice(ctx, companyId, message);
  return storeReceivedAlone(ctx, companyId, { message, fetched }, memo);
}

/**
 * A buyer message (filter R). One we sent (its upload index is one of our replies) only gets its
 * download id; one addressed to us, from a client about an invoice we sent, becomes a registry row
 * linked to that invoice and raises `client-invoices-efactura-message-received`.
 */
export async function importBuyerMessage(
  ctx: InboxContext,
  companyId: string,
  message: SpvMessage,
): Promise<ImportOutcome> {
  const own = message.id_solicitare
    ? await repo.sentReplyByUploadIndex(ctx.database.db, companyId, message.id_solicitare)
    : null;
  if (own) {
    if (!own.anafId)
      await repo.update(ctx.database.db, companyId, own.id, {
        anafId: message.id,
        anafCreatedAt: anafCreatedAt(message.data_creare),
      });
    return 'linked-own';
  }
  const archive = await ctx.access.call(companyId, (api, call) => api.download(message.id, call.accessToken));
  const rasp = readRasp(archive.xml);
  return ctx.database.transaction(async (tx) => {
    const invoice = rasp
      ? await repo.clientInvoiceByUploadIndex(tx.db, companyId, rasp.invoiceUploadIndex)
      : null;
    const row = await repo.insertOnce(tx.db, companyId, {
      direction: 'received',
      kind: 'buyer-message',
      state: 'received',
      ...listed(message),
      partnerCif: message.cif || null,
      messageText: rasp?.message ?? null,
      clientDocumentId: invoice?.id ?? null,
      seriesNumber: invoice?.seriesNumber ?? null,
      readError: rasp ? null : 'not-a-buyer-message',
    });
    if (!row) return 'known';
    const [files] = await storeFiles(ctx, tx, companyId, [
      { message, fetched: { archive, invoice: null, readError: null, pdf: null } },
    ]);
    await repo.update(tx.db, companyId, row.id, files ?? {});
    const tenantId = invoice ? await repo.tenantOf(tx.db, companyId) : null;
    if (invoice && tenantId)
      await ctx.notifications.notify(tx, {
        tenantId,
        companyId,
        type: 'client-invoices-efactura-message-received',
        data: { invoiceId: invoice.id, seriesAndNumber: invoice.seriesNumber ?? '' },
      });
    return rasp ? 'imported' : 'kept-with-error';
  });
}
