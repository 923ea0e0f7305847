import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cityById,
  EVENT_ACTIVITY_WINDOW_MS,
  eventAnsweredResponseSchema,
  freshMoveBudget,
  moveBudgetEmptyAt,
  pendingEventResponseSchema,
  RANDOM_EVENT_CHECK_MS,
  RANDOM_EVENT_EXPIRY_MS,
  RANDOM_EVENTS,
  sequenceRandom,
  spendMoveBudget,
  type RandomEventView,
} from '@silkroad/shared';
import type { DomainEventMap } from '../../domain-events';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { advanceClock, call, copperOf, expectRefusal, type Session } from '../offers/offer-test-support';
import { stockUp, traveller } from '../journeys/journey-test-support';
import { characterResetAtOf, savePositions } from '../presence/position-writer';
import { checkActivePlayers, presentEvent } from './event-service';

const SAMARKAND = 2;
const HOUR_MS = 3_600_000;
/** How often the client calls the offline catch-up while it runs. */
const CLIENT_SYNC_MS = 30_000;

let test: TestApp;
let player: Session;
/** Where each player with a live socket stands: presence as the HTTP routes see it (ctx.presence), on any process. */
let online: Map<string, { x: number; y: number }>;

beforeEach(async () => {
  test = await createTestApp();
  online = new Map();
  test.ctx.presence = { livePosition: (id) => online.get(id), changeCharacter: (_id, change) => change() };
  player = await traveller(test, 1, 'Rustam');
  // Playing: in the world with a live socket, walking. The first check starts the count; the
  // first roll is two minutes into play.
  await connect(player);
  await step();
  rolls();
  expect(await checkActivePlayers(test.ctx)).toBe(0);
  await advanceClock(test, RANDOM_EVENT_CHECK_MS, [player]);
  await step();
});

afterEach(async () => {
  await test?.db.destroy();
});

/** The player's socket enters the world where their character stands. */
async function connect(session: Session) {
  const { x, y } = await test.db.selectFrom('players').select(['x', 'y']).where('user_id', '=', session.userId).executeTakeFirstOrThrow();
  online.set(session.userId, { x, y });
}

/**
 * A step of 10 px in the world now (or to `to`), as presence keeps it: the live position, then its
 * save with the move budget the step left (position-writer, as presence saves every few seconds).
 */
async function step(session: Session = player, to?: { x: number; y: number }) {
  const from = online.get(session.userId)!;
  const at = to ? { x: to.x, y: to.y } : { x: from.x + 10, y: from.y };
  online.set(session.userId, at);
  const now = test.clock.now();
  const budget = spendMoveBudget(freshMoveBudget(now), 10, now)!;
  await savePositions(test.db, [{ playerId: session.userId, ...at, characterResetAt: await characterResetAtOf(test.db, session.userId), moveBudgetEmptyAt: moveBudgetEmptyAt(budget) }], now);
}

/** The client's clock sync, which marks the player seen: never by itself playing. */
async function sync(session: Session = player) {
  expect((await call(test.app, session, 'POST', '/api/time/process-offline')).status).toBe(200);
}

function recordEvents<K extends keyof DomainEventMap>(name: K): DomainEventMap[K][] {
  const list: DomainEventMap[K][] = [];
  test.ctx.events.on(name, (payload) => list.push(payload));
  return list;
}

/** The next checks roll these numbers (an event's kind, then its luck). */
function rolls(...values: number[]) {
  test.ctx.random = sequenceRandom(values);
}

async function pending(session: Session = player): Promise<RandomEventView | null> {
  return pendingEventResponseSchema.parse((await call(test.app, session, 'GET', '/api/events/pending')).body).data.event;
}

const answer = (id: string, choiceId: string, session: Session = player) => call(test.app, session, 'POST', `/api/events/${id}/answer`, { choice_id: choiceId });

async function eventsOf(session: Session) {
  return test.db.selectFrom('random_events').select(['kind', 'status']).where('player_id', '=', session.userId).execute();
}

