/**
 * The profession switcher's texts (002 §2 "Profession switcher modal", 001 §5): the current
 * profession and level, the eligibility line the server words ('You can switch profession now',
 * 'Cannot switch yet: required 9.0 h, completed 4.0 h, remaining 5.0 h'), and one button per
 * profession, the current one disabled. All eight can be chosen (docs/decisions.md).
 */
import { PROFESSION_IDS, PROFESSION_NAMES, professionSwitchWaitMs, type ProfessionId } from '@silkroad/shared';
import type { ProgressionStatus } from '../../net/progression-api';

export const SWITCH_NOW_TEXT = 'You can switch profession now';

export interface SwitcherButton {
  id: ProfessionId;
  name: string;
  level: number;
  current: boolean;
  disabled: boolean;
  /** Why it cannot be chosen, as the server words it; null when it can. */
  title: string | null;
}

export interface SwitcherView {
  /** 'Mining · level 3', or 'No profession yet'. */
  currentLine: string;
  eligibility: string;
  canSwitch: boolean;
  buttons: SwitcherButton[];
}

function levelOf(status: ProgressionStatus, id: ProfessionId): number {
  return status.professions.find((entry) => entry.id === id)?.level ?? 1;
}

export function switcherView(status: ProgressionStatus): SwitcherView {
  const others = status.switches.filter((entry) => entry.target !== status.current);
  const allowedAny = others.some((entry) => entry.allowed);
  const eligibility = status.current === null || allowedAny ? SWITCH_NOW_TEXT : (others[0]?.text ?? SWITCH_NOW_TEXT);
  const buttons = PROFESSION_IDS.map((id) => {
    const current = id === status.current;
    const entry = status.switches.find((candidate) => candidate.target === id);
    const allowed = !current && (entry ? entry.allowed : status.current === null);
    return { id, name: PROFESSION_NAMES[id], level: levelOf(status, id), current, disabled: !allowed, title: allowed ? null : (entry?.text ?? null) };
  });
  return {
    currentLine: status.current ? `${PROFESSION_NAMES[status.current]} · level ${levelOf(status, status.current)}` : 'No profession yet',
    eligibility,
    canSwitch: status.current === null || allowedAny,
    buttons,
  };
}

/** The question before a switch: the wait it starts is the new profession's level squared, in hours (001 §5). */
export function switchConfirmText(target: ProfessionId, status: ProgressionStatus): string {
  const hours = professionSwitchWaitMs(levelOf(status, target)) / 3_600_000;
  return `Switch your profession to ${PROFESSION_NAMES[target]}? After switching you must wait ${hours} h before switching again.`;
}
