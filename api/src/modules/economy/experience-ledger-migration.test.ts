import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { startingSkills } from '@silkroad/shared';
import type { Db } from '../../db/database';
import { MIGRATIONS } from '../../db/migrations/index';
import * as experienceLedger from '../../db/migrations/0015-experience-ledger';
import * as ledgerActs from '../../db/migrations/0025-ledger-acts';
import { openTestDatabase } from '../../test-support/test-database';
import { expectExperienceBalances } from './experience-test-support';

const MIGRATION = '0015-experience-ledger';
const T0 = Date.UTC(2026, 0, 1);

let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

/** Migrations take an untyped Kysely. */
const untyped = (target: Db) => target as unknown as Kysely<unknown>;

/** A character as the build before this migration left it: experience in its columns and tables, none in the ledger. */
async function insertLegacyPlayer(target: Db, id: string, state: { experience: number; skills: object; professions: Record<string, number>; workshop?: { crafting: number; knowledge: number } }) {
  await target
    .insertInto('users')
    .values({ id, provider: 'local', subject: id, email: `${id}@example.test`, display_name: id, username: `user_${id}`, in_game_name: null, in_game_name_key: null, created_at: T0, updated_at: T0 })
    .execute();
  await target
    .insertInto('players')
    .values({ user_id: id, copper: 0, level: 1, experience: state.experience, reputation: 0, health: 100, x: 400, y: 300, skills: JSON.stringify(state.skills), created_at: T0, updated_at: T0 + 5 })
    .execute();
  for (const [profession, experience] of Object.entries(state.professions)) await target.insertInto('player_professions').values({ player_id: id, profession, experience }).execute();
  if (state.workshop) {
    await target.insertInto('workshops').values({ player_id: id, crafting_experience: state.workshop.crafting, knowledge_points: state.workshop.knowledge, updated_at: T0 }).execute();
  }
}

describe(`migration ${MIGRATION} (issue 18)`, () => {
  it('is registered', () => {
    expect(MIGRATIONS[MIGRATION]).toBe(experienceLedger);
  });

  it('opens the ledger of experience with what each character holds, so every track is the sum of its rows', async () => {
    db = await openTestDatabase();
    // A later migration's index reads the column this one's down drops: it goes first, as migrating down would take it.
    await ledgerActs.down(untyped(db));
    await experienceLedger.down(untyped(db));
    await insertLegacyPlayer(db, 'veteran', {
      experience: 450,
      // Trading at level 3 with 20 into it: 100 + 200 + 20.
      skills: { ...startingSkills(), trading: { level: 3, experience: 20 }, negotiation: { level: 1, experience: 35 } },
      professions: { mining: 300, alchemy: 0 },
      workshop: { crafting: 120, knowledge: 15 },
    });
    await insertLegacyPlayer(db, 'newcomer', { experience: 0, skills: startingSkills(), professions: {} });
    await experienceLedger.up(untyped(db));

    const rows = await db
      .selectFrom('ledger_entries')
      .select(['player_id', 'kind', 'item_id', 'quantity', 'copper_delta', 'experience_track', 'experience_delta'])
      .where('experience_track', 'is not', null)
      .orderBy('experience_track')
      .execute();
    const opening = (track: string, delta: number) => ({ player_id: 'veteran', kind: 'opening-balance', item_id: null, quantity: 0, copper_delta: 0, experience_track: track, experience_delta: delta });
    expect(rows).toEqual([opening('crafting', 120), opening('knowledge', 15), opening('player', 450), opening('profession:mining', 300), opening('skill:negotiation', 35), opening('skill:trading', 320)]);
    await expectExperienceBalances(db, ['veteran', 'newcomer']);
    // Rows of copper and goods read as before: no experience.
    await db.insertInto('ledger_entries').values({ player_id: 'newcomer', kind: 'starting-grant', item_id: null, quantity: 0, copper_delta: 5, city_id: null, ref_id: null, created_at: T0 }).execute();
    expect(await db.selectFrom('ledger_entries').select(['experience_track', 'experience_delta']).where('player_id', '=', 'newcomer').execute()).toEqual([{ experience_track: null, experience_delta: 0 }]);
  });
});
