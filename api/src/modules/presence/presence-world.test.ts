import { describe, expect, it } from 'vitest';
import { CITIES, decodeMoves, seededRandom, WORLD_HEIGHT, WORLD_WIDTH, zoneKeyOf, zonesInView, type MovesBatch, type OnlinePlayer, type ZoneKey } from '@silkroad/shared';
import { LivePlayer, PresenceWorld, RELOCATIONS_PER_SLICE, TICK_SLICES, type PresenceFeed } from './presence-world';

type Move = { playerId: string; x: number; y: number };
type FeedEvent =
  | { joined: string; areas: ZoneKey[] }
  | { left: string; areas: ZoneKey[] }
  | { entered: string; from: ZoneKey; to: ZoneKey; visible: string[] }
  | { moved: ZoneKey; to: string[]; moves: Move[] };

/** What each player heard of moves, in order, from a list of events. */
function heard(events: FeedEvent[]): Map<string, Move[]> {
  const byListener = new Map<string, Move[]>();
  for (const event of events) {
    if (!('moved' in event)) continue;
    for (const listener of event.to) byListener.set(listener, [...(byListener.get(listener) ?? []), ...event.moves]);
  }
  return byListener;
}

/** Records what the world sends, naming movers by player id (decoded through the live players). */
class RecordingFeed implements PresenceFeed {
  events: FeedEvent[] = [];
  readonly players = new Map<number, LivePlayer>();

  joined(player: LivePlayer, areas: readonly ZoneKey[]) {
    this.players.set(player.presenceId, player);
    this.events.push({ joined: player.playerId, areas: [...areas] });
  }
  left(player: LivePlayer, areas: readonly ZoneKey[]) {
    this.events.push({ left: player.playerId, areas: [...areas] });
  }
  entered(player: LivePlayer, from: ZoneKey, to: ZoneKey, visible: OnlinePlayer[]) {
    this.events.push({ entered: player.playerId, from, to, visible: visible.map((p) => p.playerId).sort() });
  }
  moved(area: ZoneKey, batch: MovesBatch, listeners: ReadonlySet<LivePlayer>) {
    const moves: Move[] = [];
    decodeMoves(batch, (presenceId, x, y) => moves.push({ playerId: this.players.get(presenceId)?.playerId ?? `#${presenceId}`, x, y }));
    this.events.push({ moved: area, to: [...listeners].map((p) => p.playerId).sort(), moves });
  }
  take(): FeedEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }
}

const samarkand = CITIES.find((c) => c.name === 'Samarkand')!;
const kashgar = CITIES.find((c) => c.name === 'Kashgar')!;
const SAMARKAND = zoneKeyOf({ x: samarkand.x, y: samarkand.y, cityId: samarkand.id });

function setup() {
  const feed = new RecordingFeed();
  const world = new PresenceWorld(feed);
  const add = (id: string, x: number, y: number) => {
    const player = new LivePlayer(id, `Name ${id}`, x, y);
    world.join(player);
    // Known to the recorder even when nobody saw it join.
    feed.players.set(player.presenceId, player);
    return player;
  };
  return { feed, world, add };
}

const cell = (x: number, y: number) => zoneKeyOf({ x, y, cityId: null });

