import type {
  FromSupplierInvoiceInput,
  ReceivableLines,
  StockDocumentPayload,
} from '@app/domain/stock/stock-document.schemas';
import { todayInRomania } from '@app/domain/validators/iso-date';
import Decimal from 'decimal.js';
import type { Database, Db } from '../../db/client';
import { UUID } from '../../platform/crud/service-resource';
import { notFound, ValidationError } from '../../platform/http/errors';
import { allocationsOf } from './stock-document-builder';
import { stockSourcesRepo as sources } from './stock-document-sources.repo';
import { stockDocumentsRepo } from './stock-documents.repo';
import type { StockDocumentsService } from './stock-documents.service';

/** The supplier's code of an invoice line: the partner product code (supplier invoices keep it there), else the product code. */
const codeOf = (line: { productCode: string | null; partnerProductCode: string | null }) =>
  line.partnerProductCode ?? line.productCode;

/**
 * Goods receipt notes made from a supplier invoice (spec 02 §5 Goods receipt notes): each invoice
 * line with what other notes have not yet received, matched to a catalogue product by the
 * supplier's code; an unmatched line matched by hand is remembered as the product's supplier code
 * when the note is saved (the service does it for every line with a product and a supplier code).
 */
export function createGoodsReceiptFromInvoice(database: Database, service: StockDocumentsService) {
  async function receivable(db: Db, companyId: string, invoiceId: string): Promise<ReceivableLines> {
    const invoice = UUID.test(invoiceId) ? await sources.supplierInvoice(db, companyId, invoiceId) : null;
    if (!invoice) throw notFound();
    const lines = await sources.supplierInvoiceLines(db, invoice.id);
    const codes = [...new Set(lines.flatMap((line) => (codeOf(line) ? [codeOf(line) as string] : [])))];
    const matched = await sources.productsBySupplierCodes(db, companyId, invoice.partnerId, codes);
    const productIds = [
      ...new Set([...matched.values(), ...lines.flatMap((line) => (line.productId ? [line.productId] : []))]),
    ];
    const products = new Map((await sources.products(db, companyId, productIds)).map((p) => [p.id, p]));
    const taken = await allocationsOf(db, lines, null);
    const allocated = await stockDocumentsRepo.allocations(
      db,
      lines.map((line) => line.id),
      null,
    );
    return {
      supplierInvoiceId: invoice.id,
      partnerId: invoice.partnerId,
      currency: invoice.currency,
      lines: lines.map((line) => {
        const code = codeOf(line);
        const productId = (code ? matched.get(code) : undefined) ?? line.productId;
        const product = productId ? products.get(productId) : undefined;
        return {
          supplierInvoiceLineId: line.id,
          position: line.position,
          name: line.name,
          unitCode: line.unitCode,
          quantity: line.quantity,
          price: line.price,
          vatRateId: line.vatRateId,
          supplierProductCode: code,
          standardCode: line.standardCode,
          standardCodeScheme: line.standardCodeScheme,
          unallocatedQuantity: new Decimal(line.quantity).minus(taken.get(line.id) ?? 0).toFixed(),
          allocatedDocumentLines: allocated
            .filter((row) => row.supplierInvoiceLineId === line.id)
            .map((row) => ({ documentId: row.documentId, lineId: row.lineId, quantity: row.quantity })),
          matchedProduct: product
            ? { id: product.id, name: product.name, unitCode: product.unitCode, isService: product.isService }
            : null,
        };
      }),
    };
  }

  return {
    receivableLines: (companyId: string, invoiceId: string) => receivable(database.db, companyId, invoiceId),

    /** A draft note receiving every unallocated line that has a product (matched or given). */
    async create(companyId: string, input: Required<FromSupplierInvoiceInput>) {
      const row = await database.transaction(async (tx) => {
        const found = await receivable(tx.db, companyId, input.supplierInvoiceId).catch(() => {
          throw new ValidationError({ supplierInvoiceId: ['not-found'] });
        });
        const invoice = await sources.supplierInvoice(tx.db, companyId, input.supplierInvoiceId);
        const given = new Map(input.matches.map((match) => [match.supplierInvoiceLineId, match.productId]));
        const products = new Map(
          (await sources.products(tx.db, companyId, [...given.values()])).map((p) => [p.id, p]),
        );
        const vatPayer = await sources.companyVatPayer(tx.db, companyId);
        const lines = found.lines.flatMap((line) => {
          const unallocated = new Decimal(line.unallocatedQuantity);
          const givenProduct = products.get(given.get(line.supplierInvoiceLineId) ?? '');
          const product = givenProduct ?? line.matchedProduct;
          // Services never enter a note (spec 02 §5); they stay on the invoice.
          if (!product || product.isService || !unallocated.isPositive()) return [];
          return [
            {
              id: null,
              productId: product.id,
              name: line.name,
              unitCode: product.unitCode,
              quantity: unallocated.toFixed(),
              packagingId: null,
              packagingQuantity: null,
              price: line.price,
              priceRon: null,
              vatRateId: vatPayer ? line.vatRateId : null,
              marginPercent: null,
              sellingPrice: null,
              supplierProductCode: line.supplierProductCode,
              standardCode: line.standardCode,
              standardCodeScheme: line.standardCode ? line.standardCodeScheme : null,
              loadsStock: true,
              correctsLineId: null,
              supplierInvoiceLineId: line.supplierInvoiceLineId,
            },
          ];
        });
        const payload: StockDocumentPayload = {
          documentSeriesId: input.documentSeriesId,
          warehouseId: input.warehouseId,
          issueDate: input.issueDate ?? todayInRomania(),
          partnerId: found.partnerId,
          currency: found.currency,
          currencyRate: found.currency === 'RON' ? null : (invoice?.currencyRate ?? null),
          currencyRateDate: found.currency === 'RON' ? null : (invoice?.issueDate ?? null),
          notes: null,
          supplierInvoiceId: found.supplierInvoiceId,
          lines,
        };
        return service.insert(tx, companyId, 'goods-receipt-note', payload);
      });
      return service.view(database.db, row);
    },
  };
}
export type GoodsReceiptFromInvoice = ReturnType<typeof createGoodsReceiptFromInvoice>;
