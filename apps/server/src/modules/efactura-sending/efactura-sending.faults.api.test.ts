import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { seededRandom } from '@app/anaf/spv/simulator/faults';
import { afterAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../testing/harness';
import { connectSpv } from '../../testing/spv-fixture';
import { invoicingCompany, issuedInvoice } from '../client-invoices/client-invoices.test-setup';
import { SUBMISSION_JOB } from './submission-worker';
import { issuedCopies } from './testing/issued-copies';

/**
 * The fault-injection run of issue 13: sends through the simulator over real HTTP with random
 * faults (answers lost after acceptance, timeouts, 5xx, 204/429, stuck processing), carried out by
 * worker processes killed with SIGKILL at random moments and started again, on PostgreSQL. At the
 * end nothing is doubled at the simulator, nothing lost, every send final, every seal stored.
 * FAULTS_SEED replays a run; FAULTS_FULL=1 sends 10,000; FAULTS_SENDS sets another count.
 */
const SENDS = process.env.FAULTS_FULL === '1' ? 10_000 : Number(process.env.FAULTS_SENDS ?? 1000);
const SEED = Number(process.env.FAULTS_SEED ?? Math.floor(Math.random() * 2 ** 31));
const WORKERS = 3;
// The run ends when every send is final; this only bounds a run that would never end. A shared
// 2-core CI machine has taken 315 s for 555 of the 1,000 (workers restarting under load).
const DEADLINE_MS = process.env.FAULTS_FULL === '1' ? 3_600_000 : 900_000;
const TIME_SCALE = '0.001';
process.env.EFACTURA_TIME_SCALE = TIME_SCALE;

const onPostgres = process.env.TEST_DB === 'postgres';
const workerEntry = path.resolve(import.meta.dirname, '../../worker.ts');

let h: Harness | undefined;
const children = new Set<ChildProcess>();
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await h?.close();
  delete process.env.EFACTURA_TIME_SCALE;
});

/** A worker process; resolves once it is ready (its job workers run), or when it died first. */
function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', workerEntry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    if (process.env.FAULTS_DEBUG) process.stderr.write(`worker: ${chunk}`);
  });
  children.add(child);
  return new Promise((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('worker ready')) resolve(child);
    });
    child.on('exit', () => {
      children.delete(child);
      resolve(child);
    });
  });
}

if (!onPostgres) {
  // Worker processes share one database: the embedded one serves a single process.
  console.log(
    'e-Factura fault-injection run: skipped on the embedded database (its worker processes need a shared PostgreSQL server); run with TEST_DB=postgres TEST_DATABASE_URL=...',
  );
}