describe('PresenceWorld', () => {
  it('shows a newcomer to the areas that see it, and gives it those it sees', () => {
    const { feed, world, add } = setup();
    const a = add('a', samarkand.x, samarkand.y);
    add('far', 3800, 2900);
    feed.take();
    const b = add('b', samarkand.x + 100, samarkand.y);
    expect(feed.take()).toEqual([{ joined: 'b', areas: [SAMARKAND] }]);
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

  it('sends a city one message per tick with each mover once, at its latest position', () => {
    const { feed, world, add } = setup();
    const [a, b] = ['a', 'b', 'c'].map((id, i) => add(id, samarkand.x + i * 10, samarkand.y));
    add('far', 3800, 2900);
    feed.take();

    world.place(a!, samarkand.x + 5, samarkand.y);
    world.place(a!, samarkand.x + 9, samarkand.y);
    world.place(b!, samarkand.x + 15, samarkand.y);
    // Two movers seen by the two others each, each of the three in its own slice.
    expect(world.tick()).toEqual({ movers: 2 * TICK_SLICES, messages: 3, updates: 4 });
    const moves = [
      { playerId: 'a', x: samarkand.x + 9, y: samarkand.y },
      { playerId: 'b', x: samarkand.x + 15, y: samarkand.y },
    ];
    const events = feed.take();
    expect(events.every((e) => 'moved' in e && e.moved === SAMARKAND && e.to.length === 1)).toBe(true);
    expect(heard(events)).toEqual(new Map([['a', moves], ['b', moves], ['c', moves]]));
    expect(world.tick().messages).toBe(0);
  });

  it('sends each player the moves once per tick, in its own slice, the same bytes as everyone of that slice', () => {
    const { feed, world, add } = setup();
    const players = Array.from({ length: 3 * TICK_SLICES }, (_, i) => add(`p${i}`, samarkand.x + i, samarkand.y));
    feed.take();
    for (const p of players) world.place(p, p.x, p.y + 1);
    for (let slice = 0; slice < TICK_SLICES; slice += 1) {
      world.slice();
      const events = feed.take();
      // One message for the city in each slice, to the three players hearing in it.
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ moved: SAMARKAND, to: expect.any(Array) });
      expect((events[0] as { to: string[] }).to).toHaveLength(3);
      expect((events[0] as { moves: Move[] }).moves).toHaveLength(players.length);
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

  it('sends a countryside move to the occupied cells around the mover, each cell one message', () => {
    const { feed, world, add } = setup();
    const mover = add('mover', 2500, 2500);
    add('same-cell', 2900, 2900);
    add('next-cell', 3500, 2500);
    add('two-cells-away', 500, 2500);
    add('next-cell-2', 3600, 2100);
    feed.take();

    world.place(mover, 2510, 2500);
    expect(world.tick().updates).toBe(3);
    const move = { playerId: 'mover', x: 2510, y: 2500 };
    const events = feed.take();
    expect(heard(events)).toEqual(new Map([['same-cell', [move]], ['next-cell', [move]], ['next-cell-2', [move]]]));
    expect(events.map((e) => 'moved' in e && e.moved).sort()).toEqual([cell(2500, 2500), cell(3500, 2500), cell(3600, 2100)].sort());
  });

  it('joins the batches of every cell an area sees into its one message', () => {
    const { feed, world, add } = setup();
    const west = add('west', 1500, 2500);
    const east = add('east', 3500, 2500);
    add('middle', 2500, 2500);
    feed.take();
    world.place(west, 1510, 2500);
    world.place(east, 3510, 2500);
    world.tick();
    const toMiddle = feed.take().filter((e) => 'moved' in e && e.moved === cell(2500, 2500));
    expect(toMiddle).toEqual([
      {
        moved: cell(2500, 2500),
        to: ['middle'],
        moves: expect.arrayContaining([
          { playerId: 'west', x: 1510, y: 2500 },
          { playerId: 'east', x: 3510, y: 2500 },
        ]),
      },
    ]);
  });

  it('announces a walk into another cell: the walker gets its new view, the cells gained and lost hear of it', () => {
    const { feed, world, add } = setup();
    const walker = add('walker', 1500, 2500);
    add('behind', 500, 2500);
    add('ahead', 3500, 2500);
    add('beside', 2500, 2500);
    feed.take();

    world.place(walker, 2500, 2500);
    world.tick();
    const events = feed.take();
    expect(events.slice(0, 3)).toEqual([
      { entered: 'walker', from: cell(1500, 2500), to: cell(2500, 2500), visible: ['ahead', 'beside'] },
      { left: 'walker', areas: [cell(500, 2500)] },
      { joined: 'walker', areas: [cell(3500, 2500)] },
    ]);
    // Then the move itself, to those who see it now.
    const move = { playerId: 'walker', x: 2500, y: 2500 };
    expect(heard(events.slice(3))).toEqual(new Map([['ahead', [move]], ['beside', [move]]]));
  });

  it('keeps a city and the countryside outside it apart', () => {
    const { feed, world, add } = setup();
    const inside = add('inside', samarkand.x + samarkand.radius - 10, samarkand.y);
    const outside = add('outside', samarkand.x + samarkand.radius + 10, samarkand.y);
    expect(world.visibleTo(outside)).toEqual([]);
    add('walker-nearby', samarkand.x + samarkand.radius + 300, samarkand.y);
    feed.take();

    world.place(outside, samarkand.x + samarkand.radius - 5, samarkand.y);
    world.tick();
    const events = feed.take();
    expect(events[0]).toEqual({ entered: 'outside', from: zoneKeyOf({ ...outside, x: samarkand.x + samarkand.radius + 10, cityId: null }), to: SAMARKAND, visible: ['inside'] });
    expect(events).toContainEqual({ joined: 'outside', areas: [SAMARKAND] });
    expect(events).toContainEqual({ left: 'outside', areas: expect.arrayContaining([cell(samarkand.x + samarkand.radius + 300, samarkand.y)]) });
    expect(world.visibleTo(inside).map((p) => p.playerId)).toEqual(['outside']);
  });

  it('announces a burst of crossings a few per slice, and meanwhile sends a crosser’s moves to those who still know it there', () => {
    const { feed, world, add } = setup();
    // First, so it hears in slice 1 (presence id 1), after two slices' worth of announcements.
    const behind = add('behind', 500, 2500);
    expect(behind.slice).toBe(1);
    const crossers = Array.from({ length: 2 * RELOCATIONS_PER_SLICE + 2 }, (_, i) => add(`c${i}`, 1500, 2500 + i));
    feed.take();
    for (const crosser of crossers) world.place(crosser, 2010, crosser.y);
    world.slice();
    expect(feed.take().filter((e) => 'entered' in e)).toHaveLength(RELOCATIONS_PER_SLICE);
    world.slice();
    const second = feed.take();
    expect(second.filter((e) => 'entered' in e)).toHaveLength(RELOCATIONS_PER_SLICE);
    // Two are still announced where they were, for everyone: behind hears them move there.
    const late = crossers.slice(2 * RELOCATIONS_PER_SLICE);
    const heardBehind = heard(second).get('behind')!.map((m) => m.playerId);
    expect(heardBehind).toEqual(late.map((c) => c.playerId));
    world.slice();
    const third = feed.take();
    expect(third.filter((e) => 'entered' in e).map((e) => (e as { entered: string }).entered)).toEqual(late.map((c) => c.playerId));
    expect(third).toContainEqual({ left: late[0]!.playerId, areas: [cell(500, 2500)] });
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

  it('tells the areas that saw a leaving player, forgets its pending move, and frees its id', () => {
    const { feed, world, add } = setup();
    const a = add('a', samarkand.x, samarkand.y);
    const b = add('b', samarkand.x, samarkand.y);
    feed.take();
    world.place(b, samarkand.x + 1, samarkand.y);
    world.leave(b);
    expect(feed.take()).toEqual([{ left: 'b', areas: [SAMARKAND] }]);
    expect(b.presenceId).toBe(0);
    expect(world.tick().messages).toBe(0);
    expect(world.visibleTo(a)).toEqual([]);
    // Nobody else in view: nobody to tell.
    world.leave(a);
    expect(feed.take()).toEqual([]);
  });

  it("shows another process's players to those who observe here, and tells them nothing", () => {
    const { feed, world, add } = setup();
    const mirrored = (id: string, x: number, y: number) => {
      const player = new LivePlayer(id, `Name ${id}`, x, y, false);
      world.join(player);
      feed.players.set(player.presenceId, player);
      return player;
    };
    // Where only other processes' players stand, there is nobody to tell of a join, a move or a crossing.
    const far = mirrored('far', 1500, 2500);
    mirrored('far-too', 1500, 2510);
    world.place(far, 2500, 2500);
    world.tick();
    expect(feed.take()).toEqual([]);

    const local = add('local', samarkand.x, samarkand.y);
    const guest = mirrored('guest', samarkand.x + 10, samarkand.y);
    expect(feed.take()).toEqual([{ joined: 'guest', areas: [SAMARKAND] }]);
    expect(world.visibleTo(local)).toEqual([guest.snapshot()]);
    world.place(guest, samarkand.x + 20, samarkand.y);
    world.place(local, samarkand.x + 5, samarkand.y);
    world.tick();
    // The local player hears the guest's move; nobody is sent the local one's but the local one itself.
    expect(heard(feed.take())).toEqual(
      new Map([
        [
          'local',
          [
            { playerId: 'guest', x: samarkand.x + 20, y: samarkand.y },
            { playerId: 'local', x: samarkand.x + 5, y: samarkand.y },
          ],
        ],
      ]),
    );
    world.leave(guest);
    expect(feed.take()).toEqual([{ left: 'guest', areas: [SAMARKAND] }]);
    world.leave(local);
    expect(feed.take()).toEqual([]);
  });

  it('keeps what every client knows equal to the rule, through random walks (a client per player, fed as the rooms are)', () => {
    const random = seededRandom(7);
    const players: LivePlayer[] = [];
    /** Breaks of the rule, collected (expect in these loops would be slow). */
    const problems: string[] = [];
    /** What each player's client shows: presence id -> player id, and where. */
    const known = new Map<LivePlayer, Map<number, { playerId: string; x: number; y: number }>>();
    const standingIn = (areas: readonly ZoneKey[], except?: LivePlayer) => players.filter((p) => p !== except && p.announced !== null && areas.includes(p.announced));
    const feed: PresenceFeed = {
      joined(player, areas) {
        for (const observer of standingIn(areas, player)) known.get(observer)!.set(player.presenceId, { playerId: player.playerId, x: player.x, y: player.y });
      },
      left(player, areas) {
        for (const observer of standingIn(areas, player)) known.get(observer)!.delete(player.presenceId);
      },
      entered(player, _from, _to, visible) {
        known.set(player, new Map(visible.map((p) => [p.presenceId, { playerId: p.playerId, x: p.x, y: p.y }])));
      },
      moved(area, batch, listeners) {
        for (const observer of listeners) {
          if (observer.announced !== area) problems.push(`${observer.playerId} heard ${area} from ${observer.announced}`);
          decodeMoves(batch, (presenceId, x, y) => {
            if (presenceId === observer.presenceId) return;
            const entry = known.get(observer)!.get(presenceId);
            // Every move a client gets is of a player it was told about.
            if (!entry) problems.push(`${observer.playerId} got a move of unknown #${presenceId}`);
            else {
              entry.x = x;
              entry.y = y;
            }
          });
        }
      },
    };
    const world = new PresenceWorld(feed);
    for (let i = 0; i < 120; i += 1) {
      // A few in each city, the rest anywhere.
      const inCity = i % 5 === 0 ? CITIES[i % CITIES.length]! : undefined;
      const player = new LivePlayer(`p${i}`, `P ${i}`, inCity ? inCity.x + 20 : random() * WORLD_WIDTH, inCity ? inCity.y : random() * WORLD_HEIGHT);
      players.push(player);
      known.set(player, new Map());
      world.join(player);
      known.set(player, new Map(world.visibleTo(player).map((p) => [p.presenceId, { playerId: p.playerId, x: p.x, y: p.y }])));
    }
    for (let step = 0; step < 60; step += 1) {
      for (const p of players) {
        if (random() < 0.4) continue;
        const x = Math.min(WORLD_WIDTH, Math.max(0, p.x + (random() - 0.5) * 500));
        const y = Math.min(WORLD_HEIGHT, Math.max(0, p.y + (random() - 0.5) * 500));
        world.place(p, x, y);
      }
      if (step % 10 === 3) {
        const gone = players.splice(Math.floor(random() * players.length), 1)[0]!;
        world.leave(gone);
        known.delete(gone);
      }
      // Twice: crossings beyond a slice's budget are announced in later slices.
      world.tick();
      world.tick();
      for (const p of players) {
        const view = new Set(zonesInView(p));
        const expected = players.filter((o) => o !== p && view.has(o.zone));
        const shown = new Map([...known.get(p)!.values()].map((o) => [o.playerId, o]));
        if (shown.size !== expected.length) problems.push(`step ${step}: ${p.playerId} shows ${shown.size}, sees ${expected.length}`);
        // ...each where it is now (moves travel in whole pixels).
        for (const o of expected) {
          const seen = shown.get(o.playerId);
          if (!seen) problems.push(`step ${step}: ${p.playerId} does not show ${o.playerId}`);
          else if (Math.abs(seen.x - o.x) > 0.5 || Math.abs(seen.y - o.y) > 0.5) problems.push(`step ${step}: ${p.playerId} shows ${o.playerId} at ${seen.x},${seen.y}`);
        }
      }
      expect(problems).toEqual([]);
    }
  });

  it('sees a city only from inside it, however many players stand around', () => {
    const { world, add } = setup();
    const inKashgar = add('k', kashgar.x, kashgar.y);
    for (let i = 0; i < 20; i += 1) add(`around${i}`, kashgar.x + kashgar.radius + 20 + i, kashgar.y);
    expect(world.visibleTo(inKashgar)).toEqual([]);
  });
});
