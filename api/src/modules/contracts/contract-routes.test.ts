import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTRACT_REPOST_DELAY_MS,
  CONTRACTS,
  contractResponseSchema,
  contractsResponseSchema,
  experienceForLevel,
  GAME_DAY_REAL_MS,
  journeyDurationMs,
  journeyRoute,
  STARTING_COPPER,
  tradeRoutesResponseSchema,
} from '@silkroad/shared';
import type { DomainEventMap } from '../../domain-events';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { advanceClock, call, copperOf, economySnapshot, expectRefusal, itemsOf, placeIn, setCopper, type Session } from '../offers/offer-test-support';
import { settleOverdueContracts, startContractSweep } from './contract-service';
import { CONTRACT_KEPT_REPUTATION } from './contract-service';

const BAGHDAD = 4;
const KASHGAR = 3;
/** Starter-kit goods: 8 healing herbs, 5 wanted in Baghdad (penalty 50 silver), 2 game days. */
const HERBS = 'apothecary-herbs';
/** What Baghdad's merchants pay for the 5 herbs at its base price of 2,500 copper: 2,000 each. */
const HERBS_REWARD = 5 * 2_000;

let test: TestApp;
let player: Session;
afterEach(async () => {
  await test?.db.destroy();
});

beforeEach(async () => {
  test = await createTestApp();
  player = await createTestSession(test, { inGameName: 'Contractor' });
});

const get = (path: string) => call(test.app, player, 'GET', path);
const post = (path: string) => call(test.app, player, 'POST', path);
const refused = (attempt: () => ReturnType<typeof post>, status: number, code: string, message?: string | RegExp) => expectRefusal(test.db, attempt, status, code, message);

async function setLevel(level: number) {
  await test.db.updateTable('players').set({ experience: experienceForLevel(level), level }).where('user_id', '=', player.userId).execute();
}

async function contracts() {
  return contractsResponseSchema.parse((await get('/api/trading/contracts')).body).data;
}

async function reputationOf() {
  return (await test.db.selectFrom('players').select('reputation').where('user_id', '=', player.userId).executeTakeFirstOrThrow()).reputation;
}

async function ledger(kind: string) {
  return test.db.selectFrom('ledger_entries').select(['item_id', 'quantity', 'copper_delta', 'city_id']).where('kind', '=', kind).where('player_id', '=', player.userId).where('experience_track', 'is', null).execute();
}

function recordEvents<K extends keyof DomainEventMap>(name: K): DomainEventMap[K][] {
  const seen: DomainEventMap[K][] = [];
  test.ctx.events.on(name, (payload) => seen.push(payload));
  return seen;
}

describe('GET /api/trading/routes', () => {
  it('marks each route eligible or lists what is missing, from the player’s level and purse', async () => {
    const fresh = tradeRoutesResponseSchema.parse((await get('/api/trading/routes')).body).data;
    expect(fresh).toMatchObject({ playerLevel: 1, playerCopper: STARTING_COPPER });
    const byId = new Map(fresh.routes.map((r) => [r.id, r]));
    expect(byId.get('western-silk-route')).toMatchObject({
      name: 'Western Silk Route',
      start: { id: KASHGAR, name: 'Kashgar' },
      end: { id: 1, name: 'Constantinople' },
      // The one pace of every journey: the board shows what the planner gives the same road.
      distance: journeyRoute(KASHGAR, 1)!.distance,
      durationMinutes: journeyDurationMs(journeyRoute(KASHGAR, 1)!.distance) / 60_000,
      requirements: { level: 10, capitalSilver: 5000, capitalCopper: 500_000 },
      eligible: false,
      unmetRequirements: ['Requires level 10'],
    });
    expect(byId.get('southern-spice-route')).toMatchObject({ durationMinutes: journeyDurationMs(journeyRoute(BAGHDAD, 5)!.distance) / 60_000, requirements: { level: 15, capitalSilver: 8000 }, unmetRequirements: ['Requires level 15'] });
    expect(byId.get('tigris-spice-road')).toMatchObject({ eligible: true, unmetRequirements: [] });
    expect(fresh.routes.every((r) => r.profit > 0)).toBe(true);

    await setCopper(test.db, player.userId, 100);
    const poor = tradeRoutesResponseSchema.parse((await get('/api/trading/routes')).body).data;
    expect(poor.routes.find((r) => r.id === 'western-silk-route')?.unmetRequirements).toEqual(['Requires level 10', 'Requires 5000 silver capital']);
    expect(poor.routes.every((r) => !r.eligible)).toBe(true);

    await setLevel(15);
    await setCopper(test.db, player.userId, 800_000);
    const rich = tradeRoutesResponseSchema.parse((await get('/api/trading/routes')).body).data;
    expect(rich.playerLevel).toBe(15);
    expect(rich.routes.every((r) => r.eligible)).toBe(true);
  });

  it('answers 401 without a token', async () => {
    expect((await test.app.request('/api/trading/routes')).status).toBe(401);
    expect((await test.app.request('/api/trading/contracts')).status).toBe(401);
  });
});

