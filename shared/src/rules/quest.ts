/**
 * How far a player has come with their quests (issue 20), counted from what the server already
 * records: the ledger's rows (every copper, item and experience movement, each with an id that
 * orders them) and the NPC conversations. Pure: the server counts with it when it shows the log
 * and again, inside the claim's transaction, before it pays; the renderer words the objectives
 * with it.
 *
 * Fairness (docs/decisions.md "Quests"):
 * - A quest counts only what happens after it was accepted (`afterSeq`), and a claimed quest only
 *   what happened until it was claimed (`throughSeq`).
 * - Each unit of a deed counts toward one quest only: the earliest-accepted quest that still
 *   needs it. Buying ten silk advances two silk quests by ten between them, not by twenty.
 *   Removing a quest (abandoning it) only ever frees units for the others, so an active quest's
 *   progress never goes back.
 * - What is not a unit of work counts for every quest that asks: the profit made since
 *   accepting, a conversation, the goods held for a hand-in.
 * - Only the world's acts count: a market trade, a merchant's sale, a node gathered, a crop
 *   reaped, a caravan's arrival, a contract delivered. Goods passed between players (offers) are
 *   no purchase, no harvest and no cargo carried.
 */
import { questById, type QuestDefinition, type QuestObjective } from '../catalogue/quests';
import { npcById } from '../catalogue/npcs';
import { itemById } from '../catalogue/items';
import { cityName } from '../catalogue/world';
import { gameDayAt } from './game-clock';

/** One ledger row, as quest counting reads it. */
export interface QuestDeed {
  /** The row's id: later rows have larger ids. */
  seq: number;
  kind: string;
  itemId: string | null;
  quantity: number;
  copper: number;
  cityId: number | null;
  refId: string | null;
  /** The experience track the row moves, if it is an experience row. */
  experienceTrack: string | null;
  /** A journey's cargo row: whether that journey arrived (unloading when turned back is no carrying). */
  arrived?: boolean;
}

export interface QuestVisit {
  npcId: string;
  at: number;
}

/** A quest in a player's log, as counting needs it. */
export interface QuestRecord {
  /** The log row's own id. */
  key: string;
  questId: string;
  /** The order quests were accepted in: an earlier one takes a deed's units first. */
  order: number;
  /** Deeds after this ledger id count. */
  afterSeq: number;
  /** Deeds up to this ledger id count (the claim's); null while the quest is open. */
  throughSeq: number | null;
  /** When it was accepted: conversations from then on count. */
  acceptedAt: number;
}

export interface ObjectiveProgress {
  progress: number;
  target: number;
  done: boolean;
}

/** How much an objective asks for. */
export function objectiveTarget(objective: QuestObjective): number {
  switch (objective.kind) {
    case 'profit':
      return objective.copper;
    case 'journey':
    case 'contract':
      return objective.count;
    case 'visit':
      return 1;
    default:
      return objective.quantity;
  }
}

/** Objectives whose deeds are shared out between quests, unit by unit. */
function isConsumable(objective: QuestObjective): boolean {
  return objective.kind !== 'profit' && objective.kind !== 'visit' && objective.kind !== 'deliver';
}

const matchesItem = (wanted: string | undefined, deed: QuestDeed) => wanted === undefined || deed.itemId === wanted;
const matchesCity = (wanted: number | undefined, deed: QuestDeed) => wanted === undefined || deed.cityId === wanted;
const isGoodsRow = (deed: QuestDeed) => deed.experienceTrack === null && deed.itemId !== null;

