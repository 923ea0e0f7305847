import type { Migration } from 'kysely';
import * as localStore from './0001-local-store';

/**
 * Imported, not read from disk, because the main process is bundled with esbuild. Append only:
 * a name a user's file has applied and this list lacks means a newer app wrote the file.
 */
export const LOCAL_MIGRATIONS: Record<string, Migration> = {
  '0001-local-store': localStore,
};
