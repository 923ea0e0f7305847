import { COUNTRYSIDE_GATE_CENTER } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { transact } from '../../db/transaction';
import { createFixedAccount } from '../auth/accounts';
import { grantHoldings } from '../economy/holdings';
import { writePlace } from '../players/player-state';
import { createStartingPlayer } from '../players/player-store';

/** The one player the test mode's unauthenticated calls act on (spec 000 §6, §7 "/test/*"). */
export const TEST_FARMER_ID = 'test-mode-farmer';

/** Seeds the test farmer starts with, so every crop can be tried at once. */
const TEST_SEEDS: Readonly<Record<string, number>> = {
  'wheat-seeds': 40,
  'barley-seeds': 10,
  'rice-seeds': 10,
  'spice-seeds': 10,
  'exotic-herb-seeds': 10,
  'cotton-seeds': 10,
};

/**
 * Creates the test farmer the first time a test call needs it: a user of its own provider (no
 * real sign-in can reach it), the starting character, and a sack of seeds, all in the ledger.
 * Development servers only: the routes that call this are never mounted in production.
 */
export async function ensureTestFarmer(ctx: AppContext): Promise<string> {
  const exists = await ctx.db.selectFrom('players').select('user_id').where('user_id', '=', TEST_FARMER_ID).executeTakeFirst();
  if (exists) return TEST_FARMER_ID;
  const now = ctx.clock.now();
  await transact(ctx.db, async (trx) => {
    const created = await createFixedAccount(
      trx,
      { id: TEST_FARMER_ID, provider: 'test-mode', subject: TEST_FARMER_ID, email: 'test-farmer@test-mode.invalid', displayName: 'Test Farmer', username: 'test_farmer' },
      now,
    );
    if (!created) return;
    await createStartingPlayer(trx, TEST_FARMER_ID, now);
    // The starting kit holds no seeds, so these are stacks the farmer holds none of yet.
    await grantHoldings(trx, TEST_FARMER_ID, { copper: 0, items: TEST_SEEDS }, 'starting-grant', now);
  });
  return TEST_FARMER_ID;
}

/** The test farmer has no body in the world: before going to the farm it is put at the gate. */
export async function placeTestFarmerAtGate(ctx: AppContext): Promise<void> {
  await writePlace(ctx.db, TEST_FARMER_ID, COUNTRYSIDE_GATE_CENTER, ctx.clock.now());
}
