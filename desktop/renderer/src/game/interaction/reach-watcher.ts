/** What shows the player the target in reach: a pulsing Phaser outline in the game (reach-highlight.ts). */
export interface ReachOutline<T> {
  /** Called on every update with the target in reach (undefined: nothing, hide it) and the time since the last update. */
  draw(target: T | undefined, elapsedMs: number): void;
  destroy(): void;
}

export interface ReachRule<T> {
  /**
   * The target in reach from a point (the nearest, if several), if any. The same target must come
   * back as the same object: a different object is reported as a change.
   */
  find(x: number, y: number): T | undefined;
  /** Says what is in reach now: the target, or null when nothing is. Called only on a change. */
  report(target: T | null): void;
}

/**
 * What is in reach of the local player, for one kind of target: a market, a profession site, a
 * gate, the home workshop. Fed the player's position on every frame, it reports each change of
 * target (so the panels offer "Press E to trade at ..."), reports again on the first update after
 * clear() (a scene going to sleep has nothing in reach; on waking it says what is there), and keeps
 * the target outlined while it is in reach.
 */
export class ReachWatcher<T> {
  private target: T | undefined;
  private reported = false;

  constructor(
    private readonly rule: ReachRule<T>,
    private readonly outline?: ReachOutline<T>,
  ) {}

  /** The target in reach as last reported. */
  get current(): T | undefined {
    return this.target;
  }

  /** Called every frame with the local player's position. */
  update(x: number, y: number, elapsedMs: number): void {
    const next = this.rule.find(x, y);
    if (next !== this.target || !this.reported) {
      this.target = next;
      this.reported = true;
      this.rule.report(next ?? null);
    }
    this.outline?.draw(this.target, elapsedMs);
  }

  /** The scene is leaving the screen: nothing is in reach any more (reported again once it updates). */
  clear(): void {
    if (this.target !== undefined) this.rule.report(null);
    this.target = undefined;
    this.reported = false;
    this.outline?.draw(undefined, 0);
  }

  destroy(): void {
    this.clear();
    this.outline?.destroy();
  }
}
