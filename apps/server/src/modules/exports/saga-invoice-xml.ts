import { escapeText } from '@app/anaf/efactura/ubl-writer/xml';

/**
 * The accountant's export: invoices in the XML layout SAGA C imports ("Import facturi din XML":
 * `Facturi/Factura` with `Antet` and `Detalii/Continut/Linie`). SAGA is what most Romanian small
 * firms' accountants keep their books in, and unlike a CSV of totals this layout carries every line
 * with its VAT rate and the reverse-charge and VAT-on-collection flags the journal needs.
 */
export type SagaParty = {
  name: string;
  /** CIF with its RO prefix when VAT-registered, or a CNP. */
  taxId: string;
  tradeRegisterNumber: string | null;
  country: string;
  county: string | null;
  city: string | null;
  address: string | null;
  bank: string | null;
  iban: string | null;
};

export type SagaLine = {
  name: string;
  supplierCode: string | null;
  clientCode: string | null;
  unit: string;
  /** Decimal strings as stored: quantity, unit price, net value, VAT rate in percent, VAT. */
  quantity: string;
  price: string;
  net: string;
  vatRate: string;
  vat: string;
};

export type SagaInvoice = {
  supplier: SagaParty;
  client: SagaParty;
  number: string;
  /** ISO dates. */
  issueDate: string;
  dueDate: string | null;
  currency: string;
  reverseCharge: boolean;
  vatOnCollection: boolean;
  notes: string | null;
  lines: SagaLine[];
};

/** SAGA reads dates as dd.mm.yyyy. */
const sagaDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const yesNo = (value: boolean) => (value ? 'Da' : 'Nu');

function element(out: string[], indent: string, name: string, value: string | null): void {
  out.push(`${indent}<${name}>${escapeText(value ?? '')}</${name}>`);
}

function party(out: string[], prefix: 'Furnizor' | 'Client', value: SagaParty): void {
  const at = '      ';
  element(out, at, `${prefix}Nume`, value.name);
  element(out, at, `${prefix}CIF`, value.taxId);
  element(out, at, `${prefix}NrRegCom`, value.tradeRegisterNumber);
  element(out, at, `${prefix}Tara`, value.country);
  element(out, at, `${prefix}Judet`, value.county);
  element(out, at, `${prefix}Localitate`, value.city);
  element(out, at, `${prefix}Adresa`, value.address);
  element(out, at, `${prefix}Banca`, value.bank);
  element(out, at, `${prefix}IBAN`, value.iban);
}

/** One `Facturi` document holding the given invoices, in UTF-8. */
export function sagaInvoicesXml(invoices: readonly SagaInvoice[]): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>', '<Facturi>'];
  for (const invoice of invoices) {
    out.push('  <Factura>', '    <Antet>');
    party(out, 'Furnizor', invoice.supplier);
    party(out, 'Client', invoice.client);
    const at = '      ';
    element(out, at, 'FacturaNumar', invoice.number);
    element(out, at, 'FacturaData', sagaDate(invoice.issueDate));
    element(out, at, 'FacturaScadenta', invoice.dueDate ? sagaDate(invoice.dueDate) : '');
    element(out, at, 'FacturaTaxareInversa', yesNo(invoice.reverseCharge));
    element(out, at, 'FacturaTVAIncasare', yesNo(invoice.vatOnCollection));
    element(out, at, 'FacturaInformatiiSuplimentare', invoice.notes);
    element(out, at, 'FacturaMoneda', invoice.currency);
    out.push('    </Antet>', '    <Detalii>', '      <Continut>');
    invoice.lines.forEach((line, index) => {
      const li = '          ';
      out.push('        <Linie>');
      element(out, li, 'LinieNrCrt', String(index + 1));
      element(out, li, 'Descriere', line.name);
      element(out, li, 'CodArticolFurnizor', line.supplierCode);
      element(out, li, 'CodArticolClient', line.clientCode);
      element(out, li, 'UM', line.unit);
      element(out, li, 'Cantitate', line.quantity);
      element(out, li, 'Pret', line.price);
      element(out, li, 'Valoare', line.net);
      element(out, li, 'ProcTVA', line.vatRate);
      element(out, li, 'TVA', line.vat);
      out.push('        </Linie>');
    });
    out.push('      </Continut>', '    </Detalii>', '  </Factura>');
  }
  out.push('</Facturi>', '');
  return out.join('\n');
}

/** SAGA's file name for an invoice: `F_<supplier CIF>_<number>_<dd-mm-yyyy>.xml`. */
export function sagaFileName(invoice: Pick<SagaInvoice, 'supplier' | 'number' | 'issueDate'>): string {
  const safe = (text: string) => text.replace(/[^\w-]+/g, '');
  const date = sagaDate(invoice.issueDate).replaceAll('.', '-');
  return `F_${safe(invoice.supplier.taxId)}_${safe(invoice.number)}_${date}.xml`;
}
