import { RANDOM_EVENTS, type RandomEventDefinition } from '../catalogue/random-events';
import type { Random } from './random';

/**
 * One 2-minute check of a player (000 §9): each kind strikes with its probability unless it struck
 * this player within its cooldown; one roll decides, so each kind keeps exactly its own chance
 * and at most one event happens per check. `lastPresented` is when each kind last struck them.
 */
export function rollRandomEvent(random: Random, lastPresented: Readonly<Partial<Record<string, number>>>, now: number): RandomEventDefinition | undefined {
  const roll = random();
  let floor = 0;
  for (const event of RANDOM_EVENTS) {
    const last = lastPresented[event.kind];
    if (last !== undefined && now - last < event.cooldownMs) continue;
    if (roll < floor + event.probability) return event;
    floor += event.probability;
  }
  return undefined;
}
