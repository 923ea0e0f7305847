import { afterEach, describe, expect, it } from 'vitest';
import { INVENTORY_SLOTS, ITEMS, seededRandom, type ActionCheckResponse } from '@silkroad/shared';
import { createApp } from '../../app';
import { createTestApp, testConfig, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { expectExperienceBalances, experienceRows } from '../economy/experience-test-support';
import type { DomainEventMap } from '../../domain-events';
import { CONSTANTINOPLE, copperOf, getCheck, held, MOUNTAINS, ok, postStart, professionSnapshot, refused, request, setHeld, workerAt } from './profession-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

/** Every roll succeeds and every chance comes up: what a claim pays is then known. */
function luckyRolls(): void {
  test.ctx.random = () => 0;
}

describe('checking a session', () => {
  it('answers in-progress before the end, then claims once: goods, XP and ledger paid on the first check after the end, the same result after', async () => {
    test = await createTestApp();
    luckyRolls();
    const smith = await workerAt(test, CONSTANTINOPLE);
    const { sessionId } = ok(await postStart(test, smith, 'blacksmithing', 'tool-making'));

    test.clock.advance(60_000);
    const early = ok(await getCheck(test, smith, 'blacksmithing', sessionId));
    expect(early.result).toBeNull();
    expect(early.data).toMatchObject({ status: 'in-progress', remainingMs: 120_000, result: null });
    const active = ok(await request<{ success: true; data: { sessions: ActionCheckResponse['data'][] } }>(test, smith, 'GET', '/blacksmithing/active'));
    expect(active.data.sessions.map((s) => s.sessionId)).toEqual([sessionId]);

    test.clock.advance(120_000);
    const copper = await copperOf(test.db, smith.userId);
    const claimed = ok(await getCheck(test, smith, 'blacksmithing', sessionId));
    expect(claimed.data).toMatchObject({ status: 'claimed', remainingMs: 0 });
    expect(claimed.result).toEqual(claimed.data.result);
    // Level 1 makes one draw; with every chance coming up: a pickaxe, an axe, a hammer and a saw.
    expect(claimed.result).toMatchObject({ success: true, xpGained: expect.any(Number), level: 1, leveledUp: false, marketCondition: null });
    expect(claimed.result!.items.map((i) => [i.itemId, i.quantity])).toEqual([['pickaxe', 1], ['axe', 1], ['hammer', 1], ['saw', 1]]);
    expect(claimed.result!.experience).toBe(claimed.result!.xpGained);
    for (const tool of ['pickaxe', 'axe', 'hammer', 'saw']) expect(await held(test.db, smith.userId, tool)).toBe(2);
    expect(await copperOf(test.db, smith.userId)).toBe(copper);
    const results = await test.db
      .selectFrom('ledger_entries')
      .select(['item_id', 'quantity'])
      .where('player_id', '=', smith.userId)
      .where('kind', '=', 'profession-result')
      .where('experience_track', 'is', null)
      .orderBy('item_id')
      .execute();
    expect(results).toEqual([{ item_id: 'axe', quantity: 1 }, { item_id: 'hammer', quantity: 1 }, { item_id: 'pickaxe', quantity: 1 }, { item_id: 'saw', quantity: 1 }]);
    expect(await experienceRows(test.db, smith.userId)).toEqual([['profession-result', 'profession:blacksmithing', claimed.result!.xpGained, sessionId]]);
    await expectExperienceBalances(test.db, [smith.userId]);
    expect((await request<{ data: { sessions: unknown[] } }>(test, smith, 'GET', '/blacksmithing/active')).body).toMatchObject({ data: { sessions: [] } });

    // Later checks answer the stored result and pay nothing.
    const snapshot = await professionSnapshot(test.db);
    test.clock.advance(600_000);
    const again = ok(await getCheck(test, smith, 'blacksmithing', sessionId));
    expect(again.result).toEqual(claimed.result);
    expect(again.data.status).toBe('claimed');
    expect(await professionSnapshot(test.db)).toEqual(snapshot);
    await expectLedgerBalances(test.db, [smith.userId]);

    // The stats count it; a new action of the profession can start.
    const stats = ok(await request<{ success: true; data: Record<string, number> }>(test, smith, 'GET', '/blacksmithing/stats'));
    expect(stats.data).toMatchObject({ profession: 'blacksmithing', level: 1, experience: claimed.result!.experience, sessionsCompleted: 1, sessionsSucceeded: 1, itemsMade: 4, totalValueCopper: claimed.result!.totalValueCopper });
    ok(await postStart(test, smith, 'blacksmithing', 'tool-making'));
  });

  it('answers 404 for a forged id, another player’s session or another profession’s path, changing nothing', async () => {
    test = await createTestApp();
    const smith = await workerAt(test, CONSTANTINOPLE);
    const other = await workerAt(test, CONSTANTINOPLE);
    const { sessionId } = ok(await postStart(test, smith, 'blacksmithing', 'tool-making'));
    test.clock.advance(200_000);
    const before = await professionSnapshot(test.db);
    for (const [who, profession, id] of [
      [smith, 'blacksmithing', 'not-a-session'],
      [other, 'blacksmithing', sessionId],
      [smith, 'mining', sessionId],
    ] as const) {
      expect(refused(await getCheck(test, who, profession, id))).toEqual({ status: 404, code: 'SESSION_NOT_FOUND', message: 'Session not found' });
    }
    expect(await professionSnapshot(test.db)).toEqual(before);
  });

  it('keeps the roll and the session when the goods do not fit: Inventory Full!, then pays that same roll once there is room', async () => {
    test = await createTestApp();
    const miner = await workerAt(test, MOUNTAINS);
    const { sessionId } = ok(await postStart(test, miner, 'mining', 'surface-mining'));
    // Fill all 40 slots with goods the action does not make.
    const fillers = ITEMS.filter((item) => !['pickaxe', 'stone', 'coal', 'copper-ore', 'iron-ore'].includes(item.id)).slice(0, INVENTORY_SLOTS);
    await test.db.deleteFrom('inventory_items').where('player_id', '=', miner.userId).execute();
    for (const item of fillers) await setHeld(test.db, miner.userId, item.id, 1);
    await setHeld(test.db, miner.userId, fillers[0]!.id, 0);
    await setHeld(test.db, miner.userId, 'pickaxe', 1);
    luckyRolls();
    test.clock.advance(120_000);

    const refusedCheck = refused(await getCheck(test, miner, 'mining', sessionId));
    expect(refusedCheck).toEqual({ status: 409, code: 'INVENTORY_FULL', message: 'Inventory Full!' });
    const row = await test.db.selectFrom('profession_sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
    expect(row.claimed_at).toBeNull();
    expect(await held(test.db, miner.userId, 'stone')).toBe(0);
    const rolled = (JSON.parse(row.result!) as { rolled: { items: unknown[] } }).rolled;

    // Room is made; the luck changes, but the kept roll is what is paid.
    test.ctx.random = seededRandom(7);
    for (const item of fillers.slice(1, 6)) await setHeld(test.db, miner.userId, item.id, 0);
    const claimed = ok(await getCheck(test, miner, 'mining', sessionId));
    expect(claimed.result!.items).toEqual(rolled.items);
    expect(await held(test.db, miner.userId, 'stone')).toBe(3);
  });

  it('survives a restart: a second server on the same database claims the session', async () => {
    test = await createTestApp();
    luckyRolls();
    const miner = await workerAt(test, MOUNTAINS);
    const { sessionId } = ok(await postStart(test, miner, 'mining', 'surface-mining'));
    test.clock.advance(120_000);

    const restarted = await createApp({ db: test.db, config: testConfig(), clock: test.clock, random: () => 0 });
    const claimed = ok(await getCheck({ app: restarted.app }, miner, 'mining', sessionId));
    expect(claimed.data.status).toBe('claimed');
    expect(claimed.result!.items.map((i) => i.itemId)).toContain('stone');
    expect(await held(test.db, miner.userId, 'stone')).toBe(3);
    await expectLedgerBalances(test.db, [miner.userId]);
  });

  it('moves the nearest city’s market by what was made, and tells it', async () => {
    test = await createTestApp();
    luckyRolls();
    const smith = await workerAt(test, CONSTANTINOPLE);
    await setHeld(test.db, smith.userId, 'iron-ore', 2);
    await setHeld(test.db, smith.userId, 'logs', 1);
    const market = () => test.db.selectFrom('market_entries').select(['supply', 'demand', 'price']).where('city_id', '=', 1).where('item_id', '=', 'iron-ingot').executeTakeFirstOrThrow();
    const before = await market();
    const told: DomainEventMap['market-changed'][] = [];
    test.ctx.events.on('market-changed', (change) => told.push(change));

    const { sessionId } = ok(await postStart(test, smith, 'blacksmithing', 'smelting'));
    test.clock.advance(120_000);
    const claimed = ok(await getCheck(test, smith, 'blacksmithing', sessionId));
    // One draw: the certain ingot and the 20% second one; blacksmithing adds 1 supply a unit (001 §9).
    expect(claimed.result!.items.map((i) => [i.itemId, i.quantity])).toEqual([['iron-ingot', 2]]);
    expect(claimed.result!.impactCityId).toBe(1);
    const after = await market();
    expect(after.supply).toBeCloseTo(before.supply + 2);
    expect(after.demand).toBe(before.demand);
    expect(after.price).toBeLessThanOrEqual(before.price);
    expect(told.map((c) => [c.cityId, c.itemId])).toEqual([[1, 'iron-ingot']]);
    // Other cities' markets are untouched.
    const samarkand = await test.db.selectFrom('market_entries').select('supply').where('city_id', '=', 2).where('item_id', '=', 'iron-ingot').executeTakeFirstOrThrow();
    expect(samarkand.supply).toBe(100);
  });
});

describe('the stats of a session, and trading’s own stats path', () => {
  it('counts a claimed session, and answers the same result on every later check', async () => {
    test = await createTestApp();
    luckyRolls();
    const cook = await workerAt(test, CONSTANTINOPLE);
    await setHeld(test.db, cook.userId, 'cotton', 3);
    const started = ok(await request<{ success: true; sessionId: string }>(test, cook, 'POST', '/textiles/start', { action: 'basic-spinning' }));
    const active = ok(await request<{ success: true; data: { sessions: { sessionId: string }[] } }>(test, cook, 'GET', '/textiles/active'));
    expect(active.data.sessions.map((s) => s.sessionId)).toEqual([started.sessionId]);
    test.clock.advance(120_000);
    const claimed = ok(await getCheck(test, cook, 'textiles', started.sessionId));
    expect(claimed.data.status).toBe('claimed');
    expect(ok(await request<{ success: true; data: { sessionsCompleted: number } }>(test, cook, 'GET', '/textiles/stats')).data.sessionsCompleted).toBe(1);
    expect(ok(await getCheck(test, cook, 'textiles', started.sessionId)).result).toEqual(claimed.result);
    expect(ok(await request<{ success: true; data: { profession: string; sessionsCompleted: number } }>(test, cook, 'GET', '/trading/profession-stats')).data).toMatchObject({ profession: 'trading', sessionsCompleted: 0 });
  });
});
