import type { Logger } from './logger';
import type { RandomEventView, EncounterView, GameNotification, JourneyView, MarketEntry, NodeUpdate, Offer, PlayerChangeReason } from '@silkroad/shared';

/**
 * What happened in the game, told once by the module that did it and heard by whoever must
 * react (the socket feeds). Emitted after the transaction commits, never inside it.
 */
export interface DomainEventMap {
  'market-changed': { cityId: number; itemId: string; previousPrice: number; entry: MarketEntry };
  'player-notification': { playerId: string; notification: GameNotification };
  /** A player's purse, inventory or skills changed: their client should refresh. */
  'player-changed': { playerId: string; reason: PlayerChangeReason };
  'offer-filled': { ownerId: string; offer: Offer; filledQuantity: number };
  /** A resource node was harvested, regrew, spawned or was removed (gathering/node-feed.ts tells the players in view). */
  'resource-node-changed': NodeUpdate;
  /** A player's journey moved on (started, met or left an encounter, arrived, turned back). */
  'journey-changed': { playerId: string; journey: JourneyView };
  /** A player's caravan stands at an encounter, to be answered within 10 s. */
  'encounter-started': { playerId: string; journey: JourneyView; encounter: EncounterView };
  /** A random event happened to a player, to be answered. */
  'random-event': { playerId: string; event: RandomEventView };
}

type Listener<T> = (payload: T) => void;

export class DomainEvents {
  constructor(private readonly logger: Logger) {}

  private readonly listeners = new Map<keyof DomainEventMap, Set<Listener<never>>>();

  on<K extends keyof DomainEventMap>(event: K, listener: Listener<DomainEventMap[K]>): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  emit<K extends keyof DomainEventMap>(event: K, payload: DomainEventMap[K]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        (listener as Listener<DomainEventMap[K]>)(payload);
      } catch (error) {
        // A failing listener must not undo or break what already happened.
        this.logger.error({ err: error, event }, 'domain event listener failed');
      }
    }
  }
}
