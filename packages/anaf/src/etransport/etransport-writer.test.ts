import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  ETRANSPORT_NAMESPACE,
  EtransportWriteError,
  lineValueInLei,
  writeCancellationXml,
  writeConfirmationXml,
  writeDeclarationXml,
  writeVehicleModificationXml,
} from './etransport-writer';
import {
  childNames,
  find,
  OWN_ADDRESS,
  PARTNER_ADDRESS,
  parseMessage,
  sampleInput,
  sampleLine,
  TODAY,
  UIT,
  UITS,
} from './etransport-writer.test-helpers';

const declaration = (...args: Parameters<typeof sampleInput>) =>
  parseMessage(writeDeclarationXml(sampleInput(...args)));

describe('the e-Transport root', () => {
  it('is eTransport in ANAF namespace, declared by the CUI digits without RO', () => {
    const xml = writeDeclarationXml(sampleInput(30));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<eTransport ')).toBe(true);
    expect(XMLValidator.validate(xml)).toBe(true);
    const root = parseMessage(xml);
    expect(root.name).toBe('eTransport');
    expect(root.attributes).toEqual({ xmlns: ETRANSPORT_NAMESPACE, codDeclarant: '14399840' });
    expect(childNames(root)).toEqual(['notificare']);
  });

  it('carries the reference code and the post-failure flag only when set', () => {
    const root = declaration(30, {}, { referenceCode: 'COM-7', postFailure: true });
    expect(root.attributes).toMatchObject({ refDeclarant: 'COM-7', declPostAvarie: 'D' });
    const plain = declaration(30, {}, { referenceCode: null, postFailure: false });
    expect(Object.keys(plain.attributes).sort()).toEqual(['codDeclarant', 'xmlns']);
  });

  it('refuses a declarant code that is not a CUI (or a CNP)', () => {
    expect(() => writeDeclarationXml({ ...sampleInput(30), companyCui: 'RO 0123' })).toThrow(
      EtransportWriteError,
    );
    const cnp = parseMessage(writeCancellationXml({ companyCui: '1850101123456', uit: UIT }));
    expect(cnp.attributes.codDeclarant).toBe('1850101123456');
  });
});

