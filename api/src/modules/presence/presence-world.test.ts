import { describe, expect, it } from 'vitest';
import { canSee, CITIES, decodeMoves, INTEREST_KEEP_FACTOR, seededRandom, WORLD_HEIGHT, WORLD_WIDTH, zoneKeyOf, type MovesBatch, type OnlinePlayer, type ZoneKey } from '@silkroad/shared';
import { LivePlayer, PresenceWorld, RELOCATIONS_PER_SLICE, REVIEW_TICKS, TICK_SLICES, TRAIL_RECORDS, type PresenceFeed, type PresenceWorldOptions } from './presence-world';

type Move = { playerId: string; x: number; y: number };
type FeedEvent =
  | { shown: string; to: string }
  | { hidden: string; to: string }
  | { entered: string; from: ZoneKey; to: ZoneKey; visible: string[] }
  | { moved: string; moves: Move[] };

/** What each player heard of moves, in order, from a list of events. */
function heard(events: FeedEvent[]): Map<string, Move[]> {
  const byListener = new Map<string, Move[]>();
  for (const event of events) if ('moved' in event) byListener.set(event.moved, [...(byListener.get(event.moved) ?? []), ...event.moves]);
  return byListener;
}

/** Records what the world sends, naming movers by player id (decoded through the live players). */
class RecordingFeed implements PresenceFeed {
  events: FeedEvent[] = [];
  readonly players = new Map<number, LivePlayer>();

  shown(observer: LivePlayer, player: LivePlayer) {
    this.events.push({ shown: player.playerId, to: observer.playerId });
  }
  hidden(observer: LivePlayer, player: LivePlayer) {
    this.events.push({ hidden: player.playerId, to: observer.playerId });
  }
  entered(player: LivePlayer, from: ZoneKey, to: ZoneKey, visible: OnlinePlayer[]) {
    this.events.push({ entered: player.playerId, from, to, visible: visible.map((p) => p.playerId).sort() });
  }
  news(observer: LivePlayer, hidden: readonly LivePlayer[], shown: readonly LivePlayer[], batch: MovesBatch) {
    for (const player of hidden) this.hidden(observer, player);
    for (const player of shown) this.shown(observer, player);
    if (batch !== '') this.moved(observer, batch);
  }
  moved(observer: LivePlayer, batch: MovesBatch) {
    const moves: Move[] = [];
    decodeMoves(batch, (presenceId, x, y) => moves.push({ playerId: this.players.get(presenceId)?.playerId ?? `#${presenceId}`, x, y }));
    this.events.push({ moved: observer.playerId, moves });
  }
  take(): FeedEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }
}

const samarkand = CITIES.find((c) => c.name === 'Samarkand')!;
const kashgar = CITIES.find((c) => c.name === 'Kashgar')!;

function setup(options: PresenceWorldOptions = {}) {
  const feed = new RecordingFeed();
  const world = new PresenceWorld(feed, options);
  const add = (id: string, x: number, y: number, observes = true) => {
    const player = new LivePlayer(id, `Name ${id}`, x, y, observes);
    world.join(player);
    // Known to the recorder even when nobody saw it join.
    feed.players.set(player.presenceId, player);
    return player;
  };
  const ids = (players: Iterable<LivePlayer>) => [...players].map((p) => p.playerId).sort();
  return { feed, world, add, ids };
}

const cell = (x: number, y: number) => zoneKeyOf({ x, y, cityId: null });

