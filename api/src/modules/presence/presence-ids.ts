import { MAX_PRESENCE_ID } from '@silkroad/shared';

/**
 * An id given back is handed out again only after this many others were given back since: a
 * client never sees a move of a newcomer under the id of a player it still shows. (Events reach
 * a client in order, so `player-left` always comes first anyway; this is the margin.)
 */
const QUARANTINE = 1_000;

/**
 * The small numbers `players-moved` names live players by (presence-codec). They stay near the
 * number of players online, and are this process's own: another process numbers its players
 * itself.
 */
export class PresenceIds {
  private next = 1;
  /** Ids given back, oldest first, from `head` on. */
  private freed: number[] = [];
  private head = 0;

  take(): number {
    if (this.freed.length - this.head > QUARANTINE || this.next > MAX_PRESENCE_ID) {
      const id = this.freed[this.head];
      if (id === undefined) throw new Error('no presence id left');
      this.head += 1;
      if (this.head >= 4_096 && this.head * 2 >= this.freed.length) {
        this.freed = this.freed.slice(this.head);
        this.head = 0;
      }
      return id;
    }
    const id = this.next;
    this.next += 1;
    return id;
  }

  release(id: number): void {
    if (id > 0) this.freed.push(id);
  }
}
