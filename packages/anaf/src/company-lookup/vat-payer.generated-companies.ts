import { ROMANIAN_COUNTIES, type RomanianCounty } from './romanian-counties';
import type { SimulatedAddress, SimulatedCompany } from './vat-payer.simulated-records';

/**
 * Made-up registry records for the simulator: any CUI with a valid check digit that is not one of
 * the fixed companies gets a plausible Romanian company, the same one every time (everything is
 * drawn from a generator seeded by the CUI), so a real CUI typed in development fills the form and
 * can be saved. Nothing here is real data: names, streets and numbers are combinations of lists.
 */

/** County seat, its ANAF spelling (cedillas) and the first digits of its postal codes. */
const SEATS: Record<string, { locality: string; postal: string }> = {
  AB: { locality: 'Mun. Alba Iulia', postal: '510' },
  AR: { locality: 'Mun. Arad', postal: '310' },
  AG: { locality: 'Mun. Piteşti', postal: '110' },
  BC: { locality: 'Mun. Bacău', postal: '600' },
  BH: { locality: 'Mun. Oradea', postal: '410' },
  BN: { locality: 'Mun. Bistriţa', postal: '420' },
  BT: { locality: 'Mun. Botoşani', postal: '710' },
  BV: { locality: 'Mun. Braşov', postal: '500' },
  BR: { locality: 'Mun. Brăila', postal: '810' },
  BZ: { locality: 'Mun. Buzău', postal: '120' },
  CS: { locality: 'Mun. Reşiţa', postal: '320' },
  CJ: { locality: 'Mun. Cluj-Napoca', postal: '400' },
  CT: { locality: 'Mun. Constanţa', postal: '900' },
  CV: { locality: 'Mun. Sfântu Gheorghe', postal: '520' },
  DB: { locality: 'Mun. Târgovişte', postal: '130' },
  DJ: { locality: 'Mun. Craiova', postal: '200' },
  GL: { locality: 'Mun. Galaţi', postal: '800' },
  GJ: { locality: 'Mun. Târgu Jiu', postal: '210' },
  HR: { locality: 'Mun. Miercurea Ciuc', postal: '530' },
  HD: { locality: 'Mun. Deva', postal: '330' },
  IL: { locality: 'Mun. Slobozia', postal: '920' },
  IS: { locality: 'Mun. Iaşi', postal: '700' },
  IF: { locality: 'Oraş Buftea', postal: '070' },
  MM: { locality: 'Mun. Baia Mare', postal: '430' },
  MH: { locality: 'Mun. Drobeta-Turnu Severin', postal: '220' },
  MS: { locality: 'Mun. Târgu Mureş', postal: '540' },
  NT: { locality: 'Mun. Piatra-Neamţ', postal: '610' },
  OT: { locality: 'Mun. Slatina', postal: '230' },
  PH: { locality: 'Mun. Ploieşti', postal: '100' },
  SM: { locality: 'Mun. Satu Mare', postal: '440' },
  SJ: { locality: 'Mun. Zalău', postal: '450' },
  SB: { locality: 'Mun. Sibiu', postal: '550' },
  SV: { locality: 'Mun. Suceava', postal: '720' },
  TR: { locality: 'Mun. Alexandria', postal: '140' },
  TM: { locality: 'Mun. Timişoara', postal: '300' },
  TL: { locality: 'Mun. Tulcea', postal: '820' },
  VS: { locality: 'Mun. Vaslui', postal: '730' },
  VL: { locality: 'Mun. Râmnicu Vâlcea', postal: '240' },
  VN: { locality: 'Mun. Focşani', postal: '620' },
  // Bucharest: the sector is drawn separately (its postal codes start with 0 and the sector).
  B: { locality: 'Mun. Bucureşti', postal: '0' },
  CL: { locality: 'Mun. Călăraşi', postal: '910' },
  GR: { locality: 'Mun. Giurgiu', postal: '080' },
};

