import type { DocumentParty } from '@app/domain/invoicing/client-document.schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printablePartiesRepo } from '../../platform/pdf/printable-parties.repo';
import { companies } from '../companies/companies.tables';
import { type ExportSource, walk } from './export-source';
import { type ExportLine, exportSourcesRepo as repo } from './export-sources.repo';
import {
  type SagaInvoice,
  type SagaLine,
  type SagaParty,
  sagaFileName,
  sagaInvoicesXml,
} from './saga-invoice-xml';

/** A document's party snapshot, or a partner or the company as printed documents read them. */
type Party = Pick<
  DocumentParty,
  'name' | 'businessId' | 'vatPayer' | 'tradeRegisterNumber' | 'address' | 'bankAccounts'
> & {
  personId?: string | null;
};

/** A VAT-registered Romanian party carries the RO prefix, as SAGA matches partners by CIF. */
function taxIdOf(party: Party): string {
  const id = party.businessId ?? party.personId ?? '';
  const romanian = party.address.country === 'RO';
  return romanian && party.vatPayer && /^\d+$/.test(id) ? `RO${id}` : id;
}

function sagaParty(party: Party): SagaParty {
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

async function sagaLines(db: Db, companyId: string, lines: ExportLine[], ownCodes: 'supplier' | 'client') {
  const codes = [...new Set(lines.map((line) => line.unitCode))];
  const units = await printablePartiesRepo.unitSymbols(db, companyId, codes, 'ro-RO');
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

const reverseCharge = (lines: ExportLine[]) => lines.some((line) => line.vatCategory === 'AE');

async function salesInvoice(db: Db, companyId: string, id: string, vatOnCollection: boolean) {
  const row = await repo.clientInvoice(db, companyId, id);
  if (!row) return null;
  const lines = await repo.lines(db, 'client', id);
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
  const row = await repo.supplierInvoice(db, companyId, id);
  if (!row) return null;
  const [lines, supplier, company] = await Promise.all([
    repo.lines(db, 'supplier', id),
    printablePartiesRepo.payer(db, companyId, row.partnerId),
    printablePartiesRepo.issuer(db, companyId),
  ]);
  const invoice: SagaInvoice = {
    supplier: sagaParty(supplier),
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
