import {
  addSkillExperience,
  playerLevelForXp,
  SKILL_NAMES,
  skillXpToNext,
  startingSkills,
  type ProfessionId,
  type SkillName,
  type SkillProgress,
  type Skills,
} from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { Refusal } from '../../http/refusal';
import { recordExperience, type ExperienceCause, type ExperienceChange } from './ledger';

/**
 * Experience moves only through this module, as copper does through wallet.ts: each change is
 * one guarded statement and one ledger row naming its track (migration 0015), so every track's
 * total is the sum of its ledger rows. The tracks and where they are kept:
 *
 * - `player`: players.experience (and players.level, derived from it);
 * - `skill:<skill>`: players.skills, a skill's level and the experience into it (JSON);
 * - `profession:<profession>`: player_professions.experience, a running total;
 * - `crafting` and `knowledge`: the personal workshop's crafting_experience and knowledge_points;
 * - `reputation`: players.reputation, which the road gives and takes (changeReputation), never below 0.
 */
export type ExperienceTrack = 'player' | 'crafting' | 'knowledge' | 'reputation' | `profession:${ProfessionId}` | `skill:${SkillName}`;

/** The tracks gainExperience moves; skills move with the purse (changePurse), in the trade's one statement. */
export type GainedTrack = Exclude<ExperienceTrack, `skill:${string}` | 'reputation'>;

export function professionTrack(profession: ProfessionId): `profession:${ProfessionId}` {
  return `profession:${profession}`;
}

export function parseSkills(json: string): Skills {
  return JSON.parse(json) as Skills;
}

/** The skills after gaining `xp`, and the ledger's account of it (whole experience, none negative). */
export function withSkillExperience(skills: Skills, xp: Partial<Record<SkillName, number>>): { skills: Skills; changes: ExperienceChange[] } {
  let next = skills;
  const changes: ExperienceChange[] = [];
  for (const [skill, amount] of Object.entries(xp) as [SkillName, number][]) {
    const gained = Math.max(0, Math.floor(amount));
    if (gained === 0) continue;
    next = addSkillExperience(next, skill, gained);
    changes.push({ track: `skill:${skill}`, delta: gained });
  }
  return { skills: next, changes };
}

/** All the experience a skill's level and remainder stand for (level L to L+1 needs L*100). */
export function skillTotal(progress: SkillProgress): number {
  let total = progress.experience;
  for (let level = 1; level < progress.level; level += 1) total += skillXpToNext(level);
  return total;
}

async function addPlayerExperience(trx: Executor, playerId: string, amount: number, now: number): Promise<number> {
  const row = await trx
    .updateTable('players')
    .set((eb) => ({ experience: eb('experience', '+', amount), updated_at: now }))
    .where('user_id', '=', playerId)
    .returning('experience')
    .executeTakeFirst();
  if (!row) throw new Refusal('PLAYER_NOT_FOUND');
  const level = playerLevelForXp(row.experience);
  await trx.updateTable('players').set({ level }).where('user_id', '=', playerId).where('level', '!=', level).execute();
  return row.experience;
}

async function addProfessionExperience(trx: Executor, playerId: string, profession: string, amount: number): Promise<number> {
  const row = await trx
    .insertInto('player_professions')
    .values({ player_id: playerId, profession, experience: amount })
    .onConflict((oc) => oc.columns(['player_id', 'profession']).doUpdateSet((eb) => ({ experience: eb('player_professions.experience', '+', eb.ref('excluded.experience')) })))
    .returning('experience')
    .executeTakeFirstOrThrow();
  return row.experience;
}

