import { describe, expect, it } from 'vitest';
import { decodePresenceBatch, encodePresenceBatch, type PresenceBatch } from './presence-batch';
import { PRESENCE_ORIGIN_SILENCE_MS, PresenceMirror } from './presence-mirror';

function batch(origin: string, seq: number, parts: Partial<Omit<PresenceBatch, 'origin' | 'seq'>> = {}): PresenceBatch {
  return { origin, seq, full: false, joined: [], moved: [], left: [], ...parts };
}

const ana = { playerId: 'ana', username: 'Ana', x: 100, y: 200 };
const bo = { playerId: 'bo', username: 'Bo', x: 300, y: 400 };

describe('presence batches on the wire', () => {
  it('round-trip in a compact form', () => {
    const sent = batch('proc-a', 7, { joined: [ana], moved: [{ playerId: 'bo', x: 1.5, y: 2.25 }], left: ['cy'] });
    const text = encodePresenceBatch(sent);
    expect(decodePresenceBatch(text)).toEqual(sent);
    expect(text.length).toBeLessThan(JSON.stringify(sent).length);
    expect(decodePresenceBatch(encodePresenceBatch(batch('proc-a', 8, { full: true })))).toEqual(batch('proc-a', 8, { full: true }));
  });

  it('anything else is not a batch (another version during a rolling upgrade), and does not throw', () => {
    for (const text of ['', 'nope', '{}', '{"o":"a"}', '{"o":"a","s":1,"m":[["p","x",1]]}', '{"o":"a","s":1,"j":[["p","n",1]]}', '{"o":"a","s":1,"l":[1]}', 'null']) {
      expect(decodePresenceBatch(text)).toBeUndefined();
    }
  });
});

