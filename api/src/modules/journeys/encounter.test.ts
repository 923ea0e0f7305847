import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkpointRoll,
  encounterResolvedResponseSchema,
  ENCOUNTER_AUTO_RESOLVE_MS,
  offlineProgressionResponseSchema,
  journeyStartedResponseSchema,
  type JourneyView,
} from '@silkroad/shared';
import type { DomainEventMap } from '../../domain-events';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { advanceClock, call, copperOf, expectRefusal, itemsOf, type Session } from '../offers/offer-test-support';
import { setSkillLevels } from '../trade/test-helpers';
import { settleDueJourneys } from './journey-service';
import { CONSTANTINOPLE, journeyApi, MINUTE, seedFirstEncounter, stockUp, traveller, VENICE_CHECK_MS, VENICE_ID, VENICE_REST_MS } from './journey-test-support';

let test: TestApp;
let player: Session;
let api: ReturnType<typeof journeyApi>;

beforeEach(async () => {
  test = await createTestApp();
  player = await traveller(test, CONSTANTINOPLE, 'Ibn');
  api = journeyApi(test, player);
  await stockUp(test.db, player.userId, { silk: 20 });
});

afterEach(async () => {
  await test?.db.destroy();
});

function recordEvents<K extends keyof DomainEventMap>(name: K): DomainEventMap[K][] {
  const seen: DomainEventMap[K][] = [];
  test.ctx.events.on(name, (payload) => seen.push(payload));
  return seen;
}

/** A journey to Venice whose one check meets `encounterId`, stopped there, looked at half a minute after. */
async function meet(encounterId: string, cargo: Record<string, number> = { silk: 20 }): Promise<JourneyView> {
  const { journey } = journeyStartedResponseSchema.parse((await api.start({ from_city: CONSTANTINOPLE, to_city: VENICE_ID, cargo_manifest: cargo })).body).data;
  await seedFirstEncounter(test.db, journey.id, encounterId);
  await advanceClock(test, VENICE_CHECK_MS + 30_000, [player]);
  const stopped = await api.active();
  expect(stopped?.status).toBe('encounter');
  return stopped!;
}

