import { CARAVAN_FEED_MS, type CaravanView, type JourneyClock } from '@silkroad/shared';

/** A caravan not told of for this long has left sight (arrived, turned back, sailed off, or its area is no longer ours). */
export const CARAVAN_FORGET_MS = 3 * CARAVAN_FEED_MS;

export interface SeenCaravan {
  journeyId: string;
  name: string;
  fromCityId: number;
  toCityId: number;
  clock: JourneyClock;
  /** Server time minus local time when it was last told of. */
  serverOffsetMs: number;
  /** Local time it was last told of. */
  seenAt: number;
}

/**
 * Other traders' caravans on the road, as the server's feed tells them (every 2 s to the areas
 * that see them). Pure bookkeeping: each message updates the caravans it names; one no longer
 * named is forgotten after a while; the world draws each from its clock between messages.
 */
export class CaravanRoster {
  private readonly caravans = new Map<string, SeenCaravan>();

  tell(caravans: readonly CaravanView[], serverOffsetMs: number, localNow: number): void {
    for (const caravan of caravans) {
      const clock = { durationMs: caravan.durationMs, travelledMs: caravan.travelledMs, movingSince: caravan.movingSince };
      this.caravans.set(caravan.journeyId, { journeyId: caravan.journeyId, name: caravan.name, fromCityId: caravan.fromCityId, toCityId: caravan.toCityId, clock, serverOffsetMs, seenAt: localNow });
    }
  }

  /** Forgets the caravans not told of lately; answers their journey ids. */
  prune(localNow: number): string[] {
    const gone: string[] = [];
    for (const [journeyId, caravan] of this.caravans) {
      if (localNow - caravan.seenAt <= CARAVAN_FORGET_MS) continue;
      this.caravans.delete(journeyId);
      gone.push(journeyId);
    }
    return gone;
  }

  /** Forgets them all (the local player left the map: nobody is seen from the road). */
  clear(): string[] {
    const gone = [...this.caravans.keys()];
    this.caravans.clear();
    return gone;
  }

  list(): IterableIterator<SeenCaravan> {
    return this.caravans.values();
  }
}
