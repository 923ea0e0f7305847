import { describe, expect, it } from 'vitest';
import type { MirroredPlayer } from './presence-batch';
import { PRESENCE_HEARTBEAT_MS } from './presence-mirror';
import { PresenceOutbox } from './presence-outbox';

const nobody = () => [];

function player(playerId: string, x: number, y: number): MirroredPlayer {
  return { playerId, username: playerId.toUpperCase(), x, y };
}

/** Two fresh players (the tests move them). */
const anaAndBo = () => [player('ana', 10, 20), player('bo', 30, 40)] as const;

describe('PresenceOutbox', () => {
  it("holds a tick's news: joins, each mover's latest position only, and leaves", () => {
    const outbox = new PresenceOutbox();
    const [ana, bo] = anaAndBo();
    outbox.join(ana);
    outbox.join(bo);
    expect(outbox.take(0, nobody)).toEqual({ full: false, joined: [ana, bo], moved: [], left: [] });

    ana.x = 11;
    outbox.move(ana);
    ana.x = 12;
    outbox.move(ana);
    outbox.leave(bo);
    expect(outbox.take(50, nobody)).toEqual({ full: false, joined: [], moved: [{ playerId: 'ana', x: 12, y: 20 }], left: ['bo'] });
  });

  it('a player who joins and moves within one tick is announced where it stands by then', () => {
    const outbox = new PresenceOutbox();
    const ana = player('ana', 10, 20);
    outbox.join(ana);
    ana.y = 25;
    outbox.move(ana);
    expect(outbox.take(0, nobody)).toEqual({ full: false, joined: [{ ...ana, y: 25 }], moved: [], left: [] });
  });

  it('a player who leaves and comes back within one tick is only announced (leaves apply last)', () => {
    const outbox = new PresenceOutbox();
    const before = player('ana', 10, 20);
    outbox.join(before);
    outbox.take(0, nobody);
    outbox.move(before);
    outbox.leave(before);
    const again = player('ana', 15, 20);
    outbox.join(again);
    expect(outbox.take(50, nobody)).toEqual({ full: false, joined: [again], moved: [], left: [] });
  });

  it('a player who joins and leaves within one tick is said to have left (a mirror ignores who it never knew)', () => {
    const outbox = new PresenceOutbox();
    const ana = player('ana', 10, 20);
    outbox.join(ana);
    outbox.leave(ana);
    expect(outbox.take(0, nobody)).toEqual({ full: false, joined: [], moved: [], left: ['ana'] });
  });

  it('with no news it stays quiet, but sends an empty batch at least every heartbeat', () => {
    const outbox = new PresenceOutbox();
    expect(outbox.take(0, nobody)).toEqual({ full: false, joined: [], moved: [], left: [] });
    expect(outbox.take(50, nobody)).toBeUndefined();
    expect(outbox.take(PRESENCE_HEARTBEAT_MS - 1, nobody)).toBeUndefined();
    expect(outbox.take(PRESENCE_HEARTBEAT_MS, nobody)).toEqual({ full: false, joined: [], moved: [], left: [] });
  });

  it('after a snapshot request the next batch is full: everyone, and the pending news folded in', () => {
    const outbox = new PresenceOutbox();
    const [ana, bo] = anaAndBo();
    outbox.join(ana);
    outbox.move(bo);
    outbox.leave(player('cy', 0, 0));
    outbox.requestFull();
    let asked = 0;
    const everyone = () => {
      asked += 1;
      return [ana, bo];
    };
    expect(outbox.take(0, everyone)).toEqual({ full: true, joined: [ana, bo], moved: [], left: [] });
    expect(asked).toBe(1);
    // The batch is a copy: later moves are the next batch's news.
    bo.x = 31;
    outbox.move(bo);
    expect(outbox.take(50, everyone)).toEqual({ full: false, joined: [], moved: [{ playerId: 'bo', x: 31, y: 40 }], left: [] });
    expect(asked).toBe(1);
  });
});
