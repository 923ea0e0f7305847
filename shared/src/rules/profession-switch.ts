/**
 * Changing profession (spec 001 §1, §5; 002 §4 "Profession switch", §9): the first profession is
 * free; after a switch the player waits the square of the new profession's level, in real hours,
 * before switching again. The level is its real level when asked (DESIGN §2), so a profession
 * levelled up since the switch holds the player longer.
 */
import type { ProfessionId } from '../catalogue/professions';

/** One real hour per level squared: level 3 holds a player for 9 hours. */
export const SWITCH_WAIT_MS_PER_LEVEL_SQUARED = 3_600_000;
const HOUR_MS = 3_600_000;

export const CANNOT_SWITCH_YET_TEXT = 'Cannot switch yet';
export const ALREADY_PROFESSION_TEXT = 'This is already your profession';

export interface ProfessionSwitchInput {
  /** The profession held now; null before the first. */
  current: ProfessionId | null;
  /** Its real level. */
  currentLevel: number;
  /** When it became the current profession; null if never recorded (no wait then). */
  since: number | null;
  target: ProfessionId;
  now: number;
}

export interface ProfessionSwitchStatus {
  allowed: boolean;
  requiredMs: number;
  completedMs: number;
  remainingMs: number;
  /** Why not; null when allowed. */
  reason: string | null;
}

export function professionSwitchWaitMs(level: number): number {
  return Math.max(1, level) ** 2 * SWITCH_WAIT_MS_PER_LEVEL_SQUARED;
}

export function professionSwitchStatus(input: ProfessionSwitchInput): ProfessionSwitchStatus {
  if (input.current === null || input.since === null) return { allowed: true, requiredMs: 0, completedMs: 0, remainingMs: 0, reason: null };
  const requiredMs = professionSwitchWaitMs(input.currentLevel);
  const completedMs = Math.min(requiredMs, Math.max(0, input.now - input.since));
  const remainingMs = requiredMs - completedMs;
  if (input.target === input.current) return { allowed: false, requiredMs, completedMs, remainingMs, reason: ALREADY_PROFESSION_TEXT };
  return { allowed: remainingMs === 0, requiredMs, completedMs, remainingMs, reason: remainingMs === 0 ? null : CANNOT_SWITCH_YET_TEXT };
}

/** Hours to one decimal; what is left rounds up, so "0.0 h remaining" never shows while waiting. */
function hours(ms: number, round: (x: number) => number): string {
  return (round((ms / HOUR_MS) * 10) / 10).toFixed(1);
}

/** The switcher's eligibility line: the hours, or the reason (001 §5). */
export function professionSwitchText(status: ProfessionSwitchStatus): string {
  if (status.allowed) return 'You can switch profession now';
  if (status.reason !== CANNOT_SWITCH_YET_TEXT) return status.reason ?? CANNOT_SWITCH_YET_TEXT;
  return `${CANNOT_SWITCH_YET_TEXT}: required ${hours(status.requiredMs, Math.round)} h, completed ${hours(status.completedMs, Math.floor)} h, remaining ${hours(status.remainingMs, Math.ceil)} h`;
}