describe('PresenceWorld', () => {
  it('shows a newcomer to those who may see it, and gives it those it sees', () => {
    const { feed, world, add } = setup();
    const a = add('a', samarkand.x, samarkand.y);
    add('far', 3800, 2900);
    feed.take();
    const b = add('b', samarkand.x + 100, samarkand.y);
    expect(feed.take()).toEqual([{ shown: 'b', to: 'a' }]);
    expect(world.visibleTo(b)).toEqual([a.snapshot()]);
    expect(a.snapshot()).toMatchObject({ playerId: 'a', presenceId: a.presenceId, username: 'Name a', cityId: samarkand.id });
  });

  it('gives every live player its own presence id', () => {
    const { add } = setup();
    const players = Array.from({ length: 50 }, (_, i) => add(`p${i}`, 100 + i * 10, 2800));
    expect(new Set(players.map((p) => p.presenceId)).size).toBe(50);
    expect(players.every((p) => p.presenceId > 0)).toBe(true);
  });

  it('sends nothing on a tick when nobody moved', () => {
    const { feed, world, add } = setup();
    add('a', samarkand.x, samarkand.y);
    add('b', samarkand.x, samarkand.y);
    feed.take();
    expect(world.tick()).toEqual({ movers: 0, messages: 0, updates: 0 });
    expect(feed.events).toEqual([]);
  });

  it('sends each player of a city one message per tick with every move since its last, in order', () => {
    const { feed, world, add } = setup();
    const [a, b] = ['a', 'b', 'c'].map((id, i) => add(id, samarkand.x + i * 10, samarkand.y));
    add('far', 3800, 2900);
    feed.take();

    world.place(a!, samarkand.x + 5, samarkand.y);
    world.place(a!, samarkand.x + 9, samarkand.y);
    world.place(b!, samarkand.x + 15, samarkand.y);
    // Two movers, each seen by the two others; each of the three hears in its own slice, a's two moves both.
    expect(world.tick()).toEqual({ movers: 2 * TICK_SLICES, messages: 3, updates: 6 });
    const aFirst = { playerId: 'a', x: samarkand.x + 5, y: samarkand.y };
    const aMove = { playerId: 'a', x: samarkand.x + 9, y: samarkand.y };
    const bMove = { playerId: 'b', x: samarkand.x + 15, y: samarkand.y };
    expect(heard(feed.take())).toEqual(
      new Map([
        ['a', [bMove]],
        ['b', [aFirst, aMove]],
        ['c', [aFirst, aMove, bMove]],
      ]),
    );
    expect(world.tick().messages).toBe(0);
  });

  it('keeps a mover\'s last TRAIL_RECORDS moves for a slice that comes late, and sends each move to each slice once', () => {
    const { feed, world, add } = setup();
    const [a, b] = ['a', 'b'].map((id, i) => add(id, samarkand.x + i * 10, samarkand.y));
    feed.take();

    // More moves than a slice keeps before it runs: the oldest give way, the newest all go.
    const steps = Array.from({ length: TRAIL_RECORDS + 2 }, (_, i) => samarkand.x + 1 + i);
    for (const x of steps) world.place(a!, x, samarkand.y);
    world.tick();
    expect(heard(feed.take()).get(b!.playerId)).toEqual(steps.slice(-TRAIL_RECORDS).map((x) => ({ playerId: 'a', x, y: samarkand.y })));

    // A slice that sent a move does not send it again: the next tick has only what came after.
    world.place(a!, samarkand.x + 40, samarkand.y);
    world.tick();
    expect(heard(feed.take()).get(b!.playerId)).toEqual([{ playerId: 'a', x: samarkand.x + 40, y: samarkand.y }]);
    expect(world.tick().messages).toBe(0);
  });

  it('sends each player its news once per tick, in its own slice', () => {
    const { feed, world, add } = setup();
    const players = Array.from({ length: 3 * TICK_SLICES }, (_, i) => add(`p${i}`, samarkand.x + i, samarkand.y));
    feed.take();
    for (const p of players) world.place(p, p.x, p.y + 1);
    for (let slice = 0; slice < TICK_SLICES; slice += 1) {
      world.slice();
      const events = feed.take().filter((e) => 'moved' in e);
      // The three players hearing in this slice, each of the others' moves.
      expect(events).toHaveLength(3);
      for (const event of events) expect((event as { moves: Move[] }).moves).toHaveLength(players.length - 1);
    }
    expect(world.tick().messages).toBe(0);
  });

  it('gives a slice what moved since that slice last heard, the latest position only', () => {
    const { feed, world, add } = setup();
    const players = Array.from({ length: TICK_SLICES }, (_, i) => add(`p${i}`, samarkand.x + 10 * i, samarkand.y));
    feed.take();
    const [walker] = players;
    world.place(walker!, samarkand.x, samarkand.y + 1);
    world.slice();
    world.slice();
    world.place(walker!, samarkand.x, samarkand.y + 2);
    world.slice();
    world.slice();
    world.slice();
    world.tick();
    const byListener = heard(feed.take());
    // Every other player heard of the walker once or twice, and last at its latest position.
    for (const p of players.slice(1)) {
      const moves = byListener.get(p.playerId)!;
      expect(moves.length).toBeGreaterThanOrEqual(1);
      expect(moves.at(-1)).toEqual({ playerId: walker!.playerId, x: samarkand.x, y: samarkand.y + 2 });
    }
  });

  it('sends a countryside move to those within the view radius, whichever cell they stand in', () => {
    const { feed, world, add } = setup();
    const mover = add('mover', 2500, 2500);
    add('same-cell', 2900, 2900);
    add('next-cell', 3400, 2500);
    add('next-cell-beyond-the-radius', 3600, 2100);
    add('two-cells-away', 500, 2500);
    feed.take();

    world.place(mover, 2510, 2500);
    expect(world.tick().updates).toBe(2);
    const move = { playerId: 'mover', x: 2510, y: 2500 };
    expect(heard(feed.take())).toEqual(
      new Map([
        ['same-cell', [move]],
        ['next-cell', [move]],
      ]),
    );
  });

  it('announces a walk into another cell: the walker gets its new view, those who lose or gain it hear of it', () => {
    const { feed, world, add } = setup();
    const walker = add('walker', 1500, 2500);
    add('behind', 700, 2500);
    add('ahead', 3400, 2500);
    add('beside', 2500, 2500);
    feed.take();

    world.place(walker, 2500, 2500);
    world.tick();
    const events = feed.take();
    expect(events.slice(0, 3)).toEqual([
      { hidden: 'walker', to: 'behind' },
      { entered: 'walker', from: cell(1500, 2500), to: cell(2500, 2500), visible: ['ahead', 'beside'] },
      { shown: 'walker', to: 'ahead' },
    ]);
    // Then the move itself, to those who are shown it now.
    const move = { playerId: 'walker', x: 2500, y: 2500 };
    expect(heard(events.slice(3))).toEqual(
      new Map([
        ['ahead', [move]],
        ['beside', [move]],
      ]),
    );
  });

  it('keeps a city and the countryside outside it apart', () => {
    const { feed, world, add, ids } = setup();
    const inside = add('inside', samarkand.x + samarkand.radius - 10, samarkand.y);
    const outside = add('outside', samarkand.x + samarkand.radius + 10, samarkand.y);
    expect(world.visibleTo(outside)).toEqual([]);
    add('walker-nearby', samarkand.x + samarkand.radius + 300, samarkand.y);
    feed.take();

    world.place(outside, samarkand.x + samarkand.radius - 5, samarkand.y);
    world.tick();
    const events = feed.take();
    expect(events).toContainEqual({ entered: 'outside', from: cell(samarkand.x + samarkand.radius + 10, samarkand.y), to: zoneKeyOf(inside), visible: ['inside'] });
    expect(events).toContainEqual({ shown: 'outside', to: 'inside' });
    expect(events).toContainEqual({ hidden: 'outside', to: 'walker-nearby' });
    expect(ids(inside.shown)).toEqual(['outside']);
  });

  it('announces a burst of crossings a few per slice, and meanwhile sends a crosser’s moves to those who still know it', () => {
    const { feed, world, add } = setup();
    // First, so it hears in slice 1 (presence id 1), after two slices' worth of announcements.
    const behind = add('behind', 1200, 2500);
    expect(behind.slice).toBe(1);
    const crossers = Array.from({ length: 2 * RELOCATIONS_PER_SLICE + 2 }, (_, i) => add(`c${i}`, 1500, 2500 + i));
    feed.take();
    // Into the next cell, still within behind's view radius.
    for (const crosser of crossers) world.place(crosser, 2010, crosser.y);
    world.slice();
    expect(feed.take().filter((e) => 'entered' in e)).toHaveLength(RELOCATIONS_PER_SLICE);
    world.slice();
    const second = feed.take();
    expect(second.filter((e) => 'entered' in e)).toHaveLength(RELOCATIONS_PER_SLICE);
    expect(heard(second).get('behind')!.map((m) => m.playerId)).toEqual(crossers.map((c) => c.playerId));
    world.slice();
    const third = feed.take();
    const late = crossers.slice(2 * RELOCATIONS_PER_SLICE);
    expect(third.filter((e) => 'entered' in e).map((e) => (e as { entered: string }).entered)).toEqual(late.map((c) => c.playerId));
  });

  it('does not announce a player who walked out of an area and back within one tick', () => {
    const { feed, world, add } = setup();
    const walker = add('walker', 1990, 2500);
    add('other', 2500, 2500);
    feed.take();
    world.place(walker, 2010, 2500);
    world.place(walker, 1995, 2500);
    world.tick();
    expect(feed.take().every((e) => 'moved' in e)).toBe(true);
  });

  it('tells those who were shown a leaving player, forgets its pending move, and frees its id', () => {
    const { feed, world, add } = setup();
    const a = add('a', samarkand.x, samarkand.y);
    const b = add('b', samarkand.x, samarkand.y);
    feed.take();
    world.place(b, samarkand.x + 1, samarkand.y);
    world.leave(b);
    expect(feed.take()).toEqual([{ hidden: 'b', to: 'a' }]);
    expect(b.presenceId).toBe(0);
    expect(world.tick().messages).toBe(0);
    expect(world.visibleTo(a)).toEqual([]);
    // Nobody else in view: nobody to tell.
    world.leave(a);
    expect(feed.take()).toEqual([]);
  });

  it("shows another process's players to those who observe here, and tells them nothing", () => {
    const { feed, world, add } = setup();
    // Where only other processes' players stand, there is nobody to tell of a join, a move or a crossing.
    const far = add('far', 1500, 2500, false);
    add('far-too', 1500, 2510, false);
    world.place(far, 2500, 2500);
    world.tick();
    expect(feed.take()).toEqual([]);

    const local = add('local', samarkand.x, samarkand.y);
    const guest = add('guest', samarkand.x + 10, samarkand.y, false);
    expect(feed.take()).toEqual([{ shown: 'guest', to: 'local' }]);
    expect(world.visibleTo(local)).toEqual([guest.snapshot()]);
    world.place(guest, samarkand.x + 20, samarkand.y);
    world.place(local, samarkand.x + 5, samarkand.y);
    world.tick();
    // The local player hears the guest's move; nobody is sent the local one's.
    expect(heard(feed.take())).toEqual(new Map([['local', [{ playerId: 'guest', x: samarkand.x + 20, y: samarkand.y }]]]));
    world.leave(guest);
    expect(feed.take()).toEqual([{ hidden: 'guest', to: 'local' }]);
    world.leave(local);
    expect(feed.take()).toEqual([]);
  });

  it('shows a player in a crowd only its nearest, and the moves of those alone', () => {
    const { feed, world, add, ids } = setup({ interestLimit: 3 });
    const me = add('me', samarkand.x, samarkand.y);
    const near = [1, 2, 3].map((i) => add(`near${i}`, samarkand.x + 10 * i, samarkand.y));
    const crowd = Array.from({ length: 10 }, (_, i) => add(`crowd${i}`, samarkand.x + 60 + 5 * i, samarkand.y + 40));
    expect(ids(me.shown)).toEqual(['near1', 'near2', 'near3']);
    // Everyone is shown at most the limit, whoever joined first.
    expect(crowd.every((p) => p.shown.size === 3)).toBe(true);
    feed.take();
    for (const p of [...near, ...crowd]) world.place(p, p.x, p.y + 1);
    world.tick();
    expect(
      heard(feed.take())
        .get('me')!
        .map((m) => m.playerId)
        .sort(),
    ).toEqual(['near1', 'near2', 'near3']);
    expect(near[0]!.watchers.has(me)).toBe(true);
    expect(crowd[0]!.watchers.has(me)).toBe(false);
  });

  it('chooses the nearest again as the crowd moves, a player shown already kept against one barely nearer', () => {
    const { feed, world, add, ids } = setup({ interestLimit: 2 });
    const me = add('me', samarkand.x, samarkand.y);
    const a = add('a', samarkand.x + 100, samarkand.y);
    const b = add('b', samarkand.x + 110, samarkand.y);
    const c = add('c', samarkand.x + 300, samarkand.y);
    expect(ids(me.shown)).toEqual(['a', 'b']);
    feed.take();

    // c comes barely nearer than b (not by the keep factor): b stays.
    world.place(c, samarkand.x + 110 * INTEREST_KEEP_FACTOR + 5, samarkand.y);
    for (let i = 0; i < REVIEW_TICKS; i += 1) world.tick();
    expect(ids(me.shown)).toEqual(['a', 'b']);
    feed.take();

    // Clearly nearer: within a review period c is shown and b no longer, each announced once.
    world.place(c, samarkand.x + 20, samarkand.y);
    for (let i = 0; i < REVIEW_TICKS; i += 1) world.tick();
    expect(ids(me.shown)).toEqual(['a', 'c']);
    const announced = feed.take().filter((e) => !('moved' in e) && e.to === 'me');
    expect(announced).toEqual([
      { hidden: 'b', to: 'me' },
      { shown: 'c', to: 'me' },
    ]);
    // b is told of nothing it should not be: it still shows the two nearest to it.
    expect(b.shown.size).toBe(2);

    // One of the shown leaves: the next nearest fills the place.
    world.leave(a);
    world.place(c, c.x + 1, c.y);
    world.tick();
    expect(ids(me.shown)).toEqual(['b', 'c']);
  });

  it('keeps what every client is shown true to the rule through random walks in crowds (a client per player)', () => {
    const limit = 6;
    const random = seededRandom(7);
    const players: LivePlayer[] = [];
    /** Breaks of the rule, collected (expect in these loops would be slow). */
    const problems: string[] = [];
    /** What each player's client shows: presence id -> player id, and where. */
    const known = new Map<LivePlayer, Map<number, { playerId: string; x: number; y: number }>>();
    const entry = (p: LivePlayer) => ({ playerId: p.playerId, x: p.x, y: p.y });
    const feed: PresenceFeed = {
      shown(observer, player) {
        const view = known.get(observer)!;
        if (view.has(player.presenceId)) problems.push(`${observer.playerId} was shown ${player.playerId} twice`);
        view.set(player.presenceId, entry(player));
      },
      hidden(observer, player) {
        if (!known.get(observer)!.delete(player.presenceId)) problems.push(`${observer.playerId} lost ${player.playerId}, never shown`);
      },
      entered(player, _from, _to, visible) {
        known.set(player, new Map(visible.map((p) => [p.presenceId, { playerId: p.playerId, x: p.x, y: p.y }])));
      },
      news(observer, hidden, shown, batch) {
        for (const player of hidden) this.hidden(observer, player);
        for (const player of shown) this.shown(observer, player);
        decodeMoves(batch, (presenceId, x, y) => {
          const seen = known.get(observer)!.get(presenceId);
          // Every move a client gets is of a player it was told about.
          if (!seen) problems.push(`${observer.playerId} got a move of unknown #${presenceId}`);
          else {
            seen.x = x;
            seen.y = y;
          }
        });
      },
    };
    const world = new PresenceWorld(feed, { interestLimit: limit });
    for (let i = 0; i < 150; i += 1) {
      // A crowd in each city, the rest anywhere.
      const inCity = i % 3 === 0 ? CITIES[i % CITIES.length]! : undefined;
      const player = new LivePlayer(`p${i}`, `P ${i}`, inCity ? inCity.x + 20 : random() * WORLD_WIDTH, inCity ? inCity.y : random() * WORLD_HEIGHT);
      players.push(player);
      world.join(player);
      known.set(player, new Map(world.visibleTo(player).map((p) => [p.presenceId, { playerId: p.playerId, x: p.x, y: p.y }])));
    }
    for (let step = 0; step < 40; step += 1) {
      for (const p of players) {
        if (random() < 0.4) continue;
        // Within a city a short step, so the crowds stay crowds; outside, anywhere near.
        const reach = p.cityId !== null ? 60 : 500;
        const x = Math.min(WORLD_WIDTH, Math.max(0, p.x + (random() - 0.5) * reach));
        const y = Math.min(WORLD_HEIGHT, Math.max(0, p.y + (random() - 0.5) * reach));
        world.place(p, x, y);
      }
      if (step % 10 === 3) {
        const gone = players.splice(Math.floor(random() * players.length), 1)[0]!;
        world.leave(gone);
        known.delete(gone);
      }
      // A whole review period: every player's nearest chosen again, every crossing announced.
      for (let i = 0; i < REVIEW_TICKS; i += 1) world.tick();
      for (const p of players) {
        const shown = new Map([...known.get(p)!.values()].map((o) => [o.playerId, o]));
        const candidates = players.filter((o) => o !== p && canSee(p, o));
        const distance = (o: LivePlayer) => Math.hypot(o.x - p.x, o.y - p.y);
        // The client shows what the server thinks it shows, at most the limit, all of them in sight...
        if (shown.size !== p.shown.size) problems.push(`step ${step}: ${p.playerId}'s client shows ${shown.size}, the server ${p.shown.size}`);
        if (shown.size !== Math.min(limit, candidates.length)) problems.push(`step ${step}: ${p.playerId} shows ${shown.size} of ${candidates.length} in sight`);
        for (const o of p.shown) if (!canSee(p, o)) problems.push(`step ${step}: ${p.playerId} shows ${o.playerId}, out of sight`);
        // ...the nearest (give or take the keep factor)...
        const farthestShown = Math.max(0, ...[...p.shown].map(distance));
        for (const o of candidates) if (!p.shown.has(o) && distance(o) < farthestShown * INTEREST_KEEP_FACTOR - 0.5) problems.push(`step ${step}: ${p.playerId} misses ${o.playerId}, nearer than one shown`);
        // ...each where it is now (moves travel in whole pixels).
        for (const o of p.shown) {
          const seen = shown.get(o.playerId);
          if (!seen) problems.push(`step ${step}: ${p.playerId}'s client does not show ${o.playerId}`);
          else if (Math.abs(seen.x - o.x) > 0.5 || Math.abs(seen.y - o.y) > 0.5) problems.push(`step ${step}: ${p.playerId} shows ${o.playerId} at ${seen.x},${seen.y}`);
        }
      }
      expect(problems).toEqual([]);
    }
    // The crowds were crowds: some players saw more than the limit and were shown only the limit.
    expect(players.some((p) => players.filter((o) => o !== p && canSee(p, o)).length > limit)).toBe(true);
  });

  it('sees a city only from inside it, however many players stand around', () => {
    const { world, add } = setup();
    const inKashgar = add('k', kashgar.x, kashgar.y);
    for (let i = 0; i < 20; i += 1) add(`around${i}`, kashgar.x + kashgar.radius + 20 + i, kashgar.y);
    expect(world.visibleTo(inKashgar)).toEqual([]);
  });
});
