import type { ProfessionId } from '@silkroad/shared';
import type { Executor } from '../../db/database';

/** Sets the player's first profession; the guard keeps one already held. */
export async function chooseFirstProfession(trx: Executor, playerId: string, profession: ProfessionId): Promise<void> {
  await trx.updateTable('players').set({ profession }).where('user_id', '=', playerId).where('profession', 'is', null).execute();
}

/** Adds experience to one of the player's professions and answers its new running total. */
export async function addProfessionExperience(trx: Executor, playerId: string, profession: ProfessionId, experience: number): Promise<number> {
  const row = await trx
    .insertInto('player_professions')
    .values({ player_id: playerId, profession, experience })
    .onConflict((oc) => oc.columns(['player_id', 'profession']).doUpdateSet((eb) => ({ experience: eb('player_professions.experience', '+', eb.ref('excluded.experience')) })))
    .returning('experience')
    .executeTakeFirstOrThrow();
  return row.experience;
}
