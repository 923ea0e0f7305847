import {
  checkpointRoll,
  encounterChance,
  encounterChanceOnRoute,
  encounterChanceWithFlags,
  encounterCheckpoints,
  ENCOUNTERS,
  journeyDurationMs,
  pickEncounter,
  activeJourneyResponseSchema,
  type JourneyView,
} from '@silkroad/shared';
import type { Db } from '../../db/database';
import { transact } from '../../db/transaction';
import { addItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { parseFlags } from './journey-store';
import { createTestSession, type TestApp } from '../../test-support/test-app';
import { call, placeIn, type Session } from '../offers/offer-test-support';

export const CONSTANTINOPLE = 1;
export const SAMARKAND = 2;
export const KASHGAR = 3;
export const BAGHDAD = 4;
export const VENICE_ID = 5;
export const MINUTE = 60_000;

/** Constantinople to Venice, 30, either way: ten minutes of the road, its one check halfway, and the rest of the way after it. */
export const TO_VENICE_MS = journeyDurationMs(30);
export const VENICE_CHECK_MS = encounterCheckpoints(30)[0]!;
export const VENICE_REST_MS = TO_VENICE_MS - VENICE_CHECK_MS;

/** A trader standing in the middle of a city of the map. */
export async function traveller(test: TestApp, cityId = CONSTANTINOPLE, name?: string): Promise<Session> {
  const session = await createTestSession(test, name ? { inGameName: name } : {});
  await placeIn(test.db, session.userId, cityId);
  return session;
}

/** Goods given through the ledger (an opening balance), so the conservation check holds for what the test then does. */
export async function stockUp(db: Db, playerId: string, items: Record<string, number>): Promise<void> {
  await transact(db, async (trx) => {
    for (const [itemId, quantity] of Object.entries(items)) {
      await addItems(trx, playerId, itemId, quantity);
      await recordLedger(trx, { playerId, kind: 'opening-balance', itemId, quantity, copperDelta: 0 }, 0);
    }
  });
}

export function journeyApi(test: TestApp, session: Session) {
  return {
    start: (body: unknown) => call(test.app, session, 'POST', '/api/caravan/start-journey', body),
    active: async (): Promise<JourneyView | null> => {
      const reply = await call(test.app, session, 'GET', '/api/caravan/active-journey');
      return activeJourneyResponseSchema.parse(reply.body).data.journey;
    },
    history: () => call(test.app, session, 'GET', '/api/caravan/journeys'),
    cancel: () => call(test.app, session, 'POST', '/api/caravan/cancel-journey'),
    resolve: (encounterId: string, choiceId: string) => call(test.app, session, 'POST', '/api/encounters/resolve', { encounter_id: encounterId, choice_id: choiceId }),
  };
}

/**
 * Gives the journey a seed whose first check meets an encounter (the one `encounterId` names, when
 * given): the server draws seeds at random, so a test picks one whose rolls it knows. The chance is
 * the server's for this journey: halved by a trade route's company and by the flags it holds.
 */
export async function seedFirstEncounter(db: Db, journeyId: string, encounterId?: string): Promise<number> {
  const row = await db.selectFrom('journeys').select(['risk_score', 'flags', 'route_id']).where('id', '=', journeyId).executeTakeFirstOrThrow();
  const chance = encounterChanceOnRoute(encounterChanceWithFlags(encounterChance(row.risk_score), parseFlags(row.flags)), row.route_id !== null);
  if (encounterId !== undefined && !ENCOUNTERS.some((e) => e.id === encounterId)) throw new Error(`no encounter ${encounterId}`);
  for (let seed = 1; seed < 1_000_000; seed += 1) {
    const roll = checkpointRoll(seed, 0);
    if (roll.happens >= chance) continue;
    if (encounterId !== undefined && pickEncounter(roll.pick, []).id !== encounterId) continue;
    await db.updateTable('journeys').set({ seed }).where('id', '=', journeyId).execute();
    return seed;
  }
  throw new Error('no seed found');
}

/**
 * A seed whose checks meet no encounter at all (the first `checks` of them), at the road's full
 * chance: quiet whatever a route or a flag takes off it.
 */
export async function seedQuietRoad(db: Db, journeyId: string, checks: number): Promise<void> {
  const row = await db.selectFrom('journeys').select('risk_score').where('id', '=', journeyId).executeTakeFirstOrThrow();
  for (let seed = 1; seed < 1_000_000; seed += 1) {
    if (Array.from({ length: checks }, (_, i) => checkpointRoll(seed, i).happens).every((happens) => happens >= encounterChance(row.risk_score))) {
      await db.updateTable('journeys').set({ seed }).where('id', '=', journeyId).execute();
      return;
    }
  }
  throw new Error('no seed found');
}

export async function locationStateOf(db: Db, playerId: string): Promise<{ location_state: string; x: number; y: number }> {
  return db.selectFrom('players').select(['location_state', 'x', 'y']).where('user_id', '=', playerId).executeTakeFirstOrThrow();
}
