export { createApp, type GameApp, type CreateAppOptions, type GameSocketServer } from './app';
export { startServer, type RunningServer, type StartOptions } from './server';
export { ACHIEVEMENT_GAP_MS, configFromEnv, type ServerConfig } from './config';
export { ManualClock, systemClock, type Clock } from './clock';
export { openSqliteDatabase, migrateToLatest, type Db } from './db/database';
export { startLocalSession, LocalIdentityError, type LocalIdentity } from './modules/auth/local-session';
export type { Session } from './modules/auth/sessions';
