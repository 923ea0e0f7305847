import { npcInReach, type Npc } from '@silkroad/shared';

/** An NPC within reach of the player, and how far from its feet the player stands. */
export interface NpcInReach {
  npc: Npc;
  distance: number;
}

/**
 * Spec 000 §9: "NPC cooldown 1000 ms". A second press within this of the last one that reached
 * an NPC (a greeting, or the notice that it is shut) does nothing, whichever NPC it is at.
 */
export const NPC_INTERACT_COOLDOWN_MS = 1_000;

/** The nearest NPC `accept` lets through whose reach (rules/npc npcInReach, 100 px) takes in the point; Venice's people never. */
export function nearestNpcInReach(point: { x: number; y: number }, npcs: Iterable<Npc>, accept: (npc: Npc) => boolean = () => true): NpcInReach | undefined {
  let best: NpcInReach | undefined;
  for (const npc of npcs) {
    if (!npc.position || !npcInReach(npc, point) || !accept(npc)) continue;
    const distance = Math.hypot(npc.position.x - point.x, npc.position.y - point.y);
    if (!best || distance < best.distance) best = { npc, distance };
  }
  return best;
}

/**
 * Spec 002 §5: "NPC interaction needs a distance under 100 px; workshop nodes likewise, and only
 * when no NPC is nearest." One key, one target: an open NPC in reach takes E and Space from a
 * market, a resource node or a yard unless that stands strictly nearer (a yard or a gate the
 * player stands in is at distance 0, so it keeps them). `npcDistance` is the nearest open NPC's,
 * null when none is in reach.
 */
export function npcTakesPrecedence(npcDistance: number | null, otherDistance: number): boolean {
  return npcDistance !== null && npcDistance <= otherDistance;
}

/**
 * The NPC that E or Space talks to from a point: the nearest open one in reach, unless something
 * else the keys use is nearer (`rivalDistance`: the nearest market, node, yard or gate in reach,
 * null when none is). A shut NPC never takes the keys from anything (out of hours it is silent);
 * with nothing else in reach, the nearest one is the target, so E can say when it opens.
 */
export function npcToTalkTo(point: { x: number; y: number }, npcs: readonly Npc[], isOpen: (npc: Npc) => boolean, rivalDistance: number | null): NpcInReach | undefined {
  const open = nearestNpcInReach(point, npcs, isOpen);
  if (open && (rivalDistance === null || npcTakesPrecedence(open.distance, rivalDistance))) return open;
  if (rivalDistance !== null) return undefined;
  return nearestNpcInReach(point, npcs);
}

/** Whether a press at `now` comes at least the cooldown after the last press that reached an NPC (`lastAt`, null: none yet). */
export function cooledDown(lastAt: number | null, now: number, cooldownMs = NPC_INTERACT_COOLDOWN_MS): boolean {
  return lastAt === null || now - lastAt >= cooldownMs;
}

/** The nearest of the other things in reach (null where one is not in reach; null if none is). */
export function nearestRival(...distances: ReadonlyArray<number | null>): number | null {
  let nearest: number | null = null;
  for (const distance of distances) if (distance !== null && (nearest === null || distance < nearest)) nearest = distance;
  return nearest;
}