describe('a declaration (notificare)', () => {
  it('writes its children in the order of the XSD', () => {
    const input = sampleInput(
      10,
      { start: 'border-crossing-point' },
      {
        products: [sampleLine(), sampleLine({ operationType: 201 })],
        transportDocuments: [
          { type: 10, number: 'CMR-1', date: TODAY, notes: null },
          { type: 20, number: 'F-1', date: TODAY, notes: null },
        ],
        references: [{ uit: UITS[1], notes: null, referenceCode: null }],
      },
    );
    const notification = find(
      parseMessage(writeDeclarationXml({ ...input, correctedUit: UITS[2] })),
      'notificare',
    );
    expect(notification?.attributes).toEqual({ codTipOperatiune: '10' });
    expect(childNames(notification)).toEqual([
      'corectie',
      'bunuriTransportate',
      'bunuriTransportate',
      'partenerComercial',
      'dateTransport',
      'locStartTraseuRutier',
      'locFinalTraseuRutier',
      'documenteTransport',
      'documenteTransport',
      'notificareAnterioara',
    ]);
    expect(find(notification, 'corectie')?.attributes).toEqual({ uit: UITS[2] });
  });

  it('writes a line with its totals: quantity times the unit weights and the lei price, 2 decimals', () => {
    const line = find(
      declaration(30, {}, { products: [sampleLine({ referenceCode: 'P-1', quantity: '3' })] }),
      'bunuriTransportate',
    );
    expect(line?.attributes).toEqual({
      codScopOperatiune: '101',
      codTarifar: '25232900',
      denumireMarfa: 'Ciment Portland',
      cantitate: '3.00',
      codUnitateMasura: 'KGM',
      greutateNeta: '3.00',
      greutateBruta: '3.60',
      valoareLeiFaraTva: '7.50',
      refDeclarant: 'P-1',
    });
  });

  it('rounds totals half up to 2 decimals and upper-cases the unit code', () => {
    const line = sampleLine({
      quantity: '3',
      price: '0.3335',
      netWeight: '0.005',
      grossWeight: '0.0051',
      measurementUnitCode: 'kgm',
    });
    const attributes = find(declaration(30, {}, { products: [line] }), 'bunuriTransportate')?.attributes;
    expect(attributes).toMatchObject({
      valoareLeiFaraTva: '1.00',
      greutateNeta: '0.02',
      greutateBruta: '0.02',
      codUnitateMasura: 'KGM',
    });
  });

  it('leaves out what a change of transport or deposit line does not have, never writing it empty', () => {
    const bare = sampleLine({
      operationType: 9999,
      price: null,
      netWeight: null,
      productEuCnClassificationCode: null,
    });
    const xml = writeDeclarationXml(sampleInput(60, {}, { products: [bare] }));
    expect(xml).not.toMatch(/=""/);
    expect(Object.keys(find(parseMessage(xml), 'bunuriTransportate')?.attributes ?? {}).sort()).toEqual([
      'cantitate',
      'codScopOperatiune',
      'codUnitateMasura',
      'denumireMarfa',
      'greutateBruta',
    ]);
  });

  it('writes the lei value for another currency: price is in lei after the payload swap (spec 03 §7)', () => {
    const euro = sampleLine({ quantity: '2', price: '49.77', priceInCurrency: '10' });
    const root = declaration(20, {}, { currencyCode: 'EUR', currencyRate: '4.977', products: [euro] });
    expect(find(root, 'bunuriTransportate')?.attributes.valoareLeiFaraTva).toBe('99.54');
    expect(lineValueInLei(euro)).toBe('99.54');
    // The XML has no currency: neither the code, the rate nor the currency price appears.
    const xml = writeDeclarationXml(
      sampleInput(20, {}, { currencyCode: 'EUR', currencyRate: '4.977', products: [euro] }),
    );
    expect(xml).not.toMatch(/EUR|4\.977|"10\.00"|"20\.00"/);
  });

  it('writes the partner and the transport with their optional parts only when present', () => {
    const root = declaration(
      20,
      {},
      {
        deliveryVehicleTrailerRegistrationNumber: 'CJ01TRL',
        deliveryVehicleSecondTrailerRegistrationNumber: 'CJ02TRL',
      },
      { partner: { name: 'Emporio  AE', countryCode: 'GR', code: null } },
    );
    expect(find(root, 'partenerComercial')?.attributes).toEqual({ codTara: 'EL', denumire: 'Emporio AE' });
    expect(find(root, 'dateTransport')?.attributes).toEqual({
      nrVehicul: 'CJ12ABC',
      nrRemorca1: 'CJ01TRL',
      nrRemorca2: 'CJ02TRL',
      codTaraOrgTransport: 'RO',
      codOrgTransport: '18547290',
      denumireOrgTransport: 'Transport Rapid SRL',
      dataTransport: TODAY,
    });
  });

  it('writes a border crossing point or a customs office as the one attribute of its route end', () => {
    const imported = declaration(40, { start: 'customs-office' });
    expect(find(imported, 'locStartTraseuRutier')).toEqual({
      name: 'locStartTraseuRutier',
      attributes: { codBirouVamal: '12801' },
      children: [],
    });
    const acquired = declaration(10, { start: 'border-crossing-point' });
    expect(find(acquired, 'locStartTraseuRutier')?.attributes).toEqual({ codPtf: '4' });
    expect(find(acquired, 'locStartTraseuRutier')?.children).toEqual([]);
  });

  it('writes a location with ANAF county number and the address parts it has', () => {
    const start = find(declaration(30), 'locStartTraseuRutier');
    expect(start?.attributes).toEqual({});
    expect(start?.children).toEqual([
      {
        name: 'locatie',
        attributes: {
          codJudet: '12',
          denumireLocalitate: 'Cluj-Napoca',
          denumireStrada: 'Str. Memorandumului 28',
          codPostal: '400114',
        },
        children: [],
      },
    ]);
    expect(find(find(declaration(30), 'locFinalTraseuRutier'), 'locatie')?.attributes).toEqual({
      codJudet: '40',
      denumireLocalitate: 'București',
      denumireStrada: 'Bd. Unirii 1',
      alteInfo: 'Bl. A, Sc. 2, Ap. 7',
    });
  });

  it.each([
    ['RO-CL', '51'],
    ['RO-GR', '52'],
    ['ro-ab', '1'],
    ['RO-VN', '39'],
  ])('maps county %s to codJudet %s', (county, code) => {
    const root = declaration(30, {}, {}, { ownAddress: { ...OWN_ADDRESS, countyCode: county } });
    expect(find(find(root, 'locStartTraseuRutier'), 'locatie')?.attributes.codJudet).toBe(code);
  });

  it('puts the own address where goods leave or arrive, the partner address at the other end', () => {
    const county = (root: ReturnType<typeof declaration>, tag: string) =>
      find(find(root, tag), 'locatie')?.attributes.codJudet;
    // National sale: from us to the client; national purchase: from the supplier to us.
    expect(county(declaration(30), 'locStartTraseuRutier')).toBe('12');
    const purchase = declaration(30, {}, { transportRole: 'supplier' });
    expect([county(purchase, 'locStartTraseuRutier'), county(purchase, 'locFinalTraseuRutier')]).toEqual([
      '40',
      '12',
    ]);
    // Goods coming in end at our address; goods going out start there.
    expect(county(declaration(10), 'locFinalTraseuRutier')).toBe('12');
    expect(county(declaration(50), 'locStartTraseuRutier')).toBe('12');
  });

  it('writes documents and references with their notes only when present', () => {
    const root = declaration(
      12,
      {},
      {
        transportDocuments: [
          { type: 9999, number: 'AV-3', date: '2025-06-09', notes: 'Aviz de însoțire' },
          { type: 30, number: 'A-1', date: TODAY, notes: null },
        ],
        references: [{ uit: UITS[3], notes: null, referenceCode: 'R-9' }],
      },
    );
    const documents = find(root, 'notificare')?.children.filter(
      (child) => child.name === 'documenteTransport',
    );
    expect(documents?.map((document) => document.attributes)).toEqual([
      {
        tipDocument: '9999',
        numarDocument: 'AV-3',
        dataDocument: '2025-06-09',
        observatii: 'Aviz de însoțire',
      },
      { tipDocument: '30', numarDocument: 'A-1', dataDocument: TODAY },
    ]);
    expect(find(root, 'notificareAnterioara')?.attributes).toEqual({ uit: UITS[3], refDeclarant: 'R-9' });
  });

  it('escapes markup characters and collapses whitespace as xs:token reads it', () => {
    const line = sampleLine({ productName: 'Șuruburi <M8> & "piulițe"\n\tinox' });
    const xml = writeDeclarationXml(
      sampleInput(
        30,
        {},
        { products: [line] },
        { partner: { name: "O'Neil & Fiii <SRL>", countryCode: 'RO', code: '14399840' } },
      ),
    );
    expect(xml).toContain('denumireMarfa="Șuruburi &lt;M8&gt; &amp; &quot;piulițe&quot; inox"');
    expect(xml).toContain(`denumire="O'Neil &amp; Fiii &lt;SRL&gt;"`);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(find(parseMessage(xml), 'bunuriTransportate')?.attributes.denumireMarfa).toBe(
      'Șuruburi <M8> & "piulițe" inox',
    );
  });

  it('refuses a character XML 1.0 cannot hold, with its own error', () => {
    const line = sampleLine({ productName: 'Marfa\u0007' });
    expect(() => writeDeclarationXml(sampleInput(30, {}, { products: [line] }))).toThrow(
      EtransportWriteError,
    );
  });

  it('refuses input the XML cannot carry instead of writing an invalid message', () => {
    expect(() => writeDeclarationXml(sampleInput(30, {}, {}, { ownAddress: null }))).toThrow(/own address/);
    expect(() =>
      writeDeclarationXml(
        sampleInput(30, {}, {}, { partnerAddress: { ...PARTNER_ADDRESS, countyCode: 'Bavaria' } }),
      ),
    ).toThrow(/county "Bavaria"/);
    expect(() =>
      writeDeclarationXml(
        sampleInput(10, { start: 'border-crossing-point' }, { startAddressBorderCrossingPoint: null }),
      ),
    ).toThrow(/border-crossing-point has no code/);
    expect(() =>
      writeDeclarationXml(
        sampleInput(30, {}, {}, { organizer: { name: ' ', countryCode: 'RO', code: null } }),
      ),
    ).toThrow(/organizer has no name/);
  });

  it('cuts the other-info line to the 200 characters alteInfo holds', () => {
    const long = {
      ...PARTNER_ADDRESS,
      additionalStreet: 'S'.repeat(100),
      additionalAddress: 'A'.repeat(100),
    };
    const info = find(declaration(30, {}, {}, { partnerAddress: long }), 'locFinalTraseuRutier')?.children[0]
      ?.attributes.alteInfo;
    expect(info).toHaveLength(200);
  });
});

