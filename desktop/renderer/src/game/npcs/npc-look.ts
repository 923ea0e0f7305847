import { isNpcOpen, type Npc, type NpcType } from '@silkroad/shared';

/** What each type is called under the figure's name. */
export const NPC_TYPE_TITLES: Readonly<Record<NpcType, string>> = {
  merchant: 'Merchant',
  craftsman: 'Craftsman',
  oracle: 'Oracle',
  banker: 'Banker',
  innkeeper: 'Innkeeper',
  shipwright: 'Shipwright',
  caravaneer: 'Caravaneer',
  warrior: 'Warrior',
  guard: 'Guard',
  stable_master: 'Stable master',
  treasurer: 'Treasurer',
  nomad: 'Nomad',
  traveler: 'Traveller',
};

/** Out of hours a figure stands faded (000 §4: "the icon is dimmed"), on top of its greyed texture. */
export const CLOSED_NPC_ALPHA = 0.62;

/** How a figure is drawn at an hour of the game clock. */
export interface NpcFigureLook {
  /** Whether the NPC answers now (rules/npc isNpcOpen). */
  open: boolean;
  /** Drawn greyed and faded. */
  dimmed: boolean;
  alpha: number;
  /** The small line under the name: the type, and when shut, when it opens. */
  subtitle: string;
}

/**
 * The figure at `gameHour` (hours since game midnight, as GameTimeState.timeOfDay gives), or
 * before the clock is known (null): drawn open, as the server, not the picture, refuses a
 * service out of hours.
 */
export function npcFigureLook(npc: Pick<Npc, 'type' | 'hours'>, gameHour: number | null): NpcFigureLook {
  const title = NPC_TYPE_TITLES[npc.type];
  const open = gameHour === null || isNpcOpen(npc, gameHour);
  if (open) return { open, dimmed: false, alpha: 1, subtitle: title };
  return { open, dimmed: true, alpha: CLOSED_NPC_ALPHA, subtitle: `${title} · closed until ${npc.hours.open}` };
}

/** What a press of E at a shut NPC says instead of a greeting. */
export function closedNotice(npc: Pick<Npc, 'name' | 'hours'>): string {
  return `${npc.name} is closed (opens ${npc.hours.open})`;
}

/** Said when the figure is clicked from too far away to talk. */
export function walkCloserNotice(npc: Pick<Npc, 'name'>): string {
  return `Walk closer to talk to ${npc.name}`;
}

/** The prompt over the NPC that E or Space would talk to. */
export function talkPrompt(npc: Pick<Npc, 'name'>): string {
  return `[E] Talk to ${npc.name}`;
}
