import { cityIdAt, leavesCity, PACK_WARNING_INTERVAL_MS, packFitsTheRoad, walkingPace } from '@silkroad/shared';
import type { Position } from './movement';

/**
 * The pack on foot, as the server keeps it (docs/decisions.md "One pace"): with a pack heavier
 * than PACK_WEIGHT_CAPACITY the walker stays within a city's grounds, sliding along the edge
 * rather than stopping dead, and is told why (at most once in PACK_WARNING_INTERVAL_MS); in the
 * open land a laden walker walks at their pack's pace (walkingPace), full speed again within a
 * city. The server refuses the same steps; walking by its rules here spares the player its
 * corrections. The pace is foreseen from the pack at the edge and then taken from the server.
 */
export class PackEdge {
  private weight = 0;
  private pace = 1;
  private toldAt = -Infinity;
  private inCity = true;

  constructor(
    private readonly onHeld: (weight: number) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  setWeight(weight: number): void {
    this.weight = weight;
  }

  /** The server's pace for this walker (pack-pace); within a city's grounds it is 1 whatever is said. */
  setPace(pace: number): void {
    this.pace = this.inCity || !(pace > 0) ? 1 : Math.min(1, pace);
  }

  /** Where a step from `from` towards `to` may end. */
  constrain(from: Position, to: Position): Position {
    const paced = this.pace === 1 ? to : { x: from.x + (to.x - from.x) * this.pace, y: from.y + (to.y - from.y) * this.pace };
    if (!leavesCity(from, paced)) return this.arrive(paced);
    if (packFitsTheRoad(this.weight)) {
      this.pace = walkingPace(this.weight);
      return this.arrive(paced);
    }
    const now = this.now();
    if (now - this.toldAt >= PACK_WARNING_INTERVAL_MS) {
      this.toldAt = now;
      this.onHeld(this.weight);
    }
    for (const slide of [
      { x: to.x, y: from.y },
      { x: from.x, y: to.y },
    ]) {
      if (!leavesCity(from, slide)) return this.arrive(slide);
    }
    return this.arrive(from);
  }

  /** Where the walker now stands: within a city the pack no longer slows them. */
  private arrive(at: Position): Position {
    this.inCity = cityIdAt(at.x, at.y) !== null;
    if (this.inCity) this.pace = 1;
    return at;
  }
}
