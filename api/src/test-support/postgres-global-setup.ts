import { migrateToLatest, openPostgresDatabase } from '../db/database';
import { TEMPLATE_DATABASE, TEST_POSTGRES_ENV } from './test-database';
import { startThrowawayPostgres } from './throwaway-postgres';

/**
 * Vitest's global setup of the PostgreSQL project: one throwaway cluster for the whole run and a
 * migrated template database, which every test app clones (test-database.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const cluster = await startThrowawayPostgres();
  await cluster.admin(`create database ${TEMPLATE_DATABASE}`);
  const template = openPostgresDatabase(cluster.urlOf(TEMPLATE_DATABASE));
  await migrateToLatest(template);
  await template.destroy();
  // Workers start after this and inherit the environment.
  process.env[TEST_POSTGRES_ENV] = cluster.urlOf('postgres');
  return () => cluster.stop();
}
