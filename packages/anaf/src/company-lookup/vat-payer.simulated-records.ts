import { countyByAutoCode } from './romanian-counties';
import { parseLocality } from './vat-payer.mapper';
import type { VatPayerFiscalDomicile, VatPayerFoundEntry, VatPayerRegisteredOffice } from './vat-payer.types';

/**
 * The companies the VAT-payer simulator knows, and how it turns one into the exact `found` entry
 * ANAF would send (field names, "" for empty values, ANAF's upper case and cedilla spelling).
 */

/** An address as ANAF writes it (its spelling of localities, cedillas included). */
export interface SimulatedAddress {
  /** Plate code of the county: 'CJ', 'B'. */
  countyAuto: string;
  /** 'Mun. Cluj-Napoca', 'Mun. Bucureşti, Sect. 1'. */
  locality: string;
  localityCode?: string;
  street: string;
  number: string;
  details?: string;
  postalCode: string;
}

export interface SimulatedCompany {
  /** CUI digits; the check digit must be valid. */
  cui: number;
  name: string;
  /** nrRegCom, e.g. 'J12/2417/2016'. */
  tradeRegisterNumber: string;
  phone?: string;
  caen?: string;
  /** YYYY-MM-DD. */
  registeredOn: string;
  vatPayer: boolean;
  vatUponCollection?: boolean;
  inactive?: boolean;
  eInvoiceRegistered?: boolean;
  address: SimulatedAddress;
  /** Defaults to the registered office. */
  fiscalAddress?: SimulatedAddress;
}

/** Upper case with the cedillas ANAF uses: 'Iași' -> 'IAŞI'. */
function anafUpper(text: string): string {
  return text.toUpperCase().replace(/Ș/g, 'Ş').replace(/Ț/g, 'Ţ');
}

function dottedDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

export interface AddressParts {
  office: VatPayerRegisteredOffice;
  oneLine: string;
  taxOffice: string;
}

/** Throws for an unknown county plate code. */
export function addressParts(a: SimulatedAddress): AddressParts {
  const county = countyByAutoCode(a.countyAuto);
  if (!county) throw new Error(`unknown county plate code: ${a.countyAuto}`);
  const bucharest = county.auto === 'B';
  const countyName = bucharest ? 'MUNICIPIUL BUCUREŞTI' : anafUpper(county.name);
  const sector = bucharest ? parseLocality(a.locality, county.iso).district : null;
  const place = bucharest
    ? `MUN. BUCUREŞTI, SECT. ${sector ?? ''}`
    : `JUD. ${countyName}, ${anafUpper(a.locality)}`;
  const details = a.details ? `, ${anafUpper(a.details)}` : '';
  return {
    office: {
      sdenumire_Strada: a.street,
      snumar_Strada: a.number,
      sdenumire_Localitate: a.locality,
      scod_Localitate: a.localityCode ?? '',
      sdenumire_Judet: countyName,
      scod_Judet: String(county.anafCode),
      scod_JudetAuto: county.auto,
      stara: '',
      sdetalii_Adresa: a.details ?? '',
      scod_Postal: a.postalCode,
    },
    oneLine: `${place}, ${anafUpper(a.street)}, NR.${a.number}${details}`,
    taxOffice: bucharest
      ? `Administraţia Sector ${sector ?? ''} a Finanţelor Publice`
      : `Administraţia Judeţeană a Finanţelor Publice ${county.name.replace(/ș/g, 'ş').replace(/ț/g, 'ţ')}`,
  };
}

function toFiscalDomicile(o: VatPayerRegisteredOffice): VatPayerFiscalDomicile {
  return {
    ddenumire_Strada: o.sdenumire_Strada,
    dnumar_Strada: o.snumar_Strada,
    ddenumire_Localitate: o.sdenumire_Localitate,
    dcod_Localitate: o.scod_Localitate,
    ddenumire_Judet: o.sdenumire_Judet,
    dcod_Judet: o.scod_Judet,
    dcod_JudetAuto: o.scod_JudetAuto,
    dtara: o.stara,
    ddetalii_Adresa: o.sdetalii_Adresa,
    dcod_Postal: o.scod_Postal,
  };
}

/** The `found` entry ANAF would send for this company on `date`. */
export function toVatPayerFoundEntry(company: SimulatedCompany, date: string): VatPayerFoundEntry {
  const office = addressParts(company.address);
  const fiscal = company.fiscalAddress ? addressParts(company.fiscalAddress) : office;
  return {
    date_generale: {
      cui: company.cui,
      data: date,
      denumire: company.name,
      adresa: fiscal.oneLine,
      nrRegCom: company.tradeRegisterNumber,
      telefon: company.phone ?? '',
      fax: '',
      codPostal: fiscal.office.scod_Postal,
      act: '',
      stare_inregistrare: `INREGISTRAT din data ${dottedDate(company.registeredOn)}`,
      data_inregistrare: company.registeredOn,
      cod_CAEN: company.caen ?? '',
      iban: '',
      statusRO_e_Factura: company.eInvoiceRegistered === true,
      data_inreg_Reg_RO_e_Factura: company.eInvoiceRegistered ? '2024-01-01' : '',
      organFiscalCompetent: fiscal.taxOffice,
      forma_de_proprietate: 'PROPR.PRIVATA-CAPITAL PRIVAT AUTOHTON',
      forma_organizare: 'PERSOANA JURIDICA',
      forma_juridica: 'SOCIETATE COMERCIALĂ CU RĂSPUNDERE LIMITATĂ',
    },
    inregistrare_scop_Tva: {
      scpTVA: company.vatPayer,
      perioade_TVA: company.vatPayer
        ? [
            {
              data_inceput_ScpTVA: company.registeredOn,
              data_sfarsit_ScpTVA: '',
              data_anul_imp_ScpTVA: '',
              mesaj_ScpTVA: '',
            },
          ]
        : [],
    },
    inregistrare_RTVAI: {
      dataInceputTvaInc: company.vatUponCollection ? company.registeredOn : '',
      dataSfarsitTvaInc: '',
      dataActualizareTvaInc: company.vatUponCollection ? company.registeredOn : '',
      dataPublicareTvaInc: company.vatUponCollection ? company.registeredOn : '',
      tipActTvaInc: company.vatUponCollection ? 'Inregistrare' : '',
      statusTvaIncasare: company.vatUponCollection === true,
    },
    stare_inactiv: {
      dataInactivare: company.inactive ? company.registeredOn : '',
      dataReactivare: '',
      dataPublicare: company.inactive ? company.registeredOn : '',
      dataRadiere: '',
      statusInactivi: company.inactive === true,
    },
    inregistrare_SplitTVA: { dataInceputSplitTVA: '', dataAnulareSplitTVA: '', statusSplitTVA: false },
    adresa_sediu_social: office.office,
    adresa_domiciliu_fiscal: toFiscalDomicile(fiscal.office),
  };
}
