import { useEffect, useState } from 'react';
import type { GameBus, GameBusEvents } from '../../bus/game-bus';

/** The bus events by which the world says what is in reach of the player (game/interaction/reach-watcher.ts). */
export type InReachEvent = 'building:nearby' | 'site:nearby' | 'spot:nearby' | 'npc:nearby';

/**
 * What the world last said is in reach: the market, the profession site or the gate E would use
 * (null: nothing, or nothing said yet). The world decides reach; the panels only follow it.
 */
export function useInReach<E extends InReachEvent>(bus: GameBus, event: E): GameBusEvents[E] | null {
  const [target, setTarget] = useState<GameBusEvents[E] | null>(null);
  useEffect(() => bus.on(event, setTarget), [bus, event]);
  return target;
}
