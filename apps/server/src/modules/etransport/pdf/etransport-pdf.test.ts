import { type InspectedPdf, inspectPdf } from '@app/anaf/pdf/pdf-inspection.testing';
import { declarationSchemaFor } from '@app/domain/etransport/declaration.schemas';
import { uitCheckDigits } from '@app/domain/etransport/uit';
import { describe, expect, it } from 'vitest';
import { type EtransportPrintable, etransportPdfFileName, renderEtransportPdf } from './etransport-pdf';

const TODAY = '2026-11-26';
const schema = declarationSchemaFor(() => TODAY);
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const UIT = '3V0P0L0P0T3JUW46';
const EARLIER_UIT = `A1C2D3E4F5H6J7${uitCheckDigits('A1C2D3E4F5H6J7')}`;

/** An intra-community purchase of cement entering at Nădlac, invoiced in euro, with `count` lines. */
function importDeclaration(count: number) {
  const products = Array.from({ length: count }, (_, index) => ({
    productName: index === 0 ? 'Ciment Portland CEM II 42,5R – sac 40 kg' : `Produs ${index + 1}`,
    operationType: index % 2 === 0 ? 101 : 201,
    referenceCode: index === 0 ? 'CIM-425' : null,
    quantity: index === 0 ? '1234.5' : '3',
    measurementUnitCode: 'kgm',
    price: '2.5',
    priceInCurrency: '0.5',
    productEuCnClassificationCode: '2523 29 00',
    netWeight: '1',
    grossWeight: '1.02',
  }));
  return schema.parse({
    transportRole: 'supplier',
    partnerId: ID(1),
    referenceCode: 'Comanda Ștefănești 17',
    currencyCode: 'EUR',
    currencyRate: '4.9750',
    deliveryDate: TODAY,
    deliveryPartnerId: ID(2),
    operationType: 10,
    myCompanyDeliveryAddressId: ID(3),
    startAddressType: 'border-crossing-point',
    startAddressBorderCrossingPoint: 4,
    endAddressType: 'location',
    deliveryVehicleRegistrationNumber: 'cj12abc',
    deliveryVehicleTrailerRegistrationNumber: 'CJ34XYZ',
    products,
    transportDocuments: [
      { type: 10, number: 'CMR 7781', date: TODAY },
      { type: 9999, number: 'PL-3', date: TODAY, notes: 'Listă de colisaj' },
    ],
    references: [{ uit: EARLIER_UIT, referenceCode: 'Prima livrare' }],
  });
}

function printable(count: number, extra: Partial<EtransportPrintable> = {}): EtransportPrintable {
  return {
    kind: 'declaration',
    uit: UIT,
    uploadIndex: '5012345678',
    state: 'accepted',
    company: {
      name: 'Țesătoria Ștefănești SRL',
      businessId: 'RO12345678',
      address: 'Str. Mărășești 12, Cluj-Napoca',
    },
    partner: { name: 'Baustoffe Müller GmbH', code: 'DE811234567', countryCode: 'DE' },
    organizer: { name: 'Transcarpatic Logistică SRL', code: 'RO23456789', countryCode: 'RO' },
    ownAddress: { countryCode: 'RO', countyCode: 'RO-CJ', city: 'Cluj-Napoca', street: 'Str. Fabricii 5' },
    partnerAddress: null,
    declaration: importDeclaration(count),
    generatedAt: new Date('2026-11-26T14:05:00Z'),
    ...extra,
  };
}

const render = async (input: EtransportPrintable, locale: 'ro-RO' | 'en-GB') => {
  const pdf = await renderEtransportPdf(input, locale);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
  return inspectPdf(pdf);
};

const textOf = (inspected: InspectedPdf) => inspected.pages.map((page) => page.join('\n')).join('\n');
/** Wrapped lines joined by spaces read as the text they were. */
const flowing = (inspected: InspectedPdf) => inspected.pages.flat().join(' ');

