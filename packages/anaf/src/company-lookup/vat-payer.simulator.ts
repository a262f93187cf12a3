import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidCui } from '@app/domain/validators/cui';
import { generatedCompany } from './vat-payer.generated-companies';
import { addressParts, type SimulatedCompany, toVatPayerFoundEntry } from './vat-payer.simulated-records';
import {
  VAT_PAYER_MAX_BATCH,
  VAT_PAYER_PATH,
  type VatPayerErrorResponse,
  type VatPayerFoundEntry,
  type VatPayerRequestEntry,
  type VatPayerResponse,
} from './vat-payer.types';

/**
 * A faithful stand-in for ANAF's VAT-payer service (POST /api/PlatitorTvaRest/v9/tva) as a plain
 * node:http server: same path, same field names and types, found/notFound, a JSON 400 for a
 * malformed body, at most 100 CUIs per call. The app runs it in-process when ANAF_MODE=simulator.
 * The company shape and its wire form live in vat-payer.simulated-records.ts.
 *
 * Besides the fixed companies below, every CUI with a valid check digit is registered with made-up
 * data that stay the same for that CUI (vat-payer.generated-companies.ts), so a real CUI can be used
 * in development; only the failure CUIs and SIMULATOR_UNREGISTERED_CUI are not companies.
 */

/**
 * Fictitious companies (names and addresses invented; CUIs chosen for a valid check digit).
 * Check digits by hand, body right-aligned to 9 digits, weights 7,5,3,2,1,7,5,3,2, (sum*10) mod 11:
 * 003691472 -> 82 -> 6; 004178230 -> 96 -> 3; 004526813 -> 115 -> 6; 003950217 -> 59 -> 7;
 * 003815560 -> 104 -> 6.
 */
export const SEED_COMPANIES = {
  clujVatPayer: {
    cui: 36914726,
    name: 'SOMEŞ COD SOFTWARE SRL',
    tradeRegisterNumber: 'J12/2417/2016',
    phone: '0264123456',
    caen: '6201',
    registeredOn: '2016-03-14',
    vatPayer: true,
    eInvoiceRegistered: true,
    address: {
      countyAuto: 'CJ',
      locality: 'Mun. Cluj-Napoca',
      localityCode: '54975',
      street: 'Str. Memorandumului',
      number: '28',
      details: 'Et. 2, Ap. 5',
      postalCode: '400114',
    },
  },
  iasiNonVatPayer: {
    cui: 41782303,
    name: 'ATELIER COPOU SRL',
    tradeRegisterNumber: 'J22/1185/2019',
    caen: '1812',
    registeredOn: '2019-09-02',
    vatPayer: false,
    address: {
      countyAuto: 'IS',
      locality: 'Mun. Iaşi',
      localityCode: '95060',
      street: 'Bd. Carol I',
      number: '11',
      postalCode: '700506',
    },
  },
  bucharestVatOnCollection: {
    cui: 45268136,
    name: 'DOROBANŢI CONSULT SRL',
    tradeRegisterNumber: 'J40/9876/2021',
    phone: '0213101234',
    caen: '7022',
    registeredOn: '2021-11-22',
    vatPayer: true,
    vatUponCollection: true,
    eInvoiceRegistered: true,
    address: {
      countyAuto: 'B',
      locality: 'Mun. Bucureşti, Sect. 1',
      localityCode: '179132',
      street: 'Calea Dorobanţilor',
      number: '120',
      details: 'Bl. 3, Sc. A, Et. 4, Ap. 17',
      postalCode: '010573',
    },
  },
  timisoaraInactive: {
    cui: 39502177,
    name: 'BEGA TRANSPORT LOGISTIC SRL',
    tradeRegisterNumber: 'J35/532/2017',
    caen: '4941',
    registeredOn: '2017-05-10',
    vatPayer: false,
    inactive: true,
    address: {
      countyAuto: 'TM',
      locality: 'Mun. Timişoara',
      street: 'Str. Gheorghe Lazăr',
      number: '9',
      postalCode: '300081',
    },
  },
  bucharestSector3: {
    cui: 38155606,
    name: 'VITAN PRINT SRL',
    tradeRegisterNumber: 'J40/4521/2017',
    phone: '0213224455',
    caen: '1811',
    registeredOn: '2017-04-03',
    vatPayer: true,
    eInvoiceRegistered: true,
    address: {
      countyAuto: 'B',
      locality: 'Mun. Bucureşti Sector 3',
      street: 'Calea Vitan',
      number: '55-59',
      postalCode: '031282',
    },
  },
} as const satisfies Record<string, SimulatedCompany>;

export const SEED_COMPANY_LIST: readonly SimulatedCompany[] = Object.values(SEED_COMPANIES);

/**
 * CUIs (valid check digits, not companies) that make the simulator fail, to test the client:
 * 004719364 -> 131 -> 1; 004004999 -> 130 -> 2; 004233071 -> 63 -> 3; 004361205 -> 51 -> 4.
 */
export const SIMULATOR_FAILURE_CUIS = {
  /** HTTP 500 with an HTML page, as a gateway in trouble answers. */
  serverError: 47193641,
  /** Answers normally, but only after `slowResponseMs` (past any sensible client timeout). */
  slow: 40049992,
  /** HTTP 200 with an HTML maintenance page. */
  notJson: 42330713,
  /** HTTP 200 with an envelope whose cod is not 200. */
  refused: 43612054,
} as const;

