import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTRACT_POSTING_OPEN_MS,
  CONTRACT_REPOST_DELAY_MS,
  contractById,
  contractPenaltyCopper,
  contractResponseSchema,
  contractRewardCopper,
  contractsResponseSchema,
  equilibriumPrice,
  GAME_DAY_REAL_MS,
  STARTING_COPPER,
  type ContractView,
} from '@silkroad/shared';
import { createTestApp, createTestSession, widenedRateLimits, type TestApp } from '../../test-support/test-app';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { setMarket } from '../market/market-test-support';
import { advanceClock, call, copperOf, itemsOf, placeIn, type Session } from '../offers/offer-test-support';

const CONSTANTINOPLE = 1;
const BAGHDAD = 4;
/** Starter-kit goods: 5 of the kit's 8 healing herbs wanted in Baghdad, 2 game days. */
const HERBS = 'apothecary-herbs';
/** Starter-kit goods: the kit's 15 silk thread wanted in Constantinople, where thread is 3,000 copper. */
const WEAVERS = 'weaver-silk-thread';
const THREAD_BASE = 3_000;

let test: TestApp;
let players: Session[];
afterEach(async () => {
  await test?.db.destroy();
});

beforeEach(async () => {
  test = await createTestApp({ rateLimits: widenedRateLimits(100) });
  players = [];
  for (let i = 0; i < 6; i++) players.push(await createTestSession(test, { inGameName: `Trader${i}` }));
});

const [get, post] = (['GET', 'POST'] as const).map((method) => (player: Session, path: string, body?: unknown) => call(test.app, player, method, path, body));

async function board(player: Session) {
  return contractsResponseSchema.parse((await get!(player, '/api/trading/contracts')).body).data;
}

async function posting(player: Session, id: string): Promise<ContractView | undefined> {
  return (await board(player)).available.find((c) => c.id === id);
}

const accept = (player: Session, id: string) => post!(player, `/api/trading/contracts/${id}/accept`);
const deliver = (player: Session, id: string) => post!(player, `/api/trading/contracts/${id}/deliver`);

async function postings(id: string) {
  return test.db.selectFrom('contract_postings').selectAll().where('contract_id', '=', id).orderBy('serial').execute();
}

/** Puts a market where its supply and demand call for `price` of `base`. */
async function marketAt(cityId: number, itemId: string, supply: number, demand: number, base: number): Promise<number> {
  const price = equilibriumPrice(base, supply, demand);
  await setMarket(test.db, cityId, itemId, { supply, demand, price });
  return price;
}

describe('one posting, one taker', () => {
  it('of concurrent accepts by different players exactly one wins; the others hear it was taken', async () => {
    const offered = await posting(players[0]!, HERBS);
    expect(offered).toMatchObject({ status: 'available', postingId: expect.any(String) });
    const replies = await Promise.all(players.map((p) => accept(p, HERBS)));
    const winners = replies.flatMap((r, i) => (r.status === 201 ? [players[i]!] : []));
    expect(winners).toHaveLength(1);
    expect(replies.filter((r) => r.status !== 201).map((r) => [r.status, r.body.error?.code])).toEqual(Array(players.length - 1).fill([409, 'CONTRACT_TAKEN']));
    const winner = winners[0]!;

    expect((await postings(HERBS)).map((p) => [p.id, p.status, p.taken_by])).toEqual([[offered!.postingId, 'taken', winner.userId]]);
    expect(await test.db.selectFrom('player_contracts').select(['player_id', 'posting_id']).execute()).toEqual([{ player_id: winner.userId, posting_id: offered!.postingId }]);
    // Gone from everyone's board; the taker sees it as theirs.
    for (const player of players) expect((await board(player)).available.map((c) => c.id)).not.toContain(HERBS);
    expect((await board(winner)).mine).toMatchObject([{ id: HERBS, status: 'active', postingId: offered!.postingId, reward: offered!.reward }]);
  });

  it('a second account of the same person cannot complete the contract again: one completion per posting', async () => {
    const [main, alt] = players as [Session, Session];
    for (const player of [main, alt]) await placeIn(test.db, player.userId, BAGHDAD);
    expect((await accept(main, HERBS)).status).toBe(201);
    expect((await accept(alt, HERBS)).body.error?.code).toBe('CONTRACT_TAKEN');
    expect((await deliver(main, HERBS)).status).toBe(200);
    // Delivered, the posting is closed for every account until the client posts it again.
    expect((await accept(alt, HERBS)).body.error?.code).toBe('CONTRACT_TAKEN');
    expect((await accept(main, HERBS)).body.error?.code).toBe('CONTRACT_TAKEN');
    await advanceClock(test, CONTRACT_REPOST_DELAY_MS - 1, players);
    expect(await posting(alt, HERBS)).toBeUndefined();
    await advanceClock(test, 1, players);
    expect(await posting(alt, HERBS)).toMatchObject({ status: 'available' });
    expect((await accept(alt, HERBS)).status).toBe(201);
    expect((await postings(HERBS)).map((p) => [p.serial, p.status])).toEqual([
      [1, 'completed'],
      [2, 'taken'],
    ]);
  });
});