describe('the messages that follow a declaration', () => {
  it('a cancellation is stergere with the UIT', () => {
    const root = parseMessage(
      writeCancellationXml({ companyCui: 'RO14399840', uit: UIT, referenceCode: 'COM-7', postFailure: true }),
    );
    expect(root.attributes).toEqual({
      xmlns: ETRANSPORT_NAMESPACE,
      codDeclarant: '14399840',
      refDeclarant: 'COM-7',
      declPostAvarie: 'D',
    });
    expect(root.children).toEqual([{ name: 'stergere', attributes: { uit: UIT }, children: [] }]);
  });

  it.each([10, 20, 30] as const)('a confirmation of type %i, notes only when given', (type) => {
    const confirmation = {
      uit: UIT,
      confirmationType: type,
      notes: null,
      referenceCode: null,
      postFailure: false,
    };
    const root = parseMessage(writeConfirmationXml({ companyCui: '14399840', confirmation }));
    expect(root.children).toEqual([
      { name: 'confirmare', attributes: { uit: UIT, tipConfirmare: String(type) }, children: [] },
    ]);
    const noted = parseMessage(
      writeConfirmationXml({
        companyCui: '14399840',
        confirmation: { ...confirmation, notes: 'Lipsă 2 saci', referenceCode: 'C-1' },
      }),
    );
    expect(noted.attributes.refDeclarant).toBe('C-1');
    expect(noted.children[0]?.attributes.observatii).toBe('Lipsă 2 saci');
  });

  it('a vehicle modification dated yyyy-mm-ddThh:mm:ss, trailers and notes only when given', () => {
    const modification = {
      uit: UIT,
      date: TODAY,
      time: '14:30:00',
      vehicleRegistrationNumber: 'B123XYZ',
      trailerRegistrationNumber: null,
      secondTrailerRegistrationNumber: null,
      notes: null,
      referenceCode: null,
      postFailure: false,
    };
    const root = parseMessage(writeVehicleModificationXml({ companyCui: '14399840', modification }));
    expect(root.children).toEqual([
      {
        name: 'modifVehicul',
        attributes: { uit: UIT, nrVehicul: 'B123XYZ', dataModificare: '2025-06-10T14:30:00' },
        children: [],
      },
    ]);
    const full = parseMessage(
      writeVehicleModificationXml({
        companyCui: '14399840',
        modification: {
          ...modification,
          trailerRegistrationNumber: 'B01REM',
          secondTrailerRegistrationNumber: 'B02REM',
          notes: 'Defecțiune',
        },
      }),
    );
    expect(full.children[0]?.attributes).toEqual({
      uit: UIT,
      nrVehicul: 'B123XYZ',
      nrRemorca1: 'B01REM',
      nrRemorca2: 'B02REM',
      dataModificare: '2025-06-10T14:30:00',
      observatii: 'Defecțiune',
    });
  });
});
