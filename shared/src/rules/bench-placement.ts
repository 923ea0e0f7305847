/**
 * Where a bench may stand on the workshop floor, beyond the floor itself (rules/workshop.ts
 * benchFitsFloor): on the placement grid, and clear of every other bench. The spec's placement is
 * a click anywhere (002 §4 "Bench placement"); the server keeps positions on a grid so two
 * clients draw the same workshop and benches never stack on one another.
 */
import { BENCH_HEIGHT_PX, BENCH_WIDTH_PX } from './workshop';

/** Bench centres sit on multiples of this, from the centre of the floor. */
export const BENCH_GRID_PX = 20;

export const BENCH_OFF_GRID_TEXT = `Bench positions must be on the ${BENCH_GRID_PX} px grid`;

export function benchOnGrid(x: number, y: number): boolean {
  return Number.isInteger(x) && Number.isInteger(y) && x % BENCH_GRID_PX === 0 && y % BENCH_GRID_PX === 0;
}

/** Whether two 80x60 benches centred at a and b cover any floor in common (touching edges do not). */
export function benchesOverlap(a: { x: number; y: number }, b: { x: number; y: number }): boolean {
  return Math.abs(a.x - b.x) < BENCH_WIDTH_PX && Math.abs(a.y - b.y) < BENCH_HEIGHT_PX;
}
