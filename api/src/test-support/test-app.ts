import { nameKey, RATE_LIMITS, seededRandom, type RateLimitPolicy, type RateLimitTable } from '@silkroad/shared';
import { createApp } from '../app';
import { ManualClock } from '../clock';
import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import { openTestDatabase } from './test-database';
import { createStartingPlayer } from '../modules/players/player-store';

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    databasePath: ':memory:',
    databaseUrl: null,
    redisUrl: null,
    publicUrl: 'http://localhost:3001',
    webOrigins: ['http://localhost:3001', 'http://localhost:5173'],
    desktopScheme: 'io.silkroad.game',
    google: null,
    devMode: true,
    webDistDir: null,
    jwtSecret: 'test-secret-of-at-least-thirty-two-bytes!',
    logLevel: 'silent',
    rateLimits: RATE_LIMITS,
    trustProxy: false,
    randomEvents: false,
    achievements: false,
    achievementGapMs: 0,
    ...overrides,
  };
}

/** A whole API on a private database (openTestDatabase) with a manual clock and a seeded random. */
export async function createTestApp(overrides: Partial<ServerConfig> = {}, options: { logger?: Logger } = {}) {
  const db = await openTestDatabase();
  const clock = new ManualClock(Date.UTC(2026, 10, 21, 12));
  const game = await createApp({ db, config: testConfig(overrides), clock, random: seededRandom(42), logger: options.logger });
  return { ...game, db, clock };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let userCounter = 0;

/**
 * A signed-in player without going through sign-in: a user row, the starting character and an
 * access token. For tests of everything after sign-in; the sign-in flow has its own tests.
 */
export async function createTestSession(test: Pick<TestApp, 'db' | 'ctx' | 'clock'>, options: { inGameName?: string | null; email?: string } = {}) {
  userCounter += 1;
  const id = `user-test-${userCounter}-${Math.floor(test.clock.now() % 100000)}`;
  const now = test.clock.now();
  const inGameName = options.inGameName === undefined ? `Tester${userCounter}` : options.inGameName;
  await test.db
    .insertInto('users')
    .values({
      id,
      provider: 'local',
      subject: id,
      email: options.email ?? `${id}@example.test`,
      display_name: `Test ${userCounter}`,
      username: `user_${id}`,
      in_game_name: inGameName,
      in_game_name_key: inGameName === null ? null : nameKey(inGameName),
      created_at: now,
      updated_at: now,
    })
    .execute();
  await createStartingPlayer(test.db, id, now);
  const { token, expiresAt } = await test.ctx.accessTokens.issue(id);
  return { userId: id, accessToken: token, expiresAt, inGameName, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
}

/**
 * The real limits multiplied by `factor`: for tests that fire hundreds of requests from one
 * address to prove something else (conservation), not the limits themselves.
 */
export function widenedRateLimits(factor: number): RateLimitTable {
  const widen = (policy: RateLimitPolicy): RateLimitPolicy => ({
    perUser: policy.perUser && { ...policy.perUser, points: policy.perUser.points * factor },
    perAddress: policy.perAddress && { ...policy.perAddress, points: policy.perAddress.points * factor },
  });
  return Object.fromEntries(Object.entries(RATE_LIMITS).map(([name, policy]) => [name, widen(policy)])) as unknown as RateLimitTable;
}
