import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createEfacturaClient } from '../client/efactura-http.client';
import { startAnafSimulatorServer } from './server';
import { type AnafSimulatorOptions, createAnafSimulator } from './simulator';

/** An invoice the native checks accept: seller 18547290, buyer 14399840. */
export const SELLER = '18547290';
export const BUYER = '14399840';
const VALID = readFileSync(
  fileURLToPath(new URL('../../efactura/fixtures/smartbill-style-invoice.xml', import.meta.url)),
  'utf8',
);

/** The valid invoice with another number (and issue date). */
export function validInvoice(number = 'SBF 0457', issueDate = '2026-10-15'): string {
  return VALID.replace('<cbc:ID>SBF 0457</cbc:ID>', `<cbc:ID>${number}</cbc:ID>`).replace(
    '<cbc:IssueDate>2026-10-15</cbc:IssueDate>',
    `<cbc:IssueDate>${issueDate}</cbc:IssueDate>`,
  );
}

/** The valid invoice without the seller's street: nok with BR-RO-080-style rule errors. */
export function brokenRuleInvoice(number = 'SBF 0999'): string {
  return validInvoice(number).replace(
    /<cac:AccountingSupplierParty>[\s\S]*?<cbc:StreetName>[^<]*<\/cbc:StreetName>/,
    (m) => m.replace(/<cbc:StreetName>[^<]*<\/cbc:StreetName>/, ''),
  );
}

/** A fake clock the tests move by hand. */
export function fakeClock(start = Date.parse('2026-11-20T10:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
    set(ms: number) {
      now = ms;
    },
  };
}

/** The simulator behind real HTTP on loopback and the product's client pointed at it. */
export async function simulatorWithClient(options: AnafSimulatorOptions = {}, timeoutMs = 5_000) {
  const server = await startAnafSimulatorServer({ simulator: createAnafSimulator(options) });
  const client = createEfacturaClient({
    apiBaseUrl: `${server.url}/test/FCTEL/rest/`,
    publicBaseUrl: `${server.url}/prod/FCTEL/rest/`,
    timeoutMs,
  });
  return { server, client, simulator: server.simulator, url: server.url };
}
