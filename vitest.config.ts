import { defineConfig } from 'vitest/config';

// Three tiers: pure unit tests, API tests in-process against a database, browser tests.
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
          exclude: ['**/*.api.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
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
          // expect.poll waits for a state; its 1 s default is far too short on a busy machine.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