/** A CUI with a valid check digit that the simulated registry does not know: the not-found path. */
export const SIMULATOR_UNREGISTERED_CUI = 10000008;

const NOT_COMPANIES = new Set<number>([SIMULATOR_UNREGISTERED_CUI, ...Object.values(SIMULATOR_FAILURE_CUIS)]);

export interface VatPayerSimulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** Defaults to SEED_COMPANY_LIST. */
  companies?: readonly SimulatedCompany[];
  /** How long the `slow` CUI waits before answering; default 30 s. */
  slowResponseMs?: number;
  /** Whether a valid CUI that is not in `companies` exists with made-up data (default true). */
  generateUnknown?: boolean;
}

export interface VatPayerSimulator {
  /** Base URL, e.g. http://127.0.0.1:41234 (the client appends /api/PlatitorTvaRest/v9/tva). */
  url: string;
  close(): Promise<void>;
  /** Adds or replaces a company. Throws when its CUI check digit is wrong. */
  add(company: SimulatedCompany): void;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_BODY_BYTES = 1024 * 1024;

class BadRequest extends Error {}

/** Reads and checks the request body: a JSON array of {cui, data}, at most 100 of them. */
function parseRequest(raw: string): VatPayerRequestEntry[] {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new BadRequest('Cererea nu este in format JSON valid');
  }
  if (!Array.isArray(body)) throw new BadRequest('Cererea trebuie sa fie o lista de obiecte {cui, data}');
  if (body.length > VAT_PAYER_MAX_BATCH) {
    throw new BadRequest(`Numarul maxim de CUI-uri acceptat intr-o cerere este ${VAT_PAYER_MAX_BATCH}`);
  }
  return body.map((item: unknown) => {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    // Like a Java backend, a numeric string is taken for a number.
    const cui = typeof entry.cui === 'string' && /^\d{1,10}$/.test(entry.cui) ? Number(entry.cui) : entry.cui;
    if (typeof cui !== 'number' || !Number.isSafeInteger(cui) || cui <= 0) {
      throw new BadRequest('Fiecare element trebuie sa contina un cui numeric');
    }
    if (typeof entry.data !== 'string' || !ISO_DATE.test(entry.data)) {
      throw new BadRequest('Fiecare element trebuie sa contina data in formatul AAAA-LL-ZZ');
    }
    return { cui, data: entry.data };
  });
}

function sendJson(res: ServerResponse, status: number, body: VatPayerResponse | VatPayerErrorResponse) {
  res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/html;charset=UTF-8' });
  res.end(`<html><body><h1>${text}</h1></body></html>`);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadRequest('Cererea este prea mare');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function startVatPayerSimulator(
  options: VatPayerSimulatorOptions = {},
): Promise<VatPayerSimulator> {
  const companies = new Map<number, SimulatedCompany>();
  const slowResponseMs = options.slowResponseMs ?? 30_000;
  const generateUnknown = options.generateUnknown ?? true;
  const timers = new Set<NodeJS.Timeout>();

  function add(company: SimulatedCompany) {
    if (!isValidCui(String(company.cui)))
      throw new Error(`simulated company has an invalid CUI: ${company.cui}`);
    // Fails early on an unknown county plate code.
    addressParts(company.address);
    if (company.fiscalAddress) addressParts(company.fiscalAddress);
    companies.set(company.cui, company);
  }
  for (const company of options.companies ?? SEED_COMPANY_LIST) add(company);

  function answer(res: ServerResponse, entries: VatPayerRequestEntry[]) {
    const found: VatPayerFoundEntry[] = [];
    const notFound: number[] = [];
    for (const { cui, data } of entries) {
      const company =
        companies.get(cui) ??
        (generateUnknown && !NOT_COMPANIES.has(cui) && isValidCui(String(cui))
          ? generatedCompany(cui)
          : null);
      if (company) found.push(toVatPayerFoundEntry(company, data));
      else notFound.push(cui);
    }
    sendJson(res, 200, { cod: 200, message: 'SUCCESS', found, notFound });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://simulator').pathname;
    if (path !== VAT_PAYER_PATH) return sendHtml(res, 404, 'Not Found');
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      return sendHtml(res, 405, 'Method Not Allowed');
    }
    let entries: VatPayerRequestEntry[];
    try {
      entries = parseRequest(await readBody(req));
    } catch (error) {
      if (!(error instanceof BadRequest)) throw error;
      return sendJson(res, 400, { cod: 400, message: error.message });
    }

    const cuis = new Set(entries.map((e) => e.cui));
    if (cuis.has(SIMULATOR_FAILURE_CUIS.serverError)) return sendHtml(res, 500, 'Internal Server Error');
    if (cuis.has(SIMULATOR_FAILURE_CUIS.notJson)) return sendHtml(res, 200, 'Serviciu in mentenanta');
    if (cuis.has(SIMULATOR_FAILURE_CUIS.refused)) {
      return sendJson(res, 200, { cod: 500, message: 'Eroare interna. Reincercati mai tarziu' });
    }
    if (cuis.has(SIMULATOR_FAILURE_CUIS.slow)) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer(res, entries);
      }, slowResponseMs);
      timers.add(timer);
      res.on('close', () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
      return;
    }
    answer(res, entries);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendHtml(res, 500, 'Internal Server Error');
      else res.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    add,
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
