import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cityName,
  GAME_HOUR_MS,
  GAME_TIME_ACCELERATION,
  MARKET_CITY_IDS,
  MARKET_EVENT_CHECK_MS,
  npcById,
  ORACLE_CLUES_PER_GAME_DAY,
  ORACLE_FEE_COPPER,
  ORACLE_NPC_ID,
  oracleAnswerResponseSchema,
  REAL_MS_PER_GAME_DAY,
  rumourResponseSchema,
  rumoursReadResponseSchema,
  rumoursResponseSchema,
  timeOfDayAt,
  type Npc,
} from '@silkroad/shared';
import type { Db } from '../../db/database';
import { expectLedgerBalances } from '../../test-support/ledger-balance';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { pruneSpentRecords } from '../housekeeping/prune';
import { runEventCheck } from '../market/market-simulation';
import { setMarket } from '../market/market-test-support';
import { advanceClock, call, copperOf, expectRefusal, placeIn, setCopper, type Session } from '../offers/offer-test-support';
import { CONSTANTINOPLE, SAMARKAND, stockUp, traveller } from '../journeys/journey-test-support';
import { CLUE_KEEP_MS } from './oracle-store';

const REAL_GAME_HOUR = GAME_HOUR_MS / GAME_TIME_ACCELERATION;
const nasir = npcById(ORACLE_NPC_ID)!;

let test: TestApp;
let player: Session;

/** Puts the player beside an NPC. */
async function standBy(db: Db, playerId: string, npc: Npc, dx = 0): Promise<void> {
  await db.updateTable('players').set({ x: npc.position!.x + dx, y: npc.position!.y }).where('user_id', '=', playerId).execute();
}

/** Moves the clock to the next game `hour` o'clock (tokens renewed). */
async function untilHour(hour: number): Promise<void> {
  const now = test.clock.now();
  const ahead = (((hour - timeOfDayAt(now)) % 24) + 24) % 24;
  await advanceClock(test, Math.round(ahead * REAL_GAME_HOUR), [player]);
}

const ask = (query?: string) => call(test.app, player, 'POST', '/api/oracle/query', query === undefined ? {} : { query });
const hear = (npcId: string) => call(test.app, player, 'POST', '/api/oracle/rumour', { npc_id: npcId });
const rumours = async () => rumoursResponseSchema.parse((await call(test.app, player, 'GET', '/api/oracle/rumours')).body).data;
const forecasts = () => test.db.selectFrom('market_forecasts').selectAll().where('strikes_at', 'is not', null).orderBy('city_id').execute();
const clues = () => test.db.selectFrom('oracle_clues').selectAll().execute();

beforeEach(async () => {
  test = await createTestApp();
  player = await traveller(test, SAMARKAND, 'Seeker');
  await standBy(test.db, player.userId, nasir);
  await untilHour(12);
});

afterEach(async () => {
  await test?.db.destroy();
});

