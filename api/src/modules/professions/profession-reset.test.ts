import { afterEach, describe, expect, it } from 'vitest';
import { STARTER_KIT, STARTING_COPPER } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { experienceOf } from '../economy/experience';
import { experienceRows } from '../economy/experience-test-support';
import { CONSTANTINOPLE, copperOf, FOREST, getCheck, held, ok, postStart, refused, request, standAt, workerAt } from './profession-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const rowsOf = async (userId: string) => ({
  sessions: (await test.db.selectFrom('profession_sessions').select('id').where('player_id', '=', userId).execute()).length,
  crafts: (await test.db.selectFrom('crafts').select('id').where('player_id', '=', userId).execute()).length,
  workshops: (await test.db.selectFrom('workshops').select('player_id').where('player_id', '=', userId).execute()).length,
  benches: (await test.db.selectFrom('workshop_benches').select('id').where('player_id', '=', userId).execute()).length,
  recipes: (await test.db.selectFrom('discovered_recipes').select('recipe_id').where('player_id', '=', userId).execute()).length,
  trees: (await test.db.selectFrom('planted_trees').select('id').where('player_id', '=', userId).execute()).length,
});

describe('starting over with profession work under way', () => {
  it('drops sessions, crafts, workshop, benches, discoveries, trees and the switch wait, and mints nothing', async () => {
    test = await createTestApp();
    const player = await workerAt(test, FOREST);
    const now = test.clock.now();
    ok(await request(test, player, 'POST', '/logging/plant', { treeType: 'oak', quantity: 2 }));
    await standAt(test.db, player.userId, CONSTANTINOPLE);
    ok(await request(test, player, 'POST', '/progression/switch', { profession: 'blacksmithing' }));
    const { sessionId } = ok(await postStart(test, player, 'blacksmithing', 'tool-making'));
    ok(await postStart(test, player, 'trading', 'market-analysis'));
    // The workshop's own rows, as its module writes them (their copper went through its ledger kinds).
    await test.db.insertInto('workshops').values({ player_id: player.userId, level: 2, crafting_experience: 40, knowledge_points: 3, updated_at: now }).execute();
    await test.db.insertInto('workshop_benches').values({ player_id: player.userId, bench_id: 'basic-workbench', x: 1, y: 1, placed_at: now }).execute();
    await test.db.insertInto('discovered_recipes').values({ player_id: player.userId, recipe_id: 'iron-nails', discovered_at: now }).execute();
    await test.db.insertInto('crafts').values({ id: 'craft-1', player_id: player.userId, kind: 'recipe', recipe_id: 'iron-nails', quantity: 1, level: 1, starts_at: now, ends_at: now + 90_000, plan: '{}', claimed_at: null, result: null }).execute();
    // A craft claimed before: the record of what was made and paid, which starting over keeps.
    await test.db.insertInto('crafts').values({ id: 'craft-0', player_id: player.userId, kind: 'recipe', recipe_id: 'iron-nails', quantity: 1, level: 1, starts_at: now - 90_000, ends_at: now, plan: '{}', claimed_at: now, result: '{}' }).execute();
    expect(await rowsOf(player.userId)).toEqual({ sessions: 2, crafts: 2, workshops: 1, benches: 1, recipes: 1, trees: 2 });

    ok(await request(test, player, 'POST', '/player/reset-stats'));
    expect(await rowsOf(player.userId)).toEqual({ sessions: 0, crafts: 1, workshops: 0, benches: 0, recipes: 0, trees: 0 });
    expect(await test.db.selectFrom('crafts').select('id').where('player_id', '=', player.userId).execute()).toEqual([{ id: 'craft-0' }]);
    // The experience went back to the world through the ledger before the workshop was forgotten: none is held.
    expect(Object.fromEntries(await experienceOf(test.db, player.userId))).toEqual({});
    const givenBack = (await experienceRows(test.db, player.userId)).filter(([kind]) => kind === 'character-reset').map(([, track, delta]) => [track, delta]);
    expect(givenBack).toEqual(expect.arrayContaining([['crafting', -40], ['knowledge', -3], ['profession:logging', -6]]));
    const row = await test.db.selectFrom('players').select(['profession', 'profession_since']).where('user_id', '=', player.userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ profession: null, profession_since: null });
    // The dropped session's result is never paid: its id is gone.
    test.clock.advance(200_000);
    const { token } = await test.ctx.accessTokens.issue(player.userId);
    expect(refused(await getCheck(test, { headers: { ...player.headers, authorization: `Bearer ${token}` } }, 'blacksmithing', sessionId)).code).toBe('SESSION_NOT_FOUND');
    expect(await copperOf(test.db, player.userId)).toBeLessThanOrEqual(STARTING_COPPER);
    for (const [itemId, quantity] of Object.entries(STARTER_KIT)) expect(await held(test.db, player.userId, itemId)).toBeLessThanOrEqual(quantity);
    await expectLedgerBalances(test.db, [player.userId]);
  });
});
