import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  COUNTRYSIDE_ENTRANCE,
  GAME_HOUR_MS,
  GAME_TIME_ACCELERATION,
  journeyStartedResponseSchema,
  npcById,
  QUEST_ERRORS,
  questById,
  questChangedResponseSchema,
  questLogResponseSchema,
  npcQuestsResponseSchema,
  timeOfDayAt,
} from '@silkroad/shared';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { advanceClock, call, copperOf, expectRefusal, itemsOf, type Session } from '../offers/offer-test-support';
import { placeNode, STEPPE } from '../gathering/gathering-test-support';
import { journeyApi, seedQuietRoad, stockUp, traveller } from '../journeys/journey-test-support';
import { setSkillLevels, tradeBody } from '../trade/test-helpers';
import { insertQuest } from './quest-store';

let test: TestApp;
let trader: Session;

const REAL_MS_PER_GAME_HOUR = GAME_HOUR_MS / GAME_TIME_ACCELERATION;

beforeEach(async () => {
  test = await createTestApp();
  trader = await traveller(test, 2, 'Rustam');
  await toGameHour(12);
});

afterEach(async () => {
  await test?.db.destroy();
});

/** Moves the clock forward to the next `hour` o'clock of the game day. */
async function toGameHour(hour: number, sessions: Session[] = [trader]) {
  const now = timeOfDayAt(test.clock.now());
  const hours = (((hour - now) % 24) + 24) % 24;
  await advanceClock(test, Math.ceil(hours * REAL_MS_PER_GAME_HOUR), sessions);
}

/** Stands the player right next to an NPC of the map. */
async function standBy(session: Session, npcId: string) {
  const npc = npcById(npcId)!;
  await test.db.updateTable('players').set({ x: npc.position!.x + 20, y: npc.position!.y, location_state: 'IN_CITY' }).where('user_id', '=', session.userId).execute();
}

const accept = (id: string, who = trader) => call(test.app, who, 'POST', `/api/quests/${id}/accept`);
const claim = (id: string, who = trader) => call(test.app, who, 'POST', `/api/quests/${id}/claim`);
const abandon = (id: string, who = trader) => call(test.app, who, 'POST', `/api/quests/${id}/abandon`);
const buy = (quantity: number, itemId = 'silk', cityId = 2, who = trader) => call(test.app, who, 'POST', '/api/trade/execute', tradeBody({ itemId, cityId, quantity }));

async function log(who = trader) {
  return questLogResponseSchema.parse((await call(test.app, who, 'GET', '/api/quests')).body).data;
}

async function progressOf(questId: string, who = trader) {
  return (await log(who)).quests.find((q) => q.id === questId)?.objectives.map((o) => o.progress);
}