const NAME_FIRST = [
  'CARPAŢI',
  'DUNĂREA',
  'OLTENIA',
  'TRANSILVANIA',
  'BUCOVINA',
  'DOBROGEA',
  'BANAT',
  'CRIŞANA',
  'SOMEŞ',
  'ARGEŞ',
  'MUREŞ',
  'BISTRIŢA',
  'STEJARUL',
  'BRADUL',
  'IZVORUL',
  'LUCEAFĂRUL',
  'MIORIŢA',
  'ZIMBRUL',
  'VULTURUL',
  'CETATEA',
  'NOVA',
  'ALFA',
  'DELTA',
  'ORIZONT',
  'AURORA',
  'PRIMA',
  'VECTOR',
  'CONTINENTAL',
  'MERIDIAN',
  'SOLARIS',
];
const NAME_SURNAMES = [
  'POPESCU',
  'IONESCU',
  'POPA',
  'STAN',
  'DUMITRESCU',
  'MUNTEANU',
  'CONSTANTIN',
  'MOLDOVAN',
  'LUPU',
  'NEAGU',
  'RUSU',
  'TUDOR',
  'BĂLAN',
  'SIMION',
  'CRISTEA',
  'MARIN',
  'ENACHE',
  'OPREA',
];
const NAME_TRADES = [
  'CONSTRUCT',
  'SOFT',
  'TRANS',
  'AGRO',
  'COM',
  'IMPEX',
  'SERV',
  'PROD',
  'CONSULT',
  'DESIGN',
  'LOGISTIC',
  'MEDICAL',
  'TEXTIL',
  'MOBILA',
  'PRINT',
  'ELECTRIC',
  'INSTAL',
  'AUTO',
  'TURISM',
  'FARM',
];
/** The activity code that goes with each trade word, in the same order. */
const TRADE_CAEN = [
  '4120',
  '6201',
  '4941',
  '0111',
  '4690',
  '4619',
  '8299',
  '3299',
  '7022',
  '7410',
  '5229',
  '8622',
  '1392',
  '3109',
  '1812',
  '4321',
  '4322',
  '4520',
  '7911',
  '4773',
];
const STREETS = [
  'Str. Mihai Eminescu',
  'Str. Avram Iancu',
  'Str. Libertăţii',
  'Bd. Unirii',
  'Str. Republicii',
  'Str. Ion Creangă',
  'Bd. Independenţei',
  'Str. Mihai Viteazu',
  'Str. Gării',
  'Calea Victoriei',
  'Str. Florilor',
  'Str. Primăverii',
  'Bd. Revoluţiei',
  'Str. Tudor Vladimirescu',
  'Str. Zorilor',
  'Str. Nicolae Bălcescu',
  'Str. Ştefan cel Mare',
  'Aleea Teilor',
  'Str. Păcii',
  'Bd. 1 Decembrie 1918',
];
const DETAILS = ['', '', '', 'Et. 1', 'Bl. A2, Sc. 1, Ap. 4', 'Et. 3, Ap. 12', 'Parter'];

/** A small deterministic generator (mulberry32) seeded by the CUI: the same draws every time. */
function drawsFor(cui: number) {
  let state = (cui ^ 0x9e3779b9) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  return { next, int, pick };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function addressOf(county: RomanianCounty, draw: ReturnType<typeof drawsFor>): SimulatedAddress {
  const seat = SEATS[county.auto] ?? { locality: `Mun. ${county.name}`, postal: '000' };
  const detail = draw.pick(DETAILS);
  const street = draw.pick(STREETS);
  const number = String(draw.int(1, 150));
  if (county.auto === 'B') {
    const sector = draw.int(1, 6);
    return {
      countyAuto: 'B',
      locality: `${seat.locality}, Sect. ${sector}`,
      street,
      number,
      postalCode: `0${sector}${pad(draw.int(0, 9999), 4)}`,
      ...(detail ? { details: detail } : {}),
    };
  }
  return {
    countyAuto: county.auto,
    locality: seat.locality,
    street,
    number,
    postalCode: `${seat.postal}${pad(draw.int(0, 10 ** (6 - seat.postal.length) - 1), 6 - seat.postal.length)}`,
    ...(detail ? { details: detail } : {}),
  };
}

/** The simulator's made-up record for a CUI (the caller checks its check digit). */
export function generatedCompany(cui: number): SimulatedCompany {
  const draw = drawsFor(cui);
  const tradeIndex = draw.int(0, NAME_TRADES.length - 1);
  const trade = NAME_TRADES[tradeIndex] as string;
  const style = draw.int(0, 2);
  const first = style === 0 ? draw.pick(NAME_SURNAMES) : draw.pick(NAME_FIRST);
  const form = draw.next() < 0.06 ? 'SA' : 'SRL';
  const name = `${first} ${trade} ${form}`;
  // Bucharest holds about a quarter of the companies; the rest spread over the counties.
  const county =
    draw.next() < 0.25
      ? (ROMANIAN_COUNTIES.find((c) => c.auto === 'B') as RomanianCounty)
      : draw.pick(ROMANIAN_COUNTIES.filter((c) => c.auto !== 'B'));
  const year = draw.int(1995, 2023);
  const registeredOn = `${year}-${pad(draw.int(1, 12), 2)}-${pad(draw.int(1, 28), 2)}`;
  const vatPayer = draw.next() < 0.7;
  const vatUponCollection = vatPayer && draw.next() < 0.1;
  const phone = draw.next() < 0.6 ? `07${pad(draw.int(20_000_000, 99_999_999), 8)}` : undefined;
  return {
    cui,
    name,
    // The trade register's county number is ANAF's county number (J12 for Cluj, J40 for Bucharest).
    tradeRegisterNumber: `J${pad(county.anafCode, 2)}/${draw.int(100, 29_999)}/${year}`,
    ...(phone ? { phone } : {}),
    caen: TRADE_CAEN[tradeIndex] as string,
    registeredOn,
    vatPayer,
    ...(vatUponCollection ? { vatUponCollection } : {}),
    eInvoiceRegistered: vatPayer,
    address: addressOf(county, draw),
  };
}
