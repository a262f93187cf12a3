import type { DocumentParty } from '@app/domain/invoicing/client-document.schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientDocumentsRepo } from '../client-invoices/client-invoices.repo';
import type { clientDocumentLines } from '../client-invoices/client-invoices.tables';
import { documentSourcesRepo } from '../client-invoices/document-sources.repo';
import { companies } from '../companies/companies.tables';
import { supplierInvoicesRepo } from '../supplier-invoices/supplier-invoices.repo';
import type { ExportSource } from './export-sources';
import { walk } from './export-sources';
import { exportSourcesRepo as repo } from './export-sources.repo';
import {
  type SagaInvoice,
  type SagaLine,
  type SagaParty,
  sagaFileName,
  sagaInvoicesXml,
} from './saga-invoice-xml';

/** The line fields SAGA takes; client and supplier lines share them (platform/invoicing/line-columns). */
type LineRow = Pick<
  typeof clientDocumentLines.$inferSelect,
  | 'name'
  | 'unitCode'
  | 'quantity'
  | 'price'
  | 'net'
  | 'vat'
  | 'vatRate'
  | 'vatCategory'
  | 'productCode'
  | 'partnerProductCode'
>;

/** A VAT-registered Romanian party carries the RO prefix, as SAGA matches partners by CIF. */
function taxIdOf(party: DocumentParty): string {
  const id = party.businessId ?? party.personId ?? '';
  const romanian = party.address.country === 'RO';
  return romanian && party.vatPayer && /^\d+$/.test(id) ? `RO${id}` : id;
}

function sagaParty(party: DocumentParty): SagaParty {
  const { address } = party;
  const street = [address.street, address.additionalStreet, address.additionalAddress]
    .filter(Boolean)
    .join(', ');
  return {
    name: party.name,
    taxId: taxIdOf(party),
    tradeRegisterNumber: party.tradeRegisterNumber,
    country: address.country,
    // SAGA names counties by their plate code ("CJ"), the product by ISO 3166-2 ("RO-CJ").
    county: address.county?.replace(/^RO-/, '') ?? null,
    city: address.city,
    address: street || null,
    bank: party.bankAccounts[0]?.bank ?? null,
    iban: party.bankAccounts[0]?.iban ?? null,
  };
}

async function sagaLines(db: Db, companyId: string, lines: LineRow[], ownCodes: 'supplier' | 'client') {
  const codes = [...new Set(lines.map((line) => line.unitCode))];
  const units = await documentSourcesRepo.unitSymbols(db, companyId, codes, 'ro-RO');
  return lines.map(
    (line): SagaLine => ({
      name: line.name,
      // The seller's own code is the supplier's article code; the partner's code is the other side's.
      supplierCode: ownCodes === 'supplier' ? line.productCode : line.partnerProductCode,
      clientCode: ownCodes === 'supplier' ? line.partnerProductCode : line.productCode,
      unit: units.get(line.unitCode) ?? line.unitCode,
      quantity: line.quantity,
      price: line.price,
      net: line.net,
      vatRate: plainDecimal(line.vatRate),
      vat: line.vat,
    }),
  );
}

/** "21.00" as SAGA's rate columns hold it: "21" (and "9.50" as "9.5"). */
const plainDecimal = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

const reverseCharge = (lines: LineRow[]) => lines.some((line) => line.vatCategory === 'AE');

async function salesInvoice(db: Db, companyId: string, id: string, vatOnCollection: boolean) {
  const row = await clientDocumentsRepo.find(db, companyId, 'invoice', id);
  if (!row) return null;
  const lines = await clientDocumentsRepo.lines(db, id);
  const invoice: SagaInvoice = {
    supplier: sagaParty(row.seller),
    client: sagaParty(row.buyer),
    number: row.seriesNumber ?? '',
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    currency: row.currency,
    reverseCharge: reverseCharge(lines),
    vatOnCollection,
    notes: row.notes,
    lines: await sagaLines(db, companyId, lines, 'supplier'),
  };
  return invoice;
}

async function purchaseInvoice(db: Db, companyId: string, id: string) {
  const row = await supplierInvoicesRepo.find(db, companyId, id);
  if (!row) return null;
  const [lines, supplier, company] = await Promise.all([
    supplierInvoicesRepo.lines(db, id),
    documentSourcesRepo.buyer(db, companyId, row.partnerId),
    documentSourcesRepo.seller(db, companyId, []),
  ]);
  const invoice: SagaInvoice = {
    supplier: supplier
      ? sagaParty(supplier.party)
      : { ...sagaParty(company), name: row.partnerName, taxId: '' },
    client: sagaParty(company),
    number: row.seriesNumber,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    currency: row.currency,
    reverseCharge: reverseCharge(lines),
    // Whether the supplier applies VAT on collection is its own registration, not known here.
    vatOnCollection: false,
    notes: row.notes,
    lines: await sagaLines(db, companyId, lines, 'client'),
  };
  return invoice;
}

const file = (folder: string, invoice: SagaInvoice) => ({
  name: `${folder}/${sagaFileName(invoice)}`,
  bytes: Buffer.from(sagaInvoicesXml([invoice]), 'utf8'),
  compress: true,
});

/**
 * The accountant's export: every issued sales invoice (`iesiri/`) and every purchase invoice
 * (`intrari/`) of the period, one SAGA import file each, as SAGA imports a folder of them.
 */
export const sagaSource: ExportSource = {
  async count(db, companyId, from, to) {
    const [sales, purchases] = await Promise.all([
      repo.countClientInvoices(db, companyId, from, to),
      repo.countSupplierInvoices(db, companyId, from, to),
    ]);
    return sales + purchases;
  },

  async *documents(db, companyId, from, to) {
    const [company] = await db
      .select({ vatUponCollection: companies.vatUponCollection })
      .from(companies)
      .where(eq(companies.id, companyId));
    const vatOnCollection = company?.vatUponCollection ?? false;
    for await (const row of walk((cursor) => repo.clientInvoicePage(db, companyId, from, to, cursor))) {
      const invoice = await salesInvoice(db, companyId, row.id, vatOnCollection);
      yield invoice ? [file('iesiri', invoice)] : [];
    }
    for await (const row of walk((cursor) => repo.supplierInvoicePage(db, companyId, from, to, cursor))) {
      const invoice = await purchaseInvoice(db, companyId, row.id);
      yield invoice ? [file('intrari', invoice)] : [];
    }
  },
};