describe.skipIf(!onPostgres)('sending under faults and killed workers', () => {
  it(
    `sends ${SENDS} invoices exactly once (seed ${SEED})`,
    async () => {
      console.log(
        `e-Factura fault-injection run: seed ${SEED} (FAULTS_SEED=${SEED} replays it), ${SENDS} sends`,
      );
      h = await startHarness();
      const simulator = h.app.anafSimulator;
      const handle = h.app.anafSimulatorHandle;
      if (!simulator || !handle) throw new Error('the in-process simulator is needed');
      const company = await invoicingCompany(h);
      await connectSpv(h, company.client, company.companyId);
      const template = await issuedInvoice(company);
      const ids = [template.id, ...(await issuedCopies(h.ctx.database, template.id, SENDS - 1))];

      // The test process only sends; the workers are the child processes.
      await h.ctx.jobs.boss.offWork(SUBMISSION_JOB);
      // Time runs a thousand times faster here but ANAF's counters are per minute and per day: hours
      // of retries fit in a minute, so the counters are lifted (204/429 still come as faults).
      simulator.setLimits({
        perMinute: 1_000_000,
        statePerUploadPerDay: 100_000,
        downloadPerMessagePerDay: 100_000,
        listPerCuiPerDay: 100_000,
      });
      simulator.setSettings({ processingMs: 2_000, stuckMs: 4_000, stuckPolls: 4 });
      simulator.setFaults({
        seed: SEED,
        rates: { lostAfterAccept: 0.05, timeout: 0.02, serverError: 0.05, limit: 0.05, stuck: 0.02 },
        latencyMs: 0,
        // A timeout fault holds the answer past the workers' call timeout below.
        timeoutMs: 3_000,
      });
      const env = {
        NODE_ENV: 'test',
        WORKERS: '1',
        DATABASE_URL: String(h.ctx.database.pool.options.connectionString),
        ANAF_SIM_URL: handle.url,
        // Well above a real answer's time on a starved machine: a CI run with 1 s saw ordinary
        // answers time out, uploads accepted but unrecorded, and the run fall behind its deadline.
        ANAF_CALL_TIMEOUT_MS: '2500',
        EFACTURA_TIME_SCALE: TIME_SCALE,
        EFACTURA_LEASE_MS: '4000',
        LOG_LEVEL: 'silent',
      };
      await Promise.all(Array.from({ length: WORKERS }, () => startWorker(env)));

      const random = seededRandom(SEED ^ 0x5eed);
      let kills = 0;
      let stopKilling = false;
      const killing = (async () => {
        while (!stopKilling) {
          await new Promise((resolve) => setTimeout(resolve, 2_000 + random() * 5_000));
          if (stopKilling) break;
          const alive = [...children];
          const victim = alive[Math.floor(random() * alive.length)];
          if (victim) {
            victim.kill('SIGKILL');
            kills += 1;
          }
          await startWorker(env);
        }
      })();

      const started = Date.now();
      for (let i = 0; i < ids.length; i += 8) {
        const batch = ids.slice(i, i + 8);
        const answers = await Promise.all(
          batch.map((id) => company.client.post(`${company.base}/client-invoices/${id}/efactura/send`)),
        );
        for (const answer of answers) expect(answer.status).toBe(202);
      }

      const pool = h.ctx.database.pool;
      const openCount = async () =>
        Number(
          (
            await pool.query(
              `select count(*) from efactura_submissions where status in ('intended', 'uploaded')`,
            )
          ).rows[0].count,
        );
      while ((await openCount()) > 0 && Date.now() - started < DEADLINE_MS) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      stopKilling = true;
      await killing;
      for (const child of children) child.kill('SIGKILL');

      if (process.env.FAULTS_DEBUG) {
        const open = await pool.query(
          `select status, upload_index, download_id, upload_tries, polls, last_error, next_check_at from efactura_submissions where status in ('intended', 'uploaded')`,
        );
        console.log(open.rows);
      }
      const stats = simulator.stats();
      const states = await pool.query(
        `select d.efactura_status as status, count(*)::int as n from client_documents d
       where d.id = any($1) group by d.efactura_status`,
        [ids],
      );
      const byState = Object.fromEntries(states.rows.map((row) => [row.status ?? 'unsent', row.n]));
      const submissions = await pool.query(
        `select status, count(*)::int as n, sum(upload_tries)::int as uploads, sum(polls)::int as polls,
         count(*) filter (where status = 'accepted' and signature_file_id is null)::int as without_seal
       from efactura_submissions group by status`,
      );
      const accepted = Object.keys(stats.acceptedPerInvoice).length;
      console.log(
        `fault-injection run (seed ${SEED}): ${SENDS} sends in ${Math.round((Date.now() - started) / 1000)} s, ` +
          `${kills} workers killed; simulator: ${stats.uploads} uploads, ${stats.accepted} accepted, ` +
          `${stats.refusedRepeats} repeats refused, ${stats.duplicates} duplicates, ${accepted} invoices accepted; ` +
          `invoices ${JSON.stringify(byState)}; sends ${JSON.stringify(submissions.rows)}`,
      );
      expect(kills).toBeGreaterThan(0);
      expect(stats.duplicates).toBe(0);
      expect(await openCount()).toBe(0);
      expect(byState).toEqual({ accepted: SENDS });
      expect(accepted).toBe(SENDS);
      expect(submissions.rows.every((row) => row.without_seal === 0)).toBe(true);
    },
    DEADLINE_MS + 120_000,
  );
});
