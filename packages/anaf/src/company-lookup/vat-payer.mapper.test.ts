import { describe, expect, it } from 'vitest';
import {
  composeStreet,
  countyIsoFromAnaf,
  mapVatPayerEntry,
  normaliseRomanianText,
  parseLocality,
} from './vat-payer.mapper';
import type { Loose, VatPayerFoundEntry } from './vat-payer.types';

/**
 * The shape of a recorded v9 answer entry (values made up): every group present, empty values
 * as "", the cui as a number, ANAF's cedilla spelling and its "Mun. Bucureşti, Sect. N" locality.
 */
const RECORDED_SHAPE: VatPayerFoundEntry = {
  date_generale: {
    cui: 45268136,
    data: '2025-03-10',
    denumire: 'DOROBANŢI CONSULT SRL',
    adresa: 'MUN. BUCUREŞTI, SECT. 1, CALEA DOROBANŢILOR, NR.120, BL. 3, SC. A, ET. 4, AP. 17',
    nrRegCom: 'J40/9876/2021',
    telefon: '0213101234',
    fax: '',
    codPostal: '010573',
    act: '',
    stare_inregistrare: 'INREGISTRAT din data 22.11.2021',
    data_inregistrare: '2021-11-22',
    cod_CAEN: '7022',
    iban: '',
    statusRO_e_Factura: true,
    data_inreg_Reg_RO_e_Factura: '2024-01-01',
    organFiscalCompetent: 'Administraţia Sector 1 a Finanţelor Publice',
    forma_de_proprietate: 'PROPR.PRIVATA-CAPITAL PRIVAT AUTOHTON',
    forma_organizare: 'PERSOANA JURIDICA',
    forma_juridica: 'SOCIETATE COMERCIALĂ CU RĂSPUNDERE LIMITATĂ',
  },
  inregistrare_scop_Tva: {
    scpTVA: true,
    perioade_TVA: [
      {
        data_inceput_ScpTVA: '2021-11-22',
        data_sfarsit_ScpTVA: '',
        data_anul_imp_ScpTVA: '',
        mesaj_ScpTVA: '',
      },
    ],
  },
  inregistrare_RTVAI: {
    dataInceputTvaInc: '2022-01-01',
    dataSfarsitTvaInc: '',
    dataActualizareTvaInc: '2021-12-20',
    dataPublicareTvaInc: '2021-12-21',
    tipActTvaInc: 'Inregistrare',
    statusTvaIncasare: true,
  },
  stare_inactiv: {
    dataInactivare: '',
    dataReactivare: '',
    dataPublicare: '',
    dataRadiere: '',
    statusInactivi: false,
  },
  inregistrare_SplitTVA: { dataInceputSplitTVA: '', dataAnulareSplitTVA: '', statusSplitTVA: false },
  adresa_sediu_social: {
    sdenumire_Strada: 'Calea Dorobanţilor',
    snumar_Strada: '120',
    sdenumire_Localitate: 'Mun. Bucureşti, Sect. 1',
    scod_Localitate: '179132',
    sdenumire_Judet: 'MUNICIPIUL BUCUREŞTI',
    scod_Judet: '40',
    scod_JudetAuto: 'B',
    stara: '',
    sdetalii_Adresa: 'Bl. 3, Sc. A, Et. 4, Ap. 17',
    scod_Postal: '010573',
  },
  adresa_domiciliu_fiscal: {
    ddenumire_Strada: 'Calea Dorobanţilor',
    dnumar_Strada: '120',
    ddenumire_Localitate: 'Mun. Bucureşti, Sect. 1',
    dcod_Localitate: '179132',
    ddenumire_Judet: 'MUNICIPIUL BUCUREŞTI',
    dcod_Judet: '40',
    dcod_JudetAuto: 'B',
    dtara: '',
    ddetalii_Adresa: 'Bl. 3, Sc. A, Et. 4, Ap. 17',
    dcod_Postal: '010573',
  },
};