describe('the oracle of Samarkand', () => {
  it('foretells the next market event for its fee, and the event then strikes when the clock reaches it', async () => {
    const before = await copperOf(test.db, player.userId);
    const res = await ask('markets');
    expect(res.status).toBe(201);
    const { clue, copperSpent, copper, cluesLeftToday } = oracleAnswerResponseSchema.parse(res.body).data;
    expect({ copperSpent, copper, cluesLeftToday }).toEqual({ copperSpent: ORACLE_FEE_COPPER, copper: before - ORACLE_FEE_COPPER, cluesLeftToday: ORACLE_CLUES_PER_GAME_DAY - 1 });
    expect(await copperOf(test.db, player.userId)).toBe(before - ORACLE_FEE_COPPER);
    await expectLedgerBalances(test.db, [player.userId]);
    expect(await test.db.selectFrom('ledger_entries').select(['kind', 'copper_delta', 'city_id', 'ref_id']).where('kind', '=', 'oracle-fee').execute()).toEqual([
      { kind: 'oracle-fee', copper_delta: -ORACLE_FEE_COPPER, city_id: SAMARKAND, ref_id: clue.id },
    ]);

    // Every market city now has its next event drawn; the clue tells the soonest.
    const drawn = await forecasts();
    expect(drawn.map((f) => f.city_id)).toEqual([...MARKET_CITY_IDS]);
    const soonest = [...drawn].sort((a, b) => a.strikes_at! - b.strikes_at! || a.city_id - b.city_id)[0]!;
    expect(clue).toMatchObject({ kind: 'market-event', source: 'oracle', npcId: ORACLE_NPC_ID, cityId: soonest.city_id, itemId: null, readAt: null, expiresAt: soonest.strikes_at! + MARKET_EVENT_CHECK_MS });
    expect(clue.text).toContain(cityName(soonest.city_id));
    const hours = Number(/Within the next (\d+ )?hour/.exec(clue.text)?.[1] ?? 1);
    expect(clue.expiresAt - test.clock.now()).toBeLessThanOrEqual(hours * REAL_GAME_HOUR);

    // The checks run every two minutes: each city meets nothing until its foretold event, which
    // strikes at the first check at or after its time, exactly as foretold.
    const start = test.clock.now();
    const last = Math.max(...drawn.map((f) => f.strikes_at!));
    const firstStruck = new Map<number, { kind: string; at: number }>();
    for (let at = start + MARKET_EVENT_CHECK_MS; at <= last + MARKET_EVENT_CHECK_MS; at += MARKET_EVENT_CHECK_MS) {
      test.clock.set(at);
      for (const struck of await runEventCheck(test.ctx)) if (!firstStruck.has(struck.cityId)) firstStruck.set(struck.cityId, { kind: struck.kind, at });
    }
    for (const forecast of drawn) {
      const struck = firstStruck.get(forecast.city_id);
      if (forecast.kind === null) continue;
      expect({ city: forecast.city_id, ...struck }).toEqual({ city: forecast.city_id, kind: forecast.kind, at: forecast.strikes_at });
    }
    expect(firstStruck.get(soonest.city_id)!.at).toBeLessThanOrEqual(clue.expiresAt);
    // Struck, a forecast is spent: the checks roll on the spot again until someone asks.
    expect((await forecasts()).filter((f) => f.strikes_at! <= last)).toEqual([]);
  }, 30_000);

  it('tells a price that will fall only of a price above its worth, and the road most perilous for the goods carried', async () => {
    // Spices in Baghdad at 1.5x their worth: supply short, demand high.
    const spices = await test.db.selectFrom('market_entries').selectAll().where('city_id', '=', 4).where('item_id', '=', 'spices').executeTakeFirstOrThrow();
    await setMarket(test.db, 4, 'spices', { supply: 60, demand: 135, price: Math.round(spices.base_price * 1.5) });
    const price = oracleAnswerResponseSchema.parse((await ask('prices')).body).data.clue;
    expect(price).toMatchObject({ kind: 'price-fall', cityId: 4, itemId: 'spices' });
    expect(price.text).toBe('Spices in Baghdad stands 50% above its worth: the market\'s tide runs against it, and it will fall back toward its worth.');

    await stockUp(test.db, player.userId, { silk: 30 });
    const road = oracleAnswerResponseSchema.parse((await ask('roads')).body).data.clue;
    expect(road).toMatchObject({ kind: 'road-danger', cityId: null, itemId: null });
    expect(road.text).toMatch(/^The road between Constantinople and Samarkand is the most perilous for goods like yours: at each of its 3 halts a caravan has a \d+% chance of meeting trouble\.$/);
    await expectLedgerBalances(test.db, [player.userId]);
  });

  it('refuses out of reach, out of hours, outside Samarkand and on the farm, and then nothing changes', async () => {
    const nothingDrawn = async () => {
      expect(await forecasts()).toEqual([]);
      expect(await clues()).toEqual([]);
    };
    await standBy(test.db, player.userId, nasir, 101);
    await expectRefusal(test.db, () => ask(), 403, 'NPC_OUT_OF_REACH', 'Too far away: walk up to Nasir the Star-Reader');
    await placeIn(test.db, player.userId, CONSTANTINOPLE);
    await expectRefusal(test.db, () => ask(), 403, 'NOT_IN_CITY', 'Nasir the Star-Reader is in Samarkand');
    await standBy(test.db, player.userId, nasir, 100);
    await test.db.updateTable('players').set({ location_state: 'IN_COUNTRYSIDE' }).where('user_id', '=', player.userId).execute();
    await expectRefusal(test.db, () => ask(), 403, 'ON_FARM');
    await test.db.updateTable('players').set({ location_state: 'IN_CITY' }).where('user_id', '=', player.userId).execute();
    await untilHour(18.5);
    await expectRefusal(test.db, () => ask(), 403, 'NPC_CLOSED', 'Nasir the Star-Reader is closed. Come back between 09:00 and 18:00.');
    await untilHour(8.9);
    await expectRefusal(test.db, () => ask(), 403, 'NPC_CLOSED');
    await nothingDrawn();
    // At the edge of reach, in his hours, he answers.
    await untilHour(9);
    expect((await ask()).status).toBe(201);
  });

  it('refuses a purse short of the fee, taking nothing', async () => {
    await setCopper(test.db, player.userId, ORACLE_FEE_COPPER - 1);
    await expectRefusal(test.db, () => ask(), 409, 'INSUFFICIENT_FUNDS');
    expect(await clues()).toEqual([]);
  });

  it('answers at most three times a game day however often it is asked, and a loop is turned away', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i += 1) statuses.push((await ask()).status);
    expect(statuses.slice(0, 3)).toEqual([201, 201, 201]);
    // The fourth to the twentieth find the day's clues told; past the budget (20 a minute) the loop is refused unheard.
    expect(new Set(statuses.slice(3, 20))).toEqual(new Set([409]));
    expect(new Set(statuses.slice(20))).toEqual(new Set([429]));
    expect((await clues()).length).toBe(ORACLE_CLUES_PER_GAME_DAY);
    expect(await test.db.selectFrom('ledger_entries').select('copper_delta').where('kind', '=', 'oracle-fee').execute()).toHaveLength(3);
    await expectLedgerBalances(test.db, [player.userId]);
    // Three facts, none told twice while another was left.
    expect(new Set((await clues()).map((c) => c.fact_key)).size).toBe(3);
  });

  it('never takes two fees for one clue nor passes the cap under concurrent asking', async () => {
    const before = await copperOf(test.db, player.userId);
    const results = await Promise.all(Array.from({ length: 8 }, () => ask()));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) expect(refused.body.error.code).toBe('ORACLE_DAILY_LIMIT');
    expect(await copperOf(test.db, player.userId)).toBe(before - 3 * ORACLE_FEE_COPPER);
    const stored = await clues();
    expect(stored.map((c) => c.slot).sort()).toEqual([0, 1, 2]);
    const paid = await test.db.selectFrom('ledger_entries').select('ref_id').where('kind', '=', 'oracle-fee').execute();
    expect(paid.map((p) => p.ref_id).sort()).toEqual(stored.map((c) => c.id).sort());
    await expectLedgerBalances(test.db, [player.userId]);

    // The next game day (four real hours on) the stars speak again.
    await advanceClock(test, REAL_MS_PER_GAME_DAY, [player]);
    await untilHour(10);
    expect((await ask()).status).toBe(201);
  });
});