/** The units of work a deed gives toward an objective (0 when it is no such work). */
export function deedUnits(objective: QuestObjective, deed: QuestDeed): number {
  switch (objective.kind) {
    case 'buy': {
      const kind = objective.from === 'merchant' ? 'npc-buy' : 'market-buy';
      return deed.kind === kind && isGoodsRow(deed) && deed.quantity > 0 && matchesItem(objective.itemId, deed) && matchesCity(objective.cityId, deed) ? deed.quantity : 0;
    }
    case 'sell':
      return deed.kind === 'market-sell' && isGoodsRow(deed) && deed.quantity < 0 && matchesItem(objective.itemId, deed) && matchesCity(objective.cityId, deed) ? -deed.quantity : 0;
    case 'gather':
      return deed.kind === 'gather' && isGoodsRow(deed) && deed.quantity > 0 && matchesItem(objective.itemId, deed) ? deed.quantity : 0;
    case 'plant':
      return deed.kind === 'farm-plant' && isGoodsRow(deed) && deed.quantity < 0 ? -deed.quantity : 0;
    case 'harvest':
      return deed.kind === 'farm-harvest' && isGoodsRow(deed) && deed.quantity > 0 && matchesItem(objective.itemId, deed) ? deed.quantity : 0;
    case 'craft':
      return deed.kind === 'craft-product' && isGoodsRow(deed) && deed.quantity > 0 && matchesItem(objective.itemId, deed) ? deed.quantity : 0;
    case 'journey':
      // One navigation row per arrival (journeys/journey-progress arriveIn).
      return deed.kind === 'journey-arrival' && deed.experienceTrack === 'skill:navigation' && matchesCity(objective.toCityId, deed) ? 1 : 0;
    case 'carry':
      return deed.kind === 'journey-cargo' && deed.arrived === true && isGoodsRow(deed) && deed.quantity > 0 && matchesItem(objective.itemId, deed) && matchesCity(objective.toCityId, deed) ? deed.quantity : 0;
    case 'contract':
      return deed.kind === 'contract-reward' && deed.experienceTrack === null ? 1 : 0;
    default:
      return 0;
  }
}

const inWindow = (record: QuestRecord, seq: number) => seq > record.afterSeq && (record.throughSeq === null || seq <= record.throughSeq);

/**
 * Every record's progress, objective by objective, keyed by the record's key. `records` are all
 * the quests whose window reaches any open quest's (the open ones and those claimed since the
 * earliest open one was accepted); `held` is what the player holds now (hand-ins).
 */
export function questProgress(
  records: readonly QuestRecord[],
  deeds: readonly QuestDeed[],
  visits: readonly QuestVisit[],
  held: Readonly<Record<string, number>>,
): Map<string, ObjectiveProgress[]> {
  const ordered = [...records].sort((a, b) => a.order - b.order);
  const counts = new Map<string, number[]>();
  const definitions = new Map<string, QuestDefinition>();
  for (const record of ordered) {
    const definition = questById(record.questId);
    if (!definition) continue;
    definitions.set(record.key, definition);
    counts.set(record.key, definition.objectives.map(() => 0));
  }
  const sortedDeeds = [...deeds].sort((a, b) => a.seq - b.seq);
  const countedJourneys = new Map<string, Set<string>>();
  for (const deed of sortedDeeds) {
    let left = Number.POSITIVE_INFINITY;
    for (const record of ordered) {
      const definition = definitions.get(record.key);
      if (!definition || !inWindow(record, deed.seq)) continue;
      const tally = counts.get(record.key)!;
      definition.objectives.forEach((objective, index) => {
        if (objective.kind === 'profit') {
          if (deed.experienceTrack === null && (deed.kind === 'market-buy' || deed.kind === 'market-sell')) tally[index]! += deed.copper;
          return;
        }
        if (!isConsumable(objective) || left <= 0) return;
        let units = deedUnits(objective, deed);
        if (units === 0) return;
        if (objective.kind === 'journey') {
          // A journey is one arrival however many rows it wrote.
          const seen = countedJourneys.get(record.key) ?? new Set<string>();
          countedJourneys.set(record.key, seen);
          if (deed.refId !== null && seen.has(deed.refId)) return;
          if (deed.refId !== null) seen.add(deed.refId);
        }
        if (left === Number.POSITIVE_INFINITY) left = units;
        units = Math.min(units, left, objectiveTarget(objective) - tally[index]!);
        if (units <= 0) return;
        tally[index]! += units;
        left -= units;
      });
    }
  }
  const result = new Map<string, ObjectiveProgress[]>();
  for (const record of ordered) {
    const definition = definitions.get(record.key);
    if (!definition) continue;
    const tally = counts.get(record.key)!;
    result.set(
      record.key,
      definition.objectives.map((objective, index) => {
        const target = objectiveTarget(objective);
        let progress = tally[index]!;
        if (objective.kind === 'visit') progress = visits.some((visit) => visit.npcId === objective.npcId && visit.at > record.acceptedAt) ? 1 : 0;
        // A delivery asks for goods, not where they came from (docs/decisions.md): what is held now
        // counts, however and whenever it was gained; the claim hands it over through the ledger,
        // so no unit is delivered twice.
        if (objective.kind === 'deliver') progress = held[objective.itemId] ?? 0;
        progress = Math.max(0, Math.min(target, progress));
        return { progress, target, done: progress >= target };
      }),
    );
  }
  return result;
}

