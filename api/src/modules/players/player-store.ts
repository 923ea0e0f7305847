import {
  copperToCoins,
  locationAt,
  STARTER_KIT,
  STARTING_COPPER,
  STARTING_HEALTH,
  STARTING_POSITION,
  startingSkills,
  playerLevelForXp,
  professionLevelForXp,
  type PlayerProfession,
  type ProfessionId,
  type PlayerData,
  type Skills,
} from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { recordLedger } from '../economy/ledger';

/** Constantinople, by whose gate the countryside farm lies (the column's default too). */
const STARTING_HOME_CITY_ID = 1;


/**
 * Gives a user the starting character (DESIGN §2 "starting state"), unless they already have one,
 * with the grant in the ledger: a player's purse and goods are always the sum of their ledger.
 * Call it inside the transaction that creates the user.
 */
export async function createStartingPlayer(db: Executor, userId: string, now: number): Promise<void> {
  const inserted = await db
    .insertInto('players')
    .values({
      user_id: userId,
      copper: STARTING_COPPER,
      level: 1,
      experience: 0,
      reputation: 0,
      health: STARTING_HEALTH,
      x: STARTING_POSITION.x,
      y: STARTING_POSITION.y,
      skills: JSON.stringify(startingSkills()),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return;
  const kit = Object.entries(STARTER_KIT);
  await db
    .insertInto('inventory_items')
    .values(kit.map(([item_id, quantity]) => ({ player_id: userId, item_id, quantity })))
    .execute();
  await recordLedger(db, { playerId: userId, kind: 'starting-grant', copperDelta: STARTING_COPPER }, now);
  for (const [itemId, quantity] of kit) await recordLedger(db, { playerId: userId, kind: 'starting-grant', itemId, quantity, copperDelta: 0 }, now);
}

/**
 * Puts a character's level, experience, skills, health and place back to the start, back in the
 * main world, without a farm (a plot and its crops belong to the character that bought them);
 * money and goods are the caller's.
 */
export async function resetProgress(trx: Executor, userId: string, now: number): Promise<void> {
  await trx
    .updateTable('players')
    .set({
      level: 1,
      experience: 0,
      reputation: 0,
      health: STARTING_HEALTH,
      skills: JSON.stringify(startingSkills()),
      x: STARTING_POSITION.x,
      y: STARTING_POSITION.y,
      location_state: 'IN_CITY',
      home_city_id: STARTING_HOME_CITY_ID,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
  await trx.deleteFrom('farm_crops').where('player_id', '=', userId).execute();
  await trx.deleteFrom('farm_plots').where('player_id', '=', userId).execute();
  // Professions start over with the character: none held, no experience, no harvest to wait for.
  await trx.updateTable('players').set({ profession: null, last_gathered_at: null }).where('user_id', '=', userId).execute();
  await trx.deleteFrom('player_professions').where('player_id', '=', userId).execute();
}

/** The player's profession with its level and running experience. */
async function professionOf(db: Executor, userId: string, id: ProfessionId): Promise<PlayerProfession> {
  const row = await db.selectFrom('player_professions').select('experience').where('player_id', '=', userId).where('profession', '=', id).executeTakeFirst();
  const experience = row?.experience ?? 0;
  return { id, level: professionLevelForXp(experience), experience };
}

/** The player as spec 000 §3 describes it, or undefined for an unknown user. */
export async function loadPlayerData(db: Executor, userId: string): Promise<PlayerData | undefined> {
  const row = await db
    .selectFrom('players')
    .innerJoin('users', 'users.id', 'players.user_id')
    .select(['players.user_id', 'players.copper', 'players.experience', 'players.reputation', 'players.health', 'players.x', 'players.y', 'players.skills', 'players.created_at', 'players.profession', 'users.username', 'users.in_game_name'])
    .where('players.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const items = await db.selectFrom('inventory_items').select(['item_id', 'quantity']).where('player_id', '=', userId).orderBy('item_id').execute();
  const coins = copperToCoins(row.copper);
  const profession = row.profession === null ? null : await professionOf(db, userId, row.profession as ProfessionId);
  return {
    playerId: row.user_id,
    username: row.username,
    inGameName: row.in_game_name,
    level: playerLevelForXp(row.experience),
    experience: row.experience,
    reputation: row.reputation,
    totalCopper: row.copper,
    gold: coins.gold,
    silver: coins.silver,
    copper: coins.copper,
    currency: { ...coins, goldCoins: 0 },
    inventory: Object.fromEntries(items.map((i) => [i.item_id, i.quantity])),
    startingRole: 'TRADER',
    createdAt: new Date(row.created_at).toISOString(),
    location: locationAt(row.x, row.y),
    skills: JSON.parse(row.skills) as Skills,
    health: row.health,
    profession,
  };
}
