import type { CompiledQuery, DeleteResult } from 'kysely';
import type { Db } from './database';

/**
 * One table's rule for rows that have served their purpose: a DELETE built, not run, so a test can
 * read its plan (every rule deletes by an indexed column). Each owner of a table that grows with
 * use exports its rules (`*_PRUNE_RULES`); housekeeping gathers them and runs them on its schedule.
 */
export type PruneRule = (db: Db, now: number) => { compile(): CompiledQuery; executeTakeFirst(): Promise<DeleteResult> };

export type PruneCounts<Rules extends Readonly<Record<string, PruneRule>>> = Record<keyof Rules, number>;

/** Runs the rules one after the other, one statement each, and answers how many rows each deleted. */
export async function runPruneRules<Rules extends Readonly<Record<string, PruneRule>>>(rules: Rules, db: Db, now: number): Promise<PruneCounts<Rules>> {
  const counts = {} as PruneCounts<Rules>;
  for (const [name, rule] of Object.entries(rules) as [keyof Rules, PruneRule][]) {
    counts[name] = Number((await rule(db, now).executeTakeFirst()).numDeletedRows);
  }
  return counts;
}