describe('rumours', () => {
  const batu = npcById('batu-of-the-steppe')!;

  it('are free, once a game day per teller, of the teller’s own city first, and count for the HUD until read', async () => {
    const before = await copperOf(test.db, player.userId);
    await standBy(test.db, player.userId, batu);
    const res = await hear(batu.id);
    expect(res.status).toBe(201);
    const { clue } = rumourResponseSchema.parse(res.body).data;
    expect(clue).toMatchObject({ source: 'rumour', npcId: batu.id, kind: 'market-event', cityId: SAMARKAND });
    const forecast = (await forecasts()).find((f) => f.city_id === SAMARKAND)!;
    expect(clue.expiresAt).toBe(forecast.strikes_at! + MARKET_EVENT_CHECK_MS);
    expect(clue.text).toContain('Samarkand');
    expect(clue.text).not.toMatch(/\d/);
    await expectRefusal(test.db, () => hear(batu.id), 409, 'RUMOUR_HEARD_TODAY');
    expect(await copperOf(test.db, player.userId)).toBe(before);

    // Another teller has news of their own; one who tells none, or is not near, has none for the player.
    await standBy(test.db, player.userId, nasir);
    expect((await hear(ORACLE_NPC_ID)).status).toBe(201);
    await expectRefusal(test.db, () => hear('leo-argyros'), 403, 'NOT_IN_CITY');
    await expectRefusal(test.db, () => hear('nobody-at-all'), 404, 'NPC_NOT_FOUND');
    await expectRefusal(test.db, () => hear('rustam-ibn-yusuf'), 403, 'NPC_OUT_OF_REACH');
    await standBy(test.db, player.userId, npcById('qutlugh-the-stable-master')!);
    await expectRefusal(test.db, () => hear('qutlugh-the-stable-master'), 400, 'NPC_SERVICE_UNAVAILABLE');
    await standBy(test.db, player.userId, nasir);
    expect((await ask()).status).toBe(201);

    const list = await rumours();
    expect(list.rumours.map((r) => r.source).sort()).toEqual(['oracle', 'rumour', 'rumour']);
    expect(list).toMatchObject({ unread: 3, cluesLeftToday: ORACLE_CLUES_PER_GAME_DAY - 1 });
    const read = rumoursReadResponseSchema.parse((await call(test.app, player, 'POST', '/api/oracle/rumours/read')).body).data;
    expect(read).toEqual({ marked: 3, unread: 0 });
    expect((await rumours()).unread).toBe(0);

    // Their day over, they speak again; spent clues drop from the list, and housekeeping forgets them a game week on.
    await advanceClock(test, REAL_MS_PER_GAME_DAY, [player]);
    await untilHour(12);
    await standBy(test.db, player.userId, batu);
    expect((await hear(batu.id)).status).toBe(201);
    expect((await rumours()).rumours.length).toBeGreaterThanOrEqual(1);
    await advanceClock(test, CLUE_KEEP_MS + 2 * REAL_MS_PER_GAME_DAY, [player]);
    expect(await rumours()).toMatchObject({ rumours: [], unread: 0 });
    expect((await pruneSpentRecords(test.ctx)).oracleClues).toBe(4);
    expect(await clues()).toEqual([]);
  });
});
