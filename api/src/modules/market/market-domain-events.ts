import type { MarketEventKind } from '@silkroad/shared';

/**
 * The market's own domain event, added to the app's map by augmentation so the market module
 * stays within its files: the simulation tells that an event struck a city, the feed announces
 * it to every online player. (Worth moving into domain-events.ts when that file is next edited.)
 */
declare module '../../domain-events' {
  interface DomainEventMap {
    'market-event': { cityId: number; kind: MarketEventKind; title: string; message: string; occurredAt: number };
  }
}

export {};