describe('failing, starting over and retrying', () => {
  it('an overdue contract fails with its penalty and closes its posting: it returns only after the delay', async () => {
    const [player] = players as [Session];
    expect((await accept(player, HERBS)).status).toBe(201);
    await advanceClock(test, 2 * GAME_DAY_REAL_MS, players);
    const { mine, available } = await board(player);
    expect(mine[0]).toMatchObject({ id: HERBS, status: 'failed', penaltyPaid: contractPenaltyCopper(contractById(HERBS)!) });
    expect(available.map((c) => c.id)).not.toContain(HERBS);
    expect((await accept(player, HERBS)).body.error?.code).toBe('CONTRACT_TAKEN');
    await advanceClock(test, CONTRACT_REPOST_DELAY_MS, players);
    expect((await accept(player, HERBS)).status).toBe(201);
  });

  it('starting over fails the contract with its penalty, and the posting is not back for the retry', async () => {
    const [player, other] = players as [Session, Session];
    await placeIn(test.db, player.userId, CONSTANTINOPLE);
    expect((await accept(player, WEAVERS)).status).toBe(201);
    expect((await post!(player, '/api/player/reset-stats')).status).toBe(200);
    const penalty = contractPenaltyCopper(contractById(WEAVERS)!);
    expect(await copperOf(test.db, player.userId)).toBe(STARTING_COPPER - penalty);
    expect((await board(player)).mine).toMatchObject([{ id: WEAVERS, status: 'failed', penaltyPaid: penalty }]);
    // The fresh character (its kit restored as far as the purse covers it) cannot take the same posting again, nor can anyone.
    expect((await accept(player, WEAVERS)).body.error?.code).toBe('CONTRACT_TAKEN');
    expect((await accept(other, WEAVERS)).body.error?.code).toBe('CONTRACT_TAKEN');
    expect((await postings(WEAVERS)).map((p) => p.status)).toEqual(['failed']);
    await expectLedgerBalances(test.db, [player.userId]);
  });
});