/** The workshop row is the workshop module's to make (ensureWorkshop) before anything is earned in it. */
async function addWorkshopExperience(trx: Executor, playerId: string, track: 'crafting' | 'knowledge', amount: number, now: number): Promise<number> {
  const query = trx.updateTable('workshops').where('player_id', '=', playerId);
  const row =
    track === 'crafting'
      ? await query
          .set((eb) => ({ crafting_experience: eb('crafting_experience', '+', amount), updated_at: now }))
          .returning('crafting_experience as total')
          .executeTakeFirst()
      : await query
          .set((eb) => ({ knowledge_points: eb('knowledge_points', '+', amount), updated_at: now }))
          .returning('knowledge_points as total')
          .executeTakeFirst();
  if (!row) throw new Error(`player ${playerId} has no workshop to earn ${track} in`);
  return row.total;
}

/**
 * Adds `amount` (possibly none) to one track, with its ledger row, and answers the track's new
 * total. An addition needs no guard beyond its own statement: concurrent gains add up.
 */
export async function gainExperience(trx: Executor, playerId: string, track: GainedTrack, amount: number, cause: ExperienceCause, now: number): Promise<number> {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not an experience gain: ${amount}`);
  if (amount === 0) return (await experienceOf(trx, playerId)).get(track) ?? 0;
  let total: number;
  if (track === 'player') total = await addPlayerExperience(trx, playerId, amount, now);
  else if (track === 'crafting' || track === 'knowledge') total = await addWorkshopExperience(trx, playerId, track, amount, now);
  else total = await addProfessionExperience(trx, playerId, track.slice('profession:'.length), amount);
  await recordExperience(trx, playerId, cause, [{ track, delta: amount }], now);
  return total;
}

/**
 * Moves reputation by `delta`, never below 0 (REPUTATION_FLOOR): a loss larger than what is held
 * takes what there is. The statement is guarded on the value read, the caller holding the
 * player's row; the ledger records what actually moved. Answers the new reputation.
 */
export async function changeReputation(trx: Executor, playerId: string, delta: number, cause: ExperienceCause, now: number): Promise<number> {
  if (!Number.isSafeInteger(delta)) throw new RangeError(`not a reputation change: ${delta}`);
  const row = await trx.selectFrom('players').select('reputation').where('user_id', '=', playerId).executeTakeFirst();
  if (!row) throw new Refusal('PLAYER_NOT_FOUND');
  const next = Math.max(REPUTATION_FLOOR, row.reputation + delta);
  if (next === row.reputation) return next;
  const moved = await trx.updateTable('players').set({ reputation: next, updated_at: now }).where('user_id', '=', playerId).where('reputation', '=', row.reputation).executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new Error(`the reputation of player ${playerId} changed under its row lock`);
  await recordExperience(trx, playerId, cause, [{ track: 'reputation', delta: next - row.reputation }], now);
  return next;
}

/** Reputation never goes below this (issue 20 "never negative beyond a floor"). */
export const REPUTATION_FLOOR = 0;

/** The player's running experience in one profession (0 before the first). */
export async function professionExperienceOf(db: Executor, playerId: string, profession: ProfessionId): Promise<number> {
  const row = await db.selectFrom('player_professions').select('experience').where('player_id', '=', playerId).where('profession', '=', profession).executeTakeFirst();
  return row?.experience ?? 0;
}

/** The player's running experience in each profession they have any in. */
export async function professionExperiences(db: Executor, playerId: string): Promise<Partial<Record<ProfessionId, number>>> {
  const rows = await db.selectFrom('player_professions').select(['profession', 'experience']).where('player_id', '=', playerId).execute();
  return Object.fromEntries(rows.map((row) => [row.profession, row.experience]));
}

/** Every track the player holds experience in, with its total: what the ledger's rows of each add up to. */
export async function experienceOf(db: Executor, playerId: string): Promise<Map<ExperienceTrack, number>> {
  const held = new Map<ExperienceTrack, number>();
  const player = await db.selectFrom('players').select(['experience', 'skills', 'reputation']).where('user_id', '=', playerId).executeTakeFirst();
  if (!player) return held;
  if (player.experience > 0) held.set('player', player.experience);
  if (player.reputation > 0) held.set('reputation', player.reputation);
  const skills = parseSkills(player.skills);
  for (const skill of SKILL_NAMES) {
    const total = skills[skill] ? skillTotal(skills[skill]) : 0;
    if (total > 0) held.set(`skill:${skill}`, total);
  }
  for (const [profession, experience] of Object.entries(await professionExperiences(db, playerId)) as [ProfessionId, number][]) {
    if (experience > 0) held.set(professionTrack(profession), experience);
  }
  const workshop = await db.selectFrom('workshops').select(['crafting_experience', 'knowledge_points']).where('player_id', '=', playerId).executeTakeFirst();
  if (workshop && workshop.crafting_experience > 0) held.set('crafting', workshop.crafting_experience);
  if (workshop && workshop.knowledge_points > 0) held.set('knowledge', workshop.knowledge_points);
  return held;
}

/**
 * A character starting over gives back all its experience, through the ledger ('character-reset'):
 * level, experience, skills and reputation to the start, every profession's experience and the workshop's
 * crafting experience and knowledge to none. Each statement is guarded on what was read, and the
 * caller holds the player's row, so what is recorded is exactly what went.
 */
export async function surrenderExperience(trx: Executor, playerId: string, now: number): Promise<void> {
  const player = await trx.selectFrom('players').select(['experience', 'skills', 'reputation']).where('user_id', '=', playerId).executeTakeFirst();
  if (!player) throw new Refusal('PLAYER_NOT_FOUND');
  const given: ExperienceChange[] = [];
  const start = JSON.stringify(startingSkills());
  if (player.experience > 0 || player.skills !== start || player.reputation !== 0) {
    const reset = await trx
      .updateTable('players')
      .set({ experience: 0, level: 1, skills: start, reputation: 0, updated_at: now })
      .where('user_id', '=', playerId)
      .where('experience', '=', player.experience)
      .where('skills', '=', player.skills)
      .where('reputation', '=', player.reputation)
      .executeTakeFirst();
    if (Number(reset.numUpdatedRows) !== 1) throw new Error(`the experience of player ${playerId} changed under its row lock`);
    if (player.experience > 0) given.push({ track: 'player', delta: -player.experience });
    if (player.reputation !== 0) given.push({ track: 'reputation', delta: -player.reputation });
    const skills = parseSkills(player.skills);
    for (const skill of SKILL_NAMES) {
      const total = skills[skill] ? skillTotal(skills[skill]) : 0;
      if (total > 0) given.push({ track: `skill:${skill}`, delta: -total });
    }
  }
  // The delete answers what it removed: that is what the ledger records.
  const professions = await trx.deleteFrom('player_professions').where('player_id', '=', playerId).returning(['profession', 'experience']).execute();
  for (const row of professions) if (row.experience > 0) given.push({ track: professionTrack(row.profession as ProfessionId), delta: -row.experience });
  const workshop = await trx.selectFrom('workshops').select(['crafting_experience', 'knowledge_points']).where('player_id', '=', playerId).executeTakeFirst();
  if (workshop && (workshop.crafting_experience > 0 || workshop.knowledge_points > 0)) {
    const emptied = await trx
      .updateTable('workshops')
      .set({ crafting_experience: 0, knowledge_points: 0, updated_at: now })
      .where('player_id', '=', playerId)
      .where('crafting_experience', '=', workshop.crafting_experience)
      .where('knowledge_points', '=', workshop.knowledge_points)
      .executeTakeFirst();
    if (Number(emptied.numUpdatedRows) !== 1) throw new Error(`the workshop of player ${playerId} changed under its row lock`);
    if (workshop.crafting_experience > 0) given.push({ track: 'crafting', delta: -workshop.crafting_experience });
    if (workshop.knowledge_points > 0) given.push({ track: 'knowledge', delta: -workshop.knowledge_points });
  }
  await recordExperience(trx, playerId, { kind: 'character-reset' }, given, now);
}
