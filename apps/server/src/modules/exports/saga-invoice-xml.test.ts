import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { type SagaInvoice, sagaFileName, sagaInvoicesXml } from './saga-invoice-xml';

const party = {
  name: 'Popescu & Fiii <Import> SRL',
  taxId: 'RO36914726',
  tradeRegisterNumber: 'J12/345/2017',
  country: 'RO',
  county: 'CJ',
  city: 'Cluj-Napoca',
  address: 'Str. Memorandumului 28',
  bank: 'Banca Transilvania',
  iban: 'RO49AAAA1B31007593840000',
};

const invoice: SagaInvoice = {
  supplier: party,
  client: { ...party, name: 'Țesătoria Bistrița SRL', taxId: '18547290', bank: null, iban: null },
  number: 'FCT 0042',
  issueDate: '2026-11-05',
  dueDate: null,
  currency: 'EUR',
  reverseCharge: true,
  vatOnCollection: false,
  notes: null,
  lines: [
    {
      name: 'Role de bumbac',
      supplierCode: 'RB-1',
      clientCode: null,
      unit: 'buc',
      quantity: '12',
      price: '45.5',
      net: '546.00',
      vatRate: '0',
      vat: '0.00',
    },
  ],
};

describe('SAGA invoice XML', () => {
  it('writes the header, the flags and every line in SAGA’s import layout', () => {
    const xml = sagaInvoicesXml([invoice, { ...invoice, number: 'FCT 0043' }]);
    const parsed = new XMLParser({ parseTagValue: false }).parse(xml);
    const [first, second] = parsed.Facturi.Factura;
    expect(first.Antet).toMatchObject({
      FurnizorNume: 'Popescu & Fiii <Import> SRL',
      FurnizorCIF: 'RO36914726',
      FurnizorJudet: 'CJ',
      ClientNume: 'Țesătoria Bistrița SRL',
      ClientCIF: '18547290',
      FacturaNumar: 'FCT 0042',
      FacturaData: '05.11.2026',
      FacturaScadenta: '',
      FacturaTaxareInversa: 'Da',
      FacturaTVAIncasare: 'Nu',
      FacturaMoneda: 'EUR',
    });
    expect(first.Detalii.Continut.Linie).toMatchObject({
      LinieNrCrt: '1',
      Descriere: 'Role de bumbac',
      CodArticolFurnizor: 'RB-1',
      UM: 'buc',
      Cantitate: '12',
      Pret: '45.5',
      Valoare: '546.00',
      ProcTVA: '0',
      TVA: '0.00',
    });
    expect(second.Antet.FacturaNumar).toBe('FCT 0043');
    expect(xml).toContain('Popescu &amp; Fiii &lt;Import&gt; SRL');
  });

  it('names the file after the supplier’s CIF, the number and the date, as SAGA expects', () => {
    expect(sagaFileName(invoice)).toBe('F_RO36914726_FCT0042_05-11-2026.xml');
  });
});
