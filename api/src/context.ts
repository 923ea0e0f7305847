import type { Random } from '@silkroad/shared';
import type { Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { DomainEvents } from './domain-events';
import type { AccessTokens } from './modules/auth/access-tokens';
import type { PresenceControl } from './modules/presence/presence-control';

/** What every module gets: storage, time, randomness, configuration and the token authority. */
export interface AppContext {
  db: Db;
  clock: Clock;
  random: Random;
  config: ServerConfig;
  accessTokens: AccessTokens;
  /** Domain events: modules tell what happened; socket feeds listen. */
  events: DomainEvents;
  /** Set once realtime is attached (attachPresence); absent when the app runs without sockets. */
  presence?: PresenceControl;
}

export interface AppEnv {
  Variables: {
    ctx: AppContext;
    /** Set by requireAuth on bearer routes. */
    userId: string;
  };
}