describe('mapVatPayerEntry', () => {
  it('maps a recorded-shape entry to the product result', () => {
    expect(mapVatPayerEntry(RECORDED_SHAPE)).toEqual({
      businessId: 'RO45268136',
      legalName: 'DOROBANȚI CONSULT SRL',
      secondaryBusinessId: 'J40/9876/2021',
      vatPayer: true,
      vatUponCollection: true,
      inactive: false,
      eInvoiceRegistered: true,
      phone: '0213101234',
      address: {
        countryCode: 'RO',
        countyCode: 'RO-B',
        city: 'București',
        district: 1,
        street: 'Calea Dorobanților nr. 120',
        zipCode: '010573',
        additionalAddress: 'Bl. 3, Sc. A, Et. 4, Ap. 17',
      },
    });
  });

  it('gives a non-VAT payer its bare digits and turns empty strings into null', () => {
    const entry: Loose<VatPayerFoundEntry> = {
      ...RECORDED_SHAPE,
      date_generale: { ...RECORDED_SHAPE.date_generale, telefon: '', nrRegCom: '' },
      inregistrare_scop_Tva: { scpTVA: false, perioade_TVA: [] },
      adresa_sediu_social: {
        ...RECORDED_SHAPE.adresa_sediu_social,
        sdenumire_Localitate: 'Mun. Cluj-Napoca',
        scod_JudetAuto: 'CJ',
        scod_Judet: '12',
        sdetalii_Adresa: '',
        scod_Postal: '',
      },
    };
    const result = mapVatPayerEntry(entry);
    expect(result.businessId).toBe('45268136');
    expect(result.vatPayer).toBe(false);
    expect(result.phone).toBeNull();
    expect(result.secondaryBusinessId).toBeNull();
    expect(result.address).toMatchObject({
      countyCode: 'RO-CJ',
      city: 'Cluj-Napoca',
      district: null,
      zipCode: null,
      additionalAddress: null,
    });
  });

  it('reads the inactive flag', () => {
    const entry = {
      ...RECORDED_SHAPE,
      stare_inactiv: { ...RECORDED_SHAPE.stare_inactiv, statusInactivi: true },
    };
    expect(mapVatPayerEntry(entry).inactive).toBe(true);
  });

  it('falls back on the fiscal domicile when the registered office is empty', () => {
    const entry: Loose<VatPayerFoundEntry> = {
      date_generale: { cui: 41782303, denumire: 'ATELIER COPOU SRL', codPostal: '700506' },
      inregistrare_scop_Tva: { scpTVA: false },
      adresa_sediu_social: { sdenumire_Strada: '', sdenumire_Localitate: '', scod_JudetAuto: '' },
      adresa_domiciliu_fiscal: {
        ddenumire_Strada: 'Bd. Carol I',
        dnumar_Strada: '11',
        ddenumire_Localitate: 'Mun. Iaşi',
        dcod_JudetAuto: 'IS',
        dcod_Postal: '',
      },
    };
    expect(mapVatPayerEntry(entry).address).toEqual({
      countryCode: 'RO',
      countyCode: 'RO-IS',
      city: 'Iași',
      district: null,
      street: 'Bd. Carol I nr. 11',
      zipCode: '700506',
      additionalAddress: null,
    });
  });

  it('survives groups left out and a string cui (answers of other versions)', () => {
    const entry = {
      date_generale: { cui: '36914726', denumire: 'X SRL', adresa: 'JUD. CLUJ, STR. A, NR.1' },
    };
    const result = mapVatPayerEntry(entry as unknown as Loose<VatPayerFoundEntry>);
    expect(result).toMatchObject({
      businessId: '36914726',
      vatPayer: false,
      vatUponCollection: false,
      inactive: false,
      eInvoiceRegistered: false,
      phone: null,
      address: { countyCode: null, city: '', street: 'JUD. CLUJ, STR. A, NR.1', district: null },
    });
  });

  it('uses the details as the street line when a village has no street', () => {
    const entry: Loose<VatPayerFoundEntry> = {
      date_generale: { cui: 41782303, denumire: 'X' },
      adresa_sediu_social: {
        sdenumire_Strada: '',
        snumar_Strada: '',
        sdenumire_Localitate: 'Sat Feleacu Com. Feleacu',
        scod_JudetAuto: 'CJ',
        sdetalii_Adresa: 'Nr. 245',
      },
    };
    expect(mapVatPayerEntry(entry).address).toMatchObject({
      city: 'Sat Feleacu Com. Feleacu',
      street: 'Nr. 245',
      additionalAddress: null,
    });
  });
});

describe('parseLocality', () => {
  it.each([
    ['Mun. București Sector 3', 3],
    ['Mun. Bucureşti, Sect. 1', 1],
    ['BUCURESTI SECTORUL 6', 6],
    ['Sector 2 Mun. București', 2],
    ['MUN. BUCUREŞTI, SECT.5', 5],
    ['Municipiul București Sectorul 4', 4],
  ])('splits %j into București and sector %i', (locality, district) => {
    expect(parseLocality(locality, 'RO-B')).toEqual({ city: 'București', district });
  });

  it('recognises Bucharest even without the county code', () => {
    expect(parseLocality('Mun. Bucureşti Sector 3', null)).toEqual({ city: 'București', district: 3 });
  });

  it('leaves the district null when the sector is missing or outside 1-6', () => {
    expect(parseLocality('Mun. București', 'RO-B').district).toBeNull();
    expect(parseLocality('Mun. București Sector 7', 'RO-B').district).toBeNull();
  });

  it.each([
    ['Mun. Cluj-Napoca', 'Cluj-Napoca'],
    ['Municipiul Iaşi', 'Iași'],
    ['Oraş Voluntari', 'Voluntari'],
    ['Com. Florești', 'Com. Florești'],
  ])('takes the town prefix off %j', (locality, city) => {
    expect(parseLocality(locality, 'RO-CJ')).toEqual({ city, district: null });
  });
});

describe('county, street and text helpers', () => {
  it.each([
    ['CJ', 'RO-CJ'],
    ['B', 'RO-B'],
    [' is ', 'RO-IS'],
    ['GR', 'RO-GR'],
  ])('maps the plate code %j to %s', (auto, iso) => {
    expect(countyIsoFromAnaf(auto, '')).toBe(iso);
  });

  it("falls back on ANAF's county number, and gives null for nothing usable", () => {
    expect(countyIsoFromAnaf('', '40')).toBe('RO-B');
    expect(countyIsoFromAnaf(null, 12)).toBe('RO-CJ');
    expect(countyIsoFromAnaf('XX', '99')).toBeNull();
    expect(countyIsoFromAnaf(undefined, undefined)).toBeNull();
  });

  it('joins the street and number', () => {
    expect(composeStreet('Str. Memorandumului', '28')).toBe('Str. Memorandumului nr. 28');
    expect(composeStreet('Str. Memorandumului', 'Nr. 28')).toBe('Str. Memorandumului Nr. 28');
    expect(composeStreet('Str. Memorandumului', '')).toBe('Str. Memorandumului');
    expect(composeStreet('', '7A')).toBe('nr. 7A');
  });

  it('writes ș and ț with the comma below', () => {
    expect(normaliseRomanianText(' ŞTEFAN  Ţuţea  şi ţară ')).toBe('ȘTEFAN Țuțea și țară');
    expect(normaliseRomanianText(null)).toBe('');
  });
});