describe('renderEtransportPdf', () => {
  it('prints a two-line declaration in Romanian with its UIT, parties, route and goods', async () => {
    const inspected = await render(printable(2), 'ro-RO');
    const text = textOf(inspected);
    expect(inspected.pageCount).toBe(1);
    expect(inspected.title).toBe('Declarație RO e-Transport 3V0P-0L0P-0T3J-UW46');
    for (const expected of [
      'Declarație RO e-Transport',
      'Generat la: 26.11.2026 16:05',
      'Cod UIT',
      '3V0P-0L0P-0T3J-UW46',
      'Încărcată',
      '5012345678',
      '10 AIC – Achiziție intracomunitară',
      '26.11.2026',
      '1 EUR = 4,975 RON',
      'Țesătoria Ștefănești SRL',
      'CIF: RO12345678',
      'Baustoffe Müller GmbH',
      'Cod: DE811234567',
      'Transcarpatic Logistică SRL',
      'Nr. înmatriculare: CJ12ABC',
      'Remorcă 1: CJ34XYZ',
      'Punct de trecere a frontierei',
      '4 – Nădlac',
      'Str. Fabricii 5',
      'Cluj-Napoca, Cluj',
      '10 – CMR',
      'CMR 7781',
      '9999 – Altele',
      'Listă de colisaj',
      `${EARLIER_UIT.slice(0, 4)}-${EARLIER_UIT.slice(4, 8)}`,
      'Prima livrare',
      'CIM-425',
      '25232900',
      '1.234,5 KGM',
      '1.234,50',
      '1.259,19',
      '3.086,25',
      '101 – Comercializare; 201 – Producție',
      'Total greutate brută',
      '1.262,25 kg',
      '3.093,75 RON',
      'Pagina 1 din 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(flowing(inspected)).toContain('Referință Comanda Ștefănești 17');
    expect(flowing(inspected)).toContain('Ciment Portland CEM II 42,5R – sac 40 kg');
    expect(text).not.toContain('\uFFFD');
  });

  it('prints a correction without UIT in English, marked by its state', async () => {
    const input = printable(2, { kind: 'correction', uit: null, uploadIndex: null, state: 'draft' });
    const inspected = await render(input, 'en-GB');
    const text = textOf(inspected);
    for (const expected of [
      'RO e-Transport declaration correction',
      'no UIT yet',
      'DRAFT',
      'Generated on: 26/11/2026 16:05',
      '10 AIC – Intra-community acquisition',
      '1 EUR = 4.975 RON',
      'Baustoffe Müller GmbH',
      'Border crossing point',
      '1,234.5 KGM',
      '3,093.75 RON',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(flowing(inspected)).toContain('Ciment Portland CEM II 42,5R – sac 40 kg');
  });

  it.each(['ro-RO', 'en-GB'] as const)(
    'spreads 1000 lines over pages with the table header on each (%s)',
    async (locale) => {
      const inspected = await render(printable(1000), locale);
      const text = textOf(inspected);
      expect(inspected.pageCount).toBeGreaterThan(10);
      const nameColumn = locale === 'ro-RO' ? 'Denumire' : 'Name';
      const withHeader = inspected.pages.filter((page) => page.includes(nameColumn));
      expect(withHeader.length).toBe(inspected.pageCount);
      expect(text).toContain('3V0P-0L0P-0T3J-UW46');
      expect(text).toContain('Baustoffe Müller GmbH');
      expect(text).toContain('Produs 1000');
      const last = inspected.pageCount;
      expect(text).toContain(locale === 'ro-RO' ? `Pagina ${last} din ${last}` : `Page ${last} of ${last}`);
      // 1234.5 kg and 999 lines of 3 kg at 2.5 lei: the totals are exact sums of the lines.
      expect(text).toContain(locale === 'ro-RO' ? '10.578,75 RON' : '10,578.75 RON');
    },
    30_000,
  );
});

describe('route ends', () => {
  const base = importDeclaration(1);
  const line = { ...base.products[0], operationType: 9999 };

  it('puts the company address at the start of a national sale and the partner address at its end', async () => {
    const declaration = schema.parse({
      ...base,
      transportRole: 'client',
      operationType: 30,
      currencyCode: 'RON',
      currencyRate: null,
      startAddressType: 'location',
      startAddressBorderCrossingPoint: null,
      endAddressType: 'location',
      partnerDeliveryAddressId: ID(4),
      products: [{ ...line, operationType: 704 }],
      references: [],
    });
    const partnerAddress = {
      countryCode: 'RO',
      countyCode: 'RO-B',
      city: 'București',
      street: 'Bd. Unirii 1',
    };
    const inspected = await render(printable(1, { declaration, partnerAddress }), 'ro-RO');
    const page = inspected.pages[0] ?? [];
    const at = (text: string) => page.indexOf(text);
    expect(at('ÎNCEPUT TRASEU')).toBeLessThan(at('Str. Fabricii 5'));
    expect(at('Str. Fabricii 5')).toBeLessThan(at('SFÂRȘIT TRASEU'));
    expect(at('SFÂRȘIT TRASEU')).toBeLessThan(at('Bd. Unirii 1'));
    expect(page).toContain('București');
    expect(page).not.toContain('Curs valutar');
    expect(page).not.toContain('DECLARAȚII ANTERIOARE');
  });

  it('names the customs office a non-EU import starts at', async () => {
    const declaration = schema.parse({
      ...base,
      operationType: 40,
      startAddressType: 'customs-office',
      startAddressBorderCrossingPoint: null,
      startAddressCustomsOffice: 22801,
      products: [line],
      references: [],
    });
    const text = textOf(await render(printable(1, { declaration }), 'en-GB'));
    expect(text).toContain('Customs office');
    expect(text).toContain('22801 – BVI Arad');
    expect(text).toContain('40 IMP – Import');
    expect(text).toContain('9999 – Same as the operation');
  });
});

describe('etransportPdfFileName', () => {
  const declaration = importDeclaration(1);

  it('names the file after the UIT, else the reference, else the transport date', () => {
    expect(etransportPdfFileName({ uit: UIT, declaration })).toBe('e-transport-3V0P0L0P0T3JUW46.pdf');
    expect(etransportPdfFileName({ uit: null, declaration })).toBe('e-transport-Comanda-Stefanesti-17.pdf');
    const withoutReference = { ...declaration, referenceCode: null };
    expect(etransportPdfFileName({ uit: null, declaration: withoutReference })).toBe(
      'e-transport-2026-11-26.pdf',
    );
    const unsafe = { ...declaration, referenceCode: '../../etc/passwd' };
    expect(etransportPdfFileName({ uit: null, declaration: unsafe })).toBe('e-transport-etc-passwd.pdf');
  });
});
