import { HOLD_MAX_MS } from './character-change-relay';

/**
 * Players whose character is being rewritten (PresenceControl.changeCharacter): their moves are
 * dropped and their positions not saved meanwhile, so nothing of the old character can land
 * after the new one.
 */
export class CharacterHolds {
  /** Held for a route on this process, while its change runs. */
  private readonly frozen = new Set<string>();
  /** Held for a route on another process, until it tells the outcome (or HOLD_MAX_MS passes: it died). */
  private readonly forPeers = new Map<string, ReturnType<typeof setTimeout>>();

  isHeld(playerId: string): boolean {
    return this.frozen.has(playerId) || this.forPeers.has(playerId);
  }

  freeze(playerId: string): void {
    this.frozen.add(playerId);
  }

  unfreeze(playerId: string): void {
    this.frozen.delete(playerId);
  }

  holdForPeer(playerId: string): void {
    this.letGo(playerId);
    const timer = setTimeout(() => this.forPeers.delete(playerId), HOLD_MAX_MS);
    timer.unref();
    this.forPeers.set(playerId, timer);
  }

  letGo(playerId: string): void {
    clearTimeout(this.forPeers.get(playerId));
    this.forPeers.delete(playerId);
  }

  /** Drops the timers of the holds for other processes (the process is stopping). */
  stop(): void {
    for (const timer of this.forPeers.values()) clearTimeout(timer);
  }
}
