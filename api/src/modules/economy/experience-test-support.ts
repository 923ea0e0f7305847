import { expect } from 'vitest';
import type { Db } from '../../db/database';
import { experienceOf } from './experience';

/**
 * The conservation check of experience, beside expectLedgerBalances' of copper and goods: every
 * track a player holds (experience.ts) is the sum of its ledger rows. Only for players whose
 * experience tests changed through the game itself, never by writing rows directly.
 */
export async function expectExperienceBalances(db: Db, playerIds: readonly string[]): Promise<void> {
  for (const playerId of playerIds) {
    const rows = await db.selectFrom('ledger_entries').select(['experience_track', 'experience_delta']).where('player_id', '=', playerId).where('experience_track', 'is not', null).execute();
    const recorded: Record<string, number> = {};
    for (const row of rows) recorded[row.experience_track!] = (recorded[row.experience_track!] ?? 0) + row.experience_delta;
    const expected = Object.fromEntries(Object.entries(recorded).filter(([, total]) => total !== 0));
    expect({ playerId, experience: Object.fromEntries(await experienceOf(db, playerId)) }).toEqual({ playerId, experience: expected });
  }
}

/** The experience rows of the ledger, as [kind, track, delta, ref], in the order written. */
export async function experienceRows(db: Db, playerId: string): Promise<[string, string, number, string | null][]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['kind', 'experience_track', 'experience_delta', 'ref_id'])
    .where('player_id', '=', playerId)
    .where('experience_track', 'is not', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => [row.kind, row.experience_track!, row.experience_delta, row.ref_id]);
}