/** Whether every objective is met. */
export function questComplete(progress: readonly ObjectiveProgress[]): boolean {
  return progress.every((objective) => objective.done);
}

function goods(itemId: string | undefined, quantity: number): string {
  if (itemId === undefined) return `${quantity} ${quantity === 1 ? 'unit' : 'units'} of any goods`;
  return `${quantity} ${itemById(itemId)?.name ?? itemId}`;
}

const where = (cityId: number | undefined) => (cityId === undefined ? '' : ` in ${cityName(cityId)}`);
const to = (cityId: number | undefined) => (cityId === undefined ? '' : ` to ${cityName(cityId)}`);

/** An objective in words, for the quest log and the NPC's dialogue. */
export function objectiveText(objective: QuestObjective): string {
  switch (objective.kind) {
    case 'buy':
      return objective.from === 'merchant' ? `Buy ${goods(objective.itemId, objective.quantity)} from a merchant${where(objective.cityId)}` : `Buy ${goods(objective.itemId, objective.quantity)} at the market${where(objective.cityId)}`;
    case 'sell':
      return `Sell ${goods(objective.itemId, objective.quantity)} at the market${where(objective.cityId)}`;
    case 'profit':
      return `Come out ${objective.copper / 100} silver ahead on market trades`;
    case 'gather':
      return `Gather ${objective.itemId ? goods(objective.itemId, objective.quantity) : `${objective.quantity} resources`} in the countryside`;
    case 'plant':
      return `Sow ${objective.quantity} ${objective.quantity === 1 ? 'seed' : 'seeds'} on your farm`;
    case 'harvest':
      return `Reap ${objective.itemId ? goods(objective.itemId, objective.quantity) : `${objective.quantity} measures`} from your fields`;
    case 'craft':
      return `Craft ${objective.itemId ? goods(objective.itemId, objective.quantity) : `${objective.quantity} ${objective.quantity === 1 ? 'item' : 'items'}`}`;
    case 'journey':
      return `Arrive by caravan${to(objective.toCityId)}${objective.count > 1 ? ` ${objective.count} times` : ''}`;
    case 'carry':
      return `Carry ${goods(objective.itemId, objective.quantity)}${to(objective.toCityId)} in your own caravan`;
    case 'contract':
      return `Deliver ${objective.count} ${objective.count === 1 ? 'contract' : 'contracts'} from the trading board`;
    case 'visit':
      return `Speak with ${npcById(objective.npcId)?.name ?? objective.npcId}`;
    case 'deliver':
      return `Hand ${goods(objective.itemId, objective.quantity)} to the giver`;
  }
}

/**
 * The period a quest is done in: a one-off quest once for ever (''), a daily one once in each
 * game day ('day-N', N counted from the game's epoch). The log holds one row per quest and period.
 */
export function questPeriod(quest: Pick<QuestDefinition, 'repeat'>, realMs: number): string {
  return quest.repeat === 'daily' ? `day-${gameDayAt(realMs)}` : '';
}

export interface QuestStanding {
  level: number;
  reputation: number;
  /** Quests claimed at least once. */
  claimed: ReadonlySet<string>;
}

export type QuestAvailability = { available: true } | { available: false; reason: string };

/** Whether a player may accept a quest, by what it requires (being in the log already is the server's to check). */
export function questAvailability(quest: QuestDefinition, standing: QuestStanding): QuestAvailability {
  const needs = quest.requires;
  if (needs?.questId && !standing.claimed.has(needs.questId)) return { available: false, reason: `Complete “${questById(needs.questId)?.title ?? needs.questId}” first` };
  if (needs?.level !== undefined && standing.level < needs.level) return { available: false, reason: `Requires level ${needs.level} (you are level ${standing.level})` };
  if (needs?.reputation !== undefined && standing.reputation < needs.reputation) return { available: false, reason: `Requires reputation ${needs.reputation} (you have ${standing.reputation})` };
  return { available: true };
}
