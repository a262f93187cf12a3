import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  bnrRatesXml,
  type PublishedDay,
  SIMULATED_FROM,
  SIMULATED_SEED,
  SIMULATED_THROUGH,
  simulatedPublications,
} from './bnr-rates.simulated-days';
import { BNR_DAILY_PATH } from './bnr-rates.types';

/**
 * A stand-in for BNR's rate files as a plain node:http server: GET /nbrfxrates.xml (the last
 * publication) and GET /files/xml/years/nbrfxratesYYYY.xml (that year's publications so far; 404
 * for a year without any), from the generated publications of bnr-rates.simulated-days.ts. By
 * default the banking days of 2026 up to Friday 20 November. The app runs it in-process in
 * development and tests; tests can switch it into failing.
 */

export type BnrSimulatorFailure = 'server-error' | 'not-xml' | 'slow';

export interface BnrSimulatorOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** First and last day published (yyyy-MM-dd): SIMULATED_FROM and SIMULATED_THROUGH by default. */
  from?: string;
  through?: string;
  seed?: number;
  /** How long the 'slow' failure waits before answering; default 30 s. */
  slowResponseMs?: number;
}

export interface BnrSimulator {
  /** Base URL, e.g. http://127.0.0.1:41234 (the client appends the file paths). */
  url: string;
  /** Every publication served, oldest first. */
  days: readonly PublishedDay[];
  /** Paths asked for, in order (tests count downloads with it). */
  requests: string[];
  /** Makes every following request fail that way, or (null) answer normally again. */
  fail(failure: BnrSimulatorFailure | null): void;
  close(): Promise<void>;
}

const YEAR_PATH = /^\/files\/xml\/years\/nbrfxrates(\d{4})\.xml$/;

function sendHtml(res: ServerResponse, status: number, text: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!DOCTYPE html><html><body><h1>${text}</h1><p>BNR<br></p></body></html>`);
}

function sendXml(res: ServerResponse, xml: string) {
  res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
  res.end(xml);
}

export async function startBnrSimulator(options: BnrSimulatorOptions = {}): Promise<BnrSimulator> {
  const days = simulatedPublications({
    from: options.from ?? SIMULATED_FROM,
    through: options.through ?? SIMULATED_THROUGH,
    seed: options.seed ?? SIMULATED_SEED,
  });
  const slowResponseMs = options.slowResponseMs ?? 30_000;
  const files = new Map<string, string>();
  const requests: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let failure: BnrSimulatorFailure | null = null;

  /** The file's XML, written once per path; null when there is no such file. */
  function fileFor(path: string): string | null {
    const cached = files.get(path);
    if (cached !== undefined) return cached;
    let selected: PublishedDay[] = [];
    if (path === BNR_DAILY_PATH) selected = days.slice(-1);
    else {
      const year = YEAR_PATH.exec(path)?.[1];
      if (year) selected = days.filter((day) => day.date.startsWith(`${year}-`));
    }
    if (selected.length === 0) return null;
    const xml = bnrRatesXml(selected);
    files.set(path, xml);
    return xml;
  }

  function answer(res: ServerResponse, path: string) {
    if (failure === 'server-error') return sendHtml(res, 503, 'Service Unavailable');
    if (failure === 'not-xml') return sendHtml(res, 200, 'Site în mentenanță');
    const xml = fileFor(path);
    if (xml === null) return sendHtml(res, 404, 'Pagina nu a fost găsită');
    sendXml(res, xml);
  }

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://simulator').pathname;
    requests.push(path);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return sendHtml(res, 405, 'Method Not Allowed');
    }
    if (failure !== 'slow') return answer(res, path);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) answer(res, path);
    }, slowResponseMs);
    timers.add(timer);
    res.on('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
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
    days,
    requests,
    fail(next) {
      failure = next;
    },
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
