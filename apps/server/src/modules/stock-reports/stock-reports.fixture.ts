import { randomUUID } from 'node:crypto';
import type { DocumentParty } from '@app/domain/invoicing/client-document.schemas';
import type { StockSourceKind } from '@app/domain/stock/stock-kinds';
import type { Db } from '../../db/client';
import { stockBalances, stockMovements } from '../../platform/stock/stock-ledger.tables';
import { clientDocuments } from '../client-invoices/client-invoices.tables';
import { documentSeries } from '../document-series/document-series.tables';
import { partners } from '../partners/partners.tables';
import { productCategories, products } from '../products/products.tables';
import { stockDocuments } from '../stock-documents/stock-documents.tables';
import { warehouses } from '../warehouses/warehouses.tables';

// Test code only: a fixed stock ledger written straight into the ledger's tables (the documents and
// the costing are other modules'), every value the one FIFO gives, so the reports can be checked by
// hand.

export type StockFixture = Awaited<ReturnType<typeof seedStockData>>;

const party = (name: string): DocumentParty => ({
  name,
  businessId: 'RO14399840',
  personId: null,
  vatPayer: true,
  tradeRegisterNumber: null,
  address: {
    street: 'Str. Memorandumului 28',
    city: 'Cluj-Napoca',
    county: 'Cluj',
    postalCode: null,
    country: 'RO',
  },
  email: null,
  phone: null,
  bankAccounts: [],
});

/**
 * Warehouses "Depozit Central" (W) and "Magazin Centru" (M); products A "Cafea boabe 1 kg" (category
 * Băuturi / Cafea), B "Ceai verde 100 g" (category Băuturi), C "Zahăr 1 kg" (in kg, no category).
 * The ledger, in date order (FIFO), values in RON:
 *
 *  W/A 2026-01-05 in   NIR-001 10 @ 40.00 = 400.00              layers 10@40
 *  W/A 2026-01-20 in   NIR-002  5 @ 46.00 = 230.00              10@40, 5@46
 *  W/A 2026-02-03 out  AVZ-001 12 = 10@40 + 2@46 = 492.00       3@46
 *  W/B 2026-02-03 out  AVZ-001 20 @ 8.25 = 165.00 (same document, published after A's line)
 *  W/A 2026-02-10 in   NIR-003 20 @ 42.50 = 850.00              3@46, 20@42.5
 *  W/A 2026-02-15 out  FCT-001 (client invoice) 4 = 3@46 + 1@42.5 = 180.50   19@42.5
 *  W/A 2026-02-18 return-in  FCT-002 (storno of FCT-001) 1, the piece taken last: 1@42.5 = 42.50
 *  W/A 2026-02-20 return-out NIR-004 (storno of NIR-003) 2 of its layer @42.5 = 85.00
 *  W/A 2026-02-25 out  BC-001 3 @ 42.50 = 127.50                14@42.5 + 1@42.5 = 15 / 637.50
 *  W/A 2026-03-02 in   NIR-005 10 @ 44.00 = 440.00 (after February)
 *  M/A 2026-01-10 in   BP-001 4 @ 39.50 = 158.00; 2026-02-12 out AVZ-002 1 = 39.50
 *  W/B 2026-01-08 in   NIR-006 50 @ 8.25 = 412.50 (entered last: a backdated receipt, highest seq)
 *  W/C 2026-01-15 in   NIR-002 12.5 kg @ 4.20 = 52.50; 2026-02-14 out BC-002 2.75 kg = 11.55
 *
 * stock_balances holds the current stock: W/A 25 / 1,077.50; M/A 3 / 118.50; W/B 30 / 247.50;
 * W/C 9.75 / 40.95.
 */