describe('quests (issue 20)', () => {
  it('a merchant’s quest: accepted in reach and in hours, counted from the trades made after, claimed once through the ledger', async () => {
    await standBy(trader, 'rustam-ibn-yusuf');
    expect((await buy(3)).status).toBe(200);

    const offered = npcQuestsResponseSchema.parse((await call(test.app, trader, 'GET', '/api/quests/npc/rustam-ibn-yusuf')).body).data.quests;
    expect(offered.map((q) => [q.id, q.status])).toEqual([['paper-and-silk', 'available']]);

    const accepted = await accept('paper-and-silk');
    expect(accepted.status).toBe(201);
    expect(questChangedResponseSchema.parse(accepted.body).data.quest).toMatchObject({ status: 'active', objectives: [{ text: 'Buy 10 Silk at the market in Samarkand', progress: 0, target: 10, done: false }] });

    expect((await buy(6)).status).toBe(200);
    expect(await progressOf('paper-and-silk')).toEqual([6]);
    await expectRefusal(test.db, () => claim('paper-and-silk'), 409, 'QUEST_INCOMPLETE', QUEST_ERRORS.QUEST_INCOMPLETE);

    expect((await buy(6)).status).toBe(200);
    expect((await log()).ready).toBe(1);

    const before = await copperOf(test.db, trader.userId);
    const claimed = await claim('paper-and-silk');
    expect(claimed.status).toBe(200);
    const reward = questById('paper-and-silk')!.rewards.copper!;
    expect(await copperOf(test.db, trader.userId)).toBe(before + reward);
    expect((await log()).active).toBe(0);
    await expectLedgerBalances(test.db, [trader.userId]);

    await expectRefusal(test.db, () => claim('paper-and-silk'), 409, 'QUEST_NOT_ACTIVE');
    await expectRefusal(test.db, () => accept('paper-and-silk'), 409, 'QUEST_ALREADY_DONE');
  });

  it('the starter chain begins at the inn: a conversation after accepting completes the first quest, which opens the next', async () => {
    const newcomer = await traveller(test, 1, 'Newcomer');
    await standBy(newcomer, 'nikephoros-kamateros');
    expect((await call(test.app, newcomer, 'POST', '/api/npcs/nikephoros-kamateros/talk')).status).toBe(200);
    await standBy(newcomer, 'eudokia-xiphilina');
    expect((await accept('first-purchase', newcomer)).status).toBe(403);
    expect((await accept('a-stranger-in-the-city', newcomer)).status).toBe(201);
    // The talk before accepting does not count.
    expect(await progressOf('a-stranger-in-the-city', newcomer)).toEqual([0]);
    await advanceClock(test, 60_000, [newcomer]);
    await standBy(newcomer, 'nikephoros-kamateros');
    expect((await call(test.app, newcomer, 'POST', '/api/npcs/nikephoros-kamateros/talk')).status).toBe(200);
    expect(await progressOf('a-stranger-in-the-city', newcomer)).toEqual([1]);
    await standBy(newcomer, 'eudokia-xiphilina');
    expect((await claim('a-stranger-in-the-city', newcomer)).status).toBe(200);
    await standBy(newcomer, 'nikephoros-kamateros');
    const next = npcQuestsResponseSchema.parse((await call(test.app, newcomer, 'GET', '/api/quests/npc/nikephoros-kamateros')).body).data.quests;
    expect(next.find((q) => q.id === 'first-purchase')?.status).toBe('available');
    await expectLedgerBalances(test.db, [newcomer.userId]);
  });

  it('refuses a quest from an NPC out of reach, out of hours, in another city, or one not yet open to the player, changing nothing', async () => {
    const npc = npcById('rustam-ibn-yusuf')!;
    await test.db.updateTable('players').set({ x: npc.position!.x + 150, y: npc.position!.y }).where('user_id', '=', trader.userId).execute();
    await expectRefusal(test.db, () => accept('paper-and-silk'), 403, 'NPC_OUT_OF_REACH');
    await standBy(trader, 'rustam-ibn-yusuf');
    await toGameHour(22);
    await expectRefusal(test.db, () => accept('paper-and-silk'), 403, 'NPC_CLOSED');
    await toGameHour(12);
    await expectRefusal(test.db, () => accept('first-purchase'), 403, 'NOT_IN_CITY', 'Nikephoros Kamateros is in Constantinople');
    await standBy(trader, 'jalal-the-caravan-master');
    await expectRefusal(test.db, () => accept('the-caravan-masters-test'), 403, 'QUEST_UNAVAILABLE', 'Requires level 2 (you are level 1)');
    await expectRefusal(test.db, () => accept('no-such-quest'), 404, 'QUEST_NOT_FOUND');
    expect((await log()).active).toBe(0);
  });

  it('gives each unit of a trade to one quest only, the earliest accepted, and never counts what came before accepting', async () => {
    await standBy(trader, 'rustam-ibn-yusuf');
    expect((await accept('paper-and-silk')).status).toBe(201);
    await standBy(trader, 'yahya-al-andalusi');
    await test.db.updateTable('players').set({ location_state: 'IN_CITY' }).where('user_id', '=', trader.userId).execute();
    expect((await accept('many-tongues')).status).toBe(201);
    await standBy(trader, 'rustam-ibn-yusuf');
    expect((await buy(10)).status).toBe(200);
    expect(await progressOf('paper-and-silk')).toEqual([10]);
    expect(await progressOf('many-tongues')).toEqual([0, 0, 0]);
    expect((await buy(1)).status).toBe(200);
    expect(await progressOf('many-tongues')).toEqual([0, 1, 0]);
    // Handing the first in keeps what it counted: the other does not take its ten.
    expect((await claim('paper-and-silk')).status).toBe(200);
    expect(await progressOf('many-tongues')).toEqual([0, 1, 0]);
  });

  it('counts a retried trade once: the retry with the same key moves nothing and counts nothing', async () => {
    await standBy(trader, 'rustam-ibn-yusuf');
    expect((await accept('paper-and-silk')).status).toBe(201);
    const retried = tradeBody({ itemId: 'silk', cityId: 2, quantity: 4, idempotencyKey: 'click-0001' });
    const answers = await Promise.all([1, 2, 3].map(() => call(test.app, trader, 'POST', '/api/trade/execute', retried)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await itemsOf(test.db, trader.userId)).silk).toBe(4);
    expect(await progressOf('paper-and-silk')).toEqual([4]);
  });

  it('pays a reward once however many claims race for it', async () => {
    await standBy(trader, 'rustam-ibn-yusuf');
    expect((await accept('paper-and-silk')).status).toBe(201);
    expect((await buy(10)).status).toBe(200);
    const before = await copperOf(test.db, trader.userId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim('paper-and-silk')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await copperOf(test.db, trader.userId)).toBe(before + questById('paper-and-silk')!.rewards.copper!);
    await expectLedgerBalances(test.db, [trader.userId]);
  });

  it('takes no goods from another player for a quest’s purchase: an offer between two accounts counts for nothing', async () => {
    const alt = await traveller(test, 2, 'Alt');
    await stockUp(test.db, alt.userId, { silk: 20 });
    await standBy(trader, 'rustam-ibn-yusuf');
    await standBy(alt, 'rustam-ibn-yusuf');
    expect((await accept('paper-and-silk')).status).toBe(201);
    const posted = await call(test.app, alt, 'POST', '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: 2, quantity: 20, pricePerUnit: 1 });
    expect(posted.status).toBe(201);
    const taken = await call(test.app, trader, 'POST', `/api/market/offers/${posted.body.data.offer.id}/accept`, { quantity: 20 });
    expect(taken.status).toBe(200);
    expect((await itemsOf(test.db, trader.userId)).silk).toBe(20);
    expect(await progressOf('paper-and-silk')).toEqual([0]);
  });

  it('a hand-in leaves the inventory at the claim, through the ledger', async () => {
    await stockUp(test.db, trader.userId, { furs: 7 });
    await standBy(trader, 'batu-of-the-steppe');
    expect((await accept('furs-of-the-steppe')).status).toBe(201);
    expect(await progressOf('furs-of-the-steppe')).toEqual([5]);
    expect((await claim('furs-of-the-steppe')).status).toBe(200);
    expect((await itemsOf(test.db, trader.userId)).furs).toBe(2);
    await expectLedgerBalances(test.db, [trader.userId]);
    const reputation = await test.db.selectFrom('players').select('reputation').where('user_id', '=', trader.userId).executeTakeFirstOrThrow();
    expect(reputation.reputation).toBe(questById('furs-of-the-steppe')!.rewards.reputation);
  });

  it('a delivery asks for the goods, not where they came from: furs held before accepting and furs bought from another player are handed in once, the reward paid once', async () => {
    // docs/decisions.md "quests: delivering held goods": the hand-in takes the goods through the ledger, so none is handed in twice.
    const alt = await traveller(test, 2, 'Alt');
    await stockUp(test.db, trader.userId, { furs: 2 });
    await stockUp(test.db, alt.userId, { furs: 3 });
    await standBy(trader, 'batu-of-the-steppe');
    expect((await accept('furs-of-the-steppe')).status).toBe(201);
    expect(await progressOf('furs-of-the-steppe')).toEqual([2]);
    const posted = await call(test.app, alt, 'POST', '/api/market/offers', { side: 'sell', itemId: 'furs', cityId: 2, quantity: 3, pricePerUnit: 1 });
    expect(posted.status).toBe(201);
    expect((await call(test.app, trader, 'POST', `/api/market/offers/${posted.body.data.offer.id}/accept`, { quantity: 3 })).status).toBe(200);
    expect(await progressOf('furs-of-the-steppe')).toEqual([5]);

    const before = await copperOf(test.db, trader.userId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => claim('furs-of-the-steppe')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await itemsOf(test.db, trader.userId)).furs).toBeUndefined();
    expect(await copperOf(test.db, trader.userId)).toBe(before + questById('furs-of-the-steppe')!.rewards.copper!);
    const handedIn = await test.db.selectFrom('ledger_entries').select(['item_id', 'quantity']).where('player_id', '=', trader.userId).where('kind', '=', 'quest-hand-in').execute();
    expect(handedIn).toEqual([{ item_id: 'furs', quantity: -5 }]);
    await expectRefusal(test.db, () => accept('furs-of-the-steppe'), 409, 'QUEST_ALREADY_DONE');
    await expectLedgerBalances(test.db, [trader.userId, alt.userId]);
  });

  it('abandoning loses the progress; taking it again counts from then', async () => {
    await standBy(trader, 'rustam-ibn-yusuf');
    expect((await accept('paper-and-silk')).status).toBe(201);
    expect((await buy(7)).status).toBe(200);
    expect((await abandon('paper-and-silk')).status).toBe(200);
    expect((await log()).active).toBe(0);
    await expectRefusal(test.db, () => abandon('paper-and-silk'), 409, 'QUEST_NOT_ACTIVE');
    expect((await accept('paper-and-silk')).status).toBe(201);
    expect(await progressOf('paper-and-silk')).toEqual([0]);
  });

  it('a daily task is done once in each game day', async () => {
    const baghdad = await traveller(test, 4, 'Hasan');
    await stockUp(test.db, baghdad.userId, { grain: 40 });
    await standBy(baghdad, 'hasan-al-attar');
    expect((await accept('daily-market-day-in-baghdad', baghdad)).status).toBe(201);
    expect((await call(test.app, baghdad, 'POST', '/api/trade/execute', tradeBody({ type: 'sell', itemId: 'grain', cityId: 4, quantity: 10, priceLimit: 1 }))).status).toBe(200);
    expect((await claim('daily-market-day-in-baghdad', baghdad)).status).toBe(200);
    await expectRefusal(test.db, () => accept('daily-market-day-in-baghdad', baghdad), 409, 'QUEST_DONE_TODAY');
    await advanceClock(test, 24 * REAL_MS_PER_GAME_HOUR, [baghdad]);
    expect((await accept('daily-market-day-in-baghdad', baghdad)).status).toBe(201);
  });

  it('starting over abandons the open quests and keeps the handed-in ones handed in', async () => {
    await stockUp(test.db, trader.userId, { furs: 5 });
    await standBy(trader, 'batu-of-the-steppe');
    expect((await accept('furs-of-the-steppe')).status).toBe(201);
    expect((await claim('furs-of-the-steppe')).status).toBe(200);
    await standBy(trader, 'rustam-ibn-yusuf');
    expect((await accept('paper-and-silk')).status).toBe(201);
    expect((await call(test.app, trader, 'POST', '/api/player/reset-stats')).status).toBe(200);
    expect((await log()).active).toBe(0);
    await standBy(trader, 'batu-of-the-steppe');
    await expectRefusal(test.db, () => accept('furs-of-the-steppe'), 409, 'QUEST_ALREADY_DONE');
  });
});

