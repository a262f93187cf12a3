// `npm test`: every check CI runs, in order (the two database passes of a tier side by side),
// stopping at the first stage that fails.
// The optional tiers (real PostgreSQL, browser) are skipped with a clear reason when their
// prerequisite is missing, so a machine without them still gets a full local run.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const chromiumPlaces = [process.env.CHROMIUM_PATH, DEFAULT_CHROMIUM].filter(Boolean);
const chromium = chromiumPlaces.find((path) => existsSync(path));
const vitest = (project) => ['vitest', 'run', '--project', project];

// The tax authority's artefacts the e-Factura conformance tests validate against (never copied into
// the repository): REFERENCE_DIR, else ../shared/reference beside the repository, else /work/shared.
const REFERENCE_XSLT = 'efactura/EN16931-CIUS_RO-UBL-validation-1.0.9.xslt';
const referencePlaces = process.env.REFERENCE_DIR
  ? [process.env.REFERENCE_DIR]
  : [path.resolve(import.meta.dirname, '../../shared/reference'), '/work/shared/reference'];
const referenceDir = referencePlaces.find((dir) => existsSync(path.join(dir, REFERENCE_XSLT)));

/** Each step has a command (run with npx) and extra environment, or a reason it is skipped. */
const apiEmbedded = {
  title: 'API tests, embedded database',
  command: vitest('api'),
  env: { TEST_DB: 'embedded' },
};
const apiPostgres = process.env.TEST_DATABASE_URL
  ? { title: 'API tests, PostgreSQL', command: vitest('api'), env: { TEST_DB: 'postgres' } }
  : {
      title: 'API tests, PostgreSQL',
      skip: 'PostgreSQL API tests skipped: TEST_DATABASE_URL is not set (.ci/run sets it).',
    };
// Alongside the unit tests: mostly one core running SaxonJS, while the unit tests use the other.
const conformance = referenceDir
  ? { title: 'e-Factura conformance (UBL XSD, CIUS-RO XSLT)', command: vitest('conformance') }
  : {
      title: 'e-Factura conformance (UBL XSD, CIUS-RO XSLT)',
      skip: `e-Factura conformance skipped: no ${REFERENCE_XSLT} under ${referencePlaces.join(' or ')} (set REFERENCE_DIR).`,
    };
/**
 * The browser suites test the interface; the API tests already prove every route on both databases.
 * So each suite runs once per run, on one database: a seeded shuffle gives each database half of
 * them, and over successive runs every suite meets both. E2E_SEED repeats a split;
 * E2E_EVERY_DATABASE=1 runs every suite on both.
 */
function browserSuiteSplit() {
  const folder = 'apps/web/e2e';
  const files = readdirSync(path.join(import.meta.dirname, '..', folder))
    .filter((name) => name.endsWith('.e2e.test.ts'))
    .sort()
    .map((name) => `${folder}/${name}`);
  const seed = Number(process.env.E2E_SEED ?? Math.floor(Math.random() * 2 ** 31));
  // mulberry32: a small seeded generator, enough to shuffle a list.
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  for (let i = files.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [files[i], files[j]] = [files[j], files[i]];
  }
  const half = Math.ceil(files.length / 2);
  return { seed, embedded: files.slice(0, half).sort(), postgres: files.slice(half).sort() };
}

const splitBrowser =
  chromium && process.env.TEST_DATABASE_URL && process.env.E2E_EVERY_DATABASE !== '1'
    ? browserSuiteSplit()
    : null;
if (splitBrowser) {
  console.log(
    `Browser suites split between the databases by seed ${splitBrowser.seed} (E2E_SEED=${splitBrowser.seed} repeats it; E2E_EVERY_DATABASE=1 runs every suite on both).`,
  );
}
const browserEmbedded = chromium
  ? {
      title: 'Browser tests, embedded database',
      command: [...vitest('e2e'), ...(splitBrowser?.embedded ?? [])],
      env: { CHROMIUM_PATH: chromium },
    }
  : {
      title: 'Browser tests, embedded database',
      skip: `Browser suite skipped: no Chromium at ${chromiumPlaces.join(' or ')}.`,
    };
