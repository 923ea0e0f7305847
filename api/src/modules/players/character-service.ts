import {
  describeWait,
  formatCoins,
  holdingsAfterReset,
  locationAt,
  nextResetAllowedAt,
  STARTING_POSITION,
  type PlayerData,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { Refusal } from '../../http/refusal';
import { claimCharacterReset } from '../auth/accounts';
import { failAllContractsOf, tellContractFailed, type FailedContract } from '../contracts/contract-service';
import { forgetCraftsUnderWay } from '../crafting/craft-store';
import { surrenderExperience } from '../economy/experience';
import { inventoryOf, removeItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { copperOf, debitCopper } from '../economy/wallet';
import { forgetFarm } from '../farming/farming-store';
import { forgetPlantedTrees } from '../gathering/planted-tree-store';
import { settleAllOffersOf } from '../offers/escrow';
import type { CharacterChangeOutcome } from '../presence/presence-control';
import { forgetProfessionSessions } from '../professions/session-store';
import { forgetWorkshop } from '../workshop/workshop-store';
import { abandonJourneyOf } from '../journeys/journey-service';
import { returnVaultToHolder } from '../npcs/vault';
import { forgetOpenQuests } from '../quests/quest-store';
import { forgetPendingEvent } from '../events/event-service';
import { startProgressOver } from '../progress/progress-store';
import { standingPosition } from './player-position';
import { createStartingPlayer, loadPlayerData, resetProgress } from './player-store';
import { transact } from '../../db/transaction';

/** Runs a character rewrite through presence when players are live, so a position save can't undo it. */
function changeCharacter<T>(ctx: AppContext, userId: string, change: () => Promise<T>, outcome: CharacterChangeOutcome): Promise<T> {
  return ctx.presence ? ctx.presence.changeCharacter(userId, change, outcome) : change();
}

/** The player as saved, standing where they are now if they are in the world (saves lag by up to 5 s). */
export async function currentPlayerData(ctx: AppContext, userId: string): Promise<PlayerData | undefined> {
  const data = await loadPlayerData(ctx.db, userId);
  if (!data) return undefined;
  const { x, y } = standingPosition(ctx, userId, data.location);
  return { ...data, location: locationAt(x, y) };
}

/** What starting over settled, for the notices sent once it is committed. */
interface StartOver {
  cancelledOffers: number;
  failedContracts: FailedContract[];
  /** Copper given back to the world because it was above the starting purse. */
  copperSurrendered: number;
}

/**
 * The account (auth) takes the reset cooldown in its statement's guard, so of two concurrent
 * resets one goes through and the other is refused; a delete also frees the name.
 */
async function claimReset(trx: Executor, userId: string, now: number, clearName: boolean): Promise<void> {
  if (await claimCharacterReset(trx, userId, now, { freeName: clearName })) return;
  const user = await trx.selectFrom('users').select('character_reset_at').where('id', '=', userId).executeTakeFirst();
  if (!user) throw new Refusal('PLAYER_NOT_FOUND');
  const wait = nextResetAllowedAt(user.character_reset_at) - now;
  throw new Refusal('RESET_COOLDOWN', `You started over a short while ago. You can start over again ${describeWait(wait)}.`, wait);
}

/** Gives back to the world, through the ledger, whatever the character holds above the starting state. */
async function surrenderAboveStart(trx: Executor, userId: string, now: number): Promise<number> {
  const held = { copper: await copperOf(trx, userId), items: await inventoryOf(trx, userId) };
  const kept = holdingsAfterReset(held);
  const copperOut = held.copper - kept.copper;
  if (copperOut > 0) {
    await debitCopper(trx, userId, copperOut, now);
    await recordLedger(trx, { playerId: userId, kind: 'character-reset', copperDelta: -copperOut }, now);
  }
  for (const [itemId, quantity] of Object.entries(held.items)) {
    const out = quantity - (kept.items[itemId] ?? 0);
    if (out <= 0) continue;
    await removeItems(trx, userId, itemId, out);
    await recordLedger(trx, { playerId: userId, kind: 'character-reset', itemId, quantity: -out, copperDelta: 0 }, now);
  }
  return copperOut;
}

/**
 * What the old character leaves behind, each forgotten by the module that owns it (schema.ts),
 * after the economy took back its experience: the farm and its crops (docs/decisions.md "what
 * starting over does to the farm"), the profession sessions (the stats start over), crafts under
 * way, the workshop with its benches and discoveries, the planted trees, the open quests and the
 * random event waiting for an answer. What they cost was taken, and recorded, when they were bought
 * or started: nothing is handed out.
 */
const FORGET_THE_OLD_CHARACTER: readonly ((trx: Executor, playerId: string) => Promise<void>)[] = [
  forgetFarm,
  forgetProfessionSessions,
  forgetCraftsUnderWay,
  forgetWorkshop,
  forgetPlantedTrees,
  forgetOpenQuests,
  forgetPendingEvent,
];

/**
 * Starting over in an online economy (docs/decisions.md "Reset and delete"): obligations are
 * settled first (open offers cancelled and their escrow returned, active contracts failed with
 * their penalty), then the character keeps the starting purse and kit as far as what it holds
 * covers them, gives back its experience (level, skills, professions, crafting), goes back to the
 * start, and every module forgets what the old character left. Nothing is created: every change
 * of copper, goods and experience is in the ledger. One transaction.
 */
async function startOverIn(trx: Executor, userId: string, now: number, clearName: boolean): Promise<StartOver> {
  await claimReset(trx, userId, now, clearName);
  // Touching the row first takes its lock on PostgreSQL; SQLite runs one writer at a time.
  const touched = await trx.updateTable('players').set({ updated_at: now }).where('user_id', '=', userId).executeTakeFirst();
  if (Number(touched.numUpdatedRows) !== 1) {
    // A user whose character row is missing gets the one first character every account gets.
    await createStartingPlayer(trx, userId, now);
    return { cancelledOffers: 0, failedContracts: [], copperSurrendered: 0 };
  }
  const cancelledOffers = await settleAllOffersOf(trx, userId, now);
  const failedContracts = await failAllContractsOf(trx, userId, now);
  // A caravan on the road comes home with the character: its cargo is back before what is above the start is taken.
  await abandonJourneyOf(trx, userId, now);
  // What the vault keeps is the character's too: back into its hands before what is above the start is taken.
  await returnVaultToHolder(trx, userId, now);
  const copperSurrendered = await surrenderAboveStart(trx, userId, now);
  await surrenderExperience(trx, userId, now);
  await resetProgress(trx, userId, now);
  for (const forget of FORGET_THE_OLD_CHARACTER) await forget(trx, userId);
  // The statistics count again from here, and the achievements are to be earned again.
  await startProgressOver(trx, userId, now);
  return { cancelledOffers, failedContracts, copperSurrendered };
}

function startOver(ctx: AppContext, userId: string, clearName: boolean, outcome: CharacterChangeOutcome): Promise<StartOver> {
  return changeCharacter(ctx, userId, () => transact(ctx.db, (trx) => startOverIn(trx, userId, ctx.clock.now(), clearName)), outcome);
}

function tellStartedOver(ctx: AppContext, userId: string, result: StartOver): void {
  for (const failed of result.failedContracts) tellContractFailed(ctx, failed, 'you started over');
  const parts = [result.cancelledOffers > 0 ? `${result.cancelledOffers} open offer${result.cancelledOffers === 1 ? ' was' : 's were'} cancelled` : '', result.copperSurrendered > 0 ? `${formatCoins(result.copperSurrendered)} above the starting purse went back to the world` : ''].filter(Boolean);
  if (parts.length > 0) ctx.events.emit('player-notification', { playerId: userId, notification: { type: 'info', message: `You started over: ${parts.join('; ')}.` } });
  ctx.events.emit('player-changed', { playerId: userId, reason: 'character-reset' });
}

/** POST /player/reset-stats: the character starts over, same name; a live player is moved to the start. */
export async function resetStats(ctx: AppContext, userId: string): Promise<PlayerData> {
  const result = await startOver(ctx, userId, false, { kind: 'teleport', ...STARTING_POSITION });
  tellStartedOver(ctx, userId, result);
  const data = await loadPlayerData(ctx.db, userId);
  if (!data) throw new Refusal('PLAYER_NOT_FOUND');
  return data;
}

/** DELETE /player/character: the character starts over without a name; a live player leaves the world. */
export async function deleteAndStartOver(ctx: AppContext, userId: string): Promise<void> {
  const result = await startOver(ctx, userId, true, { kind: 'leave' });
  tellStartedOver(ctx, userId, result);
}
