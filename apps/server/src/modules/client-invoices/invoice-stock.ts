import { STOCK_SHORTAGE_CODE } from '@app/domain/stock/stock-kinds';
import Decimal from 'decimal.js';
import type { Db, Tx } from '../../db/client';
import { HttpError, ValidationError } from '../../platform/http/errors';
import {
  type StockLedger,
  type StockLineMovement,
  StockShortageError,
} from '../../platform/stock/stock-ledger';
import { billingService } from '../billing/billing.service';
import {
  type DocumentKind,
  type DocumentRow,
  type LineRow,
  clientDocumentsRepo as repo,
} from './client-invoices.repo';
import { invoiceStockRepo } from './invoice-stock.repo';

/**
 * How a client invoice with a warehouse moves stock (issue 14 item 5, Smart plan): issuing it
 * unloads its stock products (not services) at the ledger's cost; its storno loads back what the
 * original unloaded, at the original cost; voiding takes its movements out. An invoice made from a
 * despatch advice unloads only what it bills beyond the advice's quantities (a line added by hand):
 * the advice moved the rest. Every change happens in the document's own transaction, so a refusal
 * leaves nothing behind.
 */
export type InvoiceStock = {
  /** Posts an issued invoice's movements (publication, or a rejected invoice corrected). */
  post(tx: Tx, invoice: DocumentRow, lines: LineRow[]): Promise<void>;
  /** Takes the invoice's movements out (void, or before a correction posts them again). */
  remove(tx: Tx, invoice: DocumentRow, lines: LineRow[]): Promise<void>;
};

/**
 * Why a document cannot name this warehouse (a field rule code), or null: only invoices move stock,
 * from a warehouse of the company, with the Smart plan in force (checked again when issued).
 */
export async function warehouseIssue(
  db: Db,
  companyId: string,
  kind: DocumentKind,
  warehouseId: string,
): Promise<string | null> {
  if (kind !== 'invoice') return 'prohibited';
  if (!(await invoiceStockRepo.warehouseExists(db, companyId, warehouseId))) return 'exists';
  if (!(await billingService.hasSmartPlan(db, companyId))) return SMART_PLAN_REQUIRED;
  return null;
}

/** The field rule code of a warehouse chosen without the Smart plan. */
export const SMART_PLAN_REQUIRED = 'smart-plan-required';

/** The refusal of stock documents (spec 02 §8 Publish), the short lines named by their field. */
function shortageRefusal(error: StockShortageError, lines: LineRow[]) {
  const errors: Record<string, string[]> = {};
  const shortages = error.shortages.map((shortage) => {
    const index = lines.findIndex((line) => line.id === shortage.lineId);
    errors[`lines.${index}.quantity`] = [STOCK_SHORTAGE_CODE];
    return {
      line: index + 1,
      name: lines[index]?.name ?? '',
      available: new Decimal(shortage.available).toFixed(),
      requested: new Decimal(shortage.requested).toFixed(),
    };
  });
  return new HttpError(422, `client-invoices.errors.${STOCK_SHORTAGE_CODE}`, { errors, shortages });
}

async function refusingShortage<T>(lines: LineRow[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StockShortageError) throw shortageRefusal(error, lines);
    throw error;
  }
}

/**
 * A storno's negative stock lines, each matched to the refunded line of the same product it reverses
 * (the same position first: a storno starts as the original's lines negated) and loading back at
 * most what that line unloaded. Lines the original did not unload move nothing.
 */
