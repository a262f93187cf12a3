// `npm test`: every check CI runs, in order, stopping at the first failure.
// The optional tiers (real PostgreSQL, browser) are skipped with a clear reason when their
// prerequisite is missing, so a machine without them still gets a full local run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const chromiumPlaces = [process.env.CHROMIUM_PATH, DEFAULT_CHROMIUM].filter(Boolean);
const chromium = chromiumPlaces.find((path) => existsSync(path));
const vitest = (project) => ['vitest', 'run', '--project', project];

/** Each step has a command (run with npx) and extra environment, or a reason it is skipped. */
const steps = [
  { title: 'Lint and format (biome)', command: ['biome', 'check', '.'] },
  { title: 'Type check (tsc -b)', command: ['tsc', '-b', 'tsconfig.json'] },
  {
    title: 'Layering (dependency-cruiser)',
    command: ['depcruise', '--config', '.dependency-cruiser.cjs', 'apps', 'packages'],
  },
  { title: 'Unit tests', command: vitest('unit') },
  { title: 'API tests, embedded database', command: vitest('api'), env: { TEST_DB: 'embedded' } },
  process.env.TEST_DATABASE_URL
    ? { title: 'API tests, PostgreSQL', command: vitest('api'), env: { TEST_DB: 'postgres' } }
    : {
        title: 'API tests, PostgreSQL',
        skip: 'PostgreSQL API tests skipped: TEST_DATABASE_URL is not set (.ci/run sets it).',
      },
  chromium
    ? { title: 'Browser tests, embedded database', command: vitest('e2e'), env: { CHROMIUM_PATH: chromium } }
    : {
        title: 'Browser tests, embedded database',
        skip: `Browser suite skipped: no Chromium at ${chromiumPlaces.join(' or ')}.`,
      },
  chromium && process.env.TEST_DATABASE_URL
    ? {
        title: 'Browser tests, PostgreSQL',
        command: vitest('e2e'),
        env: { CHROMIUM_PATH: chromium, E2E_DATABASE_URL: process.env.TEST_DATABASE_URL },
      }
    : {
        title: 'Browser tests, PostgreSQL',
        skip: 'PostgreSQL browser tests skipped: they need Chromium and TEST_DATABASE_URL (.ci/run sets both).',
      },
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: matches ANSI colour codes.
const ANSI = /\u001b\[[0-9;]*m/g;
const VITEST_SUMMARY = /^\s*(Test Files|Tests)\s/;

/**
 * Runs a step, streaming its output as it comes, and keeps vitest's "Test Files" and "Tests"
 * lines so the final summary (the end of a CI log) still shows them.
 */
function run(step) {
  return new Promise((resolve) => {
    const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const child = spawn('npx', step.command, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...colour, ...step.env },
    });
    const counts = [];
    let tail = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (tail + chunk.toString()).split('\n');
      tail = lines.pop() ?? '';
      for (const line of lines) {
        const plain = line.replace(ANSI, '').trimEnd();
        if (VITEST_SUMMARY.test(plain)) counts.push(plain.trim());
      }
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('error', (error) => resolve({ code: 1, why: error.message, counts }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? 1, why: signal ? `signal ${signal}` : `exit code ${code}`, counts }),
    );
  });
}

const results = [];

/** Adds up vitest's "Tests  2 failed | 40 passed | 1 skipped (43)" lines of every step. */
function totals() {
  const sum = { passed: 0, failed: 0, skipped: 0 };
  for (const { notes = [] } of results) {
    for (const note of notes) {
      if (!note.startsWith('Tests')) continue;
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
  const { passed, failed, skipped } = totals();
  // The closing line CI reads: every test of every step.
  console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
}

for (const step of steps) {
  console.log(`\n=== ${step.title}${step.command ? `: npx ${step.command.join(' ')}` : ''}`);
  if (step.skip) {
    console.log(step.skip);
    results.push({ title: step.title, outcome: 'skipped', notes: [step.skip] });
    continue;
  }
  const started = performance.now();
  const { code, why, counts } = await run(step);
  const seconds = (performance.now() - started) / 1000;
  results.push({ title: step.title, outcome: code === 0 ? 'ok' : 'FAILED', seconds, notes: counts });
  if (code !== 0) {
    console.log(`\nStopped: "${step.title}" failed (${why}).`);
    printSummary();
    process.exit(code);
  }
}

console.log('\nAll steps passed.');
printSummary();