/** Walks a player out of the city onto open ground (the countryside of the map). */
async function standOnSteppe(session: Session, dx = 30) {
  await test.db.updateTable('players').set({ x: STEPPE.x + dx, y: STEPPE.y, location_state: 'IN_CITY' }).where('user_id', '=', session.userId).execute();
}

/** A quest handed in before the test starts (a chain's earlier step), as the log keeps one. */
async function handedIn(session: Session, questId: string) {
  const at = test.clock.now();
  await insertQuest(test.db, { id: randomUUID(), player_id: session.userId, quest_id: questId, period: '', status: 'claimed', ordinal: 1, after_seq: 0, through_seq: 0, accepted_at: at, claimed_at: at });
}

describe('objectives counted from play through the real routes', () => {
  it('gathering: stone harvested after accepting counts, and the carver pays at his side (end to end)', async () => {
    const carver = 'abdurahman-the-jade-carver';
    const gatherer = await traveller(test, 3, 'Gatherer');
    await stockUp(test.db, gatherer.userId, { stone: 4 });
    await standBy(gatherer, carver);
    expect((await accept('stone-for-the-carver', gatherer)).status).toBe(201);
    // Stone held before does not count: the quest asks for stone gathered.
    expect(await progressOf('stone-for-the-carver', gatherer)).toEqual([0]);
    const node = await placeNode(test.db, { type: 'stone', x: STEPPE.x, y: STEPPE.y, maxQuantity: 20 });
    await standOnSteppe(gatherer);
    for (let i = 0; i < 10; i++) {
      expect((await call(test.app, gatherer, 'POST', '/api/gathering/harvest', { nodeId: node.id })).status).toBe(200);
      await advanceClock(test, 2_500, [gatherer]);
    }
    expect(await progressOf('stone-for-the-carver', gatherer)).toEqual([10]);
    // Handed in at the carver's side, not on the steppe.
    await expectRefusal(test.db, () => claim('stone-for-the-carver', gatherer), 403, 'NOT_IN_CITY');
    await standBy(gatherer, carver);
    const before = await copperOf(test.db, gatherer.userId);
    expect((await claim('stone-for-the-carver', gatherer)).status).toBe(200);
    expect(await copperOf(test.db, gatherer.userId)).toBe(before + questById('stone-for-the-carver')!.rewards.copper!);
    // The stone was the player's to keep: a gathering quest is no hand-in.
    expect((await itemsOf(test.db, gatherer.userId)).stone).toBe(14);
    await expectLedgerBalances(test.db, [gatherer.userId]);
  });

  it('crafting: products of crafts claimed through the Professions window count, and the paper-maker pays (end to end)', async () => {
    const paperMaker = 'abu-mansur-the-paper-maker';
    await standBy(trader, paperMaker);
    expect((await accept('paper-makers-apprentice')).status).toBe(201);
    const queued = await call(test.app, trader, 'POST', '/api/alchemy/craft', { recipe: 'healing-potion', quantity: 3 });
    expect(queued.status).toBe(200);
    // Nothing counts until the craft is claimed: products, not ingredients spent.
    expect(await progressOf('paper-makers-apprentice')).toEqual([0]);
    await advanceClock(test, 15_000, [trader]);
    test.ctx.random = () => 0.1;
    const claimed = await call(test.app, trader, 'POST', `/api/crafts/${queued.body.data.craft.id}/claim`);
    expect(claimed.body.data.producedItems).toEqual({ 'healing-potion': 3 });
    expect(await progressOf('paper-makers-apprentice')).toEqual([3]);
    const before = await copperOf(test.db, trader.userId);
    expect((await claim('paper-makers-apprentice')).status).toBe(200);
    expect(await copperOf(test.db, trader.userId)).toBe(before + questById('paper-makers-apprentice')!.rewards.copper!);
    await expectLedgerBalances(test.db, [trader.userId]);
  });

  it('planting: a seed sown on the player’s own farm counts', async () => {
    const farmer = await traveller(test, 1, 'Farmer');
    await handedIn(farmer, 'gifts-of-the-land');
    await standBy(farmer, 'eudokia-xiphilina');
    expect((await accept('a-patch-of-earth', farmer)).status).toBe(201);
    await test.db.updateTable('players').set({ x: COUNTRYSIDE_ENTRANCE.x + 50, y: COUNTRYSIDE_ENTRANCE.y + 50, location_state: 'IN_CITY' }).where('user_id', '=', farmer.userId).execute();
    expect((await call(test.app, farmer, 'POST', '/api/player/move', { action: 'GO_TO_COUNTRYSIDE' })).status).toBe(200);
    const plot = await call(test.app, farmer, 'POST', '/api/farming/plots/purchase', {});
    expect(plot.status).toBe(200);
    await stockUp(test.db, farmer.userId, { 'wheat-seeds': 2 });
    expect(await progressOf('a-patch-of-earth', farmer)).toEqual([0]);
    expect((await call(test.app, farmer, 'POST', '/api/farming/crops/plant', { plotId: plot.body.data.plot.id, cropType: 'WHEAT', gridPosition: 0 })).status).toBe(200);
    expect(await progressOf('a-patch-of-earth', farmer)).toEqual([1]);
    await expectLedgerBalances(test.db, [farmer.userId]);
  });

  it('a journey: the caravan’s arrival at Kashgar counts once, by the server’s clock', async () => {
    await test.db.updateTable('players').set({ level: 2 }).where('user_id', '=', trader.userId).execute();
    await standBy(trader, 'jalal-the-caravan-master');
    expect((await accept('the-caravan-masters-test')).status).toBe(201);
    // Kashgar asks navigation 3 (000 §5).
    await setSkillLevels(test.db, trader.userId, { navigation: 3 });
    const road = journeyApi(test, trader);
    const started = await road.start({ from_city: 2, to_city: 3 });
    expect(started.status).toBe(201);
    const { journey } = journeyStartedResponseSchema.parse(started.body).data;
    await seedQuietRoad(test.db, journey.id, 12);
    await advanceClock(test, journey.durationMs / 2, [trader]);
    expect(await road.active()).toMatchObject({ status: 'travelling' });
    expect(await progressOf('the-caravan-masters-test')).toEqual([0]);
    await advanceClock(test, journey.durationMs / 2 + 1_000, [trader]);
    expect(await road.active()).toBeNull();
    expect(await progressOf('the-caravan-masters-test')).toEqual([1]);
    await expectLedgerBalances(test.db, [trader.userId]);
  });
});
