import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { CONSTANTINOPLE, copperOf, FOREST, firstTimeWith, held, MOUNTAINS, ok, postStart, professionSnapshot, refused, setExperience, setHeld, workerAt, type Session } from './profession-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

/** A start that is refused with `code` and `message`, and changes nothing. */
async function expectRefusedStart(session: Session, profession: Parameters<typeof postStart>[2], action: string, expected: { status: number; code: string; message?: string | RegExp }) {
  const before = await professionSnapshot(test.db);
  const reply = await postStart(test, session, profession, action);
  const refusal = refused(reply);
  expect({ status: refusal.status, code: refusal.code }).toEqual({ status: expected.status, code: expected.code });
  if (typeof expected.message === 'string') expect(refusal.message).toBe(expected.message);
  else if (expected.message) expect(refusal.message).toMatch(expected.message);
  expect(await professionSnapshot(test.db)).toEqual(before);
}

describe('starting a profession action', () => {
  it('takes the cost and materials, opens a session ending after the duration, and makes the first profession worked the player’s', async () => {
    test = await createTestApp();
    const smith = await workerAt(test, CONSTANTINOPLE);
    const copper = await copperOf(test.db, smith.userId);
    const reply = ok(await postStart(test, smith, 'blacksmithing', 'tool-making'));
    expect(reply.message).toBe('Tool Making started');
    expect(reply.data).toMatchObject({ sessionId: reply.sessionId, profession: 'blacksmithing', action: 'tool-making', status: 'in-progress', remainingMs: 180_000, result: null, endsAt: test.clock.now() + 180_000 });
    expect(await copperOf(test.db, smith.userId)).toBe(copper - 10);
    expect([await held(test.db, smith.userId, 'iron-ingot'), await held(test.db, smith.userId, 'wood-handle')]).toEqual([9, 4]);
    const session = await test.db.selectFrom('profession_sessions').selectAll().where('id', '=', reply.sessionId).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ player_id: smith.userId, terrain: 'plains', level: 1, city_id: 1, cost_copper: 10, claimed_at: null, result: null });
    const player = await test.db.selectFrom('players').select(['profession', 'profession_since']).where('user_id', '=', smith.userId).executeTakeFirstOrThrow();
    expect(player).toEqual({ profession: 'blacksmithing', profession_since: null });
    const ledger = await test.db.selectFrom('ledger_entries').select(['kind', 'item_id', 'quantity', 'copper_delta', 'ref_id']).where('player_id', '=', smith.userId).where('kind', '=', 'profession-start').orderBy('id').execute();
    expect(ledger).toEqual([
      { kind: 'profession-start', item_id: null, quantity: 0, copper_delta: -10, ref_id: reply.sessionId },
      { kind: 'profession-start', item_id: 'iron-ingot', quantity: -1, copper_delta: 0, ref_id: reply.sessionId },
      { kind: 'profession-start', item_id: 'wood-handle', quantity: -1, copper_delta: 0, ref_id: reply.sessionId },
    ]);
    await expectLedgerBalances(test.db, [smith.userId]);
  });

  it('runs one action per profession at a time, and actions of different professions at once', async () => {
    test = await createTestApp();
    const smith = await workerAt(test, CONSTANTINOPLE);
    ok(await postStart(test, smith, 'blacksmithing', 'tool-making'));
    await expectRefusedStart(smith, 'blacksmithing', 'basic-forging', { status: 409, code: 'ACTION_IN_PROGRESS', message: 'An action of this profession is already in progress' });
    ok(await postStart(test, smith, 'trading', 'market-analysis'));
    expect(await test.db.selectFrom('profession_sessions').select('profession').where('player_id', '=', smith.userId).orderBy('profession').execute()).toEqual([{ profession: 'blacksmithing' }, { profession: 'trading' }]);
  });
});

