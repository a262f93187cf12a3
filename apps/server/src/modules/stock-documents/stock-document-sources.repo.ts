import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lineSourcesRepo } from '../../platform/invoicing/line-sources.repo';
import { companies } from '../companies/companies.tables';
import { documentSeries } from '../document-series/document-series.tables';
import { partners } from '../partners/partners.tables';
import { productCodes, productPackagings, products } from '../products/products.tables';
import { supplierInvoiceLines, supplierInvoices } from '../supplier-invoices/supplier-invoices.tables';
import { warehouses } from '../warehouses/warehouses.tables';

/** The supplier's code for a product, as goods receipt notes remember it (spec 02 §3 Supplier code). */
const SUPPLIER_CODE_TYPE = 'partner-product-code';

/**
 * What stock documents read in other modules' tables (reads only, except the supplier code a
 * goods receipt note remembers for a product, which the products module lists as its own).
 */
export const stockSourcesRepo = {
  vatRates: lineSourcesRepo.vatRates,
  unitCodeOf: lineSourcesRepo.unitCodeOf,

  async companyVatPayer(db: Db, companyId: string): Promise<boolean> {
    const [row] = await db
      .select({ vatPayer: companies.vatPayer })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row?.vatPayer ?? false;
  },

  async warehouse(db: Db, companyId: string, id: string) {
    const [row] = await db
      .select({ id: warehouses.id, name: warehouses.name })
      .from(warehouses)
      .where(and(eq(warehouses.companyId, companyId), eq(warehouses.id, id)));
    return row ?? null;
  },

  async warehouseName(db: Db, id: string): Promise<string> {
    const [row] = await db.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, id));
    return row?.name ?? '';
  },

  async partner(db: Db, companyId: string, id: string) {
    const [row] = await db
      .select({ id: partners.id, name: partners.name, legalName: partners.legalName })
      .from(partners)
      .where(and(eq(partners.companyId, companyId), eq(partners.id, id)));
    return row ? { id: row.id, name: row.legalName ?? row.name } : null;
  },

  async series(db: Db, companyId: string, id: string) {
    const [row] = await db
      .select({ id: documentSeries.id, type: documentSeries.type })
      .from(documentSeries)
      .where(and(eq(documentSeries.companyId, companyId), eq(documentSeries.id, id)));
    return row ?? null;
  },

  async products(db: Db, companyId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: products.id,
        name: products.name,
        unitCode: products.measurementUnitCode,
        isService: products.isService,
      })
      .from(products)
      .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
  },

  async packagings(db: Db, companyId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: productPackagings.id,
        productId: productPackagings.productId,
        ratio: productPackagings.ratio,
      })
      .from(productPackagings)
      .where(and(eq(productPackagings.companyId, companyId), inArray(productPackagings.id, ids)));
  },

  async supplierInvoice(db: Db, companyId: string, id: string) {
    const [row] = await db
      .select({
        id: supplierInvoices.id,
        partnerId: supplierInvoices.partnerId,
        partnerName: supplierInvoices.partnerName,
        seriesNumber: supplierInvoices.seriesNumber,
        issueDate: supplierInvoices.issueDate,
        currency: supplierInvoices.currency,
        currencyRate: supplierInvoices.currencyRate,
      })
      .from(supplierInvoices)
      .where(and(eq(supplierInvoices.companyId, companyId), eq(supplierInvoices.id, id)));
    return row ?? null;
  },

  async supplierInvoiceLines(db: Db, invoiceId: string) {
    return db
      .select({
        id: supplierInvoiceLines.id,
        position: supplierInvoiceLines.position,
        productId: supplierInvoiceLines.productId,
        name: supplierInvoiceLines.name,
        unitCode: supplierInvoiceLines.unitCode,
        quantity: supplierInvoiceLines.quantity,
        price: supplierInvoiceLines.price,
        vatRateId: supplierInvoiceLines.vatRateId,
        productCode: supplierInvoiceLines.productCode,
        partnerProductCode: supplierInvoiceLines.partnerProductCode,
        standardCode: supplierInvoiceLines.standardCode,
        standardCodeScheme: supplierInvoiceLines.standardCodeScheme,
      })
      .from(supplierInvoiceLines)
      .where(eq(supplierInvoiceLines.documentId, invoiceId))
      .orderBy(asc(supplierInvoiceLines.position));
  },

  /** The catalogue products a supplier's codes name (any code type held on the supplier side). */
  async productsBySupplierCodes(db: Db, companyId: string, partnerId: string, codes: string[]) {
    if (codes.length === 0) return new Map<string, string>();
    const rows = await db
      .select({ code: productCodes.code, productId: productCodes.productId })
      .from(productCodes)
      .where(
        and(
          eq(productCodes.companyId, companyId),
          eq(productCodes.side, 'supplier'),
          eq(productCodes.partnerId, partnerId),
          inArray(productCodes.code, codes),
        ),
      );
    return new Map(rows.map((row) => [row.code, row.productId]));
  },

  /** Remembers a supplier's code for a product, unless the supplier already has that code. */
  async rememberSupplierCode(db: Db, companyId: string, partnerId: string, productId: string, code: string) {
    const known = await stockSourcesRepo.productsBySupplierCodes(db, companyId, partnerId, [code]);
    if (known.has(code)) return;
    await db
      .insert(productCodes)
      .values({ companyId, productId, side: 'supplier', partnerId, code, type: SUPPLIER_CODE_TYPE });
  },
};
