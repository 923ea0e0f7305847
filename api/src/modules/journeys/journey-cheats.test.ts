import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { activeJourneyResponseSchema, ENCOUNTER_AUTO_RESOLVE_MS, journeyStartedResponseSchema, seededRandom, type JourneyView } from '@silkroad/shared';
import { createApp } from '../../app';
import { ManualClock } from '../../clock';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { createTestApp, testConfig, widenedRateLimits, type TestApp } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';
import { advanceClock, call, expectRefusal, itemsOf, type Session } from '../offers/offer-test-support';
import { settleDueJourneys } from './journey-service';
import { CONSTANTINOPLE, journeyApi, locationStateOf, MINUTE, seedFirstEncounter, seedQuietRoad, stockUp, TO_VENICE_MS, traveller, VENICE_CHECK_MS, VENICE_ID, VENICE_REST_MS } from './journey-test-support';

/*
 * Think like a cheater (issue 19): each way of bending the road to a player's advantage, tried,
 * and shown to gain nothing and change nothing it should not.
 */

const apps: TestApp[] = [];
const tempDirs: string[] = [];

afterEach(async () => {
  for (const app of apps.splice(0)) await app.db.destroy();
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function world(): Promise<TestApp> {
  // A cheater's loop asks far more often than the journeys' budget allows a player: the budget is not what is tested here.
  const test = await createTestApp({ rateLimits: widenedRateLimits(1_000) });
  apps.push(test);
  return test;
}

const toVenice = (cargo: Record<string, number>) => ({ from_city: CONSTANTINOPLE, to_city: VENICE_ID, cargo_manifest: cargo });
/** What helping the stranded caravan holds one up (caravan-stranded, "help"). */
const HELP_DELAY_MS = 6 * MINUTE;

/** A journey to Venice whose one check meets `encounterId`, stopped there, looked at half a minute after. */
async function meet(test: TestApp, player: Session, encounterId: string): Promise<JourneyView> {
  const api = journeyApi(test, player);
  const started = await api.start(toVenice({ silk: 20 }));
  expect(started.status).toBe(201);
  const { journey } = journeyStartedResponseSchema.parse(started.body).data;
  await seedFirstEncounter(test.db, journey.id, encounterId);
  await advanceClock(test, VENICE_CHECK_MS + 30_000, [player]);
  const stopped = await api.active();
  expect(stopped).toMatchObject({ status: 'encounter', encounter: { encounterId } });
  return stopped!;
}

/** What a character has to show for its play: purse, experience, reputation, skills, goods (on the road too), encounters answered. */
async function standingOf(test: TestApp, player: Session) {
  const row = await test.db.selectFrom('players').select(['copper', 'experience', 'reputation', 'skills']).where('user_id', '=', player.userId).executeTakeFirstOrThrow();
  const skills = Object.fromEntries(Object.entries(JSON.parse(row.skills) as Record<string, { experience: number }>).map(([skill, { experience }]) => [skill, experience]));
  const goods = { ...(await itemsOf(test.db, player.userId)) };
  for (const [itemId, quantity] of Object.entries((await journeyApi(test, player).active())?.cargo ?? {})) goods[itemId] = (goods[itemId] ?? 0) + quantity;
  const answered = await test.db.selectFrom('journey_encounters').select('id').where('player_id', '=', player.userId).where('resolved_at', 'is not', null).execute();
  return { copper: row.copper, experience: row.experience, reputation: row.reputation, skills, goods, encounters: answered.length };
}

describe('farming encounters by turning back', () => {
  /** Minute by minute for `budgetMs`: the cheater turns back after each encounter and starts again as soon as the server lets it; the honest trader goes on to Venice and back. */
  async function play(strategy: 'turn back and restart' | 'travel on', budgetMs: number) {
    const test = await world();
    const player = await traveller(test, CONSTANTINOPLE, strategy === 'travel on' ? 'Honest' : 'Cheater');
    await stockUp(test.db, player.userId, { silk: 20 });
    const api = journeyApi(test, player);
    const end = test.clock.now() + budgetMs;
    let refusedRestarts = 0;
    while (test.clock.now() <= end) {
      const journey = await api.active();
      if (!journey) {
        const from = (await locationStateOf(test.db, player.userId)).location_state === 'IN_VENICE' ? VENICE_ID : CONSTANTINOPLE;
        const started = await api.start({ from_city: from, to_city: from === VENICE_ID ? CONSTANTINOPLE : VENICE_ID, cargo_manifest: { silk: 20 } });
        expect(started.status).toBe(201);
        // The best the road can give, every time: an encounter at every check, answered with its richest choice.
        await seedFirstEncounter(test.db, journeyStartedResponseSchema.parse(started.body).data.journey.id, 'caravan-stranded');
      } else if (journey.status === 'encounter') {
        expect((await api.resolve(journey.encounter!.id, 'help')).status).toBe(200);
        if (strategy === 'turn back and restart') expect((await api.cancel()).body.data.journey.status).toBe('returning');
      } else if (journey.status === 'returning') {
        const again = await api.start(toVenice({ silk: 1 }));
        expect(again.body.error.code).toBe('JOURNEY_ALREADY_ACTIVE');
        refusedRestarts += 1;
      }
      await advanceClock(test, MINUTE, [player]);
    }
    await expectLedgerBalances(test.db, [player.userId]);
    return { standing: await standingOf(test, player), refusedRestarts };
  }

  it('gains nothing over travelling on: the way back takes as long as the way out, and meets nothing', async () => {
    // Four honest journeys, each held up six minutes by the encounter it meets, seen minute by minute.
    const budget = 4 * Math.ceil((TO_VENICE_MS + HELP_DELAY_MS) / MINUTE) * MINUTE;
    const honest = await play('travel on', budget);
    const cheater = await play('turn back and restart', budget);
    // Refused on most of the minutes it played: every minute of every way home.
    expect(cheater.refusedRestarts).toBeGreaterThan(budget / MINUTE / 2);
    expect(honest.standing.encounters).toBe(4);
    expect(cheater.standing.encounters).toBeLessThanOrEqual(honest.standing.encounters);
    expect(cheater.standing.copper).toBeLessThanOrEqual(honest.standing.copper);
    expect(cheater.standing.experience).toBeLessThanOrEqual(honest.standing.experience);
    expect(cheater.standing.reputation).toBeLessThanOrEqual(honest.standing.reputation);
    for (const [skill, experience] of Object.entries(cheater.standing.skills)) expect({ skill, experience }).toEqual({ skill, experience: Math.min(experience, honest.standing.skills[skill] ?? 0) });
    for (const [itemId, quantity] of Object.entries(cheater.standing.goods)) expect({ itemId, quantity }).toEqual({ itemId, quantity: Math.min(quantity, honest.standing.goods[itemId] ?? 0) });
    // The honest trader also learnt the road (navigation on each arrival) and stood in Venice's market twice.
    expect(honest.standing.skills.navigation).toBeGreaterThan(cheater.standing.skills.navigation ?? 0);
  });

  it('waits out an encounter’s hold-up before the caravan turns round', async () => {
    const test = await world();
    const player = await traveller(test, CONSTANTINOPLE);
    await stockUp(test.db, player.userId, { silk: 20 });
    const { encounter } = await meet(test, player, 'caravan-stranded');
    const api = journeyApi(test, player);
    expect((await api.resolve(encounter!.id, 'help')).status).toBe(200);
    const turned = (await api.cancel()).body.data.journey as JourneyView;
    // Held up six minutes, then home in as long as it had travelled: to its check.
    expect(turned).toMatchObject({ status: 'returning', estimatedArrival: test.clock.now() + HELP_DELAY_MS + VENICE_CHECK_MS });
    await advanceClock(test, HELP_DELAY_MS + VENICE_CHECK_MS - 1, [player]);
    expect(await api.active()).toMatchObject({ status: 'returning' });
    await advanceClock(test, 1, [player]);
    expect(await api.active()).toBeNull();
    // What the encounter gave comes home with the caravan.
    expect(await itemsOf(test.db, player.userId)).toMatchObject({ silk: 20, incense: 2 });
    await expectLedgerBalances(test.db, [player.userId]);
  });
});

describe('turning back with an encounter check due that no one has looked at yet', () => {
  it('meets the check first: an encounter met must be answered, a quiet one is passed and the caravan turns where it is', async () => {
    const test = await world();
    const met = await traveller(test, CONSTANTINOPLE, 'Met');
    const quiet = await traveller(test, CONSTANTINOPLE, 'Quiet');
    for (const player of [met, quiet]) await stockUp(test.db, player.userId, { silk: 20 });
    const metApi = journeyApi(test, met);
    const quietApi = journeyApi(test, quiet);
    const metJourney = journeyStartedResponseSchema.parse((await metApi.start(toVenice({ silk: 20 }))).body).data.journey;
    const quietJourney = journeyStartedResponseSchema.parse((await quietApi.start(toVenice({ silk: 20 }))).body).data.journey;
    await seedFirstEncounter(test.db, metJourney.id, 'bandits-mountain-pass');
    await seedQuietRoad(test.db, quietJourney.id, 1);
    // A minute past the check, short of Venice; neither the sweep nor a request has moved the journeys on.
    const out = VENICE_CHECK_MS + MINUTE;
    expect(out).toBeLessThan(TO_VENICE_MS);
    await advanceClock(test, out, [met, quiet]);
    const unlooked = await test.db.selectFrom('journeys').select(['status', 'next_check']).where('id', 'in', [metJourney.id, quietJourney.id]).execute();
    expect(unlooked).toEqual([
      { status: 'travelling', next_check: 0 },
      { status: 'travelling', next_check: 0 },
    ]);

    await expectRefusal(test.db, () => metApi.cancel(), 409, 'ENCOUNTER_UNANSWERED');
    expect(await metApi.active()).toMatchObject({ status: 'encounter', progress: 0.5, encounter: { encounterId: 'bandits-mountain-pass' } });

    const turned = (await quietApi.cancel()).body.data.journey as JourneyView;
    expect(turned).toMatchObject({ status: 'returning', progress: expect.closeTo(out / TO_VENICE_MS, 9), estimatedArrival: test.clock.now() + out });
    expect(await test.db.selectFrom('journeys').select(['next_check', 'travelled_ms']).where('id', '=', quietJourney.id).executeTakeFirstOrThrow()).toEqual({ next_check: 1, travelled_ms: out });
    // The way home passes the check's place again and meets nothing.
    await advanceClock(test, out, [met, quiet]);
    expect(await settleDueJourneys(test.ctx)).toBeGreaterThanOrEqual(1);
    expect(await quietApi.active()).toBeNull();
    expect((await quietApi.history()).body.data.journeys[0]).toMatchObject({ status: 'cancelled', encounters: [] });
    await expectLedgerBalances(test.db, [met.userId, quiet.userId]);
  });
});

describe('the player’s answer racing the auto-resolve', () => {
  it('lands exactly one of them, once through the ledger, whichever comes first', async () => {
    const test = await world();
    for (const sweepFirst of [false, true]) {
      const player = await traveller(test, CONSTANTINOPLE);
      await stockUp(test.db, player.userId, { silk: 20 });
      const { encounter, id } = await meet(test, player, 'caravan-stranded');
      const api = journeyApi(test, player);
      // At the auto-resolve's very moment: the player's answer is not too late yet, and the sweep's is due.
      await advanceClock(test, ENCOUNTER_AUTO_RESOLVE_MS, [player]);
      const answers = () => Promise.all([api.resolve(encounter!.id, 'help'), api.resolve(encounter!.id, 'help')]);
      const sweeps = () => Promise.all([settleDueJourneys(test.ctx), settleDueJourneys(test.ctx)]);
      const [replies] = sweepFirst ? [await Promise.all([sweeps(), answers()]).then(([, r]) => r)] : [await Promise.all([answers(), sweeps()]).then(([r]) => r)];

      const row = await test.db.selectFrom('journey_encounters').selectAll().where('id', '=', encounter!.id).executeTakeFirstOrThrow();
      expect(row.resolved_at).not.toBeNull();
      const outcome = JSON.parse(row.outcome!) as { choiceId: string; auto: boolean; reputation: number; copper: number; skillXp: Record<string, number>; goodsGained: Record<string, number>; delayMs: number };
      const won = replies.filter((reply) => reply.status === 200);
      expect(won).toHaveLength(outcome.auto ? 0 : 1);
      expect(replies.filter((reply) => reply.status !== 200).every((reply) => reply.status === 409 && reply.body.error.code === 'ENCOUNTER_RESOLVED')).toBe(true);
      expect(outcome.choiceId).toBe(outcome.auto ? 'pass' : 'help');

      // Its consequences once: the ledger's rows for the encounter add up to the one outcome recorded.
      const ledger = await test.db.selectFrom('ledger_entries').select(['copper_delta', 'experience_track', 'experience_delta']).where('ref_id', '=', encounter!.id).execute();
      const xp = (track: string) => ledger.filter((e) => e.experience_track === track).reduce((sum, e) => sum + e.experience_delta, 0);
      expect(ledger.reduce((sum, e) => sum + e.copper_delta, 0)).toBe(outcome.copper);
      expect(xp('skill:navigation')).toBe(outcome.skillXp.navigation ?? 0);
      expect(xp('reputation')).toBe(outcome.reputation);
      const cargo = await test.db.selectFrom('journey_cargo').select(['item_id', 'found']).where('journey_id', '=', id).execute();
      expect(cargo.reduce((sum, c) => sum + c.found, 0)).toBe(Object.values(outcome.goodsGained).reduce((sum, n) => sum + n, 0));
      expect(await test.db.selectFrom('journeys').select('moving_since').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ moving_since: row.resolved_at! + outcome.delayMs });

      await advanceClock(test, outcome.delayMs + VENICE_REST_MS, [player]);
      expect(await api.active()).toBeNull();
      await expectLedgerBalances(test.db, [player.userId]);
    }
  });
});

describe('starting over on the road', () => {
  it('a delete mid-journey brings the cargo home before the start takes what is above it, and nothing of the journey moves on after', async () => {
    const test = await world();
    const outbound = await traveller(test, CONSTANTINOPLE, 'Outbound');
    const homebound = await traveller(test, CONSTANTINOPLE, 'Homebound');
    for (const player of [outbound, homebound]) await stockUp(test.db, player.userId, { silk: 30 });
    const journeys: string[] = [];
    for (const player of [outbound, homebound]) {
      const { journey } = journeyStartedResponseSchema.parse((await journeyApi(test, player).start(toVenice({ silk: 20 }))).body).data;
      await seedQuietRoad(test.db, journey.id, 1);
      journeys.push(journey.id);
    }
    // A minute past the quiet check: one is on its way out, the other turned back and on its way home.
    await advanceClock(test, VENICE_CHECK_MS + MINUTE, [outbound, homebound]);
    expect((await journeyApi(test, homebound).cancel()).body.data.journey.status).toBe('returning');

    for (const player of [outbound, homebound]) expect((await call(test.app, player, 'DELETE', '/api/player/character')).status).toBe(200);
    const ended = await test.db.selectFrom('journeys').select(['status', 'due_at', 'finished_at']).where('id', 'in', journeys).execute();
    expect(ended).toEqual([
      { status: 'cancelled', due_at: null, finished_at: test.clock.now() },
      { status: 'cancelled', due_at: null, finished_at: test.clock.now() },
    ]);
    for (const player of [outbound, homebound]) {
      expect(await test.db.selectFrom('journeys').select('id').where('player_id', '=', player.userId).where('status', 'in', ['travelling', 'encounter', 'returning']).execute()).toEqual([]);
      expect((await locationStateOf(test.db, player.userId)).location_state).not.toBe('ON_JOURNEY');
      // Silk is no part of the starting kit: what came home went back to the world with the old character.
      expect((await itemsOf(test.db, player.userId)).silk).toBeUndefined();
    }
    // Unloaded once: out with the start, back with the delete, and never again when the time it was due comes.
    await advanceClock(test, TO_VENICE_MS, [outbound, homebound]);
    expect(await settleDueJourneys(test.ctx)).toBe(0);
    const cargoRows = await test.db.selectFrom('ledger_entries').select(['ref_id', 'quantity']).where('kind', '=', 'journey-cargo').where('ref_id', 'in', journeys).orderBy('id').execute();
    expect(cargoRows.map((row) => row.quantity)).toEqual([-20, -20, 20, 20]);
    await expectLedgerBalances(test.db, [outbound.userId, homebound.userId]);
  });
});

describe('working with cargo on the road', () => {
  it('finds none of it at a workbench: crafting and transmuting are refused for want of what the caravan carries, and work once it is home', async () => {
    const test = await world();
    const player = await traveller(test, CONSTANTINOPLE, 'Tinker');
    await stockUp(test.db, player.userId, { 'copper-ore': 9 });
    const api = journeyApi(test, player);
    // Every herb of the starter kit and all the ore go with the caravan.
    expect((await api.start(toVenice({ 'healing-herb': 8, 'copper-ore': 9 }))).status).toBe(201);
    expect(await itemsOf(test.db, player.userId)).not.toHaveProperty('healing-herb');
    expect(await itemsOf(test.db, player.userId)).not.toHaveProperty('copper-ore');

    const craft = () => call(test.app, player, 'POST', '/api/alchemy/craft', { recipe: 'healing-potion', quantity: 1 });
    const transmute = () => call(test.app, player, 'POST', '/api/alchemy/transmute', { material_type: 'copper', target_type: 'silver', quantity: 9 });
    await expectRefusal(test.db, craft, 409, 'CRAFT_NOT_ALLOWED', 'Missing required materials for Healing Potion');
    await expectRefusal(test.db, transmute, 409, 'TRANSMUTE_NOT_ENOUGH');

    // Turned round before it left, the caravan is home at once: the same work is done with the same goods.
    expect((await api.cancel()).body.data.journey.status).toBe('cancelled');
    expect((await craft()).status).toBe(200);
    expect((await transmute()).status).toBe(200);
    await expectLedgerBalances(test.db, [player.userId]);
  });
});

describe('a restart', () => {
  it('a new server on the same database carries the journey on from its timestamps and finishes it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'silkroad-journeys-'));
    tempDirs.push(dir);
    const path = join(dir, 'game.db');
    const clock = new ManualClock(Date.UTC(2026, 10, 21, 12));
    const firstDb = await openTestDatabase(path);
    const first = await createApp({ db: firstDb, config: testConfig(), clock, random: seededRandom(1) });
    const test = { ...first, db: firstDb, clock } as TestApp;
    const player = await traveller(test, CONSTANTINOPLE, 'Survivor');
    await stockUp(firstDb, player.userId, { silk: 20 });
    const { encounter, id } = await meet(test, player, 'bandits-mountain-pass');
    await first.close();
    await firstDb.destroy();

    // Down for six minutes: the encounter waited its 10 s, the four minutes it held the caravan up
    // passed, and the road went on by its timestamps, short of Venice.
    const downMs = 6 * MINUTE;
    expect(downMs).toBeGreaterThan(ENCOUNTER_AUTO_RESOLVE_MS + 4 * MINUTE);
    expect(downMs).toBeLessThan(ENCOUNTER_AUTO_RESOLVE_MS + 4 * MINUTE + VENICE_REST_MS);
    clock.advance(downMs);
    const secondDb = await openTestDatabase(path);
    const second = await createApp({ db: secondDb, config: testConfig(), clock, random: seededRandom(2) });
    apps.push({ db: secondDb } as TestApp);
    expect(await settleDueJourneys(second.ctx)).toBe(1);
    const answered = await secondDb.selectFrom('journey_encounters').select(['choice_id', 'resolved_at']).where('id', '=', encounter!.id).executeTakeFirstOrThrow();
    expect(answered).toEqual({ choice_id: 'flee', resolved_at: encounter!.autoResolveAt });
    const { token } = await second.ctx.accessTokens.issue(player.userId);
    player.headers.authorization = `Bearer ${token}`;
    // Held up four minutes after the auto-resolve, it has the rest of the way (5 minutes) to go from there.
    const reply = await call(second.app, player, 'GET', '/api/caravan/active-journey');
    expect(reply.status).toBe(200);
    const active = activeJourneyResponseSchema.parse(reply.body).data.journey;
    expect(active).toMatchObject({ id, status: 'travelling', estimatedArrival: encounter!.autoResolveAt + 4 * MINUTE + VENICE_REST_MS });
    await advanceClock({ clock, ctx: second.ctx }, active!.estimatedArrival! - clock.now(), [player]);
    expect(await settleDueJourneys(second.ctx)).toBe(1);
    expect(activeJourneyResponseSchema.parse((await call(second.app, player, 'GET', '/api/caravan/active-journey')).body).data.journey).toBeNull();
    expect(await itemsOf(secondDb, player.userId)).toMatchObject({ silk: 18 });
    expect((await locationStateOf(secondDb, player.userId)).location_state).toBe('IN_VENICE');
    await expectLedgerBalances(secondDb, [player.userId]);
    await second.close();
  });
});
