import { defineConfig } from 'vitest/config';

/** Tests of several real server processes on one database and one Redis. */
const CLUSTER_TESTS = ['api/src/cluster/cluster-*.test.ts'];
/** Tests that need a PostgreSQL server. */
const POSTGRES_ONLY_TESTS = [...CLUSTER_TESTS, 'api/src/db/postgres-*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'api/**/*.test.ts', 'desktop/**/*.test.{ts,tsx}', 'eslint.config.test.ts'],
          // Several server processes share PostgreSQL: those tests run in the postgres project only.
          exclude: [...POSTGRES_ONLY_TESTS, '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        // The API and its conservation suites again, each test on its own copy of a migrated
        // PostgreSQL database (api/src/test-support/test-database.ts).
        test: {
          name: 'postgres',
          include: ['api/src/modules/**/*.test.ts', 'api/src/app.test.ts', ...POSTGRES_ONLY_TESTS],
          environment: 'node',
          globalSetup: ['api/src/test-support/postgres-global-setup.ts'],
          setupFiles: ['api/src/test-support/postgres-test-setup.ts'],
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // What a browser test polls for follows a server round trip and a render: on a busy
          // machine that is more than the default second.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