export async function seedStockData(db: Db, companyId: string) {
  const insertId = async <T extends { id: string }>(rows: Promise<T[]>) => String((await rows)[0]?.id);

  const warehouse = (name: string) =>
    insertId(db.insert(warehouses).values({ companyId, name }).returning({ id: warehouses.id }));
  const W = await warehouse('Depozit Central');
  const M = await warehouse('Magazin Centru');

  const drinks = await insertId(
    db
      .insert(productCategories)
      .values({ companyId, name: 'Băuturi' })
      .returning({ id: productCategories.id }),
  );
  const coffee = await insertId(
    db
      .insert(productCategories)
      .values({ companyId, name: 'Cafea', parentId: drinks })
      .returning({ id: productCategories.id }),
  );
  const product = (name: string, productCode: string, unit: string, categoryId: string | null) =>
    insertId(
      db
        .insert(products)
        .values({
          companyId,
          name,
          productCode,
          isService: false,
          measurementUnitCode: unit,
          productCategoryId: categoryId,
        })
        .returning({ id: products.id }),
    );
  const A = await product('Cafea boabe 1 kg', 'CAF-01', 'H87', coffee);
  const B = await product('Ceai verde 100 g', 'CEA-01', 'H87', drinks);
  const C = await product('Zahăr 1 kg', 'ZAH-01', 'KGM', null);

  const seriesOf = new Map<string, string>();
  const series = async (type: string, prefix: string) => {
    const known = seriesOf.get(type);
    if (known) return known;
    const id = await insertId(
      db
        .insert(documentSeries)
        .values({
          companyId,
          type: type as 'client-invoice',
          prefix,
          startDate: '2026-01-01',
          startIndex: '001',
        })
        .returning({ id: documentSeries.id }),
    );
    seriesOf.set(type, id);
    return id;
  };

  const clients = new Map<string, string>();
  /** The client of an invoice, as a partner of the company. */
  const clientOf = async (name: string) => {
    const known = clients.get(name);
    if (known) return known;
    const id = await insertId(
      db
        .insert(partners)
        .values({ companyId, name, role: 'client', type: 'company', businessId: 'RO14399840' })
        .returning({ id: partners.id }),
    );
    clients.set(name, id);
    return id;
  };

  const documents = new Map<string, string>();
  /** A published stock document (or client invoice) named by its series and number. */
  const documentOf = async (
    kind: StockSourceKind,
    seriesNumber: string,
    date: string,
    partner: string | null,
  ) => {
    const known = documents.get(seriesNumber);
    if (known) return known;
    const [prefix, number] = seriesNumber.split('-') as [string, string];
    const seriesId = await series(kind, prefix);
    const id =
      kind === 'client-invoice'
        ? await insertId(
            db
              .insert(clientDocuments)
              .values({
                companyId,
                kind: 'invoice',
                status: 'published',
                documentSeriesId: seriesId,
                number,
                seriesNumber,
                partnerId: await clientOf(partner ?? ''),
                partnerName: partner ?? '',
                issueDate: date,
                dueDateType: 'custom',
                dueDate: date,
                language: 'ro-RO',
                currency: 'RON',
                seller: party('Firma Mea SRL'),
                buyer: party(partner ?? ''),
                amounts: { breakdown: [], allowances: [], charges: [] },
              })
              .returning({ id: clientDocuments.id }),
          )
        : await insertId(
            db
              .insert(stockDocuments)
              .values({
                companyId,
                kind,
                status: 'published',
                documentSeriesId: seriesId,
                number,
                seriesNumber,
                warehouseId: seriesNumber.startsWith('BP') || seriesNumber === 'AVZ-002' ? M : W,
                partnerName: partner,
                issueDate: date,
              })
              .returning({ id: stockDocuments.id }),
          );
    documents.set(seriesNumber, id);
    return id;
  };

  type Move = [
    warehouseId: string,
    productId: string,
    date: string,
    kind: 'in' | 'out' | 'return-in' | 'return-out',
    source: StockSourceKind,
    document: string,
    partner: string | null,
    quantity: string,
    unitCost: string,
    value: string,
    /** A storno's reversed document (same warehouse and product). */
    reverses?: string,
  ];
  const GRN = 'goods-receipt-note';
  const AVZ = 'client-goods-despatch-advice';
  const supplier = 'Furnizor Cafea SRL';
  const moves: Move[] = [
    [W, A, '2026-01-05', 'in', GRN, 'NIR-001', supplier, '10', '40', '400'],
    [W, A, '2026-01-20', 'in', GRN, 'NIR-002', supplier, '5', '46', '230'],
    [W, A, '2026-02-03', 'out', AVZ, 'AVZ-001', 'Alfa Distribuție SRL', '12', '41', '492'],
    [W, B, '2026-02-03', 'out', AVZ, 'AVZ-001', 'Alfa Distribuție SRL', '20', '8.25', '165'],
    [W, A, '2026-02-10', 'in', GRN, 'NIR-003', supplier, '20', '42.5', '850'],
    [W, A, '2026-02-15', 'out', 'client-invoice', 'FCT-001', 'Beta Construct SRL', '4', '45.125', '180.5'],
    [
      W,
      A,
      '2026-02-18',
      'return-in',
      'client-invoice',
      'FCT-002',
      'Beta Construct SRL',
      '1',
      '42.5',
      '42.5',
      'FCT-001',
    ],
    [W, A, '2026-02-20', 'return-out', GRN, 'NIR-004', supplier, '2', '42.5', '85', 'NIR-003'],
    [W, A, '2026-02-25', 'out', 'stock-consumption-receipt', 'BC-001', null, '3', '42.5', '127.5'],
    [W, A, '2026-03-02', 'in', GRN, 'NIR-005', supplier, '10', '44', '440'],
    [M, A, '2026-01-10', 'in', 'stock-reception-receipt', 'BP-001', null, '4', '39.5', '158'],
    [M, A, '2026-02-12', 'out', AVZ, 'AVZ-002', 'Gama Servicii SRL', '1', '39.5', '39.5'],
    [W, C, '2026-01-15', 'in', GRN, 'NIR-002', supplier, '12.5', '4.2', '52.5'],
    [W, C, '2026-02-14', 'out', 'stock-consumption-receipt', 'BC-002', null, '2.75', '4.2', '11.55'],
    [W, B, '2026-01-08', 'in', GRN, 'NIR-006', supplier, '50', '8.25', '412.5'],
  ];
  // One insert per movement, in this order: `seq` is the order of publication. Only the facts are
  // stored (a loading's unit cost); the unit costs and values above are what replaying them gives.
  const movementOf = new Map<string, string>();
  for (const [
    warehouseId,
    productId,
    movementDate,
    kind,
    sourceKind,
    number,
    partner,
    quantity,
    unitCost,
    ,
    reverses,
  ] of moves) {
    const [row] = await db
      .insert(stockMovements)
      .values({
        companyId,
        warehouseId,
        productId,
        movementDate,
        kind,
        quantity,
        unitCost: kind === 'in' ? unitCost : '0',
        reversesMovementId: reverses ? movementOf.get(`${warehouseId}:${productId}:${reverses}`) : null,
        sourceKind,
        documentId: await documentOf(sourceKind, number, movementDate, partner),
        lineId: randomUUID(),
      })
      .returning({ id: stockMovements.id });
    movementOf.set(`${warehouseId}:${productId}:${number}`, row?.id ?? '');
  }
  await db.insert(stockBalances).values([
    { companyId, warehouseId: W, productId: A, quantity: '25', value: '1077.50' },
    { companyId, warehouseId: M, productId: A, quantity: '3', value: '118.50' },
    { companyId, warehouseId: W, productId: B, quantity: '30', value: '247.50' },
    { companyId, warehouseId: W, productId: C, quantity: '9.75', value: '40.95' },
    // A product whose stock went to nothing is no line of the current stock.
    { companyId, warehouseId: M, productId: C, quantity: '0', value: '0' },
  ]);
  return { warehouses: { W, M }, products: { A, B, C }, categories: { drinks, coffee } };
}
