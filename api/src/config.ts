import { resolve } from 'node:path';
import { DESKTOP_SCHEME, RATE_LIMITS, type RateLimitTable } from '@silkroad/shared';
import { LOG_LEVELS, type LogLevel } from './logger';

export interface GoogleCredentials {
  clientId: string;
  clientSecret: string;
}

export interface ServerConfig {
  port: number;
  /** The interface to listen on (HOST): loopback for a development server, every interface in production. */
  host: string;
  /** Path of the SQLite database, or ':memory:'; used when databaseUrl is not set. */
  databasePath: string;
  /** A PostgreSQL connection URL (DATABASE_URL): the server runs on PostgreSQL instead of SQLite. */
  databaseUrl: string | null;
  /** A Redis URL (REDIS_URL): several server processes share rooms, presence, rate limits and periodic jobs through it. */
  redisUrl: string | null;
  /** Where this API is reached from the outside: the base of its own callback URLs. */
  publicUrl: string;
  /** Origins a web client may be sent back to after sign-in. */
  webOrigins: string[];
  /** The desktop app's private-use redirect scheme (reverse-domain). */
  desktopScheme: string;
  /** Google OAuth client; without it sign-in goes through the local identity provider. */
  google: GoogleCredentials | null;
  /** Development mode mounts test-only helpers; production never does. */
  devMode: boolean;
  /** The built web bundle to serve at '/', if any. */
  webDistDir: string | null;
  /**
   * Secret for access tokens (at least MIN_JWT_SECRET_LENGTH characters). Given, it is never
   * written to the database; without it one is generated and kept there.
   */
  jwtSecret: string | null;
  /** The structured log's level (LOG_LEVEL). */
  logLevel: LogLevel;
  /** Per-user and per-address request budgets; tests and benchmarks may widen them. */
  rateLimits: RateLimitTable;
  /**
   * Behind a reverse proxy every request arrives from the proxy's address: with this set, the
   * client's address is the last hop the proxy appended to X-Forwarded-For.
   */
  trustProxy: boolean;
  /**
   * Random events happen to players in the world (000 §9: checked every 2 minutes). On unless
   * RANDOM_EVENTS=off; test servers keep them off, and a test makes one happen with
   * POST /api/dev/random-event, so none interrupts a story that is about something else.
   */
  randomEvents: boolean;
  /**
   * Achievements unlock as things happen and pay their rewards (issue 21). On unless
   * ACHIEVEMENTS=off; test servers keep them off unless a test is about them, so a reward never
   * lands in the purse of a story or a conservation test that counts every copper.
   */
  achievements: boolean;
  /**
   * The least time between two evaluations of one player's achievements (real time, ms): a first
   * change is counted at once, a burst after it once more when the gap has passed, so a player
   * trading flat out costs one evaluation a second, not one per trade (issue 22). Test servers
   * use 0: each change is counted as soon as the last count ends.
   */
  achievementGapMs: number;
}

/** See ServerConfig.achievementGapMs. */
export const ACHIEVEMENT_GAP_MS = 1_000;

/** HS256 keys shorter than the hash (32 bytes) weaken it (RFC 7518 §3.2); a short one is a typo or a placeholder. */
export const MIN_JWT_SECRET_LENGTH = 32;

/** A setting the server cannot start with; the message tells the operator what to change. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads the configuration from the environment, with the defaults the README documents. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3001);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const extraOrigins = (env.WEB_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  const devMode = env.NODE_ENV !== 'production';
  return {
    port,
    // A development server mounts the clock and test routes, unauthenticated: only this machine may reach it unless HOST says otherwise.
    host: env.HOST ?? (devMode ? '127.0.0.1' : '0.0.0.0'),
    databasePath: env.DATABASE_PATH ?? resolve('data/silkroad.db'),
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    publicUrl,
    webOrigins: [...new Set([publicUrl, `http://127.0.0.1:${port}`, ...(devMode ? ['http://localhost:5173'] : []), ...extraOrigins])],
    desktopScheme: DESKTOP_SCHEME,
    google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : null,
    devMode,
    webDistDir: env.WEB_DIST_DIR ?? resolve('desktop/dist-web'),
    jwtSecret: parseJwtSecret(env.JWT_SECRET),
    logLevel: parseLogLevel(env.LOG_LEVEL),
    rateLimits: RATE_LIMITS,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    randomEvents: env.RANDOM_EVENTS !== 'off' && env.RANDOM_EVENTS !== 'false',
    achievements: env.ACHIEVEMENTS !== 'off' && env.ACHIEVEMENTS !== 'false',
    achievementGapMs: ACHIEVEMENT_GAP_MS,
  };
}

function parseLogLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === '') return 'info';
  if ((LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
  throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; it is "${value}"`);
}

function parseJwtSecret(value: string | undefined): string | null {
  // Empty counts as unset, as a blank line in an env file means.
  if (value === undefined || value === '') return null;
  if (value.length < MIN_JWT_SECRET_LENGTH) {
    throw new ConfigError(
      `JWT_SECRET is ${value.length} characters long; it must have at least ${MIN_JWT_SECRET_LENGTH}. Give a long random value, for example the output of: openssl rand -base64 48`,
    );
  }
  return value;
}
