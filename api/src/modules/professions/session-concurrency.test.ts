import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, widenedRateLimits, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { expectExperienceBalances } from '../economy/experience-test-support';
import { placeNode, postHarvest } from '../gathering/gathering-test-support';
import { postTrade, tradeBody } from '../trade/test-helpers';
import { CONSTANTINOPLE, copperOf, getCheck, held, ok, postStart, refused, STEPPE, workerAt, type Session } from './profession-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

describe('concurrent starts and checks', () => {
  it('ten starts at once open one session and take the cost and materials once', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    const smith = await workerAt(test, CONSTANTINOPLE);
    const copper = await copperOf(test.db, smith.userId);
    const replies = await Promise.all(Array.from({ length: 10 }, () => postStart(test, smith, 'blacksmithing', 'tool-making')));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) expect(refused(reply)).toMatchObject({ status: 409, code: 'ACTION_IN_PROGRESS' });
    expect(await test.db.selectFrom('profession_sessions').select('id').where('player_id', '=', smith.userId).execute()).toHaveLength(1);
    expect(await copperOf(test.db, smith.userId)).toBe(copper - 10);
    expect([await held(test.db, smith.userId, 'iron-ingot'), await held(test.db, smith.userId, 'wood-handle')]).toEqual([9, 4]);
    await expectLedgerBalances(test.db, [smith.userId]);
  });

  it('ten checks at once after the end pay once, and all answer the same result', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(10) });
    test.ctx.random = () => 0;
    const smith = await workerAt(test, CONSTANTINOPLE);
    const { sessionId } = ok(await postStart(test, smith, 'blacksmithing', 'tool-making'));
    test.clock.advance(180_000);
    const replies = await Promise.all(Array.from({ length: 10 }, () => getCheck(test, smith, 'blacksmithing', sessionId)));
    const results = replies.map((r) => ok(r).result);
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await held(test.db, smith.userId, 'pickaxe')).toBe(2);
    const paid = await test.db.selectFrom('ledger_entries').select('item_id').where('player_id', '=', smith.userId).where('kind', '=', 'profession-result').where('experience_track', 'is', null).execute();
    expect(paid).toHaveLength(4);
    const xp = await test.db.selectFrom('player_professions').select('experience').where('player_id', '=', smith.userId).where('profession', '=', 'blacksmithing').executeTakeFirstOrThrow();
    expect(xp.experience).toBe(results[0]!.xpGained);
    await expectLedgerBalances(test.db, [smith.userId]);
    await expectExperienceBalances(test.db, [smith.userId]);
  });
});

describe('conservation', () => {
  it('keeps every purse and stock equal to its ledger through concurrent trades, starts, claims and harvests', async () => {
    test = await createTestApp({ rateLimits: widenedRateLimits(20) });
    const smiths: Session[] = [];
    for (let i = 0; i < 5; i++) smiths.push(await workerAt(test, CONSTANTINOPLE));
    const gatherers: Session[] = [];
    for (let i = 0; i < 3; i++) gatherers.push(await workerAt(test, { x: STEPPE.x + i * 10, y: STEPPE.y }));
    const node = await placeNode(test.db, { type: 'stone', x: STEPPE.x, y: STEPPE.y, maxQuantity: 15 });

    const sessions = new Map<string, string[]>();
    const remember = (smith: Session, reply: Awaited<ReturnType<typeof postStart>>) => {
      if (reply.status === 200 && 'sessionId' in reply.body) sessions.set(smith.userId, [...(sessions.get(smith.userId) ?? []), reply.body.sessionId]);
    };
    for (let round = 0; round < 3; round++) {
      const work: Promise<unknown>[] = [];
      for (const smith of smiths) {
        for (const id of sessions.get(smith.userId) ?? []) {
          const profession = id.startsWith('t:') ? 'trading' : 'blacksmithing';
          work.push(getCheck(test, smith, profession, id.replace(/^t:/, '')), getCheck(test, smith, profession, id.replace(/^t:/, '')));
        }
        work.push(
          postStart(test, smith, 'blacksmithing', 'tool-making').then((r) => remember(smith, r)),
          postStart(test, smith, 'blacksmithing', 'tool-making'),
          postStart(test, smith, 'trading', 'market-analysis').then((r) => {
            if (r.status === 200 && 'sessionId' in r.body) sessions.set(smith.userId, [...(sessions.get(smith.userId) ?? []), `t:${r.body.sessionId}`]);
          }),
          postTrade(test, smith, tradeBody({ type: 'buy', itemId: 'iron-ore', quantity: 2 })),
          postTrade(test, smith, tradeBody({ type: 'sell', itemId: 'iron-ingot', quantity: 1, priceLimit: 0 })),
          postTrade(test, smith, tradeBody({ type: 'sell', itemId: 'pickaxe', quantity: 1, priceLimit: 0 })),
        );
      }
      for (const gatherer of gatherers) work.push(postHarvest(test, gatherer, { nodeId: node.id }), postHarvest(test, gatherer, { nodeId: node.id }));
      await Promise.all(work);
      test.clock.advance(180_000);
    }
    // Every session started was claimed at most once.
    const claims = await test.db.selectFrom('ledger_entries').select(['ref_id', 'item_id']).where('kind', '=', 'profession-result').execute();
    const perSessionItem = new Map<string, number>();
    for (const claim of claims) perSessionItem.set(`${claim.ref_id}:${claim.item_id}`, (perSessionItem.get(`${claim.ref_id}:${claim.item_id}`) ?? 0) + 1);
    expect([...perSessionItem.values()].every((n) => n === 1)).toBe(true);
    expect(await test.db.selectFrom('profession_sessions').select('id').where('claimed_at', 'is not', null).execute()).not.toHaveLength(0);
    await expectLedgerBalances(test.db, [...smiths, ...gatherers].map((s) => s.userId));
    await expectExperienceBalances(test.db, [...smiths, ...gatherers].map((s) => s.userId));
  });
});
