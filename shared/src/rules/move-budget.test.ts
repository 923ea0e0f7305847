import { describe, expect, it } from 'vitest';
import { CITIES, WORLD_HEIGHT, WORLD_WIDTH } from '../catalogue/world';
import { cityIdAt } from './location';
import {
  availableMoveBudget,
  moveBudgetEmptyAt,
  moveBudgetFromEmptyAt,
  freshMoveBudget,
  MOVE_BUDGET_CAPACITY_PX,
  MOVE_BUDGET_REFILL_PX_PER_S,
  MOVE_BUDGET_START_PX,
  spendMoveBudget,
  type MoveBudget,
} from './move-budget';
import { checkMove } from './move-check';
import { MOVE_SEND_INTERVAL_MS, PLAYER_SPEED_PX_PER_S, velocityFor, type MoveInput } from './movement';
import { seededRandom, type Random } from './random';

interface Point {
  x: number;
  y: number;
}
/** A reported position and the server clock time it arrived at. */
interface Report extends Point {
  at: number;
}

/** Judges reports in arrival order as the server does; `next` may look at the last accepted position (a cheater reading corrections). */
function serve(start: Point, budget: MoveBudget, count: number, next: (accepted: Point, i: number) => Report) {
  let position = start;
  const accepted: { at: number; distance: number }[] = [];
  const refused: Report[] = [];
  for (let i = 0; i < count; i += 1) {
    const report = next(position, i);
    const judgement = checkMove(position, report, budget, report.at);
    budget = judgement.budget;
    if (judgement.verdict === 'ok') {
      accepted.push({ at: report.at, distance: Math.hypot(report.x - position.x, report.y - position.y) });
      position = { x: report.x, y: report.y };
    } else {
      refused.push(report);
    }
  }
  return { position, accepted, refused, walked: accepted.reduce((sum, a) => sum + a.distance, 0) };
}

const bound = (elapsedMs: number) => MOVE_BUDGET_CAPACITY_PX + (MOVE_BUDGET_REFILL_PX_PER_S * elapsedMs) / 1000;
/** The worst start for the check: a player who stood still long enough to fill the budget. */
const fullBudget = (now: number) => freshMoveBudget(now - 60_000);
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

describe('the move budget', () => {
  it('refills a little faster than walking, up to 2 s of walking, from one frame of walking', () => {
    expect(MOVE_BUDGET_REFILL_PX_PER_S).toBeCloseTo(176);
    expect(MOVE_BUDGET_CAPACITY_PX).toBe(320);
    expect(MOVE_BUDGET_START_PX).toBe(40);
    const budget = freshMoveBudget(1_000);
    expect(availableMoveBudget(budget, 1_000)).toBe(40);
    expect(availableMoveBudget(budget, 1_500)).toBeCloseTo(128);
    expect(availableMoveBudget(budget, 61_000)).toBe(320);
  });

  it('spends an accepted distance and nothing for a refused one', () => {
    const budget = fullBudget(0);
    const spent = spendMoveBudget(budget, 300, 0);
    expect(spent).toEqual({ px: 20, at: 0 });
    expect(spendMoveBudget(spent!, 21, 0)).toBeUndefined();
    expect(spendMoveBudget(spent!, 20, 0)).toEqual({ px: 0, at: 0 });
    expect(spendMoveBudget(budget, Number.NaN, 0)).toBeUndefined();
  });

  it('refills nothing for time the clock went back, and never refills it twice', () => {
    const spent = spendMoveBudget(freshMoveBudget(10_000), 40, 10_000)!;
    expect(availableMoveBudget(spent, 5_000)).toBe(0);
    const afterStepBack = spendMoveBudget(spent, 0, 5_000)!;
    expect(afterStepBack.at).toBe(10_000);
    expect(availableMoveBudget(afterStepBack, 11_000)).toBeCloseTo(176);
  });
});

