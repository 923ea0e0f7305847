/**
 * When and where an NPC answers, and whether a player may use a service (spec 002 §5
 * "Interaction", 000 §4 "NPC", §5 "Services", §8). Pure: the server refuses with these, the
 * renderer dims figures and greys buttons with the same answers.
 */
import { reputationRequirementText, SERVICE_GATES, SERVICE_REPUTATION, skillRequirementText, type ClockTime, type Npc, type NpcService, type SkillRequirement } from '../catalogue/npcs';
import { INTERACTION_DISTANCE_PX, withinReach } from './gathering';
import type { Skills } from './player-defaults';
import { skillLevels } from './skills';

/**
 * Spec 002 §5/§9: NPC interaction distance 100 px. The same reach as resource nodes and
 * workshop nodes, by the same rule (rules/gathering withinReach, edge included), so every
 * "Press E" prompt in the world agrees with the server.
 */
export const NPC_REACH_PX = INTERACTION_DISTANCE_PX;

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Hours since midnight of an "HH:MM" clock time (00:00-23:59); throws on anything else. */
export function parseClockTime(time: ClockTime | string): number {
  const match = CLOCK_TIME.exec(time);
  if (!match) throw new Error(`Not a clock time: ${time}`);
  return Number(match[1]) + Number(match[2]) / 60;
}

/**
 * Whether the NPC answers at `gameHour` (hours since game midnight, fractional, as
 * rules/game-clock timeOfDayAt gives). Both ends are included (000 §4 "9 to 18 inclusive");
 * hours whose close is earlier than their open run past midnight.
 */
export function isNpcOpen(npc: Pick<Npc, 'hours'>, gameHour: number): boolean {
  const hour = ((gameHour % 24) + 24) % 24;
  const open = parseClockTime(npc.hours.open);
  const close = parseClockTime(npc.hours.close);
  if (open <= close) return hour >= open && hour <= close;
  return hour >= open || hour <= close;
}

/**
 * Whether a player standing at `point` can talk to the NPC. Venice's people have no place on the
 * map (they serve in the harbour screen): no world position is in their reach, and the server
 * asks whether the player is in Venice instead.
 */
export function npcInReach(npc: Pick<Npc, 'position'>, point: { x: number; y: number }): boolean {
  return npc.position !== null && withinReach(point, npc.position);
}

export type ServiceGateAnswer =
  | { allowed: true }
  | { allowed: false; requirement: SkillRequirement; text: string }
  | { allowed: false; requiredReputation: number; text: string };

/**
 * Whether a player with these skills (and this reputation) may use the service (000 §5); a refusal
 * names the first requirement unmet, in the spec's words, the skills first. A skill the character
 * lacks counts as level 1 (rules/skills); a reputation not given counts as none (the floor), so a
 * caller that forgets it refuses rather than opens.
 */
export function serviceGate(service: NpcService, skills: Partial<Skills>, reputation = 0): ServiceGateAnswer {
  const levels = skillLevels(skills);
  const unmet = SERVICE_GATES[service]?.requires.find((requirement) => levels[requirement.skill] < requirement.level);
  if (unmet) return { allowed: false, requirement: unmet, text: skillRequirementText(unmet) };
  const standing = SERVICE_REPUTATION[service];
  if (standing !== undefined && reputation < standing) return { allowed: false, requiredReputation: standing, text: reputationRequirementText(standing) };
  return { allowed: true };
}