describe('contracts', () => {
  it('lists every contract as posted on the board, its reward set from the markets, with copper penalties', async () => {
    const { available, mine } = await contracts();
    expect(mine).toEqual([]);
    expect(available.map((c) => c.id)).toEqual(CONTRACTS.map((c) => c.id));
    // 60 silk for Constantinople (13,000 copper there, its merchants pay 10,400), cheapest in Kashgar at 7,000.
    expect(available.find((c) => c.id === 'imperial-silk-commission')).toMatchObject({
      reward: 60 * 10_400,
      penalty: 200_000,
      durationGameDays: 7,
      status: 'available',
      deadline: null,
      source: { id: KASHGAR, name: 'Kashgar' },
      sourcePrice: 7_000,
    });
    expect(available.find((c) => c.id === 'kashgar-spice-order')).toMatchObject({ reward: 30 * 13_200, penalty: 100_000, durationGameDays: 5, source: { id: BAGHDAD, name: 'Baghdad' }, sourcePrice: 10_500 });
    expect(new Set(available.map((c) => c.postingId)).size).toBe(CONTRACTS.length);
  });

  it('accepts a contract with its deadline in game days, and delivers it in the destination city for the reward', async () => {
    const accepted = await post(`/api/trading/contracts/${HERBS}/accept`);
    expect(accepted.status).toBe(201);
    const { contract } = contractResponseSchema.parse(accepted.body).data;
    expect(contract).toMatchObject({ id: HERBS, status: 'active', destination: { id: BAGHDAD, name: 'Baghdad' } });
    expect(Date.parse(contract.deadline!) - test.clock.now()).toBe(2 * GAME_DAY_REAL_MS);
    expect(2 * GAME_DAY_REAL_MS).toBe(8 * 60 * 60 * 1000);

    const listed = await contracts();
    expect(listed.mine.map((c) => [c.id, c.status])).toEqual([[HERBS, 'active']]);
    expect(listed.available.map((c) => c.id)).not.toContain(HERBS);

    await placeIn(test.db, player.userId, BAGHDAD);
    const changed = recordEvents('player-changed');
    const delivered = await post(`/api/trading/contracts/${HERBS}/deliver`);
    expect(delivered.status).toBe(200);
    const data = contractResponseSchema.parse(delivered.body).data;
    expect(data.contract).toMatchObject({ status: 'completed', penaltyPaid: null });
    expect(data.playerCopper).toBe(STARTING_COPPER + HERBS_REWARD);
    expect((await itemsOf(test.db, player.userId))['healing-herb']).toBe(3);
    expect(await ledger('contract-reward')).toEqual([{ item_id: 'healing-herb', quantity: -5, copper_delta: HERBS_REWARD, city_id: BAGHDAD }]);
    expect(changed).toEqual([{ playerId: player.userId, reason: 'contract-completed' }]);
    // A kept contract earns reputation (issue 20).
    expect(await reputationOf()).toBe(CONTRACT_KEPT_REPUTATION);

    // Completed, the posting is gone: the client posts the contract again after the delay.
    expect((await contracts()).available.map((c) => c.id)).not.toContain(HERBS);
    await refused(() => post(`/api/trading/contracts/${HERBS}/accept`), 409, 'CONTRACT_TAKEN', 'This contract is no longer on the board: its client posts it again later');
    await advanceClock(test, CONTRACT_REPOST_DELAY_MS, [player]);
    const again = (await contracts()).available.find((c) => c.id === HERBS);
    expect(again?.postingId).toEqual(expect.any(String));
    expect(again?.postingId).not.toBe(contract.postingId);
    expect((await post(`/api/trading/contracts/${HERBS}/accept`)).status).toBe(201);
  });

  it('fails an overdue contract and charges its penalty, lazily on read', async () => {
    const notices = recordEvents('player-notification');
    await post(`/api/trading/contracts/${HERBS}/accept`);
    await advanceClock(test, 2 * GAME_DAY_REAL_MS, [player]);
    const { mine } = await contracts();
    expect(mine[0]).toMatchObject({ id: HERBS, status: 'failed', penaltyPaid: 5_000 });
    expect(await copperOf(test.db, player.userId)).toBe(STARTING_COPPER - 5_000);
    expect(await ledger('contract-penalty')).toEqual([{ item_id: 'healing-herb', quantity: 0, copper_delta: -5_000, city_id: BAGHDAD }]);
    expect(notices.at(-1)?.notification).toMatchObject({ type: 'warning', message: 'Your contract with Apothecary of the House of Wisdom failed: the deadline passed. Penalty 50s.' });
    // A broken one costs reputation, never below the floor of 0.
    expect(await reputationOf()).toBe(0);
    // Settled once: reading again charges nothing more.
    await contracts();
    expect(await copperOf(test.db, player.userId)).toBe(STARTING_COPPER - 5_000);
  });

  it('takes what the purse holds when it cannot cover the penalty, and shows the shortfall', async () => {
    await post(`/api/trading/contracts/${HERBS}/accept`);
    await setCopper(test.db, player.userId, 1_234);
    test.clock.advance(2 * GAME_DAY_REAL_MS + 1);
    expect(await settleOverdueContracts(test.ctx)).toBe(1);
    expect(await copperOf(test.db, player.userId)).toBe(0);
    await advanceClock(test, 0, [player]);
    expect((await contracts()).mine[0]).toMatchObject({ status: 'failed', penalty: 5_000, penaltyPaid: 1_234 });
  });

  it('the periodic sweep settles contracts nobody reads', async () => {
    await post(`/api/trading/contracts/${HERBS}/accept`);
    test.clock.advance(2 * GAME_DAY_REAL_MS);
    const sweep = startContractSweep(test.ctx, 10);
    try {
      await expect.poll(() => copperOf(test.db, player.userId), { timeout: 2_000, interval: 10 }).not.toBe(STARTING_COPPER);
    } finally {
      await sweep.stop();
    }
    expect(await copperOf(test.db, player.userId)).toBe(STARTING_COPPER - 5_000);
  });

  it('lets only one of several concurrent accepts through', async () => {
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => post(`/api/trading/contracts/${HERBS}/accept`)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await test.db.selectFrom('player_contracts').selectAll().execute()).toHaveLength(1);
  });
});

