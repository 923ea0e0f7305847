import { cityName, isNpcOpen, npcById, npcClosedText, npcInReach, npcOutOfReachText, serviceGate, timeOfDayAt, VENICE, type Npc, type NpcService } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { lockPlayers } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { parseSkills } from '../economy/experience';
import { readPlace, requireCity } from '../players/player-position';

/** What a service reads of the player, on the row the transaction holds. */
export interface NpcCustomer {
  /** players.skills as read: skill experience is written over it (changePurse's compare-and-set). */
  skillsJson: string;
  reputation: number;
  copper: number;
}

export function npcOrRefuse(npcId: string): Npc {
  const npc = npcById(npcId);
  if (!npc) throw new Refusal('NPC_NOT_FOUND');
  return npc;
}

/**
 * The one guard of everything done with an NPC, inside the caller's transaction with the player's
 * row held: the NPC exists; the player stands in their city (Venice's people: in Venice, which
 * has no map) and, on the map, within 100 px of them; they answer now by the game clock; and,
 * for a service, they offer it and the player has the skills it asks (000 §5, in the gate's words)
 * and the reputation, where it asks one (SERVICE_REPUTATION).
 */
export async function requireNpc(trx: Executor, ctx: AppContext, playerId: string, npcId: string, now: number, service?: NpcService): Promise<{ npc: Npc; customer: NpcCustomer }> {
  const npc = npcOrRefuse(npcId);
  await lockPlayers(trx, [playerId]);
  const place = await readPlace(trx, ctx, playerId, { lock: true });
  requireCity(place, npc.cityId, { elsewhere: new Refusal('NOT_IN_CITY', `${npc.name} is in ${cityName(npc.cityId)}`) });
  if (npc.cityId !== VENICE.id && !npcInReach(npc, place)) throw new Refusal('NPC_OUT_OF_REACH', npcOutOfReachText(npc));
  if (!isNpcOpen(npc, timeOfDayAt(now))) throw new Refusal('NPC_CLOSED', npcClosedText(npc));
  const row = await trx.selectFrom('players').select(['skills', 'reputation', 'copper']).where('user_id', '=', playerId).executeTakeFirst();
  if (!row) throw new Refusal('PLAYER_NOT_FOUND');
  if (service !== undefined) {
    if (!npc.services.includes(service)) throw new Refusal('NPC_SERVICE_UNAVAILABLE', `${npc.name} does not offer that service`);
    const gate = serviceGate(service, parseSkills(row.skills), row.reputation);
    if (!gate.allowed) throw new Refusal('requiredReputation' in gate ? 'REPUTATION_TOO_LOW' : 'SKILL_TOO_LOW', gate.text);
  }
  return { npc, customer: { skillsJson: row.skills, reputation: row.reputation, copper: row.copper } };
}