async function returnsOf(
  db: Db,
  ledger: StockLedger,
  storno: DocumentRow,
  lines: { line: LineRow; index: number }[],
): Promise<{ movements: StockLineMovement[]; original: DocumentRow | null }> {
  const original = storno.refundsId
    ? await repo.find(db, storno.companyId, 'invoice', storno.refundsId)
    : null;
  if (!original || lines.length === 0) return { movements: [], original };
  const unloaded = new Map(
    (await ledger.costsOf(db, storno.companyId, original.id)).map((cost) => [cost.lineId, cost.quantity]),
  );
  const candidates = (await repo.lines(db, original.id)).filter((line) => unloaded.has(line.id));
  const left = new Map(candidates.map((line) => [line.id, new Decimal(unloaded.get(line.id) as string)]));
  const errors: Record<string, string[]> = {};
  const movements: StockLineMovement[] = [];
  for (const { line, index } of lines) {
    const sameProduct = candidates.filter(
      (candidate) => candidate.productId === line.productId && left.get(candidate.id)?.gt(0),
    );
    const reversed = sameProduct.find((candidate) => candidate.position === line.position) ?? sameProduct[0];
    if (!reversed) continue;
    const quantity = new Decimal(line.quantity).negated();
    const available = left.get(reversed.id) as Decimal;
    if (quantity.gt(available)) {
      errors[`lines.${index}.quantity`] = [`min:${available.negated().toFixed()}`];
      continue;
    }
    left.set(reversed.id, available.minus(quantity));
    movements.push({
      lineId: line.id,
      productId: line.productId as string,
      quantity: quantity.toFixed(),
      kind: 'return-in',
      reversesLineId: reversed.id,
    });
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { movements, original };
}

/** What the despatch advice the invoice was made from moved, per product (none without one). */
async function despatchedQuantities(db: Db, invoice: DocumentRow): Promise<Map<string, Decimal>> {
  const despatched = new Map<string, Decimal>();
  const despatch = await invoiceStockRepo.despatchAdviceOf(db, invoice.companyId, invoice.id);
  if (!despatch) return despatched;
  for (const line of await invoiceStockRepo.despatchAdviceLines(db, despatch.id)) {
    if (!line.productId || !line.loadsStock) continue;
    despatched.set(line.productId, (despatched.get(line.productId) ?? new Decimal(0)).plus(line.quantity));
  }
  return despatched;
}

export function createInvoiceStock(ledger: StockLedger): InvoiceStock {
  return {
    async post(tx, invoice, lines) {
      if (invoice.kind !== 'invoice' || !invoice.warehouseId) return;
      const despatched = await despatchedQuantities(tx.db, invoice);
      const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
      const stocked = await invoiceStockRepo.stockProductIds(tx.db, invoice.companyId, productIds);
      const stockLines = lines
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => line.productId !== null && stocked.has(line.productId));
      // A negative line reverses stock only on a storno; elsewhere (a correction, a discount) none.
      const negative = stockLines.filter(({ line }) => new Decimal(line.quantity).isNegative());
      const { movements, original } = await returnsOf(tx.db, ledger, invoice, negative);
      if (movements.length > 0 && original?.warehouseId !== invoice.warehouseId)
        throw new ValidationError({ warehouseId: ['locked'] });
      for (const { line } of stockLines) {
        const productId = line.productId as string;
        const billed = new Decimal(line.quantity);
        if (!billed.isPositive() || billed.isZero()) continue;
        const covered = Decimal.min(billed, despatched.get(productId) ?? 0);
        despatched.set(productId, (despatched.get(productId) ?? new Decimal(0)).minus(covered));
        const quantity = billed.minus(covered);
        if (quantity.isZero()) continue;
        movements.push({ lineId: line.id, productId, quantity: quantity.toFixed(), kind: 'out' });
      }
      if (movements.length === 0) return;
      await refusingShortage(lines, () =>
        ledger.post(tx.db, {
          companyId: invoice.companyId,
          warehouseId: invoice.warehouseId as string,
          sourceKind: 'client-invoice',
          documentId: invoice.id,
          date: invoice.issueDate,
          lines: movements,
        }),
      );
    },

    async remove(tx, invoice, lines) {
      if (invoice.kind !== 'invoice' || !invoice.warehouseId) return;
      await refusingShortage(lines, () => ledger.remove(tx.db, invoice.companyId, invoice.id));
    },
  };
}
