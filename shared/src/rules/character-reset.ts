import { STARTER_KIT, STARTING_COPPER } from './player-defaults';

/**
 * How long a player waits between two resets (Reset Stats or Delete & Create New Character).
 * A reset can no longer create wealth, so this only keeps it a deliberate act, not a loop.
 */
export const CHARACTER_RESET_COOLDOWN_MS = 60 * 60 * 1000;

export interface Holdings {
  copper: number;
  items: Readonly<Record<string, number>>;
}

/**
 * What a character keeps when it starts over: the starting purse and starter kit, as far as what
 * it holds covers them. In an online economy a reset must never create money or goods: if it
 * refilled the purse, a second account could pay the first for nothing, reset, and repeat. Above
 * the starting state, what it holds goes back to the world.
 */
export function holdingsAfterReset(held: Holdings): Holdings {
  const items: Record<string, number> = {};
  for (const [itemId, kit] of Object.entries(STARTER_KIT)) {
    const kept = Math.min(kit, held.items[itemId] ?? 0);
    if (kept > 0) items[itemId] = kept;
  }
  return { copper: Math.min(STARTING_COPPER, held.copper), items };
}

/** When the next reset is allowed, given the last one (null: never reset). */
export function nextResetAllowedAt(lastResetAt: number | null): number {
  return lastResetAt === null ? Number.NEGATIVE_INFINITY : lastResetAt + CHARACTER_RESET_COOLDOWN_MS;
}

/** "in 42 minutes", "in 1 minute": the wait, rounded up to whole minutes. */
export function describeWait(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** What starting over does, in the words of the confirmation a player reads first. */
export const START_OVER_TEXT =
  `Your new character starts again at level 1, where every trader begins. Open offers are cancelled and their goods and coins returned; active contracts fail and their penalty is paid. You keep the starting purse and kit as far as what you hold covers them: anything above them goes back to the world. You can start over once every ${CHARACTER_RESET_COOLDOWN_MS / 60_000} minutes.`;
