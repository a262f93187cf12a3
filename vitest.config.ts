import { defineConfig } from 'vitest/config';

// Four tiers: pure unit tests, API tests in-process against a database, browser tests, and the
// e-Factura documents checked by the tax authority's own artefacts (XSD and CIUS-RO XSLT).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            // The browser tests' own helpers (the web build check).
            'apps/web/e2e/support/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/*.e2e.test.ts', '**/*.conformance.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'conformance',
          include: ['packages/**/*.conformance.test.ts'],
          // One official validation takes 60-500 ms on a free core, a 999-line invoice far longer.
          testTimeout: 300_000,
          hookTimeout: 300_000,
          // Compiles the official stylesheet once before the files run and picks the corpus seed.
          globalSetup: ['packages/anaf/src/efactura/official/conformance-global-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          // Bounds for a hung test only: a shared 2-core CI machine runs a send through the simulator
          // and the job queue several times slower than a free one.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits for a state (a send settled, a job done); its 1 s default is too short.
          expect: { poll: { timeout: 90_000 } },
          fileParallelism: false,
          // One worker keeps the app's modules loaded from file to file: loading them anew for each
          // of ~80 files took half the tier's CPU. Each file still has its own database, server and
          // jobs, and a file that sets process.env puts it back in its afterAll.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.test.ts'],
          testTimeout: 120_000,
          // A suite starts its own server, which takes long on a busy machine.
          hookTimeout: 300_000,
          fileParallelism: false,
          // The web app is built once per run, before the suites (see the file).
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          // A failed test prints what the servers logged meanwhile.
          setupFiles: ['apps/web/e2e/support/failure-logs.ts'],
          // expect.poll waits for a state; its 1 s default is far too short on a busy machine.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
