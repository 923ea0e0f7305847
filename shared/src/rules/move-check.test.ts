import { describe, expect, it } from 'vitest';
import { WORLD_HEIGHT, WORLD_WIDTH } from '../catalogue/world';
import { freshMoveBudget, MOVE_BUDGET_CAPACITY_PX, MOVE_BUDGET_REFILL_PX_PER_S, MOVE_BUDGET_START_PX } from './move-budget';
import { checkMove } from './move-check';

const from = { x: 1000, y: 1000 };
const joinedAt = 50_000;
const budget = freshMoveBudget(joinedAt);

describe('checkMove', () => {
  it('accepts a walk the budget covers, and spends it', () => {
    const allowed = MOVE_BUDGET_START_PX + MOVE_BUDGET_REFILL_PX_PER_S;
    const judgement = checkMove(from, { x: from.x + allowed, y: from.y }, budget, joinedAt + 1000);
    expect(judgement.verdict).toBe('ok');
    expect(judgement.budget.px).toBeCloseTo(0);
    expect(checkMove({ x: from.x + allowed, y: from.y }, { x: from.x + allowed + 10, y: from.y }, judgement.budget, joinedAt + 1000).verdict).toBe('too-fast');
  });

  it('refuses a move the budget does not cover, and spends nothing', () => {
    const judgement = checkMove(from, { x: from.x, y: from.y + MOVE_BUDGET_START_PX + 18 }, budget, joinedAt + 100);
    expect(judgement).toEqual({ verdict: 'too-fast', budget });
    expect(checkMove(from, { x: from.x, y: from.y + MOVE_BUDGET_START_PX + 17 }, budget, joinedAt + 100).verdict).toBe('ok');
  });

  it('refuses a position outside the world, before judging speed', () => {
    expect(checkMove({ x: 5, y: 5 }, { x: -1, y: 5 }, budget, joinedAt + 1000).verdict).toBe('outside-world');
    expect(checkMove({ x: WORLD_WIDTH, y: 5 }, { x: WORLD_WIDTH + 1, y: 5 }, budget, joinedAt + 1000).verdict).toBe('outside-world');
    expect(checkMove({ x: 5, y: WORLD_HEIGHT }, { x: 5, y: WORLD_HEIGHT + 1 }, budget, joinedAt + 1000).verdict).toBe('outside-world');
    const nan = checkMove(from, { x: Number.NaN, y: 5 }, budget, joinedAt + 1000);
    expect(nan).toEqual({ verdict: 'outside-world', budget });
  });

  it('banks at most the capacity while standing still, so waiting does not earn a teleport', () => {
    const aMinuteLater = joinedAt + 60_000;
    expect(checkMove(from, { x: from.x + MOVE_BUDGET_CAPACITY_PX + 1, y: from.y }, budget, aMinuteLater).verdict).toBe('too-fast');
    expect(checkMove(from, { x: from.x + MOVE_BUDGET_CAPACITY_PX, y: from.y }, budget, aMinuteLater).verdict).toBe('ok');
  });
});