const browserPostgres =
  chromium && process.env.TEST_DATABASE_URL
    ? {
        title: 'Browser tests, PostgreSQL',
        command: [...vitest('e2e'), ...(splitBrowser?.postgres ?? [])],
        env: { CHROMIUM_PATH: chromium, E2E_DATABASE_URL: process.env.TEST_DATABASE_URL },
      }
    : {
        title: 'Browser tests, PostgreSQL',
        skip: 'PostgreSQL browser tests skipped: they need Chromium and TEST_DATABASE_URL (.ci/run sets both).',
      };

/**
 * Stages run in order; the steps of one stage run side by side. The two database passes of a tier
 * share nothing (each test file has its own database and server), and one pass alone leaves a core
 * mostly idle, so running them together halves the longest part of the run.
 */
const stages = [
  [{ title: 'Lint and format (biome)', command: ['biome', 'check', '.'] }],
  [{ title: 'Type check (tsc -b)', command: ['tsc', '-b', 'tsconfig.json'] }],
  [
    {
      title: 'Layering (dependency-cruiser)',
      command: ['depcruise', '--config', '.dependency-cruiser.cjs', 'apps', 'packages'],
    },
  ],
  [{ title: 'Unit tests', command: vitest('unit') }, conformance],
  [apiEmbedded, apiPostgres],
  // Built once here, in production mode into the browser tests' own folder (apps/web/dist is left
  // to `npm start` and the benchmark), so the two browser passes find it ready.
  chromium
    ? [
        {
          title: 'Web app build for the browser tests',
          command: ['tsx', 'apps/web/e2e/support/prepare-web-build.ts'],
        },
      ]
    : [],
  [browserEmbedded, browserPostgres],
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: matches ANSI colour codes.
const ANSI = /\u001b\[[0-9;]*m/g;
const VITEST_SUMMARY = /^\s*(Test Files|Tests)\s/;
// vitest's "FAIL  api  file > suite > test" lines: the summary names what failed, since a CI log
// may be cut to its end.
const VITEST_FAILURE = /^\s*FAIL\s/;
const ERROR_LINES = 3;
// What a failed browser test printed of its pages and servers (apps/web/e2e/support/failure-logs.ts):
// the summary keeps the pages' state and the servers' slow requests, warnings and errors, since the
// live log may be cut.
const SERVER_LOG_START = /^\[e2e\] /;
const FAST_REQUEST = /^\d\d:\d\d:\d\d\.\d{3} [A-Z]+ \S+ \d{3} \d{1,3} ms$/;
const SERVER_LOG_BLOCKS = 6;
const SERVER_LOG_LINES = 25;

/**
 * Runs a step, streaming its output as it comes, and keeps vitest's "Test Files" and "Tests"
 * lines so the final summary (the end of a CI log) still shows them.
 */
function run(step, live = true) {
  return new Promise((resolve) => {
    let buffered = '';
    const write = (stream, chunk) => {
      if (live) stream.write(chunk);
      else buffered += chunk.toString();
    };
    const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const child = spawn('npx', step.command, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...colour, ...step.env },
    });
    const counts = [];
    const failures = [];
    let named = 0;
    let serverBlocks = 0;
    // Scans whole lines of a stream: the counts come on stdout, the failed tests' names on stderr.
    const scanner = (stream) => {
      let tail = '';
      // The first lines of a failure's error follow its FAIL line: the summary keeps them too, so a
      // log cut to its end still says why.
      let errorLines = 0;
      // Lines still kept of the server log being read (0: not in one).
      let serverLines = 0;
      return (chunk) => {
        write(stream, chunk);
        const lines = (tail + chunk.toString()).split('\n');
        tail = lines.pop() ?? '';
        for (const line of lines) {
          const plain = line.replace(ANSI, '').trimEnd();
          const startsBlock = SERVER_LOG_START.test(plain);
          if (serverLines > 0 && !startsBlock) {
            if (!plain.trim()) serverLines = 0;
            else if (!FAST_REQUEST.test(plain.trim())) {
              serverLines--;
              failures.push(`    ${plain.trim().slice(0, 300)}`);
            }
            continue;
          }
          serverLines = 0;
          if (startsBlock && serverBlocks < SERVER_LOG_BLOCKS) {
            serverBlocks++;
            serverLines = SERVER_LOG_LINES;
            const note = plain.includes(' logged during ') ? ' [requests under 1 s left out here]' : '';
            failures.push(`  ${plain.trim().slice(0, 700)}${note}`);
          } else if (VITEST_SUMMARY.test(plain)) counts.push(plain.trim());
          else if (VITEST_FAILURE.test(plain)) {
            // The first 20 failures, each with its error's first lines.
            errorLines = named < 20 ? ERROR_LINES : 0;
            if (errorLines) {
              named++;
              failures.push(plain.trim());
            }
          } else if (errorLines > 0 && plain.trim() && !/^[\s⎯❯]/.test(plain)) {
            errorLines--;
            failures.push(`  ${plain.trim().slice(0, 300)}`);
          }
        }
      };
    };
    child.stdout.on('data', scanner(process.stdout));
    child.stderr.on('data', scanner(process.stderr));
    child.on('error', (error) =>
      resolve({ code: 1, why: error.message, counts: [...failures, ...counts], buffered }),
    );
    child.on('close', (code, signal) =>
      resolve({
        code: code ?? 1,
        why: signal ? `signal ${signal}` : `exit code ${code}`,
        counts: [...failures, ...counts],
        buffered,
      }),
    );
  });
}

