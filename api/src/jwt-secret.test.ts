import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { seededRandom } from '@silkroad/shared';
import { createApp } from './app';
import { ManualClock } from './clock';
import { ConfigError, configFromEnv, MIN_JWT_SECRET_LENGTH } from './config';
import { migrateToLatest, openSqliteDatabase, type Db } from './db/database';
import { AccessTokens } from './modules/auth/access-tokens';
import { testConfig } from './test-support/test-app';

let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

async function migratedDb(): Promise<Db> {
  db = openSqliteDatabase(':memory:');
  await migrateToLatest(db);
  return db;
}

const storedSecret = (on: Db) => on.selectFrom('server_secrets').select('value').where('name', '=', 'access-token').executeTakeFirst();

describe('JWT_SECRET', () => {
  it('is refused when shorter than 32 characters, with what to give instead', () => {
    const attempt = () => configFromEnv({ JWT_SECRET: 'x'.repeat(MIN_JWT_SECRET_LENGTH - 1) });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/^JWT_SECRET is 31 characters long; it must have at least 32\. .*openssl rand/);
  });

  it('is taken at 32 characters and more; empty means unset', () => {
    expect(configFromEnv({ JWT_SECRET: 'y'.repeat(MIN_JWT_SECRET_LENGTH) }).jwtSecret).toBe('y'.repeat(32));
    expect(configFromEnv({ JWT_SECRET: '' }).jwtSecret).toBeNull();
    expect(configFromEnv({}).jwtSecret).toBeNull();
  });
});

describe('the access-token secret', () => {
  it('when given, is never written to the database, and one generated earlier is deleted', async () => {
    const on = await migratedDb();
    await on.insertInto('server_secrets').values({ name: 'access-token', value: 'generated-by-an-earlier-start' }).execute();
    const given = randomBytes(32).toString('base64url');
    const clock = new ManualClock(Date.UTC(2026, 10, 21, 12));
    const game = await createApp({ db: on, config: testConfig({ jwtSecret: given }), clock, random: seededRandom(1) });

    expect(await storedSecret(on)).toBeUndefined();
    const secrets = await on.selectFrom('server_secrets').select('value').execute();
    expect(secrets.map((s) => s.value)).not.toContain(given);
    // Tokens are signed with the given secret: another holder of it accepts them.
    const { token } = await game.ctx.accessTokens.issue('user-1');
    expect(await new AccessTokens(given, clock).verify(token)).toEqual({ ok: true, userId: 'user-1' });
    await game.close();
  });

  it('when not given, is generated once and kept, so sessions survive a restart', async () => {
    const on = await migratedDb();
    const config = testConfig({ jwtSecret: null });
    const clock = new ManualClock(Date.UTC(2026, 10, 21, 12));
    const first = await createApp({ db: on, config, clock, random: seededRandom(1) });
    const kept = await storedSecret(on);
    expect(kept?.value).toMatch(/^[\w-]{43}$/);
    const { token } = await first.ctx.accessTokens.issue('user-1');
    const second = await createApp({ db: on, config, clock, random: seededRandom(2) });
    expect(await second.ctx.accessTokens.verify(token)).toEqual({ ok: true, userId: 'user-1' });
    await Promise.all([first.close(), second.close()]);
  });
});
