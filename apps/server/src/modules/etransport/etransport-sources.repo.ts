import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientDocumentLines, clientDocuments } from '../client-invoices/client-invoices.tables';
import { productPackagings, products } from '../products/products.tables';
import { stockDocumentLines, stockDocuments } from '../stock-documents/stock-documents.tables';

/** A commercial document a declaration is made from, with its goods lines (services left out). */
export type SourceDocument = {
  partnerId: string | null;
  deliveryAddressId: string | null;
  seriesNumber: string | null;
  issueDate: string;
  currency: string;
  currencyRate: string | null;
  lines: SourceLine[];
};

export type SourceLine = {
  productId: string | null;
  packagingId: string | null;
  name: string;
  unitCode: string;
  quantity: string;
  /** Net value of the line in the document's currency. */
  net: string | null;
  ncCode: string | null;
  netWeight: string | null;
  grossWeight: string | null;
};

const goodsOnly = or(isNull(products.id), eq(products.isService, false));

/** The rows a declaration is filled from: a client invoice or a goods despatch advice. */
export const etransportSourcesRepo = {
  async clientInvoice(db: Db, companyId: string, id: string): Promise<SourceDocument | null> {
    const [document] = await db
      .select()
      .from(clientDocuments)
      .where(and(eq(clientDocuments.companyId, companyId), eq(clientDocuments.id, id)));
    if (document?.kind !== 'invoice') return null;
    const lines = await db
      .select({
        productId: clientDocumentLines.productId,
        name: clientDocumentLines.name,
        unitCode: clientDocumentLines.unitCode,
        quantity: clientDocumentLines.quantity,
        net: clientDocumentLines.net,
        lineNc: clientDocumentLines.ncCode,
        ncCode: products.euCnClassificationCode,
        netWeight: products.netWeight,
        grossWeight: products.grossWeight,
      })
      .from(clientDocumentLines)
      .leftJoin(products, eq(products.id, clientDocumentLines.productId))
      .where(and(eq(clientDocumentLines.documentId, id), goodsOnly))
      .orderBy(asc(clientDocumentLines.position));
    return {
      partnerId: document.partnerId,
      deliveryAddressId: document.deliveryAddressId,
      seriesNumber: document.seriesNumber,
      issueDate: document.issueDate,
      currency: document.currency,
      currencyRate: document.currencyRate,
      lines: lines.map(({ lineNc, ...line }) => ({
        ...line,
        packagingId: null,
        ncCode: line.ncCode ?? lineNc,
      })),
    };
  },

  async despatchAdvice(db: Db, companyId: string, id: string): Promise<SourceDocument | null> {
    const [document] = await db
      .select()
      .from(stockDocuments)
      .where(and(eq(stockDocuments.companyId, companyId), eq(stockDocuments.id, id)));
    if (document?.kind !== 'client-goods-despatch-advice') return null;
    const lines = await db
      .select({
        productId: stockDocumentLines.productId,
        packagingId: stockDocumentLines.packagingId,
        name: stockDocumentLines.name,
        unitCode: stockDocumentLines.unitCode,
        quantity: stockDocumentLines.quantity,
        net: stockDocumentLines.net,
        ncCode: products.euCnClassificationCode,
        netWeight: products.netWeight,
        grossWeight: products.grossWeight,
      })
      .from(stockDocumentLines)
      .leftJoin(products, eq(products.id, stockDocumentLines.productId))
      .where(and(eq(stockDocumentLines.documentId, id), goodsOnly))
      .orderBy(asc(stockDocumentLines.position));
    return {
      partnerId: document.partnerId,
      deliveryAddressId: null,
      seriesNumber: document.seriesNumber,
      issueDate: document.issueDate,
      currency: document.currency,
      currencyRate: document.currencyRate,
      lines,
    };
  },

  /** Per-unit weights of the packagings the lines use (a line in packages weighs as its package). */
  async packagingWeights(db: Db, ids: string[]) {
    if (ids.length === 0) return new Map<string, { netWeight: string | null; grossWeight: string | null }>();
    const rows = await db
      .select({
        id: productPackagings.id,
        netWeight: productPackagings.netWeight,
        grossWeight: productPackagings.grossWeight,
      })
      .from(productPackagings)
      .where(inArray(productPackagings.id, ids));
    return new Map(rows.map((row) => [row.id, row]));
  },

  /** Remembers a product's NC code and weights from a declaration where the catalogue had none. */
  async rememberProductFacts(
    db: Db,
    companyId: string,
    productId: string,
    facts: { ncCode: string | null; netWeight: string | null; grossWeight: string | null },
  ) {
    const [product] = await db
      .select({
        ncCode: products.euCnClassificationCode,
        netWeight: products.netWeight,
        grossWeight: products.grossWeight,
      })
      .from(products)
      .where(and(eq(products.companyId, companyId), eq(products.id, productId)));
    if (!product) return;
    const patch: Partial<typeof products.$inferInsert> = {};
    if (!product.ncCode && facts.ncCode) patch.euCnClassificationCode = facts.ncCode;
    if (!product.netWeight && facts.netWeight) patch.netWeight = facts.netWeight;
    if (!product.grossWeight && facts.grossWeight) patch.grossWeight = facts.grossWeight;
    if (Object.keys(patch).length === 0) return;
    await db
      .update(products)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(products.id, productId));
  },
};
