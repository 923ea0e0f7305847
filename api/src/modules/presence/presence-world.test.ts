import { describe, expect, it } from 'vitest';
import { canSee, CITIES, seededRandom, WORLD_HEIGHT, WORLD_WIDTH, type OnlinePlayer, type PlayerMoved } from '@silkroad/shared';
import { LivePlayer, PresenceWorld, type PresenceOutbox } from './presence-world';

type Event = { joined: OnlinePlayer } | { left: string } | { moved: PlayerMoved[] };

class RecordingOutbox implements PresenceOutbox {
  events: Event[] = [];
  playerJoined(player: OnlinePlayer) {
    this.events.push({ joined: player });
  }
  playerLeft(playerId: string) {
    this.events.push({ left: playerId });
  }
  playersMoved(moves: PlayerMoved[]) {
    this.events.push({ moved: moves });
  }
  take(): Event[] {
    const events = this.events;
    this.events = [];
    return events;
  }
}

const samarkand = CITIES.find((c) => c.name === 'Samarkand')!;

function player(id: string, x: number, y: number) {
  const outbox = new RecordingOutbox();
  return { live: new LivePlayer(id, `Name ${id}`, x, y, outbox), outbox };
}

describe('PresenceWorld', () => {
  it('shows a newcomer those it can see and shows it to them, and nobody else', () => {
    const world = new PresenceWorld();
    const a = player('a', samarkand.x, samarkand.y);
    const b = player('b', samarkand.x + 100, samarkand.y);
    const far = player('far', 3800, 2900);
    world.join(a.live);
    world.join(far.live);
    const existing = world.join(b.live);
    expect(existing).toEqual([{ playerId: 'a', username: 'Name a', x: samarkand.x, y: samarkand.y, cityId: samarkand.id }]);
    expect(a.outbox.take()).toEqual([{ joined: b.live.snapshot() }]);
    expect(far.outbox.take()).toEqual([]);
  });

  it('sends nothing on a tick when nobody moved', () => {
    const world = new PresenceWorld();
    const a = player('a', samarkand.x, samarkand.y);
    const b = player('b', samarkand.x, samarkand.y);
    world.join(a.live);
    world.join(b.live);
    a.outbox.take();
    expect(world.tick()).toEqual({ movers: 0, messages: 0, updates: 0 });
    expect(a.outbox.events).toEqual([]);
    expect(b.outbox.events).toEqual([]);
  });

  it('batches the moves of a tick into one message per observer, holding only players it sees, the latest position only', () => {
    const world = new PresenceWorld();
    const a = player('a', samarkand.x, samarkand.y);
    const b = player('b', samarkand.x + 10, samarkand.y);
    const c = player('c', samarkand.x + 20, samarkand.y);
    const far = player('far', 3800, 2900);
    for (const p of [a, b, c, far]) world.join(p.live);
    for (const p of [a, b, c, far]) p.outbox.take();

    world.place(a.live, samarkand.x + 5, samarkand.y);
    world.place(a.live, samarkand.x + 9, samarkand.y);
    world.place(b.live, samarkand.x + 15, samarkand.y);
    world.place(far.live, 3790, 2900);
    expect(world.tick()).toEqual({ movers: 3, messages: 3, updates: 4 });

    const moveA = { playerId: 'a', x: samarkand.x + 9, y: samarkand.y, cityId: samarkand.id };
    const moveB = { playerId: 'b', x: samarkand.x + 15, y: samarkand.y, cityId: samarkand.id };
    expect(c.outbox.take()).toEqual([{ moved: [moveA, moveB] }]);
    expect(a.outbox.take()).toEqual([{ moved: [moveB] }]);
    expect(b.outbox.take()).toEqual([{ moved: [moveA] }]);
    expect(far.outbox.take()).toEqual([]);

    expect(world.tick().messages).toBe(0);
  });

  it('sends joins and leaves as countryside players walk into and out of view', () => {
    const world = new PresenceWorld();
    const a = player('a', 2800, 2500);
    const b = player('b', 800, 2500);
    world.join(a.live);
    expect(world.join(b.live)).toEqual([]);

    world.place(b.live, 1850, 2500);
    world.tick();
    // The join carries the new position: no separate move for it.
    expect(a.outbox.take()).toEqual([{ joined: { playerId: 'b', username: 'Name b', x: 1850, y: 2500, cityId: null } }]);
    expect(b.outbox.take()).toEqual([{ joined: a.live.snapshot() }]);

    world.place(a.live, 2900, 2500);
    world.tick();
    expect(a.outbox.take()).toEqual([{ left: 'b' }]);
    expect(b.outbox.take()).toEqual([{ left: 'a' }]);
  });

  it('separates a city from the countryside outside it', () => {
    const world = new PresenceWorld();
    const inside = player('inside', samarkand.x + samarkand.radius - 10, samarkand.y);
    const outside = player('outside', samarkand.x + samarkand.radius + 10, samarkand.y);
    world.join(inside.live);
    expect(world.join(outside.live)).toEqual([]);
    world.place(outside.live, samarkand.x + samarkand.radius - 5, samarkand.y);
    world.tick();
    expect(outside.outbox.take()).toEqual([{ joined: inside.live.snapshot() }]);
  });

  it('tells those who saw a leaving player, and forgets its pending move', () => {
    const world = new PresenceWorld();
    const a = player('a', samarkand.x, samarkand.y);
    const b = player('b', samarkand.x, samarkand.y);
    world.join(a.live);
    world.join(b.live);
    a.outbox.take();
    world.place(b.live, samarkand.x + 1, samarkand.y);
    world.leave(b.live);
    expect(a.outbox.take()).toEqual([{ left: 'b' }]);
    expect(world.tick().messages).toBe(0);
    expect(a.live.visible.size).toBe(0);
  });

  it('keeps every visible set equal to the rule, and symmetric, through random walks', () => {
    const random = seededRandom(7);
    const world = new PresenceWorld();
    const players = Array.from({ length: 80 }, (_, i) => player(`p${i}`, random() * WORLD_WIDTH, random() * WORLD_HEIGHT).live);
    for (const p of players) world.join(p);
    for (let step = 0; step < 40; step += 1) {
      for (const p of players) {
        if (random() < 0.5) continue;
        const x = Math.min(WORLD_WIDTH, Math.max(0, p.x + (random() - 0.5) * 600));
        const y = Math.min(WORLD_HEIGHT, Math.max(0, p.y + (random() - 0.5) * 600));
        world.place(p, x, y);
      }
      world.tick();
      for (const p of players) {
        const expected = players.filter((o) => o !== p && canSee(p, o)).map((o) => o.playerId).sort();
        expect([...p.visible].map((o) => o.playerId).sort()).toEqual(expected);
      }
    }
  });
});

