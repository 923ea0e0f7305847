import { afterEach, describe, expect, it } from 'vitest';
import { transact } from '../../db/transaction';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { gainExperience, surrenderExperience } from '../economy/experience';
import { expectExperienceBalances } from '../economy/experience-test-support';
import { ensureWorkshop, forgetWorkshop, recordDiscovery } from './workshop-store';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const rowsOf = async (userId: string) => ({
  workshops: (await test.db.selectFrom('workshops').select('player_id').where('player_id', '=', userId).execute()).length,
  benches: (await test.db.selectFrom('workshop_benches').select('id').where('player_id', '=', userId).execute()).length,
  recipes: (await test.db.selectFrom('discovered_recipes').select('recipe_id').where('player_id', '=', userId).execute()).length,
});

describe('forgetting a workshop (starting over)', () => {
  it('drops the workshop, its benches and discoveries only once the economy has taken back its experience', async () => {
    test = await createTestApp();
    const { userId } = await createTestSession(test);
    const now = test.clock.now();
    await transact(test.db, async (trx) => {
      await ensureWorkshop(trx, userId, now);
      await trx.insertInto('workshop_benches').values({ player_id: userId, bench_id: 'basic-workbench', x: 1, y: 1, placed_at: now }).execute();
      await recordDiscovery(trx, userId, 'iron-nails', now);
      await gainExperience(trx, userId, 'crafting', 25, { kind: 'craft-product', refId: 'craft-1' }, now);
      await gainExperience(trx, userId, 'knowledge', 5, { kind: 'craft-product', refId: 'craft-1' }, now);
    });

    // Experience still in it: the guard refuses, and the transaction takes nothing with it.
    await expect(transact(test.db, (trx) => forgetWorkshop(trx, userId))).rejects.toThrow(/still holds experience/);
    expect(await rowsOf(userId)).toEqual({ workshops: 1, benches: 1, recipes: 1 });

    await transact(test.db, async (trx) => {
      await surrenderExperience(trx, userId, now);
      await forgetWorkshop(trx, userId);
    });
    expect(await rowsOf(userId)).toEqual({ workshops: 0, benches: 0, recipes: 0 });
    await expectExperienceBalances(test.db, [userId]);
  });
});
