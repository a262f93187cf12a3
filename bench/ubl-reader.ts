import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readUbl } from '../packages/anaf/src/efactura/ubl-reader';
import { writeUbl } from '../packages/anaf/src/efactura/ubl-writer';
import { sampleEInvoice, sampleLine } from '../packages/domain/src/einvoice/einvoice.test-helpers';
import type { EInvoice } from '../packages/domain/src/einvoice/einvoice.types';
import { percentile } from './sampling';

/** Issue 11's goals: a 1,000-line received invoice read in under 50 ms, a 10 MB one in under 10x its size. */
export const UBL_READ_GOAL_MS = 50;
export const UBL_READ_MEMORY_GOAL = 10;
const TEN_MB = 10 * 1024 * 1024;

type Row = { scenario: string; p50: string; p95: string; rate: string; errors: string; goal: string };

/** A received-looking invoice of `count` lines (Romanian names, so the text is not pure ASCII). */
export function invoiceOfLines(count: number): EInvoice {
  const invoice = sampleEInvoice();
  invoice.lines = Array.from({ length: count }, (_, index) => ({
    ...sampleLine({
      id: String(index + 1),
      quantity: '2',
      net: '200.00',
      price: '100.00',
      name: `Articol ${index + 1}: hârtie, plicuri și dosare`,
    }),
    note: `Livrare parțială ${index + 1}`,
  }));
  const net = `${count * 200}.00`;
  const vat = `${count * 42}.00`;
  const gross = `${count * 242}.00`;
  invoice.vatBreakdown = [
    { category: 'S', rate: '21', taxable: net, vat, exemptionReason: null, exemptionReasonCode: null },
  ];
  invoice.totals = {
    ...invoice.totals,
    lineNet: net,
    taxExclusive: net,
    vatTotal: vat,
    taxInclusive: gross,
    payable: gross,
  };
  return invoice;
}

/** The most lines whose XML stays within `bytes` (found by scaling from a small sample). */
function xmlOfAbout(bytes: number): Uint8Array {
  const perLine =
    (Buffer.byteLength(writeUbl(invoiceOfLines(200))) - Buffer.byteLength(writeUbl(invoiceOfLines(100)))) /
    100;
  let count = Math.floor(bytes / perLine);
  let xml = Buffer.from(writeUbl(invoiceOfLines(count)));
  while (xml.byteLength > bytes) {
    count -= Math.ceil((xml.byteLength - bytes) / perLine) + 1;
    xml = Buffer.from(writeUbl(invoiceOfLines(count)));
  }
  return xml;
}

function measureThousandLines(durationMs: number): Row {
  const xml = Buffer.from(writeUbl(invoiceOfLines(1000)));
  let errors = 0;
  const check = (invoice: EInvoice) => {
    if (invoice.lines.length !== 1000 || invoice.totals.payable !== '242000.00') errors++;
  };
  const warmUpEnd = performance.now() + 500;
  while (performance.now() < warmUpEnd) check(readUbl(xml));
  const samples: number[] = [];
  const started = performance.now();
  // CPU time as well: on a shared machine the wall-clock times include other processes' turns.
  const cpu = process.cpuUsage();
  while (performance.now() - started < durationMs || samples.length < 20) {
    const before = performance.now();
    const invoice = readUbl(xml);
    samples.push(performance.now() - before);
    check(invoice);
  }
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000 / samples.length;
  samples.sort((a, b) => a - b);
  const p95 = percentile(samples, 95);
  return {
    scenario: `UBL read of a received 1,000-line invoice (${(xml.byteLength / 1024).toFixed(0)} KB, from bytes; ${cpuMs.toFixed(1)} ms CPU per read)`,
    p50: percentile(samples, 50).toFixed(1),
    p95: p95.toFixed(1),
    rate: (samples.length / elapsed).toFixed(1),
    errors: String(errors),
    goal: `< ${UBL_READ_GOAL_MS} ms ${p95 < UBL_READ_GOAL_MS ? '(met)' : '(MISSED)'}`,
  };
}

type MemoryResult = {
  bytes: number;
  lines: number;
  baselineRss: number;
  peakRss: number;
  heapGrowth: number;
  ms: number;
};

/**
 * Peak memory is measured in a fresh child process so nothing else of this run is in its numbers:
 * the child loads the file's bytes, collects garbage, then reads them once; the growth of its peak
 * resident set size (getrusage maxRSS) over the resident size just before the read is the cost of
 * reading, compared with the file size. The heap growth is what the result and leftovers still hold.
 */
async function measureTenMegabytes(): Promise<Row> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ubl-reader-bench-'));
  try {
    const xml = xmlOfAbout(TEN_MB);
    const file = path.join(dir, 'invoice.xml');
    writeFileSync(file, xml);
    const result = await runChild(file);
    const factor = (result.peakRss - result.baselineRss) / result.bytes;
    const mb = (value: number) => (value / 1024 / 1024).toFixed(1);
    return {
      scenario:
        `UBL read of a ${mb(result.bytes)} MB invoice (${result.lines.toLocaleString('en-GB')} lines, ${result.ms.toFixed(0)} ms): ` +
        `peak RSS +${mb(result.peakRss - result.baselineRss)} MB, heap after +${mb(result.heapGrowth)} MB`,
      p50: '',
      p95: '',
      rate: `${factor.toFixed(1)}x file size`,
      errors: '0',
      goal: `< ${UBL_READ_MEMORY_GOAL}x ${factor < UBL_READ_MEMORY_GOAL ? '(met)' : '(MISSED)'}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function runChild(file: string): Promise<MemoryResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, '--expose-gc', fileURLToPath(import.meta.url), '--measure-memory', file],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const line = output.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`memory child failed (${code}): ${output}`));
      else resolve(JSON.parse(line) as MemoryResult);
    });
  });
}

/** Runs in the child: one read of the file, with its memory. */
function measureInThisProcess(file: string): MemoryResult {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  const bytes = readFileSync(file);
  // Warm the code on a small document so compiled code is not counted as the read's memory.
  readUbl(writeUbl(invoiceOfLines(50)));
  gc();
  gc();
  const baselineRss = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapUsed;
  const before = performance.now();
  const invoice = readUbl(bytes);
  const ms = performance.now() - before;
  const peakRss = process.resourceUsage().maxRSS * 1024;
  gc();
  const heapGrowth = process.memoryUsage().heapUsed - heapBefore;
  return { bytes: bytes.byteLength, lines: invoice.lines.length, baselineRss, peakRss, heapGrowth, ms };
}

export async function benchUblReader(): Promise<Row[]> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 3);
  return [measureThousandLines(seconds * 1000), await measureTenMegabytes()];
}

// `npx tsx bench/ubl-reader.ts` runs it alone; the memory child is this file with --measure-memory.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const flag = process.argv.indexOf('--measure-memory');
  if (flag !== -1) {
    process.stdout.write(`${JSON.stringify(measureInThisProcess(process.argv[flag + 1] ?? ''))}\n`);
  } else {
    for (const row of await benchUblReader()) {
      process.stdout.write(
        `${row.scenario}: p50 ${row.p50 || '-'} ms, p95 ${row.p95 || '-'} ms, ${row.rate}, errors ${row.errors}, goal ${row.goal}\n`,
      );
    }
  }
}
