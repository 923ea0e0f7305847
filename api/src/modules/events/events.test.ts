import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventAnsweredResponseSchema, pendingEventResponseSchema, RANDOM_EVENT_CHECK_MS, RANDOM_EVENT_EXPIRY_MS, RANDOM_EVENTS, sequenceRandom, type RandomEventView } from '@silkroad/shared';
import type { DomainEventMap } from '../../domain-events';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { advanceClock, call, copperOf, expectRefusal, placeIn, type Session } from '../offers/offer-test-support';
import { stockUp, traveller } from '../journeys/journey-test-support';
import { checkActivePlayers, presentEvent } from './event-service';

const SAMARKAND = 2;

let test: TestApp;
let player: Session;

beforeEach(async () => {
  test = await createTestApp();
  player = await traveller(test, 1, 'Rustam');
  // Playing: the client marks the player seen every 30 s. The first check starts the count; the
  // first roll is two minutes into play.
  await seen();
  rolls();
  expect(await checkActivePlayers(test.ctx)).toBe(0);
  await advanceClock(test, RANDOM_EVENT_CHECK_MS, [player]);
  await seen();
});

afterEach(async () => {
  await test?.db.destroy();
});

async function seen() {
  expect((await call(test.app, player, 'POST', '/api/time/process-offline')).status).toBe(200);
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

async function pending(): Promise<RandomEventView | null> {
  return pendingEventResponseSchema.parse((await call(test.app, player, 'GET', '/api/events/pending')).body).data.event;
}

const answer = (id: string, choiceId: string) => call(test.app, player, 'POST', `/api/events/${id}/answer`, { choice_id: choiceId });

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
    await seen();
    rolls(0, 0.9);
    expect(await checkActivePlayers(test.ctx)).toBe(0);
    expect((await pending())?.id).toBe(event!.id);
  });

  it('leaves alone a player not playing, and one on their farm', async () => {
    await advanceClock(test, RANDOM_EVENT_CHECK_MS + 1, [player]);
    rolls();
    expect(await checkActivePlayers(test.ctx)).toBe(0);
    await seen();
    await test.db.updateTable('players').set({ location_state: 'IN_COUNTRYSIDE' }).where('user_id', '=', player.userId).execute();
    rolls();
    expect(await checkActivePlayers(test.ctx)).toBe(0);
    expect(await pending()).toBeNull();
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
    await seen();
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
    await placeIn(test.db, player.userId, SAMARKAND);
    expect((await pending())?.choices.find((c) => c.id === 'stall')?.enabled).toBe(true);
    const reply = eventAnsweredResponseSchema.parse((await answer(event.id, 'stall')).body).data;
    expect(reply.outcome).toMatchObject({ copper: 1_500, skillXp: { trading: 15 } });

    // The sandstorm's bread is spent from the inventory.
    await stockUp(test.db, player.userId, { 'travelers-bread': 3 });
    await advanceClock(test, RANDOM_EVENT_CHECK_MS, [player]);
    await seen();
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
