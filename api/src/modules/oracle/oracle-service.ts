import { randomUUID } from 'node:crypto';
import {
  chooseClue,
  factConcerns,
  gameDayAt,
  npcById,
  ORACLE_CLUES_PER_GAME_DAY,
  ORACLE_FEE_COPPER,
  ORACLE_NPC_ID,
  oracleFacts,
  RUMOURS_PER_NPC_PER_GAME_DAY,
  type ClueDraft,
  type ClueVoice,
  type Npc,
  type OracleClue,
  type OracleTopic,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { isUniqueViolation, transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { inventoryOf } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { changePurse } from '../economy/wallet';
import { foretellMarkets } from '../market/market-forecast';
import { readAllMarkets } from '../market/market-store';
import { requireNpc } from '../npcs/npc-guard';
import { cluesInForce, cluesToldToday, factsInForce, insertClue, markCluesRead, toClue, type ClueRow } from './oracle-store';

/**
 * The oracle of Samarkand and the rumours of the cities (issue 20). A clue is chosen and worded
 * by rules/oracle from facts the server holds or will make happen: the cities' market forecasts
 * (drawn and stored here if none stands, market-forecast.ts, and struck by the market checks),
 * the markets as they stand, the asker's goods for the roads. Everything of one request happens
 * in one transaction holding the player's row: the place, hours and cap are judged, the fee
 * taken through the ledger and the clue stored, or nothing is.
 */

const oracle = (): Npc => npcById(ORACLE_NPC_ID)!;

export interface OracleAnswer {
  clue: OracleClue;
  copperSpent: number;
  copper: number;
  cluesLeftToday: number;
}

/** The clue to tell now, from every fact true now (drawing the cities' forecasts that do not stand yet). */
async function clueFor(trx: Executor, ctx: AppContext, playerId: string, options: { topic: OracleTopic; voice: ClueVoice; now: number; cityId?: number }): Promise<ClueDraft> {
  const forecasts = await foretellMarkets(trx, ctx);
  const markets = (await readAllMarkets(trx)).map((row) => ({ cityId: row.city_id, itemId: row.item_id, basePrice: row.base_price, supply: row.supply, demand: row.demand, volatility: row.volatility, price: row.price }));
  const manifest = await inventoryOf(trx, playerId);
  const facts = oracleFacts({ forecasts, markets, manifest, now: options.now });
  const told = await factsInForce(trx, playerId, options.now);
  const { cityId } = options;
  const draft = chooseClue(facts, { ...options, told, prefer: cityId === undefined ? undefined : (fact) => factConcerns(fact, cityId) });
  // The roads are always facts: a choice never comes back empty.
  if (!draft) throw new Error('the oracle found nothing true to say');
  return draft;
}

/** Stores a clue in its daily slot; the unique slot refuses a second clue for one place in the cap. */
async function storeClue(trx: Executor, row: ClueRow, full: Refusal): Promise<void> {
  try {
    await insertClue(trx, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw full;
    throw error;
  }
}

/** POST /api/oracle/query and the socket's oracle-query: one clue of the oracle, for its fee, within the day's cap. */
export async function askOracle(ctx: AppContext, playerId: string, topic: OracleTopic): Promise<OracleAnswer> {
  const npc = oracle();
  const answer = await transact(ctx.db, async (trx): Promise<OracleAnswer> => {
    const now = ctx.clock.now();
    await requireNpc(trx, ctx, playerId, npc.id, now, 'oracle');
    const day = gameDayAt(now);
    const told = await cluesToldToday(trx, playerId, 'oracle', npc.id, day);
    if (told >= ORACLE_CLUES_PER_GAME_DAY) throw new Refusal('ORACLE_DAILY_LIMIT');
    const id = randomUUID();
    const copper = await changePurse(trx, playerId, -ORACLE_FEE_COPPER, now);
    await recordLedger(trx, { playerId, kind: 'oracle-fee', copperDelta: -ORACLE_FEE_COPPER, cityId: npc.cityId, refId: id }, now);
    const draft = await clueFor(trx, ctx, playerId, { topic, voice: 'oracle', now });
    const row = clueRow(id, playerId, 'oracle', npc.id, day, told, draft, ORACLE_FEE_COPPER, now);
    await storeClue(trx, row, new Refusal('ORACLE_DAILY_LIMIT'));
    return { clue: toClue(row), copperSpent: ORACLE_FEE_COPPER, copper, cluesLeftToday: ORACLE_CLUES_PER_GAME_DAY - told - 1 };
  });
  // Told after the commit: the fee is a service paid to an NPC, and the purse shown reads again.
  ctx.events.emit('player-changed', { playerId, reason: 'npc-service' });
  return answer;
}

/** POST /api/oracle/rumour: an NPC who tells rumours tells one, free, once a game day, about their own city first. */
export async function hearRumour(ctx: AppContext, playerId: string, npcId: string): Promise<OracleClue> {
  return transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const { npc } = await requireNpc(trx, ctx, playerId, npcId, now, 'rumours');
    const day = gameDayAt(now);
    const told = await cluesToldToday(trx, playerId, 'rumour', npc.id, day);
    if (told >= RUMOURS_PER_NPC_PER_GAME_DAY) throw new Refusal('RUMOUR_HEARD_TODAY');
    const draft = await clueFor(trx, ctx, playerId, { topic: 'any', voice: 'rumour', now, cityId: npc.cityId });
    const row = clueRow(randomUUID(), playerId, 'rumour', npc.id, day, told, draft, 0, now);
    await storeClue(trx, row, new Refusal('RUMOUR_HEARD_TODAY'));
    return toClue(row);
  });
}

function clueRow(id: string, playerId: string, source: OracleClue['source'], npcId: string, day: number, slot: number, draft: ClueDraft, copperPaid: number, now: number): ClueRow {
  return {
    id,
    player_id: playerId,
    source,
    npc_id: npcId,
    game_day: day,
    slot,
    kind: draft.kind,
    fact_key: draft.key,
    text: draft.text,
    city_id: draft.cityId,
    item_id: draft.itemId,
    copper_paid: copperPaid,
    created_at: now,
    expires_at: draft.expiresAt,
    read_at: null,
  };
}

export interface RumourList {
  rumours: OracleClue[];
  unread: number;
  cluesLeftToday: number;
}

/** GET /api/oracle/rumours: the clues and rumours in force, the HUD's unread count, and the oracle's clues left today. */
export async function rumoursOf(ctx: AppContext, playerId: string): Promise<RumourList> {
  const now = ctx.clock.now();
  const rows = await cluesInForce(ctx.db, playerId, now);
  const toldToday = await cluesToldToday(ctx.db, playerId, 'oracle', ORACLE_NPC_ID, gameDayAt(now));
  return { rumours: rows.map(toClue), unread: rows.filter((row) => row.read_at === null).length, cluesLeftToday: Math.max(0, ORACLE_CLUES_PER_GAME_DAY - toldToday) };
}

/** POST /api/oracle/rumours/read. */
export async function markRumoursRead(ctx: AppContext, playerId: string): Promise<{ marked: number; unread: number }> {
  return { marked: await markCluesRead(ctx.db, playerId, ctx.clock.now()), unread: 0 };
}