describe('an encounter on the road', () => {
  it('stops the caravan at its check and asks the player, with each choice’s requirements checked', async () => {
    const started = recordEvents('encounter-started');
    const journey = await meet('bandits-mountain-pass');
    expect(journey).toMatchObject({ progress: 0.5, estimatedArrival: null });
    const encounter = journey.encounter!;
    expect(encounter).toMatchObject({
      encounterId: 'bandits-mountain-pass',
      type: 'bandits',
      title: 'Ambush in the Pass',
      icon: '🗡️',
      autoResolveAt: encounter.presentedAt + ENCOUNTER_AUTO_RESOLVE_MS,
      context: { cargoValue: 1000, skills: { navigation: 1, diplomacy: 1 } },
      outcome: null,
    });
    expect(encounter.choices.map((c) => [c.id, c.enabled, c.reason])).toEqual([
      ['flee', true, null],
      ['pay', true, null],
      ['parley', false, 'Requires Diplomacy level 3 (you have 1)'],
      ['fight', true, null],
    ]);
    // 30% and 6% per navigation level above 1.
    expect(encounter.choices.find((c) => c.id === 'fight')?.chance).toBeCloseTo(0.3);
    expect(started.map((e) => e.encounter.id)).toEqual([encounter.id]);
    // Frozen (000 §4): the road does not go on while it waits.
    await advanceClock(test, 5_000, [player]);
    expect(await api.active()).toMatchObject({ status: 'encounter', progress: 0.5 });
  });

  it('refuses a choice the player cannot take, one that is not there, someone else’s encounter, and turning back meanwhile', async () => {
    const { encounter } = await meet('bandits-mountain-pass');
    await expectRefusal(test.db, () => api.resolve(encounter!.id, 'parley'), 403, 'CHOICE_UNAVAILABLE', 'Cannot Complete Action: You do not meet the requirements for this choice. Requires Diplomacy level 3 (you have 1)');
    await expectRefusal(test.db, () => api.resolve(encounter!.id, 'bribe-the-moon'), 400, 'CHOICE_NOT_FOUND');
    await expectRefusal(test.db, () => api.resolve('no-such-encounter', 'flee'), 404, 'ENCOUNTER_NOT_FOUND');
    const stranger = await traveller(test, CONSTANTINOPLE, 'Stranger');
    await expectRefusal(test.db, () => journeyApi(test, stranger).resolve(encounter!.id, 'flee'), 404, 'ENCOUNTER_NOT_FOUND');
    await expectRefusal(test.db, () => api.cancel(), 409, 'ENCOUNTER_UNANSWERED');
    // With the skill, the same choice opens.
    await setSkillLevels(test.db, player.userId, { diplomacy: 3 });
    const reply = await api.resolve(encounter!.id, 'parley');
    expect(reply.status).toBe(200);
    expect(encounterResolvedResponseSchema.parse(reply.body).data.outcome).toMatchObject({ choiceId: 'parley', success: true, auto: false, reputation: 2, skillXp: { diplomacy: 30, navigation: 10 } });
  });

  it('applies a choice once, through the ledger, and the caravan goes on after its delay', async () => {
    const { encounter } = await meet('bandits-mountain-pass');
    const copper = await copperOf(test.db, player.userId);
    const replies = await Promise.all(Array.from({ length: 5 }, () => api.resolve(encounter!.id, 'pay')));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(replies.filter((r) => r.status === 409).every((r) => r.body.error.code === 'ENCOUNTER_RESOLVED')).toBe(true);
    const answered = encounterResolvedResponseSchema.parse(replies.find((r) => r.status === 200)!.body).data;
    expect(answered.outcome).toMatchObject({ choiceId: 'pay', copper: -20_000, delayMs: MINUTE, reputation: 0 });
    expect(answered.journey).toMatchObject({ status: 'travelling', encounter: null, estimatedArrival: test.clock.now() + MINUTE + VENICE_REST_MS });
    expect(answered.journey.encounters).toHaveLength(1);
    expect(await copperOf(test.db, player.userId)).toBe(copper - 20_000);
    await expectRefusal(test.db, () => api.resolve(encounter!.id, 'flee'), 409, 'ENCOUNTER_RESOLVED');
    // Held up for the minute: no further on after it than before.
    await advanceClock(test, MINUTE, [player]);
    expect((await api.active())?.progress).toBe(0.5);
    await advanceClock(test, VENICE_REST_MS - 1, [player]);
    expect(await api.active()).toMatchObject({ status: 'travelling' });
    await advanceClock(test, 1, [player]);
    expect(await api.active()).toBeNull();
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('counts every unit of cargo: what an encounter takes is lost on the road, the rest arrives', async () => {
    const { encounter, id } = await meet('bandits-mountain-pass');
    const reply = await api.resolve(encounter!.id, 'flee');
    expect(encounterResolvedResponseSchema.parse(reply.body).data.outcome).toMatchObject({ cargoLost: { silk: 2 }, delayMs: 4 * MINUTE, skillXp: { navigation: 15 } });
    expect(encounterResolvedResponseSchema.parse(reply.body).data.journey.cargo).toEqual({ silk: 18 });
    await advanceClock(test, 4 * MINUTE + VENICE_REST_MS, [player]);
    expect(await api.active()).toBeNull();
    expect((await itemsOf(test.db, player.userId)).silk).toBe(18);
    const cargo = await test.db.selectFrom('journey_cargo').selectAll().where('journey_id', '=', id).execute();
    expect(cargo).toEqual([{ journey_id: id, item_id: 'silk', loaded: 20, found: 0, lost: 2 }]);
    const moved = await test.db.selectFrom('ledger_entries').select(['quantity']).where('ref_id', '=', id).where('kind', '=', 'journey-cargo').orderBy('id').execute();
    expect(moved.map((row) => row.quantity)).toEqual([-20, 18]);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('auto-resolves with the first enabled choice 10 s after it was presented, with the player away', async () => {
    const told = recordEvents('player-notification');
    const { encounter, id } = await meet('bandits-mountain-pass');
    await advanceClock(test, ENCOUNTER_AUTO_RESOLVE_MS - 1, [player]);
    await settleDueJourneys(test.ctx);
    expect((await test.db.selectFrom('journey_encounters').select('resolved_at').where('id', '=', encounter!.id).executeTakeFirstOrThrow()).resolved_at).toBeNull();
    await advanceClock(test, 1, [player]);
    expect(await settleDueJourneys(test.ctx)).toBe(1);
    const row = await test.db.selectFrom('journey_encounters').selectAll().where('id', '=', encounter!.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ choice_id: 'flee', resolved_at: encounter!.autoResolveAt });
    expect(JSON.parse(row.outcome!)).toMatchObject({ auto: true, choiceId: 'flee', cargoLost: { silk: 2 } });
    expect(told.map((t) => t.notification.message)).toContain(`Auto-resolved: Turn the camels and run back down the pass. You whip the camels back down the pass and lose a few bales in the scramble, but the caravan escapes by a goat track.`);
    const journey = await test.db.selectFrom('journeys').select(['status', 'moving_since']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(journey).toEqual({ status: 'travelling', moving_since: encounter!.autoResolveAt + 4 * MINUTE });
    // The player's answer after that is too late.
    await expectRefusal(test.db, () => api.resolve(encounter!.id, 'pay'), 409, 'ENCOUNTER_RESOLVED');
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('finishes the whole journey while the player is away: met, auto-resolved and arrived, in order', async () => {
    // Seen as the journey starts: the absence that follows is what the welcome back tells of.
    await call(test.app, player, 'POST', '/api/time/process-offline');
    const { journey } = journeyStartedResponseSchema.parse((await api.start({ from_city: CONSTANTINOPLE, to_city: VENICE_ID, cargo_manifest: { silk: 20 } })).body).data;
    await seedFirstEncounter(test.db, journey.id, 'bandits-mountain-pass');
    // The sweep runs every second; a server down for hours catches up step by step: the check
    // met, then auto-resolved with the caravan still held up (4 minutes), then arrived.
    await advanceClock(test, VENICE_CHECK_MS + 30_000, [player]);
    await settleDueJourneys(test.ctx);
    await advanceClock(test, ENCOUNTER_AUTO_RESOLVE_MS + MINUTE, [player]);
    await settleDueJourneys(test.ctx);
    expect((await test.db.selectFrom('journeys').select('status').where('id', '=', journey.id).executeTakeFirstOrThrow()).status).toBe('travelling');
    await advanceClock(test, 4 * MINUTE + VENICE_REST_MS, [player]);
    await settleDueJourneys(test.ctx);
    const row = await test.db.selectFrom('journeys').select(['status', 'due_at']).where('id', '=', journey.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'completed', due_at: null });
    // Back, the welcome-back message tells what happened on the road.
    const back = offlineProgressionResponseSchema.parse((await call(test.app, player, 'POST', '/api/time/process-offline')).body);
    expect(back.offlineProgression.journeyNews).toEqual([
      'On the road, Ambush in the Pass: your drovers chose “Turn the camels and run back down the pass”. You whip the camels back down the pass and lose a few bales in the scramble, but the caravan escapes by a goat track.',
      'Your caravan arrived in Venice with 18 Silk.',
    ]);
    expect((await itemsOf(test.db, player.userId)).silk).toBe(18);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('rolls a choice with odds once, when the journey starts: answering again or retrying changes nothing', async () => {
    const { encounter, id } = await meet('bandits-mountain-pass');
    const reply = await api.resolve(encounter!.id, 'fight');
    const { outcome } = encounterResolvedResponseSchema.parse(reply.body).data;
    // The same seed gives the same luck in any later look.
    const seed = (await test.db.selectFrom('journeys').select('seed').where('id', '=', id).executeTakeFirstOrThrow()).seed;
    expect(outcome.success).toBe(checkpointRoll(seed, 0).luck < 0.3);
    await expectLedgerBalances(test.db, [player.userId]);
  });
});

describe('what a choice of the road costs (issue 33)', () => {
  const outcomeOf = (reply: Awaited<ReturnType<typeof api.resolve>>) => encounterResolvedResponseSchema.parse(reply.body).data;

  it('loses at least one unit of a cargo a share is lost of: a tenth of 9 silk was none', async () => {
    const { encounter } = await meet('city-event-customs-house', { silk: 9 });
    const answered = outcomeOf(await api.resolve(encounter!.id, 'declare'));
    expect(answered.outcome.cargoLost).toEqual({ silk: 1 });
    expect(answered.journey.cargo).toEqual({ silk: 8 });
    await advanceClock(test, answered.outcome.delayMs + VENICE_REST_MS, [player]);
    expect(await api.active()).toBeNull();
    expect((await itemsOf(test.db, player.userId)).silk).toBe(19);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('sells a share of the cargo at the festival for what a market would pay for it, never a flat 12,000 for 9 silk kept', async () => {
    const { encounter } = await meet('festival-nowruz', { silk: 9 });
    const copper = await copperOf(test.db, player.userId);
    const answered = outcomeOf(await api.resolve(encounter!.id, 'sell'));
    // One silk, at a market's base price less its spread: 10,000 x 0.8.
    expect(answered.outcome).toMatchObject({ choiceId: 'sell', cargoLost: { silk: 1 }, cargoSold: true, copper: 8_000, goodsGained: {} });
    expect(answered.journey.cargo).toEqual({ silk: 8 });
    expect(await copperOf(test.db, player.userId)).toBe(copper + 8_000);
    await advanceClock(test, answered.outcome.delayMs + VENICE_REST_MS, [player]);
    expect(await api.active()).toBeNull();
    expect((await itemsOf(test.db, player.userId)).silk).toBe(19);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('does not offer the festival’s stall to a caravan with nothing to sell', async () => {
    const { encounter } = await meet('festival-nowruz', {});
    expect(encounter!.choices.find((c) => c.id === 'sell')).toMatchObject({ enabled: false, reason: 'Requires cargo to trade' });
    await expectRefusal(test.db, () => api.resolve(encounter!.id, 'sell'), 403, 'CHOICE_UNAVAILABLE', 'Requires cargo to trade');
  });

  it('barters cargo for amber by value, never more out than in: 1 silk fetched 3 amber', async () => {
    const { encounter } = await meet('trade-opportunity-northern-amber', { silk: 1 });
    const copper = await copperOf(test.db, player.userId);
    const answered = outcomeOf(await api.resolve(encounter!.id, 'barter'));
    // 8,000 copper of silk buys no sack of amber (18,000): the Rus pay it in silver.
    expect(answered.outcome).toMatchObject({ cargoLost: { silk: 1 }, goodsGained: {}, copper: 8_000 });
    expect(answered.journey.cargo).toEqual({});
    expect(await copperOf(test.db, player.userId)).toBe(copper + 8_000);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('barters a larger lot for whole sacks of amber and the rest in silver, the amber coming home with the caravan', async () => {
    const { encounter } = await meet('trade-opportunity-northern-amber', { silk: 20 });
    const answered = outcomeOf(await api.resolve(encounter!.id, 'barter'));
    // 15% of 20 silk is 3, worth 24,000 at a market: one sack (18,000) and 6,000 copper.
    expect(answered.outcome).toMatchObject({ cargoLost: { silk: 3 }, goodsGained: { amber: 1 }, copper: 6_000 });
    expect(answered.journey.cargo).toEqual({ silk: 17, amber: 1 });
    await advanceClock(test, answered.outcome.delayMs + VENICE_REST_MS, [player]);
    expect(await api.active()).toBeNull();
    expect(await itemsOf(test.db, player.userId)).toMatchObject({ silk: 17, amber: 1 });
    await expectLedgerBalances(test.db, [player.userId]);
  });
});
