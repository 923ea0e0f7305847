import type { Random } from '@silkroad/shared';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { StorageHealth } from './db/storage-health';
import type { DomainEvents } from './domain-events';
import type { JobSlots } from './cluster/job-slots';
import type { AccessTokens } from './modules/auth/access-tokens';
import type { PresenceControl } from './modules/presence/presence-control';
import type { Logger } from './logger';
import type { RateLimits } from './rate-limits';

/** What every module gets: storage, time, randomness, configuration and the token authority. */
export interface AppContext {
  db: Db;
  clock: Clock;
  random: Random;
  config: ServerConfig;
  accessTokens: AccessTokens;
  /** Domain events: modules tell what happened; socket feeds listen. */
  events: DomainEvents;
  /** Whether the database's storage has failed since start (sticky); /health reports it. */
  storage: StorageHealth;
  /** The one structured logger; each HTTP request logs through a child carrying its request id. */
  logger: Logger;
  /** Budgets of everything a client can call in a loop. */
  rateLimits: RateLimits;
  /** Set when several processes share the database (REDIS_URL): periodic jobs then run once per cluster. */
  jobSlots?: JobSlots;
  /** Set once realtime is attached (attachPresence); absent when the app runs without sockets. */
  presence?: PresenceControl;
}

export interface AppEnv {
  Variables: {
    ctx: AppContext;
    /** Set by requireAuth on bearer routes. */
    userId: string;
    /** Set for every request (X-Request-Id); names the request in the log. */
    requestId: string;
    /** ctx.logger bound to this request. */
    log: Logger;
    /** The body's size, when bufferBody read it from the Node request. */
    bodyBytes?: number;
  };
}
