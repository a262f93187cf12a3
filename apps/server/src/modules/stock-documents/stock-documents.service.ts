import type {
  StockDocument,
  StockDocumentPayload,
  StockPublishInput,
} from '@app/domain/stock/stock-document.schemas';
import {
  STOCK_DIRECTION,
  STOCK_SERIES_TYPE,
  STOCK_SHORTAGE_CODE,
  type StockDocumentKind,
} from '@app/domain/stock/stock-kinds';
import { todayInRomania } from '@app/domain/validators/iso-date';
import Decimal from 'decimal.js';
import type { Database, Db, Tx } from '../../db/client';
import { HttpError, notFound } from '../../platform/http/errors';
import type { ListingPlan } from '../../platform/listing/listing';
import {
  type StockLedger,
  type StockLineMovement,
  StockShortageError,
} from '../../platform/stock/stock-ledger';
import { allocateNumber } from '../document-series/document-series.service';
import { payloadOf, toListItem, toStockDocument } from './stock-document.view';
import { buildStockDocument, type Existing, movesStock } from './stock-document-builder';
import { stockDocumentLinks } from './stock-document-links';
import { stockSourcesRepo as sources } from './stock-document-sources.repo';
import { stockDocumentsRepo as repo, type StockDocumentRow, type StockLineRow } from './stock-documents.repo';

/** A refusal with its message key (web texts: stock-documents.errors.<reason>). */
export const refused = (reason: string, body: Record<string, unknown> = {}) =>
  new HttpError(422, `stock-documents.errors.${reason}`, { errors: { _: [reason] }, ...body });

const negate = (value: string) => new Decimal(value).negated().toFixed();

/**
 * The four stock documents, one mechanism: drafts are checked and built by the builder; publication
 * numbers the document under its series lock (gapless, in issue-date order) and posts the lines that
 * move stock to the ledger in the same transaction, so a shortage rolls back number and all. Voiding
 * takes the movements out; a storno is a draft with the lines reversed, linked both ways.
 */
