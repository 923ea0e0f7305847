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
import { professionExperienceOf } from '../economy/experience';
import { grantHoldings } from '../economy/holdings';

/** Constantinople, by whose gate the countryside farm lies (the column's default too). */
const STARTING_HOME_CITY_ID = 1;

/**
 * Gives a user the starting character (DESIGN §2 "starting state"), unless they already have one.
 * The row starts with nothing; the starting purse and kit are the economy's grant, in the ledger:
 * a player's purse and goods are always the sum of their ledger. Call it inside the transaction
 * that creates the user.
 */
export async function createStartingPlayer(db: Executor, userId: string, now: number): Promise<void> {
  const inserted = await db
    .insertInto('players')
    .values({
      user_id: userId,
      copper: 0,
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
  await grantHoldings(db, userId, { copper: STARTING_COPPER, items: STARTER_KIT }, 'starting-grant', now);
}

/**
 * Puts the players module's part of a character back to the start: health, place and hired road flags,
 * back in the main world, with no profession, switch wait or harvest to wait for. Money, goods,
 * experience and reputation are the economy's (character-service.ts asks it, and every other owner).
 */
export async function resetProgress(trx: Executor, userId: string, now: number): Promise<void> {
  await trx
    .updateTable('players')
    .set({
      health: STARTING_HEALTH,
      x: STARTING_POSITION.x,
      y: STARTING_POSITION.y,
      location_state: 'IN_CITY',
      home_city_id: STARTING_HOME_CITY_ID,
      profession: null,
      profession_since: null,
      last_gathered_at: null,
      road_flags: '[]',
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** The player's profession with its level and running experience. */
async function professionOf(db: Executor, userId: string, id: ProfessionId): Promise<PlayerProfession> {
  const experience = await professionExperienceOf(db, userId, id);
  return { id, level: professionLevelForXp(experience), experience };
}

/** The player as spec 000 §3 describes it, or undefined for an unknown user. */
export async function loadPlayerData(db: Executor, userId: string): Promise<PlayerData | undefined> {
  const row = await db
    .selectFrom('players')
    .innerJoin('users', 'users.id', 'players.user_id')
    .select(['players.user_id', 'players.copper', 'players.experience', 'players.reputation', 'players.health', 'players.x', 'players.y', 'players.skills', 'players.created_at', 'players.profession', 'players.road_flags', 'users.username', 'users.in_game_name'])
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
    roadFlags: JSON.parse(row.road_flags) as PlayerData['roadFlags'],
  };
}
