import { nextTutorialStep, objectiveSeenByServer, tutorialStep, TUTORIAL_STEP_IDS, type TutorialStatus, type TutorialStepId, type TutorialView } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { lockPlayers, transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { lastLedgerSeq } from '../economy/ledger';
import { npcVisitsSince } from '../npcs/npc-visits';

/*
 * The tutorial's progress on the server (issue 21), so it follows the player between the browser
 * and the desktop. The server keeps the step and says whether it has seen the step's objective
 * done since the step began (what it records: a talk, a trade, a gathered or reaped good, a crafted
 * item); the client judges what only the screen knows (a place walked to, a window opened) and
 * asks to move on. Next is always allowed (002 §2), so nothing here pays or unlocks anything.
 */

interface TutorialRow {
  step: TutorialStepId;
  status: TutorialStatus;
  stepAfterSeq: number;
  stepStartedAt: number;
}

async function tutorialRow(db: Executor, playerId: string): Promise<TutorialRow | null> {
  const row = await db.selectFrom('player_tutorials').selectAll().where('player_id', '=', playerId).executeTakeFirst();
  if (!row) return null;
  const step = (TUTORIAL_STEP_IDS as readonly string[]).includes(row.step) ? (row.step as TutorialStepId) : 'welcome';
  return { step, status: row.status as TutorialStatus, stepAfterSeq: Number(row.step_after_seq), stepStartedAt: Number(row.step_started_at) };
}

/** Puts the tutorial at `step` with `status`, its objective counting from now. */
async function writeTutorial(trx: Executor, playerId: string, step: TutorialStepId, status: TutorialStatus, now: number): Promise<TutorialRow> {
  const stepAfterSeq = await lastLedgerSeq(trx, playerId);
  const values = { step, status, step_after_seq: stepAfterSeq, step_started_at: now, updated_at: now };
  await trx
    .insertInto('player_tutorials')
    .values({ player_id: playerId, ...values })
    .onConflict((oc) => oc.column('player_id').doUpdateSet(values))
    .execute();
  return { step, status, stepAfterSeq, stepStartedAt: now };
}

/** Whether the ledger or the talks show the step's objective done since the step began. */
async function objectiveMet(db: Executor, playerId: string, row: TutorialRow): Promise<boolean> {
  const objective = tutorialStep(row.step).objective;
  if (!objectiveSeenByServer(objective)) return false;
  const kindsAfter = async (kinds: string[]) =>
    (
      await db
        .selectFrom('ledger_entries')
        .select('kind')
        .distinct()
        .where('player_id', '=', playerId)
        .where('id', '>', row.stepAfterSeq)
        .where('experience_track', 'is', null)
        .where('kind', 'in', kinds)
        .execute()
    ).map((r) => r.kind);
  switch (objective.kind) {
    case 'talk':
      // Any conversation: out of the merchant's hours the card says to talk to anyone open.
      return (await npcVisitsSince(db, playerId, row.stepStartedAt)).length > 0;
    case 'trade': {
      const kinds = await kindsAfter(['market-buy', 'market-sell']);
      return kinds.includes('market-buy') && kinds.includes('market-sell');
    }
    case 'gather-or-professions':
      return (await kindsAfter(['gather', 'farm-harvest'])).length > 0;
    case 'craft':
      return (await kindsAfter(['craft-product'])).length > 0;
    default:
      return false;
  }
}

async function view(db: Executor, playerId: string, row: TutorialRow): Promise<TutorialView> {
  return { step: row.step, status: row.status, objectiveMet: row.status === 'active' && (await objectiveMet(db, playerId, row)), stepStartedAt: row.stepStartedAt };
}

/** The player's tutorial; a character without a row starts it now at welcome. */
export async function tutorialOf(ctx: AppContext, playerId: string): Promise<TutorialView> {
  const row = (await tutorialRow(ctx.db, playerId)) ?? (await transact(ctx.db, async (trx) => (await tutorialRow(trx, playerId)) ?? writeTutorial(trx, playerId, 'welcome', 'active', ctx.clock.now())));
  return view(ctx.db, playerId, row);
}

/** Next: from `from` only, so two windows pressing Next at once move it one step. */
export async function advanceTutorial(ctx: AppContext, playerId: string, from: TutorialStepId): Promise<TutorialView> {
  const row = await transact(ctx.db, async (trx) => {
    await lockPlayers(trx, [playerId]);
    const now = ctx.clock.now();
    const current = (await tutorialRow(trx, playerId)) ?? (await writeTutorial(trx, playerId, 'welcome', 'active', now));
    if (current.status !== 'active') throw new Refusal('TUTORIAL_NOT_ACTIVE');
    if (current.step !== from) throw new Refusal('TUTORIAL_STEP_MOVED_ON');
    const next = nextTutorialStep(from);
    return next === null ? writeTutorial(trx, playerId, from, 'completed', now) : writeTutorial(trx, playerId, next, 'active', now);
  });
  return view(ctx.db, playerId, row);
}

/** Skip: the tutorial is completed at once (002 §4). */
export async function skipTutorial(ctx: AppContext, playerId: string): Promise<TutorialView> {
  const row = await transact(ctx.db, async (trx) => {
    await lockPlayers(trx, [playerId]);
    const current = await tutorialRow(trx, playerId);
    if (current && current.status !== 'active') return current;
    return writeTutorial(trx, playerId, current?.step ?? 'welcome', 'skipped', ctx.clock.now());
  });
  return view(ctx.db, playerId, row);
}

/** From Help: the tutorial starts again at welcome. */
export async function restartTutorial(ctx: AppContext, playerId: string): Promise<TutorialView> {
  const row = await transact(ctx.db, async (trx) => {
    await lockPlayers(trx, [playerId]);
    return writeTutorial(trx, playerId, 'welcome', 'active', ctx.clock.now());
  });
  return view(ctx.db, playerId, row);
}