describe('PresenceMirror', () => {
  it("follows another process's players: joins, moves and leaves, and where each stands", () => {
    const mirror = new PresenceMirror('self');
    expect(mirror.apply(batch('a', 1, { joined: [ana, bo] }), 0)).toEqual({ joined: [ana, bo], moved: [], left: [], needsSnapshot: false });
    expect(mirror.apply(batch('a', 2, { moved: [{ playerId: 'ana', x: 110, y: 205 }] }), 50)).toEqual({ joined: [], moved: [{ ...ana, x: 110, y: 205 }], left: [], needsSnapshot: false });
    expect(mirror.position('ana')).toEqual({ x: 110, y: 205 });
    expect(mirror.originOf('ana')).toBe('a');
    expect(mirror.apply(batch('a', 3, { left: ['bo'] }), 100).left).toEqual(['bo']);
    expect(mirror.position('bo')).toBeUndefined();
    expect(mirror.all()).toEqual([{ ...ana, x: 110, y: 205 }]);
  });

  it('ignores its own batches (the channel echoes them)', () => {
    const mirror = new PresenceMirror('self');
    expect(mirror.apply(batch('self', 1, { joined: [ana] }), 0).joined).toEqual([]);
    expect(mirror.all()).toEqual([]);
  });

  it('asks for a full batch after a gap, or when it starts listening in the middle of a stream', () => {
    const late = new PresenceMirror('self');
    expect(late.apply(batch('a', 41, { moved: [{ playerId: 'ana', x: 1, y: 2 }] }), 0).needsSnapshot).toBe(true);
    const mirror = new PresenceMirror('self');
    mirror.apply(batch('a', 1, { joined: [ana] }), 0);
    expect(mirror.apply(batch('a', 2), 50).needsSnapshot).toBe(false);
    expect(mirror.apply(batch('a', 4), 100).needsSnapshot).toBe(true);
    // A duplicate or stale batch changes nothing.
    expect(mirror.apply(batch('a', 3, { left: ['ana'] }), 150)).toEqual({ joined: [], moved: [], left: [], needsSnapshot: false });
    expect(mirror.position('ana')).toEqual({ x: 100, y: 200 });
  });

  it('a full batch is the whole truth about its origin: whoever it leaves out is gone', () => {
    const mirror = new PresenceMirror('self');
    mirror.apply(batch('a', 1, { joined: [ana, bo] }), 0);
    const changes = mirror.apply(batch('a', 9, { full: true, joined: [{ ...ana, x: 120 }] }), 50);
    expect(changes).toEqual({ joined: [], moved: [{ ...ana, x: 120 }], left: ['bo'], needsSnapshot: false });
  });

  it('a player who signs in on another process moves there; the old process saying it left changes nothing', () => {
    const mirror = new PresenceMirror('self');
    mirror.apply(batch('a', 1, { joined: [ana] }), 0);
    expect(mirror.apply(batch('b', 1, { joined: [{ ...ana, x: 105 }] }), 10).moved).toEqual([{ ...ana, x: 105 }]);
    expect(mirror.originOf('ana')).toBe('b');
    expect(mirror.apply(batch('a', 2, { left: ['ana'], moved: [{ playerId: 'ana', x: 1, y: 1 }] }), 20)).toEqual({ joined: [], moved: [], left: [], needsSnapshot: false });
    expect(mirror.position('ana')).toEqual({ x: 105, y: 200 });
    // And a full batch of the old process, without the player, does not remove it from the new one.
    expect(mirror.apply(batch('a', 3, { full: true }), 30).left).toEqual([]);
    expect(mirror.originOf('ana')).toBe('b');
  });

  it('a player who signs in here is local from then on: its mirrored copy is handed over and later news of it ignored', () => {
    const mirror = new PresenceMirror('self');
    mirror.apply(batch('a', 1, { joined: [ana] }), 0);
    mirror.apply(batch('a', 2, { moved: [{ playerId: 'ana', x: 101, y: 200 }] }), 40);
    // Where the other process last had the player, and when this one heard it.
    expect(mirror.claimLocal('ana')).toEqual({ ...ana, x: 101, heardAt: 40, movedAt: 40 });
    expect(mirror.position('ana')).toBeUndefined();
    // The old process's last moves and its "left" arrive after the take-over.
    expect(mirror.apply(batch('a', 3, { moved: [{ playerId: 'ana', x: 9, y: 9 }], left: ['ana'] }), 50)).toEqual({ joined: [], moved: [], left: [], needsSnapshot: false });
    expect(mirror.releaseLocal('ana')).toBeUndefined();
    expect(mirror.apply(batch('b', 1, { joined: [ana] }), 60).joined).toEqual([ana]);
  });

  it('a player announced elsewhere while signed in here (a second sign-in there) is mirrored from there once the local session ends', () => {
    const mirror = new PresenceMirror('self');
    mirror.claimLocal('ana');
    // The other process's join can arrive before this process closes the replaced session.
    expect(mirror.apply(batch('b', 1, { joined: [ana] }), 10).joined).toEqual([]);
    expect(mirror.apply(batch('b', 2, { moved: [{ playerId: 'ana', x: 120, y: 210 }] }), 20)).toEqual({ joined: [], moved: [], left: [], needsSnapshot: false });
    expect(mirror.position('ana')).toBeUndefined();
    expect(mirror.releaseLocal('ana')).toEqual({ ...ana, x: 120, y: 210 });
    expect(mirror.originOf('ana')).toBe('b');
    expect(mirror.apply(batch('b', 3, { left: ['ana'] }), 30).left).toEqual(['ana']);

    // Had it left there too before the session here ended, nothing is handed out.
    mirror.claimLocal('bo');
    mirror.apply(batch('b', 4, { joined: [bo] }), 40);
    mirror.apply(batch('b', 5, { left: ['bo'] }), 50);
    expect(mirror.releaseLocal('bo')).toBeUndefined();
    // Nor when that process went silent meanwhile.
    mirror.claimLocal('bo');
    mirror.apply(batch('b', 6, { joined: [bo] }), 60);
    mirror.expire(60 + PRESENCE_ORIGIN_SILENCE_MS);
    expect(mirror.releaseLocal('bo')).toBeUndefined();
  });

  it("a silent process is taken for dead: its players leave, others' stay", () => {
    const mirror = new PresenceMirror('self');
    mirror.apply(batch('a', 1, { joined: [ana] }), 0);
    mirror.apply(batch('b', 1, { joined: [bo] }), 0);
    mirror.apply(batch('b', 2), PRESENCE_ORIGIN_SILENCE_MS - 10);
    expect(mirror.expire(PRESENCE_ORIGIN_SILENCE_MS - 1).left).toEqual([]);
    expect(mirror.expire(PRESENCE_ORIGIN_SILENCE_MS).left).toEqual(['ana']);
    expect(mirror.all()).toEqual([bo]);
    // If it was only cut off and comes back, it is heard from the middle: a full batch is asked for.
    expect(mirror.apply(batch('a', 60), PRESENCE_ORIGIN_SILENCE_MS + 100).needsSnapshot).toBe(true);
  });
});