describe('refused contract actions change nothing', () => {
  it('an id too long to be one: 400 INVALID_REQUEST', async () => {
    await refused(() => post(`/api/trading/contracts/${'x'.repeat(65)}/accept`), 400, 'INVALID_REQUEST', /id/);
  });

  it('an unknown contract: 404 CONTRACT_NOT_FOUND', async () => {
    await refused(() => post('/api/trading/contracts/no-such-contract/accept'), 404, 'CONTRACT_NOT_FOUND', 'Contract not found');
    await refused(() => post('/api/trading/contracts/no-such-contract/deliver'), 404, 'CONTRACT_NOT_FOUND');
  });

  it('a contract above the player’s level: 403 LEVEL_TOO_LOW', async () => {
    await refused(() => post('/api/trading/contracts/imperial-silk-commission/accept'), 403, 'LEVEL_TOO_LOW', 'Requires level 5');
    await setLevel(5);
    expect((await post('/api/trading/contracts/imperial-silk-commission/accept')).status).toBe(201);
  });

  it('a contract already active: 409 CONTRACT_ALREADY_ACTIVE', async () => {
    await post(`/api/trading/contracts/${HERBS}/accept`);
    await refused(() => post(`/api/trading/contracts/${HERBS}/accept`), 409, 'CONTRACT_ALREADY_ACTIVE', 'You have already accepted this contract');
  });

  it('delivering a contract not accepted: 409 CONTRACT_NOT_ACCEPTED', async () => {
    await placeIn(test.db, player.userId, BAGHDAD);
    await refused(() => post(`/api/trading/contracts/${HERBS}/deliver`), 409, 'CONTRACT_NOT_ACCEPTED', 'You have not accepted this contract');
  });

  it('delivering outside the destination city: 403 WRONG_CITY', async () => {
    await post(`/api/trading/contracts/${HERBS}/accept`);
    await refused(() => post(`/api/trading/contracts/${HERBS}/deliver`), 403, 'WRONG_CITY', 'Deliver the goods in Baghdad');
    await placeIn(test.db, player.userId, KASHGAR);
    await refused(() => post(`/api/trading/contracts/${HERBS}/deliver`), 403, 'WRONG_CITY', 'Deliver the goods in Baghdad');
  });

  it('delivering without the goods: 409 INSUFFICIENT_ITEMS', async () => {
    await post(`/api/trading/contracts/${HERBS}/accept`);
    await placeIn(test.db, player.userId, BAGHDAD);
    await test.db.updateTable('inventory_items').set({ quantity: 4 }).where('player_id', '=', player.userId).where('item_id', '=', 'healing-herb').execute();
    await refused(() => post(`/api/trading/contracts/${HERBS}/deliver`), 409, 'INSUFFICIENT_ITEMS', 'You need 5 Healing Herb to deliver this contract');
  });

  it('delivering after the deadline: 410 CONTRACT_OVERDUE (the failure was settled, nothing else changes)', async () => {
    await post(`/api/trading/contracts/${HERBS}/accept`);
    await placeIn(test.db, player.userId, BAGHDAD);
    await advanceClock(test, 2 * GAME_DAY_REAL_MS, [player]);
    const first = await post(`/api/trading/contracts/${HERBS}/deliver`);
    expect(first).toMatchObject({ status: 410, body: { error: { code: 'CONTRACT_OVERDUE' } } });
    expect((await itemsOf(test.db, player.userId))['healing-herb']).toBe(8);
    await refused(() => post(`/api/trading/contracts/${HERBS}/deliver`), 410, 'CONTRACT_OVERDUE', /deadline has passed/);
    expect((await economySnapshot(test.db)).contracts).toMatchObject([{ status: 'failed' }]);
  });
});

describe('the OpenAPI document', () => {
  it('describes the trading routes', async () => {
    const doc = (await (await test.app.request('/api/doc')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/api/trading/routes']).toHaveProperty('get');
    expect(doc.paths['/api/trading/contracts']).toHaveProperty('get');
    expect(doc.paths['/api/trading/contracts/{id}/accept']).toHaveProperty('post');
    expect(doc.paths['/api/trading/contracts/{id}/deliver']).toHaveProperty('post');
  });
});