describe('a flood of small moves', () => {
  it('700 steps of 5 px within 1 s cover no more than the capacity plus 1 s of refill', () => {
    const start = { x: 1000, y: 1500 };
    // Steps 5 px beyond the last accepted position: the best a cheater reading corrections can do.
    const greedy = serve(start, fullBudget(0), 700, (accepted, i) => ({ x: accepted.x + 5, y: accepted.y, at: (i * 1000) / 700 }));
    expect(greedy.walked).toBeLessThanOrEqual(bound(1000));
    expect(distance(greedy.position, start)).toBeLessThanOrEqual(bound(1000));
    expect(greedy.refused.length).toBeGreaterThan(500);

    // Ignoring corrections gets no further.
    const blind = serve(start, fullBudget(0), 700, (_accepted, i) => ({ x: start.x + 5 * (i + 1), y: start.y, at: (i * 1000) / 700 }));
    expect(distance(blind.position, start)).toBeLessThanOrEqual(bound(1000));
  });

  it('cannot take a player from the spawn to Constantinople in 50 ms', () => {
    const spawn = { x: 400, y: 300 };
    const constantinople = CITIES.find((c) => c.name === 'Constantinople')!;
    const steps = Math.ceil(distance(spawn, constantinople) / 5);
    const path = (budget: MoveBudget) =>
      serve(spawn, budget, steps, (accepted, i) => ({ x: accepted.x, y: Math.min(constantinople.y, accepted.y + 5), at: (i * 50) / steps }));

    const justJoined = path(freshMoveBudget(0));
    expect(distance(justJoined.position, spawn)).toBeLessThanOrEqual(MOVE_BUDGET_START_PX + (MOVE_BUDGET_REFILL_PX_PER_S * 50) / 1000);
    expect(cityIdAt(justJoined.position.x, justJoined.position.y)).toBeNull();

    const stoodStill = path(fullBudget(0));
    expect(distance(stoodStill.position, spawn)).toBeLessThanOrEqual(bound(50));
    expect(distance(stoodStill.position, constantinople)).toBeGreaterThan(150);
  });

  it('never accepts more than the capacity plus refill over any interval, whatever the reports', () => {
    const random = seededRandom(7);
    let at = 0;
    const result = serve({ x: 2000, y: 1500 }, fullBudget(0), 1500, (accepted) => {
      at += random() < 0.3 ? 0 : random() * 300;
      const angle = random() * 2 * Math.PI;
      const step = random() * 80;
      return { x: accepted.x + Math.cos(angle) * step, y: accepted.y + Math.sin(angle) * step, at };
    });
    const { accepted } = result;
    expect(accepted.length).toBeGreaterThan(100);
    const prefix = [0];
    for (const a of accepted) prefix.push(prefix[prefix.length - 1]! + a.distance);
    let worstExcess = -Infinity;
    for (let i = 0; i < accepted.length; i += 1) {
      for (let j = i; j < accepted.length; j += 1) {
        const walked = prefix[j + 1]! - prefix[i]!;
        worstExcess = Math.max(worstExcess, walked - bound(accepted[j]!.at - accepted[i]!.at));
      }
    }
    expect(worstExcess).toBeLessThanOrEqual(1e-6);
  });
});

const STRAIGHT: MoveInput[] = [
  { left: false, right: true, up: false, down: false },
  { left: true, right: false, up: false, down: false },
  { left: false, right: false, up: true, down: false },
  { left: false, right: false, up: false, down: true },
];
const DIAGONAL: MoveInput[] = [
  { left: false, right: true, up: true, down: false },
  { left: false, right: true, up: false, down: true },
  { left: true, right: false, up: true, down: false },
  { left: true, right: false, up: false, down: true },
];

const PLAY_MS = 10 * 60_000;
const JITTER_MS = 150;
const STALL_MS = 1_500;

/**
 * An honest client walking at full speed for 10 minutes, turning every few seconds and bouncing
 * off the world's edges, reporting every 100 ms. Reports reach the server after 0-300 ms (±150 ms
 * of jitter around 150 ms), in order; now and then the network stalls for 1.5 s and then delivers
 * everything at once.
 */