describe('refused starts change nothing and say why in the spec’s words', () => {
  it('a missing tool', async () => {
    test = await createTestApp();
    const miner = await workerAt(test, MOUNTAINS);
    await setHeld(test.db, miner.userId, 'pickaxe', 0);
    await expectRefusedStart(miner, 'mining', 'surface-mining', { status: 409, code: 'ACTION_UNAVAILABLE', message: 'Need Pickaxe!' });
  });

  it('missing materials', async () => {
    test = await createTestApp();
    const smith = await workerAt(test, CONSTANTINOPLE);
    await expectRefusedStart(smith, 'blacksmithing', 'smelting', { status: 409, code: 'ACTION_UNAVAILABLE', message: 'Missing required materials for Smelting' });
  });

  it('a level too low, until the real level is reached', async () => {
    test = await createTestApp();
    const miner = await workerAt(test, MOUNTAINS);
    await setHeld(test.db, miner.userId, 'mining-lamp', 1);
    await expectRefusedStart(miner, 'mining', 'deep-mining', { status: 409, code: 'ACTION_UNAVAILABLE', message: 'Mining skill too low (Requires Mining 3)' });
    await setExperience(test.db, miner.userId, 'mining', 350); // level 3: 100 + 250
    expect(ok(await postStart(test, miner, 'mining', 'deep-mining')).data.action).toBe('deep-mining');
  });

  it('not enough money', async () => {
    test = await createTestApp();
    const miner = await workerAt(test, MOUNTAINS);
    await test.db.updateTable('players').set({ copper: 4 }).where('user_id', '=', miner.userId).execute();
    await expectRefusedStart(miner, 'mining', 'surface-mining', { status: 409, code: 'ACTION_UNAVAILABLE', message: 'Insufficient funds: 5c needed' });
  });

  it('the wrong terrain: the profession’s own text', async () => {
    test = await createTestApp();
    const miner = await workerAt(test, CONSTANTINOPLE);
    await expectRefusedStart(miner, 'mining', 'surface-mining', { status: 409, code: 'ACTION_UNAVAILABLE', message: 'Cannot mine here! Look for mountains or hills.' });
    const smith = await workerAt(test, FOREST);
    await expectRefusedStart(smith, 'blacksmithing', 'tool-making', { status: 409, code: 'ACTION_UNAVAILABLE', message: 'No forge available! Look for cities and towns.' });
  });

  it('the wrong weather, read from the game clock', async () => {
    test = await createTestApp();
    test.clock.set(firstTimeWith(test.clock.now(), ['storm', 'snow']));
    const miner = await workerAt(test, MOUNTAINS);
    await expectRefusedStart(miner, 'mining', 'surface-mining', { status: 409, code: 'ACTION_UNAVAILABLE', message: /^Cannot work in (storm|snow) weather$/ });
  });

  it('an unknown action, or an action of another profession', async () => {
    test = await createTestApp();
    const miner = await workerAt(test, MOUNTAINS);
    await expectRefusedStart(miner, 'mining', 'gold-panning', { status: 400, code: 'UNKNOWN_ACTION', message: 'Unknown action' });
    await expectRefusedStart(miner, 'mining', 'tree-felling', { status: 400, code: 'UNKNOWN_ACTION' });
    await expectRefusedStart(miner, 'mining', '', { status: 400, code: 'UNKNOWN_ACTION' });
  });

  it('on the farm', async () => {
    test = await createTestApp();
    const miner = await workerAt(test, MOUNTAINS);
    await test.db.updateTable('players').set({ location_state: 'IN_COUNTRYSIDE' }).where('user_id', '=', miner.userId).execute();
    await expectRefusedStart(miner, 'mining', 'surface-mining', { status: 403, code: 'PROFESSIONS_ON_FARM' });
  });

  it('without a token', async () => {
    test = await createTestApp();
    const res = await test.app.request('/api/mining/start', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action: 'surface-mining' }) });
    expect(res.status).toBe(401);
  });
});
