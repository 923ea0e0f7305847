import { isInsideWorld } from './location';
import { spendMoveBudget, type MoveBudget } from './move-budget';

export type MoveVerdict = 'ok' | 'outside-world' | 'too-fast';

/** The verdict, and the budget to keep: spent when the move is accepted, unchanged when refused. */
export interface MoveJudgement {
  verdict: MoveVerdict;
  budget: MoveBudget;
}

/**
 * The server's judgement of a reported position at clock time `now`, against the last position it
 * accepted and the player's move budget (see move-budget.ts), at the walker's pace (1, or less
 * for a laden walker in the open land).
 */
export function checkMove(from: { x: number; y: number }, to: { x: number; y: number }, budget: MoveBudget, now: number, pace = 1): MoveJudgement {
  if (!isInsideWorld(to.x, to.y)) return { verdict: 'outside-world', budget };
  // A laden walker (walkingPace) spends the budget faster: the same budget holds them to their pace.
  const spent = spendMoveBudget(budget, Math.hypot(to.x - from.x, to.y - from.y) / pace, now);
  if (!spent) return { verdict: 'too-fast', budget };
  return { verdict: 'ok', budget: spent };
}
