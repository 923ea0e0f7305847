import { locationAt, STARTING_POSITION, type PlayerData } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { standingPosition } from './player-position';
import { deleteCharacter, loadPlayerData, resetCharacter } from './player-store';
import type { CharacterChangeOutcome } from '../presence/presence-control';

/** Runs a character rewrite through presence when players are live, so a position save can't undo it. */
function changeCharacter(ctx: AppContext, userId: string, change: () => Promise<void>, outcome: CharacterChangeOutcome): Promise<void> {
  return ctx.presence ? ctx.presence.changeCharacter(userId, change, outcome) : change();
}

/** The player as saved, standing where they are now if they are in the world (saves lag by up to 5 s). */
export async function currentPlayerData(ctx: AppContext, userId: string): Promise<PlayerData | undefined> {
  const data = await loadPlayerData(ctx.db, userId);
  if (!data) return undefined;
  const { x, y } = standingPosition(ctx, userId, data.location);
  return { ...data, location: locationAt(x, y) };
}

/** POST /player/reset-stats: the starting character again, same name; a live player is moved to the start. */
export async function resetStats(ctx: AppContext, userId: string): Promise<PlayerData | undefined> {
  await changeCharacter(ctx, userId, () => resetCharacter(ctx.db, userId, ctx.clock.now()), { kind: 'teleport', ...STARTING_POSITION });
  return loadPlayerData(ctx.db, userId);
}

/** DELETE /player/character: a fresh character without a name; a live player leaves the world. */
export async function deleteAndStartOver(ctx: AppContext, userId: string): Promise<void> {
  await changeCharacter(ctx, userId, () => deleteCharacter(ctx.db, userId, ctx.clock.now()), { kind: 'leave' });
}