describe('PresenceWorld with a city feed', () => {
  it('sends a city’s moves once per tick for the whole city, and the countryside’s per observer', () => {
    const sent: { cityId: number; moves: PlayerMoved[] }[] = [];
    const world = new PresenceWorld({ cityMoved: (cityId, moves) => sent.push({ cityId, moves }) });
    const inCity = ['a', 'b', 'c', 'd'].map((id, i) => player(id, samarkand.x + i * 10, samarkand.y));
    const walkers = [player('w1', 2000, 2500), player('w2', 2100, 2500)];
    for (const p of [...inCity, ...walkers]) world.join(p.live);
    for (const p of [...inCity, ...walkers]) p.outbox.take();

    for (const [i, p] of inCity.entries()) world.place(p.live, samarkand.x + i * 10, samarkand.y + 5);
    world.place(walkers[0]!.live, 2010, 2500);
    const report = world.tick();

    // One message for the city holding its four movers (each observer ignores its own)...
    expect(sent).toEqual([{ cityId: samarkand.id, moves: inCity.map((p, i) => ({ playerId: p.live.playerId, x: samarkand.x + i * 10, y: samarkand.y + 5, cityId: samarkand.id })) }]);
    for (const p of inCity) expect(p.outbox.take()).toEqual([]);
    // ...and the countryside as before: only the walker who sees the mover hears of it.
    expect(walkers[1]!.outbox.take()).toEqual([{ moved: [{ playerId: 'w1', x: 2010, y: 2500, cityId: null }] }]);
    expect(walkers[0]!.outbox.take()).toEqual([]);
    // Deliveries are what each observer receives of others: 4 movers seen by 3 each, and one.
    expect(report).toEqual({ movers: 5, messages: 2, updates: 4 * 3 + 1 });
  });
});
