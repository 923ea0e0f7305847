import {
  copperToCoins,
  locationAt,
  STARTER_KIT,
  STARTING_COPPER,
  STARTING_HEALTH,
  STARTING_POSITION,
  startingSkills,
  playerLevelForXp,
  type PlayerData,
  type Skills,
} from '@silkroad/shared';
import type { Db, Executor } from '../../db/database';


/** Gives a user the starting character (DESIGN §2 "starting state"), unless they already have one. */
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
  await db
    .insertInto('inventory_items')
    .values(Object.entries(STARTER_KIT).map(([item_id, quantity]) => ({ player_id: userId, item_id, quantity })))
    .execute();
}

/** Puts a character back to the starting state in one transaction: money, XP, items, place. */
export async function resetCharacter(db: Db, userId: string, now: number): Promise<void> {
  await db.transaction().execute((trx) => resetCharacterIn(trx, userId, now));
}

/**
 * resetCharacter inside a transaction the caller owns. Deleting the players row also removes, by
 * ON DELETE CASCADE, whatever other modules keep per character.
 */
export async function resetCharacterIn(trx: Executor, userId: string, now: number): Promise<void> {
  await trx.deleteFrom('inventory_items').where('player_id', '=', userId).execute();
  await trx.deleteFrom('players').where('user_id', '=', userId).execute();
  await createStartingPlayer(trx, userId, now);
}

/** "Delete & Create New Character": a fresh character and no name, so the name is free for others. */
export async function deleteCharacter(db: Db, userId: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await resetCharacterIn(trx, userId, now);
    await trx.updateTable('users').set({ in_game_name: null, in_game_name_key: null, updated_at: now }).where('id', '=', userId).execute();
  });
}

export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** The player as spec 000 §3 describes it, or undefined for an unknown user. */
export async function loadPlayerData(db: Executor, userId: string): Promise<PlayerData | undefined> {
  const row = await db
    .selectFrom('players')
    .innerJoin('users', 'users.id', 'players.user_id')
    .select(['players.user_id', 'players.copper', 'players.experience', 'players.reputation', 'players.health', 'players.x', 'players.y', 'players.skills', 'players.created_at', 'users.username', 'users.in_game_name'])
    .where('players.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const items = await db.selectFrom('inventory_items').select(['item_id', 'quantity']).where('player_id', '=', userId).orderBy('item_id').execute();
  const coins = copperToCoins(row.copper);
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
  };
}
