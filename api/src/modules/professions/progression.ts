import {
  PROFESSION_IDS,
  PROFESSION_NAMES,
  professionProgress,
  professionSwitchStatus,
  professionSwitchText,
  type ProfessionId,
  type ProgressionStatusResponse,
  type SwitchStatusView,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import { transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { writeProfessionSwitch } from '../players/player-state';
import { professionExperiences } from '../economy/experience';
import { readWorker, type Worker } from './work-site';

function switchView(worker: Worker, experience: Partial<Record<ProfessionId, number>>, target: ProfessionId, now: number): SwitchStatusView {
  const current = worker.profession as ProfessionId | null;
  // The wait is the square of the current profession's real level now (rules/profession-switch.ts).
  const currentLevel = current ? professionProgress(experience[current] ?? 0).level : 1;
  const status = professionSwitchStatus({ current, currentLevel, since: worker.profession_since, target, now });
  return { target, allowed: status.allowed, requiredMs: status.requiredMs, completedMs: status.completedMs, remainingMs: status.remainingMs, text: professionSwitchText(status) };
}

/** GET /progression/status: every profession's progress, the current one and whether each could be switched to now. */
export async function progressionStatus(ctx: AppContext, playerId: string): Promise<ProgressionStatusResponse['data']> {
  const now = ctx.clock.now();
  const worker = await readWorker(ctx.db, playerId, { lock: false });
  const experience = await professionExperiences(ctx.db, playerId);
  return {
    current: worker.profession as ProfessionId | null,
    since: worker.profession_since,
    professions: PROFESSION_IDS.map((id) => ({ id, experience: experience[id] ?? 0, ...professionProgress(experience[id] ?? 0) })),
    switches: PROFESSION_IDS.map((target) => switchView(worker, experience, target, now)),
  };
}

/**
 * POST /progression/switch: takes up another profession when the wait since the last switch is
 * over (the square of the current profession's level, in real hours; the first is free). The
 * wait then runs again from now.
 */
export async function switchProfession(ctx: AppContext, playerId: string, target: ProfessionId) {
  const data = await transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const worker = await readWorker(trx, playerId, { lock: true });
    const status = switchView(worker, await professionExperiences(trx, playerId), target, now);
    if (!status.allowed) throw new Refusal('PROFESSION_SWITCH_NOT_ALLOWED', status.text);
    if (!(await writeProfessionSwitch(trx, playerId, worker, target, now))) throw new Refusal('PROFESSION_SWITCH_NOT_ALLOWED');
    return { current: target, since: now, message: `Your profession is now ${PROFESSION_NAMES[target]}` };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'profession-switch' });
  return data;
}
