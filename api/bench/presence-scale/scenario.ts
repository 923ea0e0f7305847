/**
 * What the presence scale bench's processes agree on: where the players stand and walk, who
 * the probe is, and the messages the orchestrator exchanges with its two children over IPC.
 */
import { CITIES, CITY_RADIUS, INTEREST_CELL_PX, seededRandom, WORLD_HEIGHT, WORLD_WIDTH } from '@silkroad/shared';

export type Layout = 'city' | 'spread';
export type ServerKind = 'game' | 'baseline';

export interface Scenario {
  layout: Layout;
  /** Players, the probe included. */
  players: number;
}

/** Every player reports a move this often, as the game client does at most (move-throttle). */
export const MOVE_INTERVAL_MS = 100;
/** Walkers circle their home: 12 px per report, 120 px/s, under the 160 px/s walking speed. */
const CIRCLE_RADIUS_PX = 20;
const STEP_RAD = 12 / CIRCLE_RADIUS_PX;
/** Travellers (spread layout) walk straight across the countryside at this speed. */
const TRAVEL_PX_PER_MOVE = 12;
/** The share of the spread players who travel across cells (the rest stroll at home). */
export const TRAVELLER_SHARE = 0.02;
/** The probe steps around a small square, one corner per step (every 150 to 250 ms): the corners are its marks. */
export const PROBE_STEP_MS = 200;
const PROBE_SQUARE_PX = 8;

export const CITY = CITIES.find((c) => c.name === 'Samarkand')!;
/** In the countryside, clear of cities and cell borders. */
const SPREAD_PROBE_HOME = { x: 2500, y: 1700 };
/** Homes keep this far from cell borders and city walls, so strollers never change area. */
const MARGIN_PX = 40;

export interface Walker {
  home: { x: number; y: number };
  phase: number;
  /** Travellers: a heading (unit vector); strollers circle their home instead. */
  heading?: { x: number; y: number };
}

function awayFromBorders(x: number, y: number): boolean {
  const cellX = x % INTEREST_CELL_PX;
  const cellY = y % INTEREST_CELL_PX;
  if (cellX < MARGIN_PX || cellX > INTEREST_CELL_PX - MARGIN_PX || cellY < MARGIN_PX || cellY > INTEREST_CELL_PX - MARGIN_PX) return false;
  return CITIES.every((city) => Math.abs(Math.hypot(x - city.x, y - city.y) - CITY_RADIUS) > MARGIN_PX);
}

/** Walker `index`'s in-game name: how a client of another server than the probe's recognises it. */
export function walkerName(index: number): string {
  return `Walker ${index}`;
}

/** The same walkers in every process: player 0 is the probe. */
export function walkersOf(scenario: Scenario): Walker[] {
  const random = seededRandom(scenario.players);
  const walkers: Walker[] = [];
  const probeHome = scenario.layout === 'city' ? { x: CITY.x, y: CITY.y } : SPREAD_PROBE_HOME;
  walkers.push({ home: probeHome, phase: 0 });
  const travellers = scenario.layout === 'spread' ? Math.round(scenario.players * TRAVELLER_SHARE) : 0;
  while (walkers.length < scenario.players) {
    const phase = random() * Math.PI * 2;
    if (scenario.layout === 'city') {
      const angle = random() * Math.PI * 2;
      const distance = Math.sqrt(random()) * (CITY_RADIUS - MARGIN_PX);
      walkers.push({ home: { x: CITY.x + Math.cos(angle) * distance, y: CITY.y + Math.sin(angle) * distance }, phase });
      continue;
    }
    const x = MARGIN_PX + random() * (WORLD_WIDTH - 2 * MARGIN_PX);
    const y = MARGIN_PX + random() * (WORLD_HEIGHT - 2 * MARGIN_PX);
    if (walkers.length <= travellers) {
      walkers.push({ home: { x, y }, phase, heading: { x: Math.cos(phase), y: Math.sin(phase) } });
    } else if (awayFromBorders(x, y)) {
      walkers.push({ home: { x, y }, phase });
    }
  }
  return walkers;
}

/** Where walker `index` stands at its `step`-th report (step 0: where it enters the world). */
export function positionAt(walker: Walker, index: number, step: number): { x: number; y: number } {
  if (index === 0) {
    const corner = step % 4;
    return { x: walker.home.x + (corner === 1 || corner === 2 ? PROBE_SQUARE_PX : 0), y: walker.home.y + (corner >= 2 ? PROBE_SQUARE_PX : 0) };
  }
  if (walker.heading) {
    // Back and forth across the world, reflected at its edges.
    return { x: reflect(walker.home.x + walker.heading.x * TRAVEL_PX_PER_MOVE * step, WORLD_WIDTH), y: reflect(walker.home.y + walker.heading.y * TRAVEL_PX_PER_MOVE * step, WORLD_HEIGHT) };
  }
  const angle = walker.phase + step * STEP_RAD;
  return { x: Math.round(walker.home.x + Math.cos(angle) * CIRCLE_RADIUS_PX), y: Math.round(walker.home.y + Math.sin(angle) * CIRCLE_RADIUS_PX) };
}

function reflect(value: number, size: number): number {
  const span = size - 2 * MARGIN_PX;
  const t = (((value - MARGIN_PX) % (2 * span)) + 2 * span) % (2 * span);
  return Math.round(MARGIN_PX + (t <= span ? t : 2 * span - t));
}

/** What each game server of a cluster run (`--processes 2`) shares with the others. */
export interface GameServerCluster {
  databasePath: string;
  redisUrl: string;
  /** The first server makes the players; the others serve the same ones. */
  makesPlayers: boolean;
}

/** Orchestrator -> child. */
/** `walked` (servers): the players have stopped walking; the rates of the report are of the time until then. */
export type Command = { type: 'measure-memory' } | { type: 'mark' } | { type: 'walk' } | { type: 'stop-walking' } | { type: 'walked' } | { type: 'report' };

export interface MemorySample {
  heapUsed: number;
  heapTotal: number;
  rss: number;
}

/** Server child -> orchestrator. */
export type ServerMessage =
  | { type: 'ready'; url: string; tokens: string[] | null }
  /** `players` signed in to this server; `mirrored`, other servers' players it shows. */
  | { type: 'memory'; memory: MemorySample; players: number; mirrored: number }
  | { type: 'marked' }
  | { type: 'walked' }
  | {
      type: 'report';
      cpuMs: number;
      seconds: number;
      /** Fan-out rounds run: slices of ticks for the game, whole ticks for the baseline. */
      slices: number;
      slicesPerTick: number;
      sliceMs: number;
      longestSliceMs: number;
      movesAccepted: number;
      /** What the server counted as sent (updates), for comparison with what arrived. */
      updatesSent: number;
    };

/** Clients child -> orchestrator. */
export type ClientsMessage =
  | { type: 'connected'; players: number }
  | { type: 'marked' }
  | { type: 'walking' }
  | { type: 'stopped' }
  | {
      type: 'report';
      seconds: number;
      /** The part of `seconds` the players walked; the rest was the drain. */
      walkingSeconds: number;
      movesSent: number;
      expectedUpdates: number;
      deliveredUpdates: number;
      messages: number;
      corrections: number;
      latenciesMs: number[];
      /** Those of players connected to another server than the probe's (several servers only). */
      acrossLatenciesMs: number[];
      cpuMs: number;
      /** A sample of rosters checked against the rule (the game only): the nearest in sight, at most the limit. */
      rosters: { sampled: number; meanShown: number; meanInSight: number; faithful: number } | null;
    };