describe('the reward, set when posted', () => {
  it('is what the destination’s merchants pay for the goods, at its price or its base price if lower, never the catalogue’s ceiling when that is more', async () => {
    const [player] = players as [Session];
    // Buying up Constantinople's thread before the posting (price above base) does not raise its reward.
    const pumped = await marketAt(CONSTANTINOPLE, 'silk-thread', 60, 150, THREAD_BASE);
    expect(pumped).toBeGreaterThan(THREAD_BASE);
    expect(await posting(player, WEAVERS)).toMatchObject({ reward: 15 * 2_400, source: { id: 3, name: 'Kashgar' }, sourcePrice: 2_400 });
    expect(15 * 2_400).toBeLessThan(contractRewardCopper(contractById(WEAVERS)!));
  });

  it('stays as posted while the posting stands; a posting nobody took for a game day is posted again at that day’s prices', async () => {
    const [player] = players as [Session];
    const first = await posting(player, WEAVERS);
    expect(first?.reward).toBe(15 * 2_400);
    const low = await marketAt(CONSTANTINOPLE, 'silk-thread', 150, 70, THREAD_BASE);
    await advanceClock(test, CONTRACT_POSTING_OPEN_MS - 1, players);
    expect(await posting(player, WEAVERS)).toEqual(first);
    await advanceClock(test, 1, players);
    const second = await posting(player, WEAVERS);
    expect(second?.postingId).not.toBe(first?.postingId);
    expect(second?.reward).toBe(15 * Math.floor(low * 0.8));
    expect((await postings(WEAVERS)).map((p) => [p.serial, p.status])).toEqual([
      [1, 'withdrawn'],
      [2, 'open'],
    ]);
  });

  it('pays no more per unit than anyone bought the goods for at the destination since it was posted: a dip there does not pay', async () => {
    const [looper, accomplice, carrier] = players as [Session, Session, Session];
    for (const player of players) await placeIn(test.db, player.userId, CONSTANTINOPLE);
    expect((await posting(looper, WEAVERS))?.reward).toBe(15 * 2_400);
    // The market dips after the posting; the looper buys there and delivers at once.
    await marketAt(CONSTANTINOPLE, 'silk-thread', 160, 60, THREAD_BASE);
    const bought = await post!(looper, '/api/trade/execute', { type: 'buy', itemId: 'silk-thread', cityId: CONSTANTINOPLE, quantity: 15, priceLimit: 1_000_000 });
    expect(bought.status).toBe(200);
    const cost = bought.body.data.trade.total_cost as number;
    expect(cost).toBeLessThan(15 * 2_400);
    const before = await copperOf(test.db, looper.userId);
    expect((await accept(looper, WEAVERS)).status).toBe(201);
    const delivered = contractResponseSchema.parse((await deliver(looper, WEAVERS)).body).data;
    expect(delivered.playerCopper - before).toBe(cost);
    expect(delivered.contract).toMatchObject({ status: 'completed', reward: cost });
    expect((await board(looper)).mine[0]).toMatchObject({ status: 'completed', reward: cost });

    // The next posting, set at the dip, pays the dip; an accomplice's cheaper purchase caps it for the carrier too.
    await advanceClock(test, CONTRACT_REPOST_DELAY_MS, players);
    const next = await posting(carrier, WEAVERS);
    expect(next?.reward).toBeLessThan(15 * 2_400);
    await marketAt(CONSTANTINOPLE, 'silk-thread', 200, 50, THREAD_BASE);
    const cheap = await post!(accomplice, '/api/trade/execute', { type: 'buy', itemId: 'silk-thread', cityId: CONSTANTINOPLE, quantity: 1, priceLimit: 1_000_000 });
    const unit = cheap.body.data.trade.price_per_unit as number;
    expect(15 * unit).toBeLessThan(next!.reward);
    expect((await accept(carrier, WEAVERS)).status).toBe(201);
    const carried = await copperOf(test.db, carrier.userId);
    expect((await deliver(carrier, WEAVERS)).status).toBe(200);
    expect(await copperOf(test.db, carrier.userId)).toBe(carried + 15 * unit);
    expect((await itemsOf(test.db, carrier.userId))['silk-thread'] ?? 0).toBe(0);
    await expectLedgerBalances(test.db, [looper.userId, accomplice.userId, carrier.userId]);
  });

  it('a contract taken before the board had postings keeps the catalogue’s reward, once', async () => {
    const [player] = players as [Session];
    const now = test.clock.now();
    await test.db
      .insertInto('player_contracts')
      .values({ id: 'before-the-board', player_id: player.userId, contract_id: HERBS, status: 'active', accepted_at: now, deadline_at: now + GAME_DAY_REAL_MS, settled_at: null })
      .execute();
    expect((await board(player)).mine).toMatchObject([{ id: HERBS, status: 'active', postingId: null, source: null, reward: contractRewardCopper(contractById(HERBS)!) }]);
    // Holding it, the player cannot take the posting as well.
    expect((await accept(player, HERBS)).body.error?.code).toBe('CONTRACT_ALREADY_ACTIVE');
    await placeIn(test.db, player.userId, BAGHDAD);
    expect((await deliver(player, HERBS)).status).toBe(200);
    expect(await copperOf(test.db, player.userId)).toBe(STARTING_COPPER + contractRewardCopper(contractById(HERBS)!));
    expect((await deliver(player, HERBS)).body.error?.code).toBe('CONTRACT_NOT_ACCEPTED');
  });
});
