import { CATEGORY_PATH_SEPARATOR } from '@app/domain/products/product.schemas';
import type { Db } from '../../db/client';
import { fieldError } from '../../platform/http/errors';
import { balanceTable, stockRecordTable, stockTable, transactionsTable } from './stock-report-builders';
import { stockReportTexts } from './stock-report-labels';
import type { StockReportRequest } from './stock-report-request';
import type { StockReportScope, StockReportTable } from './stock-report-table';
import { balance, movements, openingStock, stockAtDate } from './stock-report-values';
import { stockReportsRepo as repo, type StockScope } from './stock-reports.repo';

type Category = { id: string; name: string; parentId: string | null };

/**
 * Categories named by their path from the root ("Băuturi / Cafea"), in path order so children follow
 * their parent, as the products' screens name them.
 */
export function namedByPath(categories: Category[]): { id: string; name: string }[] {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const pathOf = (category: Category): string => {
    const names: string[] = [];
    const seen = new Set<string>();
    // The parent rule keeps the tree acyclic; `seen` only bounds a damaged one.
    for (let at: Category | undefined = category; at && !seen.has(at.id); at = byId.get(at.parentId ?? '')) {
      seen.add(at.id);
      names.unshift(at.name);
    }
    return names.join(CATEGORY_PATH_SEPARATOR);
  };
  return categories
    .map((category) => ({ id: category.id, name: pathOf(category) }))
    .sort((a, b) => (a.name === b.name ? a.id.localeCompare(b.id) : a.name.localeCompare(b.name, 'ro')));
}

/**
 * Builds a stock report's table: checks that the filters name the company's own warehouse, product
 * and category, reads the ledger (read only) and hands the rows to the report's pure builder. The
 * database is asked for at each call, so the service can be made before the database is at hand.
 */
export function createStockReportsService(database: () => Db) {
  /** The filters' names; an id of another company is answered as a typo would be (422 exists). */
  async function namedScope(db: Db, companyId: string, request: StockReportRequest) {
    const find = async (field: 'warehouseId' | 'productId' | 'categoryId') => {
      const id = request[field];
      if (id === null) return null;
      const what = ({ warehouseId: 'warehouse', productId: 'product', categoryId: 'category' } as const)[
        field
      ];
      const found = await repo.findName(db, companyId, what, id);
      if (found === null) throw fieldError(field, 'exists');
      return found;
    };
    const scope: StockReportScope = {
      warehouse: await find('warehouseId'),
      product: await find('productId'),
      category: await find('categoryId'),
    };
    return scope;
  }

  return {
    /** The company's warehouses and product categories (the filters' choices). */
    async options(companyId: string) {
      const { warehouses, categories } = await repo.filterOptions(database(), companyId);
      return { warehouses, categories: namedByPath(categories) };
    },

    async build(companyId: string, request: StockReportRequest): Promise<StockReportTable> {
      const db = database();
      const common = {
        texts: stockReportTexts(request.language),
        scope: await namedScope(db, companyId, request),
      };
      const filters: StockScope = {
        companyId,
        warehouseId: request.warehouseId,
        productId: request.productId,
        categoryId: request.categoryId,
      };
      switch (request.report) {
        case 'current-stock':
          return stockTable({ ...common, ...request, stock: await repo.currentStock(db, filters) });
        case 'stock-at-date':
          return stockTable({
            ...common,
            ...request,
            stock: await stockAtDate(db, filters, request.date),
          });
        case 'stock-balance':
          return balanceTable({
            ...common,
            ...request,
            balances: await balance(db, filters, request.from, request.to),
          });
        case 'stock-transactions':
          return transactionsTable({
            ...common,
            ...request,
            movements: await movements(db, filters, request.from, request.to),
          });
        case 'stock-record':
          return stockRecordTable({
            ...common,
            ...request,
            opening: await openingStock(db, filters, request.from),
            movements: await movements(db, filters, request.from, request.to),
          });
      }
    },
  };
}
export type StockReportsService = ReturnType<typeof createStockReportsService>;