function honestWalk(random: Random, directions: readonly MoveInput[]): (Report & { sentAt: number })[] {
  let position = { x: WORLD_WIDTH / 2, y: WORLD_HEIGHT / 2 };
  let input = directions[0]!;
  let turnAt = 0;
  let stallAt = 20_000 + random() * 40_000;
  let lastArrival = 0;
  const reports: (Report & { sentAt: number })[] = [];
  for (let sentAt = MOVE_SEND_INTERVAL_MS; sentAt <= PLAY_MS; sentAt += MOVE_SEND_INTERVAL_MS) {
    if (sentAt >= turnAt) {
      input = directions[Math.floor(random() * directions.length)]!;
      turnAt = sentAt + 1_000 + random() * 7_000;
    }
    let { vx, vy } = velocityFor(input);
    const seconds = MOVE_SEND_INTERVAL_MS / 1000;
    if (position.x + vx * seconds < 0 || position.x + vx * seconds > WORLD_WIDTH) vx = -vx;
    if (position.y + vy * seconds < 0 || position.y + vy * seconds > WORLD_HEIGHT) vy = -vy;
    input = { left: vx < 0, right: vx > 0, up: vy < 0, down: vy > 0 };
    position = { x: position.x + vx * seconds, y: position.y + vy * seconds };

    const latency = JITTER_MS + (random() * 2 - 1) * JITTER_MS;
    let arrival = sentAt + latency;
    // Everything sent during a stall is held until its end, then arrives at once (with its jitter).
    if (sentAt >= stallAt && sentAt < stallAt + STALL_MS) arrival = stallAt + STALL_MS + latency;
    if (sentAt >= stallAt + STALL_MS) stallAt += STALL_MS + 20_000 + random() * 40_000;
    lastArrival = Math.max(lastArrival, arrival);
    reports.push({ ...position, at: lastArrival, sentAt });
  }
  return reports;
}

describe('an honest client', () => {
  for (const [name, directions, seed] of [
    ['straight', STRAIGHT, 1],
    ['diagonal (0.707 factor)', DIAGONAL, 2],
    ['in any direction', [...STRAIGHT, ...DIAGONAL], 3],
  ] as const) {
    it(`walking ${name} at full speed for 10 minutes, with jitter and stalls, is never refused`, () => {
      const reports = honestWalk(seededRandom(seed), directions);
      // The walk really is at full speed, and the network really did stall and burst.
      expect(reports).toHaveLength(PLAY_MS / MOVE_SEND_INTERVAL_MS);
      const heldBack = reports.filter((r) => r.at - r.sentAt > 2 * JITTER_MS);
      expect(heldBack.length).toBeGreaterThan(50);
      expect(Math.max(...reports.map((r) => r.at - r.sentAt))).toBeGreaterThan(STALL_MS + JITTER_MS);
      expect(Math.min(...reports.map((r) => r.at - r.sentAt))).toBeLessThan(10);

      const result = serve({ x: WORLD_WIDTH / 2, y: WORLD_HEIGHT / 2 }, freshMoveBudget(0), reports.length, (_accepted, i) => reports[i]!);
      expect(result.refused).toEqual([]);
      expect(result.walked).toBeGreaterThan(0.99 * PLAYER_SPEED_PX_PER_S * (PLAY_MS / 1000));
    });
  }

  it('coming back after a minute away (one capped 250 ms frame, then walking) is not refused', () => {
    let budget = freshMoveBudget(0);
    let position = { x: 1000, y: 1000 };
    for (let at = 60_000; at <= 62_000; at += MOVE_SEND_INTERVAL_MS) {
      const to = { x: position.x + (at === 60_000 ? 40 : 16), y: position.y };
      const judgement = checkMove(position, to, budget, at);
      expect(judgement.verdict).toBe('ok');
      budget = judgement.budget;
      position = to;
    }
  });
});

describe('the budget kept between sessions', () => {
  it('continues exactly where it was left, refilling meanwhile up to the capacity', () => {
    const left = spendMoveBudget(freshMoveBudget(1_000), 30, 1_200)!;
    const kept = moveBudgetFromEmptyAt(moveBudgetEmptyAt(left));
    for (const now of [1_200, 1_500, 2_000, 10_000]) expect(availableMoveBudget(kept, now)).toBeCloseTo(availableMoveBudget(left, now), 9);
    expect(availableMoveBudget(kept, 60_000)).toBe(MOVE_BUDGET_CAPACITY_PX);
  });

  it('is empty before the time it refills from (another process whose clock is a little behind)', () => {
    const kept = moveBudgetFromEmptyAt(5_000);
    expect(availableMoveBudget(kept, 4_000)).toBe(0);
    expect(spendMoveBudget(kept, 1, 4_000)).toBeUndefined();
  });
});
