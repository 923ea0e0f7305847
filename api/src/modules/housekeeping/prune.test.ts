import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { IDEMPOTENCY_KEY_TTL_MS, pruneSpentRecords } from './prune';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

describe('pruneSpentRecords', () => {
  it('deletes idempotency keys and market events older than a day, and keeps newer ones', async () => {
    test = await createTestApp();
    const now = test.clock.now();
    const old = now - IDEMPOTENCY_KEY_TTL_MS - 1;
    await test.db
      .insertInto('idempotent_requests')
      .values([
        { player_id: 'p', key: 'old', status: 200, response: '{}', created_at: old },
        { player_id: 'p', key: 'new', status: 200, response: '{}', created_at: now - 1000 },
      ])
      .execute();
    await test.db
      .insertInto('market_event_log')
      .values([
        { city_id: 1, kind: 'festival', message: 'old', occurred_at: old },
        { city_id: 1, kind: 'festival', message: 'new', occurred_at: now - 1000 },
      ])
      .execute();

    expect(await pruneSpentRecords(test.ctx)).toEqual({ idempotencyKeys: 1, marketEvents: 1 });
    expect((await test.db.selectFrom('idempotent_requests').select('key').execute()).map((r) => r.key)).toEqual(['new']);
    expect((await test.db.selectFrom('market_event_log').select('message').execute()).map((r) => r.message)).toEqual(['new']);
  });
});
