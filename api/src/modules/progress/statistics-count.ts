import { emptyStatistics, PROFESSION_IDS, professionLevelForXp, VENICE, type PlayerStatistics, type ProfessionId } from '@silkroad/shared';
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import { parseSkills } from '../economy/experience';
import { progressEpoch } from './progress-store';

const DAY_MS = 86_400_000;

/** The ledger kinds whose goods-and-copper rows the statistics read. */
const GOODS_KINDS = ['market-buy', 'market-sell', 'npc-buy', 'contract-reward', 'craft-product', 'commission', 'farm-plant', 'farm-harvest', 'gather', 'plot-purchase', 'oracle-fee'];
/**
 * The kinds whose experience rows stand for one act each (by their reference): a profession
 * action, a talk. Their rows have an index of their own (migration 0025, made for these two).
 */
const ACT_KINDS = ['profession-result', 'npc-talk'];

/**
 * A player's statistics, counted now from what the server recorded since the character last
 * started over (player_progress): the ledger's rows (goods, copper and experience), the journeys
 * and their encounters, the random events, the quests, the offers filled, the discoveries, the
 * play-time heartbeat, and the player's row as it stands (purse, level, skills, reputation).
 */
export async function countStatistics(db: Executor, playerId: string, now: number): Promise<PlayerStatistics> {
  const epoch = await progressEpoch(db, playerId);
  const stats = emptyStatistics();

  const [ledger, acts, player, vault, professions, discoveries, journeys, encounters, events, quests, offers] = await Promise.all([
    // One pass over the player's ledger for the goods and the cities together: it is the longest
    // read of the count, and grows with every trade (issue 22).
    db
      .selectFrom('ledger_entries')
      .select((eb) => [
        'kind',
        'item_id',
        'city_id',
        sql<number>`case when experience_track is null then 1 else 0 end`.as('plain'),
        eb.fn.countAll<number>().as('rows'),
        eb.fn.sum<number>('quantity').as('quantity'),
        eb.fn.sum<number>('copper_delta').as('copper'),
        eb.fn.max<number>('copper_delta').as('best'),
      ])
      .where('player_id', '=', playerId)
      .where('id', '>', epoch.fromSeq)
      .groupBy(['kind', 'item_id', 'city_id', sql`case when experience_track is null then 1 else 0 end`])
      .execute(),
    db
      .selectFrom('ledger_entries')
      .select((eb) => ['kind', eb.fn.count<number>('ref_id').distinct().as('acts')])
      .where('player_id', '=', playerId)
      .where('id', '>', epoch.fromSeq)
      .where('experience_track', 'is not', null)
      // Written out, not bound: a partial index is used only for the very terms it was made with
      // (migration 0025), which neither database can prove of a parameter.
      .where(sql<boolean>`kind in (${sql.join(ACT_KINDS.map((kind) => sql.lit(kind)))})`)
      .groupBy('kind')
      .execute(),
    db.selectFrom('players').select(['copper', 'level', 'reputation', 'skills', 'created_at', 'home_city_id']).where('user_id', '=', playerId).executeTakeFirst(),
    db.selectFrom('vault_purses').select('copper').where('player_id', '=', playerId).executeTakeFirst(),
    db.selectFrom('player_professions').select(['profession', 'experience']).where('player_id', '=', playerId).execute(),
    db.selectFrom('discovered_recipes').select((eb) => eb.fn.countAll<number>().as('n')).where('player_id', '=', playerId).executeTakeFirst(),
    db
      .selectFrom('journeys')
      .select(['to_city_id', 'distance'])
      .where('player_id', '=', playerId)
      .where('status', '=', 'completed')
      .where('started_at', '>=', epoch.since)
      .execute(),
    db
      .selectFrom('journey_encounters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', playerId)
      .where('resolved_at', 'is not', null)
      .where('presented_at', '>=', epoch.since)
      .executeTakeFirst(),
    db
      .selectFrom('random_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', playerId)
      .where('status', '=', 'answered')
      .where('presented_at', '>=', epoch.since)
      .executeTakeFirst(),
    db
      .selectFrom('player_quests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', playerId)
      .where('status', '=', 'claimed')
      .where('claimed_at', '>=', epoch.since)
      .executeTakeFirst(),
    db
      .selectFrom('market_offers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', playerId)
      .where(sql<boolean>`quantity_remaining < quantity_total`)
      .where('created_at', '>=', epoch.since)
      .executeTakeFirst(),
  ]);

  // The goods rows (no experience) of the kinds counted, per kind and good (their cities summed).
  const goods = new Map<string, { kind: string; item_id: string | null; rows: number; quantity: number; copper: number; best: number }>();
  for (const row of ledger) {
    if (Number(row.plain) !== 1 || !GOODS_KINDS.includes(row.kind)) continue;
    const key = `${row.kind}\u0000${row.item_id ?? ''}`;
    const sum = goods.get(key) ?? { kind: row.kind, item_id: row.item_id, rows: 0, quantity: 0, copper: 0, best: -Infinity };
    sum.rows += Number(row.rows);
    sum.quantity += Number(row.quantity ?? 0);
    sum.copper += Number(row.copper ?? 0);
    sum.best = Math.max(sum.best, Number(row.best ?? 0));
    goods.set(key, sum);
  }
  for (const row of goods.values()) {
    const rows = Number(row.rows);
    const quantity = Number(row.quantity ?? 0);
    const copper = Number(row.copper ?? 0);
    switch (row.kind) {
      case 'market-buy':
        stats.tradesMade += rows;
        stats.unitsBought += quantity;
        stats.copperSpent += -copper;
        if (row.item_id === 'silk') stats.silkTraded += quantity;
        break;
      case 'market-sell':
        stats.tradesMade += rows;
        stats.unitsSold += -quantity;
        stats.copperEarned += copper;
        stats.bestSaleCopper = Math.max(stats.bestSaleCopper, Number(row.best ?? 0));
        if (row.item_id === 'silk') stats.silkTraded += -quantity;
        break;
      case 'npc-buy':
        if (quantity > 0) stats.merchantPurchases += rows;
        break;
      case 'contract-reward':
        stats.contractsKept += rows;
        break;
      case 'craft-product':
        stats.itemsCrafted += Math.max(0, quantity);
        break;
      case 'commission':
        if (copper < 0) stats.commissions += rows;
        break;
      case 'farm-plant':
        stats.seedsSown += Math.max(0, -quantity);
        break;
      case 'farm-harvest':
        stats.cropsHarvested += Math.max(0, quantity);
        break;
      case 'gather':
        stats.resourcesGathered += Math.max(0, quantity);
        break;
      case 'plot-purchase':
        if (copper < 0) stats.plotsBought += rows;
        break;
      case 'oracle-fee':
        stats.cluesHeard += rows;
        break;
    }
  }
  for (const row of acts) {
    if (row.kind === 'profession-result') stats.professionActions = Number(row.acts);
    if (row.kind === 'npc-talk') stats.npcsMet = Number(row.acts);
  }

  // The city the character lives in counts as visited: every character starts in one.
  const visited = new Set<number>(player ? [Number(player.home_city_id)] : []);
  for (const row of ledger) if (row.city_id !== null) visited.add(Number(row.city_id));
  for (const journey of journeys) visited.add(Number(journey.to_city_id));
  stats.citiesVisited = visited.size;
  stats.journeysCompleted = journeys.length;
  stats.roadDistance = journeys.reduce((sum, journey) => sum + Number(journey.distance), 0);
  stats.veniceArrivals = journeys.filter((journey) => Number(journey.to_city_id) === VENICE.id).length;
  stats.encountersMet = Number(encounters?.n ?? 0);
  stats.eventsAnswered = Number(events?.n ?? 0);
  stats.questsCompleted = Number(quests?.n ?? 0);
  stats.offersFilled = Number(offers?.n ?? 0);
  stats.recipesDiscovered = Number(discoveries?.n ?? 0);

  const levels = new Map<ProfessionId, number>(professions.filter((row) => (PROFESSION_IDS as readonly string[]).includes(row.profession)).map((row) => [row.profession as ProfessionId, professionLevelForXp(Number(row.experience))]));
  stats.highestProfessionLevel = Math.max(0, ...levels.values());
  stats.alchemyLevel = levels.get('alchemy') ?? 0;

  if (player) {
    stats.purseCopper = Number(player.copper);
    stats.playerLevel = Number(player.level);
    stats.reputation = Math.max(0, Number(player.reputation));
    stats.highestSkillLevel = Math.max(1, ...Object.values(parseSkills(player.skills)).map((skill) => skill.level));
    stats.daysSinceJoining = Math.max(0, Math.floor((now - Number(player.created_at)) / DAY_MS));
  }
  stats.vaultCopper = Number(vault?.copper ?? 0);
  stats.playedMs = epoch.playedMs;
  stats.sessions = epoch.sessions;
  return stats;
}
