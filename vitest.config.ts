import { defineConfig } from 'vitest/config';

/** Tests of several real server processes on one database and one Redis. */
const CLUSTER_TESTS = ['api/src/cluster/cluster-*.test.ts'];
/** Tests that need a PostgreSQL server. */
const POSTGRES_ONLY_TESTS = [...CLUSTER_TESTS, 'api/src/db/postgres-*.test.ts'];

/**
 * What the unit and postgres projects share. Loading the server's modules again for each of some
 * 300 files was most of their CPU: a worker runs file after file on one module graph instead.
 * Each test still makes its own app, database and clock, and a file undoes what it changes
 * globally (fake timers, listeners). Run one project at a time (`npm run test:node`): two in one
 * worker would load two graphs.
 */
const NODE_PROJECTS = {
  isolate: false,
  // A limit for a hung test, not a speed check: three workers share two cores, and a test that
  // does real work (hundreds of requests against PostgreSQL) takes longer on a busy machine.
  testTimeout: 20_000,
} as const;

export default defineConfig({
  test: {
    // More workers than our two cores: a file waiting on PostgreSQL, Redis, a socket or a child
    // process leaves its core to another. The browser tests run two files at a time
    // (`npm run test:e2e`): each has its own server and browser, and a page waits as much as it works.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'api/**/*.test.ts', 'desktop/**/*.test.{ts,tsx}', 'eslint.config.test.ts'],
          // Several server processes share PostgreSQL: those tests run in the postgres project only.
          exclude: [...POSTGRES_ONLY_TESTS, '**/node_modules/**'],
          environment: 'node',
          ...NODE_PROJECTS,
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
          ...NODE_PROJECTS,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // What a browser test polls for follows a server round trip and a render: on a busy
          // machine that is more than the default second.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