const results = [];

/** Adds up vitest's "Tests  2 failed | 40 passed | 1 skipped (43)" lines of every step. */
function totals() {
  const sum = { passed: 0, failed: 0, skipped: 0 };
  for (const { notes = [] } of results) {
    for (const note of notes) {
      if (!note.startsWith('Tests ')) continue;
      for (const key of Object.keys(sum)) {
        const match = new RegExp(`(\\d+) ${key}`).exec(note);
        if (match) sum[key] += Number(match[1]);
      }
    }
  }
  return sum;
}

function printSummary() {
  console.log('\n=== Summary');
  for (const { title, outcome, seconds, notes = [] } of results) {
    const time = seconds === undefined ? '' : ` (${seconds.toFixed(1)} s)`;
    console.log(`  ${outcome.padEnd(7)} ${title}${time}`);
    for (const note of notes) console.log(`            ${note}`);
  }
  if (splitBrowser) console.log(`\nBrowser suites split by E2E_SEED=${splitBrowser.seed}.`);
  const { passed, failed, skipped } = totals();
  // The closing line CI reads: every test of every step.
  console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

/** Runs a step and records its outcome; only the first step of a stage streams its output live. */
async function runStep(step, live) {
  const header = `\n=== ${step.title}${step.command ? `: npx ${step.command.join(' ')}` : ''}`;
  if (step.skip) {
    console.log(`${header}\n${step.skip}`);
    results.push({ title: step.title, outcome: 'skipped', notes: [step.skip] });
    return { code: 0 };
  }
  if (live) console.log(header);
  const started = performance.now();
  const outcome = await run(step, live);
  const seconds = (performance.now() - started) / 1000;
  return { ...outcome, header, step, seconds };
}

for (const stage of stages) {
  const runnable = stage.filter((step) => !step.skip);
  const outcomes = await Promise.all(stage.map((step) => runStep(step, step === runnable[0])));
  let failed = null;
  for (const outcome of outcomes) {
    if (!outcome.step) continue;
    if (outcome.buffered !== undefined && outcome.step !== runnable[0]) {
      console.log(`${outcome.header} (ran alongside the step above)`);
      process.stdout.write(outcome.buffered);
    }
    results.push({
      title: outcome.step.title,
      outcome: outcome.code === 0 ? 'ok' : 'FAILED',
      seconds: outcome.seconds,
      notes: outcome.counts,
    });
    if (outcome.code !== 0 && !failed) failed = outcome;
  }
  if (failed) {
    console.log(`\nStopped: "${failed.step.title}" failed (${failed.why}).`);
    printSummary();
    process.exit(failed.code);
  }
}

console.log('\nAll steps passed.');
printSummary();
