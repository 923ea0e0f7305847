import { sql, type Kysely } from 'kysely';
import { INTEGER } from './columns';

/*
 * The skill curve as this migration was written (a migration never changes with the code): level
 * L to L+1 needs L*100 XP, so a skill at level L holding `experience` has earned 50*L*(L-1) plus it.
 */
const SKILL_XP_BEFORE_LEVEL = (level: number): number => 50 * level * (level - 1);

interface SkilledPlayer {
  user_id: string;
  skills: string;
  updated_at: number | string;
}

/**
 * Experience in the ledger (issue 18): copper, goods and experience move only through the economy
 * module, each movement a ledger row. A row that moves experience names the track it moves
 * (`player`, `skill:<skill>`, `profession:<profession>`, `crafting`, `knowledge`) and how much;
 * it moves no copper and no goods. Characters from before get an `opening-balance` row per track
 * they hold, so from now on each track's total is the sum of its rows, as the purse is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ledger_entries').addColumn('experience_track', 'text').execute();
  await db.schema
    .alterTable('ledger_entries')
    .addColumn('experience_delta', INTEGER, (c) => c.notNull().defaultTo(0))
    .execute();

  await sql`
    insert into ledger_entries (player_id, kind, item_id, quantity, copper_delta, city_id, ref_id, created_at, experience_track, experience_delta)
    select user_id, 'opening-balance', null, 0, 0, null, null, updated_at, 'player', experience from players where experience > 0
  `.execute(db);
  await sql`
    insert into ledger_entries (player_id, kind, item_id, quantity, copper_delta, city_id, ref_id, created_at, experience_track, experience_delta)
    select player_id, 'opening-balance', null, 0, 0, null, null, 0, 'profession:' || profession, experience from player_professions where experience > 0
  `.execute(db);
  await sql`
    insert into ledger_entries (player_id, kind, item_id, quantity, copper_delta, city_id, ref_id, created_at, experience_track, experience_delta)
    select player_id, 'opening-balance', null, 0, 0, null, null, updated_at, 'crafting', crafting_experience from workshops where crafting_experience > 0
  `.execute(db);
  await sql`
    insert into ledger_entries (player_id, kind, item_id, quantity, copper_delta, city_id, ref_id, created_at, experience_track, experience_delta)
    select player_id, 'opening-balance', null, 0, 0, null, null, updated_at, 'knowledge', knowledge_points from workshops where knowledge_points > 0
  `.execute(db);

  // Skills are JSON, read alike by both databases only here.
  const { rows } = await sql<SkilledPlayer>`select user_id, skills, updated_at from players`.execute(db);
  for (const player of rows) {
    const skills = JSON.parse(player.skills) as Record<string, { level: number; experience: number }>;
    for (const [skill, progress] of Object.entries(skills)) {
      const total = SKILL_XP_BEFORE_LEVEL(progress.level) + progress.experience;
      if (total <= 0) continue;
      await sql`
        insert into ledger_entries (player_id, kind, item_id, quantity, copper_delta, city_id, ref_id, created_at, experience_track, experience_delta)
        values (${player.user_id}, 'opening-balance', null, 0, 0, null, null, ${Number(player.updated_at)}, ${`skill:${skill}`}, ${total})
      `.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from ledger_entries where experience_track is not null`.execute(db);
  await db.schema.alterTable('ledger_entries').dropColumn('experience_delta').execute();
  await db.schema.alterTable('ledger_entries').dropColumn('experience_track').execute();
}