describe('random events (000 §9)', () => {
  it('checks a playing player every 2 minutes, and the one roll gives each kind its own chance', async () => {
    const told = recordEvents('random-event');
    rolls(0, 0.9);
    expect(await checkActivePlayers(test.ctx)).toBe(1);
    const event = await pending();
    expect(event).toMatchObject({ kind: 'bandit', title: 'Bandits on the Road', status: 'pending', expiresAt: test.clock.now() + RANDOM_EVENT_EXPIRY_MS, outcome: null });
    expect(event!.choices.map((c) => [c.id, c.enabled, c.reason])).toEqual([
      ['refuse', true, null],
      ['pay', true, null],
      ['talk', false, 'Requires Diplomacy level 2 (you have 1)'],
    ]);
    expect(told).toEqual([{ playerId: player.userId, event: expect.objectContaining({ id: event!.id }) }]);
    // Checked again only 2 minutes later, and never while one waits for an answer.
    rolls();
    expect(await checkActivePlayers(test.ctx)).toBe(0);
    await advanceClock(test, RANDOM_EVENT_CHECK_MS, [player]);
    await step();
    rolls(0, 0.9);
    expect(await checkActivePlayers(test.ctx)).toBe(0);
    expect((await pending())?.id).toBe(event!.id);
  });

  it('leaves alone a player on their farm, on the road or in Venice: events come to the world', async () => {
    for (const state of ['IN_COUNTRYSIDE', 'ON_JOURNEY', 'IN_VENICE']) {
      await test.db.updateTable('players').set({ location_state: state }).where('user_id', '=', player.userId).execute();
      rolls(0, 0.9);
      expect(await checkActivePlayers(test.ctx), state).toBe(0);
      await advanceClock(test, RANDOM_EVENT_CHECK_MS, [player]);
      await step();
    }
    expect(await eventsOf(player)).toEqual([]);
  });

  it('answers once, through the ledger; a choice the player cannot take is refused in the spec’s words and the event waits', async () => {
    rolls(0, 0.9);
    await checkActivePlayers(test.ctx);
    const event = (await pending())!;
    await expectRefusal(test.db, () => answer(event.id, 'talk'), 403, 'CHOICE_UNAVAILABLE', /^Cannot Complete Action: You do not meet the requirements for this choice\.$/);
    await expectRefusal(test.db, () => answer(event.id, 'fly'), 400, 'CHOICE_NOT_FOUND');
    const stranger = await traveller(test, 1, 'Stranger');
    await expectRefusal(test.db, () => call(test.app, stranger, 'POST', `/api/events/${event.id}/answer`, { choice_id: 'pay' }), 404, 'EVENT_NOT_FOUND');
    const copper = await copperOf(test.db, player.userId);
    const replies = await Promise.all(Array.from({ length: 5 }, () => answer(event.id, 'pay')));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const { outcome, event: answered } = eventAnsweredResponseSchema.parse(replies.find((r) => r.status === 200)!.body).data;
    expect(outcome).toMatchObject({ choiceId: 'pay', copper: -2_000, success: true, text: 'You pay the toll. The riders let you pass, laughing.' });
    expect(answered.status).toBe('answered');
    expect(await copperOf(test.db, player.userId)).toBe(copper - 2_000);
    expect(await pending()).toBeNull();
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('gives reputation through the ledger, and keeps a kind away for its cooldown', async () => {
    rolls(0, 0.9);
    await checkActivePlayers(test.ctx);
    const bandits = (await pending())!;
    const reply = eventAnsweredResponseSchema.parse((await answer(bandits.id, 'refuse')).body).data;
    expect(reply.outcome).toMatchObject({ reputation: 1, skillXp: { navigation: 10 } });
    const rows = await test.db.selectFrom('ledger_entries').select(['experience_track', 'experience_delta']).where('ref_id', '=', bandits.id).orderBy('experience_track').execute();
    expect(rows).toEqual([
      { experience_track: 'reputation', experience_delta: 1 },
      { experience_track: 'skill:navigation', experience_delta: 10 },
    ]);
    await advanceClock(test, RANDOM_EVENT_CHECK_MS, [player]);
    await step();
    // The roll that gave the bandits now falls to the next kind: they struck within their 10 minutes.
    rolls(0, 0.9);
    await checkActivePlayers(test.ctx);
    expect((await pending())?.kind).toBe(RANDOM_EVENTS[1]!.kind);
  });

  it('passes unanswered after 10 minutes, with no consequence', async () => {
    rolls(0, 0.9);
    await checkActivePlayers(test.ctx);
    const event = (await pending())!;
    await advanceClock(test, RANDOM_EVENT_EXPIRY_MS, [player]);
    await expectRefusal(test.db, () => answer(event.id, 'refuse'), 409, 'EVENT_OVER');
    expect(await pending()).toBeNull();
  });

  it('reads a location requirement where the player stands, and uses up what a choice spends', async () => {
    const festival = RANDOM_EVENTS.findIndex((e) => e.kind === 'local-festival');
    const floor = RANDOM_EVENTS.slice(0, festival).reduce((sum, e) => sum + e.probability, 0);
    rolls(floor, 0.9);
    await checkActivePlayers(test.ctx);
    const event = (await pending())!;
    expect(event.kind).toBe('local-festival');
    expect(event.choices.find((c) => c.id === 'stall')).toMatchObject({ enabled: false, reason: 'Only in Samarkand or Kashgar' });
    await expectRefusal(test.db, () => answer(event.id, 'stall'), 403, 'CHOICE_UNAVAILABLE');
    await step(player, cityById(SAMARKAND));
    expect((await pending())?.choices.find((c) => c.id === 'stall')?.enabled).toBe(true);
    const reply = eventAnsweredResponseSchema.parse((await answer(event.id, 'stall')).body).data;
    expect(reply.outcome).toMatchObject({ copper: 1_500, skillXp: { trading: 15 } });

    // The sandstorm's bread is spent from the inventory.
    await stockUp(test.db, player.userId, { 'travelers-bread': 3 });
    await advanceClock(test, RANDOM_EVENT_CHECK_MS, [player]);
    await step();
    const sandstorm = RANDOM_EVENTS.findIndex((e) => e.kind === 'sandstorm');
    rolls(RANDOM_EVENTS.slice(0, sandstorm).reduce((sum, e) => sum + e.probability, 0), 0.9);
    await checkActivePlayers(test.ctx);
    const storm = (await pending())!;
    expect(storm.kind).toBe('sandstorm');
    const bread = eventAnsweredResponseSchema.parse((await answer(storm.id, 'bread')).body).data;
    expect(bread.outcome.itemsSpent).toEqual({ 'travelers-bread': 2 });
    const left = await test.db.selectFrom('inventory_items').select('quantity').where('player_id', '=', player.userId).where('item_id', '=', 'travelers-bread').executeTakeFirstOrThrow();
    expect(left.quantity).toBe(1);
    await expectLedgerBalances(test.db, [player.userId]);
  });
});

describe('only for players playing (issue 33)', () => {
  /** Every check that looks at a player rolls an event: the first kind off its cooldown, its luck the best. */
  const everyCheckRolls = () => {
    test.ctx.random = () => 0;
  };

  /** The choice that pays the bot best: the merchant's bale (which once sold for five times its price), else the first it may take. */
  const botsChoice = (event: RandomEventView) => (event.choices.find((c) => c.id === 'buy' && c.enabled) ?? event.choices.find((c) => c.enabled)!).id;

  // The exploit as found: POST /api/time/process-offline every 30 s kept an account checked every
  // 2 minutes, and answering the merchant's "buy" made 52,695 copper an hour per idle bot.
  it('gives nothing in an hour to accounts that only sync, with a live socket or none: no event, no copper', async () => {
    const bots = [await traveller(test, 1, 'Idler'), await traveller(test, 1, 'Lurker')];
    // The second keeps a socket open in the world and stands still.
    await connect(bots[1]!);
    const copper = await Promise.all(bots.map((bot) => copperOf(test.db, bot.userId)));
    const told = recordEvents('random-event');
    everyCheckRolls();
    for (let elapsed = 0; elapsed < HOUR_MS; elapsed += CLIENT_SYNC_MS) {
      await advanceClock(test, CLIENT_SYNC_MS, bots);
      for (const bot of bots) {
        await sync(bot);
        const event = await pending(bot);
        if (event) expect((await answer(event.id, botsChoice(event), bot)).status).toBe(200);
      }
      await checkActivePlayers(test.ctx);
    }
    expect(told.filter((t) => t.playerId !== player.userId)).toEqual([]);
    for (const bot of bots) expect(await eventsOf(bot)).toEqual([]);
    expect(await Promise.all(bots.map((bot) => copperOf(test.db, bot.userId)))).toEqual(copper);
    await expectLedgerBalances(test.db, bots.map((bot) => bot.userId));
  });

  it('checks a player walking in the world every 2 minutes, as the spec says: 30 rolls an hour', async () => {
    everyCheckRolls();
    let events = 0;
    for (let elapsed = 0; elapsed < HOUR_MS; elapsed += CLIENT_SYNC_MS) {
      await advanceClock(test, CLIENT_SYNC_MS, [player]);
      await step();
      await sync();
      events += await checkActivePlayers(test.ctx);
      const event = await pending();
      if (event) expect((await answer(event.id, event.choices[0]!.id)).status).toBe(200);
    }
    expect(events).toBe(HOUR_MS / RANDOM_EVENT_CHECK_MS);
    expect((await eventsOf(player)).every((e) => e.status === 'answered')).toBe(true);
  });

  it('stops five minutes after the last move, answering events or not; a doing of their own counts as a move does', async () => {
    everyCheckRolls();
    // The last step was at the start of this check: events for as long as it is within the window.
    const lastStep = test.clock.now();
    const happened: number[] = [];
    for (let elapsed = 0; elapsed < HOUR_MS; elapsed += CLIENT_SYNC_MS) {
      if (await checkActivePlayers(test.ctx)) happened.push(test.clock.now() - lastStep);
      const event = await pending();
      if (event) expect((await answer(event.id, event.choices[0]!.id)).status).toBe(200);
      await advanceClock(test, CLIENT_SYNC_MS, [player]);
      await sync();
    }
    expect(happened).toEqual([0, RANDOM_EVENT_CHECK_MS, 2 * RANDOM_EVENT_CHECK_MS]);
    expect(happened.every((at) => at < EVENT_ACTIVITY_WINDOW_MS)).toBe(true);

    // Standing still at the bazaar, the player buys a bale of silk: playing again.
    await advanceClock(test, RANDOM_EVENT_CHECK_MS, [player]);
    const trade = await call(test.app, player, 'POST', '/api/trade/execute', { type: 'buy', itemId: 'silk', cityId: 1, quantity: 1, priceLimit: 1_000_000 });
    expect(trade.status).toBe(200);
    expect(await checkActivePlayers(test.ctx)).toBe(1);
  });

  it('leaves alone a player who walked and left the world: no live socket, no event', async () => {
    online.delete(player.userId);
    await sync();
    rolls(0, 0.9);
    expect(await checkActivePlayers(test.ctx)).toBe(0);
    // Back in the world, the same step still counts.
    await connect(player);
    rolls(0, 0.9);
    expect(await checkActivePlayers(test.ctx)).toBe(0);
    await advanceClock(test, RANDOM_EVENT_CHECK_MS, [player]);
    rolls(0, 0.9);
    expect(await checkActivePlayers(test.ctx)).toBe(1);
  });
});

describe('starting over', () => {
  it('forgets the event waiting for an answer, on a reset and on a delete; answered ones stay for their cooldowns', async () => {
    rolls(0, 0.9);
    await checkActivePlayers(test.ctx);
    const answered = (await pending())!;
    expect((await answer(answered.id, 'refuse')).status).toBe(200);
    // Each event presented on purpose draws its luck.
    test.ctx.random = () => 0.5;
    const waiting = (await presentEvent(test.ctx, player.userId, 'merchant-offer'))!;
    expect((await pending())?.id).toBe(waiting.id);

    expect((await call(test.app, player, 'POST', '/api/player/reset-stats')).status).toBe(200);
    expect(await pending()).toBeNull();
    // The old character's event cannot be answered by the new one.
    await expectRefusal(test.db, () => answer(waiting.id, waiting.choices[0]!.id), 404, 'EVENT_NOT_FOUND');
    const left = await test.db.selectFrom('random_events').select(['id', 'status']).where('player_id', '=', player.userId).execute();
    expect(left).toEqual([{ id: answered.id, status: 'answered' }]);
    // The new character can meet events of its own.
    expect(await presentEvent(test.ctx, player.userId, 'merchant-offer')).toMatchObject({ status: 'pending' });

    const other = await traveller(test, 1, 'Other');
    await presentEvent(test.ctx, other.userId, 'bandit');
    expect((await call(test.app, other, 'DELETE', '/api/player/character')).status).toBe(200);
    expect(await test.db.selectFrom('random_events').select('id').where('player_id', '=', other.userId).execute()).toEqual([]);
  });
});