export function createStockDocumentsService(database: Database, ledger: StockLedger) {
  async function view(db: Db, row: StockDocumentRow): Promise<StockDocument> {
    const lines = await repo.lines(db, row.id);
    const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
    const [warehouseName, productRows, costs, links] = await Promise.all([
      sources.warehouseName(db, row.warehouseId),
      sources.products(db, row.companyId, productIds),
      row.status === 'published' ? ledger.costsOf(db, row.companyId, row.id) : Promise.resolve([]),
      stockDocumentLinks(db, row),
    ]);
    const services = new Set(productRows.filter((p) => p.isService).map((p) => p.id));
    return toStockDocument(row, lines, { warehouseName, services, costs, links });
  }

  async function locked(tx: Tx, companyId: string, kind: StockDocumentKind, id: string): Promise<Existing> {
    const row = await repo.lock(tx.db, companyId, kind, id);
    if (!row) throw notFound();
    return { row, lines: await repo.lines(tx.db, id) };
  }

  /** A goods receipt note remembers the supplier's codes of the products its lines received. */
  async function rememberSupplierCodes(
    tx: Tx,
    companyId: string,
    row: StockDocumentRow,
    lines: StockLineRow[],
  ) {
    if (row.kind !== 'goods-receipt-note' || !row.partnerId) return;
    for (const line of lines) {
      if (line.productId && line.supplierProductCode)
        await sources.rememberSupplierCode(
          tx.db,
          companyId,
          row.partnerId,
          line.productId,
          line.supplierProductCode,
        );
    }
  }

  async function insert(
    tx: Tx,
    companyId: string,
    kind: StockDocumentKind,
    payload: StockDocumentPayload,
    links: { refundsId?: string | null; refundsLineIds?: string[] } = {},
  ) {
    const built = await buildStockDocument(tx.db, companyId, kind, payload, null, links);
    const row = await repo.insert(tx.db, companyId, kind, {
      ...built.values,
      refundsId: links.refundsId ?? null,
      status: 'draft',
    });
    const lines = await repo.replaceLines(
      tx.db,
      companyId,
      row.id,
      built.lines.map((line, index) => ({ ...line, refundsLineId: links.refundsLineIds?.[index] ?? null })),
    );
    await rememberSupplierCodes(tx, companyId, row, lines);
    return row;
  }

  /** The movements a document's lines make: loadings at their RON price, stornos reversing their line. */
  async function movementsOf(
    db: Db,
    row: StockDocumentRow,
    lines: StockLineRow[],
  ): Promise<StockLineMovement[]> {
    const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
    const services = new Set(
      (await sources.products(db, row.companyId, productIds)).filter((p) => p.isService).map((p) => p.id),
    );
    const direction = STOCK_DIRECTION[row.kind];
    const storno = row.refundsId !== null;
    return lines
      .filter((line) => movesStock(row.kind, line, services.has(line.productId ?? '')))
      .map((line) => {
        const quantity = new Decimal(line.quantity).abs().toFixed();
        if (storno)
          return {
            lineId: line.id,
            productId: line.productId as string,
            quantity,
            kind: direction === 'in' ? 'return-out' : 'return-in',
            ...(line.refundsLineId ? { reversesLineId: line.refundsLineId } : {}),
          };
        return {
          lineId: line.id,
          productId: line.productId as string,
          quantity,
          kind: direction,
          ...(direction === 'in' ? { unitCost: new Decimal(line.priceRon).toFixed(4) } : {}),
        };
      });
  }

  /** The ledger's refusal as the form shows it: the short lines' quantities, and which lines they are. */
  function shortageRefusal(error: StockShortageError, lines: StockLineRow[]) {
    const errors: Record<string, string[]> = {};
    const short = error.shortages.map((shortage) => {
      const index = lines.findIndex((line) => line.id === shortage.lineId);
      if (index >= 0) errors[`lines.${index}.quantity`] = [STOCK_SHORTAGE_CODE];
      return { ...shortage, position: index + 1, name: lines[index]?.name ?? null };
    });
    return new HttpError(422, `stock-documents.errors.${STOCK_SHORTAGE_CODE}`, { errors, shortages: short });
  }

  async function withShortages<T>(lines: StockLineRow[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof StockShortageError) throw shortageRefusal(error, lines);
      throw error;
    }
  }

  const copyPayload = (payload: StockDocumentPayload): StockDocumentPayload => ({
    ...payload,
    issueDate: todayInRomania(),
    supplierInvoiceId: null,
    lines: payload.lines.map((line) => ({
      ...line,
      id: null,
      correctsLineId: null,
      supplierInvoiceLineId: null,
    })),
  });

  return {
    view,
    insert,

    async list(companyId: string, kind: StockDocumentKind, plan: ListingPlan) {
      const page = await repo.list(database.db, companyId, kind, plan);
      return { items: page.items.map(toListItem), count: page.count };
    },

    async get(companyId: string, kind: StockDocumentKind, id: string): Promise<StockDocument> {
      const row = await repo.find(database.db, companyId, kind, id);
      if (!row) throw notFound();
      return view(database.db, row);
    },

    async create(companyId: string, kind: StockDocumentKind, payload: StockDocumentPayload) {
      const row = await database.transaction((tx) => insert(tx, companyId, kind, payload));
      return view(database.db, row);
    },

    async update(companyId: string, kind: StockDocumentKind, id: string, payload: StockDocumentPayload) {
      const row = await database.transaction(async (tx) => {
        const existing = await locked(tx, companyId, kind, id);
        if (existing.row.status !== 'draft') throw refused('not-draft');
        const built = await buildStockDocument(tx.db, companyId, kind, payload, existing);
        const updated = await repo.update(tx.db, companyId, id, built.values);
        const lines = await repo.replaceLines(tx.db, companyId, id, built.lines);
        await rememberSupplierCodes(tx, companyId, updated, lines);
        return updated;
      });
      return view(database.db, row);
    },

    /** Drafts only; a storno draft's deletion frees the document it reversed. */
    async delete(companyId: string, kind: StockDocumentKind, id: string): Promise<void> {
      await database.transaction(async (tx) => {
        const { row } = await locked(tx, companyId, kind, id);
        if (row.status !== 'draft') throw refused('not-draft');
        if (row.refundsId) await repo.update(tx.db, companyId, row.refundsId, { refundedById: null });
        await repo.delete(tx.db, companyId, id);
      });
    },

    async publish(companyId: string, kind: StockDocumentKind, id: string, input: StockPublishInput) {
      const row = await database.transaction(async (tx) => {
        const existing = await locked(tx, companyId, kind, id);
        if (existing.row.status !== 'draft') throw refused('not-draft');
        if (existing.lines.length === 0)
          throw new HttpError(422, 'common.errors.validation', { errors: { lines: ['required'] } });
        const payload = payloadOf(existing.row, existing.lines);
        if (input.documentSeriesId) payload.documentSeriesId = input.documentSeriesId;
        if (input.issueDate) payload.issueDate = input.issueDate;
        const built = await buildStockDocument(tx.db, companyId, kind, payload, existing);
        await repo.update(tx.db, companyId, id, built.values);
        const lines = await repo.replaceLines(tx.db, companyId, id, built.lines);
        // From here the series is locked until commit.
        const numbered = await allocateNumber(tx, companyId, payload.documentSeriesId, {
          type: STOCK_SERIES_TYPE[kind],
        });
        const published = await repo.publishIfSequential(tx.db, companyId, id, {
          documentSeriesId: payload.documentSeriesId,
          issueDate: payload.issueDate,
          status: 'published',
          number: numbered.number,
          seriesNumber: numbered.formatted,
          publishedAt: new Date(),
        });
        if (!published) {
          const latest = await repo.latestIssueDateInSeries(tx.db, payload.documentSeriesId);
          throw new HttpError(422, 'stock-documents.errors.not-sequential', {
            errors: { issueDate: [`after_or_equal:${latest}`] },
          });
        }
        const movements = await movementsOf(tx.db, published, lines);
        if (movements.length > 0) {
          await withShortages(lines, () =>
            ledger.post(tx.db, {
              companyId,
              warehouseId: published.warehouseId,
              sourceKind: kind,
              documentId: id,
              date: published.issueDate,
              lines: movements,
            }),
          );
        }
        return published;
      });
      return view(database.db, row);
    },

    /** Published -> voided, its movements taken out (refused if that leaves later unloadings short). */
    async void(companyId: string, kind: StockDocumentKind, id: string) {
      const row = await database.transaction(async (tx) => {
        const { row: existing, lines } = await locked(tx, companyId, kind, id);
        if (existing.status !== 'published') throw refused('not-published');
        if (existing.refundedById) throw refused('void-refunded');
        if (existing.clientInvoiceId) throw refused('void-invoiced');
        await withShortages(lines, () => ledger.remove(tx.db, companyId, id));
        if (existing.refundsId)
          await repo.update(tx.db, companyId, existing.refundsId, { refundedById: null });
        return repo.update(tx.db, companyId, id, { status: 'voided', voidedAt: new Date() });
      });
      return view(database.db, row);
    },

    /** A draft storno: every line reversed (negative), referring to the line it reverses; linked both ways. */
    async storno(companyId: string, kind: StockDocumentKind, id: string) {
      const row = await database.transaction(async (tx) => {
        const original = await locked(tx, companyId, kind, id);
        if (original.row.status !== 'published') throw refused('not-published');
        if (original.row.refundsId) throw refused('is-storno');
        if (original.row.refundedById) throw refused('already-refunded');
        const payload = payloadOf(original.row, original.lines);
        const storno = await insert(
          tx,
          companyId,
          kind,
          {
            ...payload,
            issueDate: todayInRomania(),
            supplierInvoiceId: null,
            lines: payload.lines.map((line) => ({
              ...line,
              id: null,
              correctsLineId: null,
              quantity: negate(line.quantity),
            })),
          },
          { refundsId: original.row.id, refundsLineIds: original.lines.map((line) => line.id) },
        );
        await repo.update(tx.db, companyId, original.row.id, { refundedById: storno.id });
        return storno;
      });
      return view(database.db, row);
    },

    /** A new draft with the same lines, dated today; a goods receipt note with linked documents is not copied. */
    async duplicate(companyId: string, kind: StockDocumentKind, id: string) {
      const row = await database.transaction(async (tx) => {
        const source = await repo.find(tx.db, companyId, kind, id);
        if (!source) throw notFound();
        if (source.refundsId) throw refused('is-storno');
        if (
          kind === 'goods-receipt-note' &&
          (source.supplierInvoiceId || source.refundedById || source.clientInvoiceId)
        )
          throw refused('linked-documents');
        return insert(tx, companyId, kind, copyPayload(payloadOf(source, await repo.lines(tx.db, id))));
      });
      return view(database.db, row);
    },

    async available(companyId: string, warehouseId: string, productIds: string[], date: string | null) {
      const warehouse = await sources.warehouse(database.db, companyId, warehouseId);
      if (!warehouse) throw notFound();
      const found = await ledger.available(
        database.db,
        companyId,
        warehouseId,
        productIds,
        date ?? todayInRomania(),
      );
      return {
        items: productIds.map((productId) => ({ productId, available: found.get(productId) ?? '0' })),
      };
    },
  };
}
export type StockDocumentsService = ReturnType<typeof createStockDocumentsService>;
