import type { LogEvent } from 'kysely';
import type { Logger } from '../logger';
import type { Db } from './db-types';
import { describeStorageFault, storageFaultOf, type StorageFault } from './sqlite-errors';

/**
 * Whether the storage under the database has failed since the server started. Sticky: a file
 * that once answered "corrupt", "I/O error" or "disk full" is not trusted again because a later
 * query happened to work (it may touch other pages); it takes an operator and a restart, and
 * until then /health says so, so a load balancer or a monitor stops sending players here.
 */
export class StorageHealth {
  #fault: StorageFault | null = null;
  #logger: Logger | null = null;
  /** Connections lost before the app gave a logger (while the server starts), logged once it does. */
  #unreportedLosses: Error[] = [];

  /** The first storage fault seen, or null while the storage has not failed. */
  get fault(): StorageFault | null {
    return this.#fault;
  }

  /** Every failed query passes here; only a storage-level SQLite error marks the storage faulty. */
  noteFailure(error: unknown): void {
    if (this.#fault) return;
    const fault = storageFaultOf(error);
    if (!fault) return;
    this.#fault = fault;
    this.#logger?.error({ err: error, code: fault.code }, `storage fault: ${describeStorageFault(fault)}; /health answers 503 until the server is restarted`);
  }

  /**
   * A PostgreSQL connection the server or the network closed outside a query (a restart, a
   * failover, an idle timeout on a proxy). Not a fault: the pool drops it and the next query opens
   * a new one, and a query that needs the database while it is away fails on its own. Logged, so
   * an operator sees why requests failed and how often the connections go.
   */
  noteLostConnection(error: Error): void {
    if (!this.#logger) {
      if (this.#unreportedLosses.length < MAX_UNREPORTED_LOSSES) this.#unreportedLosses.push(error);
      return;
    }
    this.#logger.warn({ err: error }, 'lost a connection to the database; the next query opens a new one');
  }

  /** Where faults and lost connections are logged; returns this, so the app context can wire it in one place. */
  reportingTo(logger: Logger): this {
    this.#logger = logger;
    for (const error of this.#unreportedLosses.splice(0)) this.noteLostConnection(error);
    return this;
  }

  /** Kysely's `log` option: Kysely calls it for every query and every failed one, transactions included. */
  readonly queryLog = (event: LogEvent): void => {
    if (event.level === 'error') this.noteFailure(event.error);
  };
}

/** A pool loses at most one connection per client; a start that loses more is already told by these. */
const MAX_UNREPORTED_LOSSES = 20;

// Keyed by the Kysely instance openSqliteDatabase returns; createApp only receives that instance.
const healthByDb = new WeakMap<Db, StorageHealth>();

/** Ties a database to the health its query log feeds (openSqliteDatabase does this). */
export function registerStorageHealth(db: Db, health: StorageHealth): void {
  healthByDb.set(db, health);
}

/**
 * The storage health of a database. A database opened some other way gets one nothing feeds
 * but the /health probe itself.
 */
export function storageHealthOf(db: Db): StorageHealth {
  let health = healthByDb.get(db);
  if (!health) {
    health = new StorageHealth();
    healthByDb.set(db, health);
  }
  return health;
}
