import { cityName, formatCoins, itemDisplayName, QUEST_TEXT, type NpcType, type QuestObjectiveView, type QuestRewardsView, type QuestView } from '@silkroad/shared';

/** An objective's count as the bars read it: "3 / 10". */
export function progressText(objective: Pick<QuestObjectiveView, 'progress' | 'target'>): string {
  return `${Math.min(objective.progress, objective.target)} / ${objective.target}`;
}

/** The share of an objective done, 0 to 1. */
export function progressShare(objective: Pick<QuestObjectiveView, 'progress' | 'target'>): number {
  if (objective.target <= 0) return 1;
  return Math.max(0, Math.min(1, objective.progress / objective.target));
}

const SKILL_TITLES: Readonly<Record<string, string>> = {
  trading: 'Trading',
  diplomacy: 'Diplomacy',
  navigation: 'Navigation',
  linguistics: 'Linguistics',
  appraisal: 'Appraisal',
  negotiation: 'Negotiation',
};

/** A reward, one line per part, in the order a player weighs them: coin, XP, goods, skills, standing. */
export function rewardLines(rewards: QuestRewardsView): string[] {
  const lines: string[] = [];
  if (rewards.copper > 0) lines.push(formatCoins(rewards.copper));
  if (rewards.xp > 0) lines.push(`${rewards.xp} XP`);
  for (const [itemId, quantity] of Object.entries(rewards.items)) if (quantity > 0) lines.push(`${quantity}x ${itemDisplayName(itemId)}`);
  for (const [skill, xp] of Object.entries(rewards.skillXp)) if (xp > 0) lines.push(`+${xp} ${SKILL_TITLES[skill] ?? skill}`);
  if (rewards.reputation > 0) lines.push(`+${rewards.reputation} reputation`);
  return lines;
}

/** Who gives the quest and where: "Eudokia Xiphilina, Constantinople". */
export function giverText(quest: Pick<QuestView, 'giverName' | 'cityId'>): string {
  return `${quest.giverName}, ${cityName(quest.cityId)}`;
}

const STATUS_TEXT: Readonly<Record<QuestView['status'], string>> = {
  available: 'Available',
  locked: 'Locked',
  active: 'In progress',
  ready: QUEST_TEXT.ready,
  claimed: 'Done',
};

export function statusText(quest: Pick<QuestView, 'status' | 'daily'>): string {
  return quest.status === 'claimed' && quest.daily ? 'Done today' : STATUS_TEXT[quest.status];
}

/** An NPC's type as a title: "Stable master". */
export function npcTypeTitle(type: NpcType): string {
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The NPC window's subtitle: "Innkeeper · Level 7". */
export function npcSubtitle(npc: { type: NpcType; level: number }): string {
  return `${npcTypeTitle(npc.type)} · Level ${npc.level}`;
}

/** The HUD's quest count: the quests in the log, with how many are ready to hand in. */
export function hudQuestText(log: { active: number; ready: number }): string {
  return log.ready > 0 ? `Quests ${log.active} · ${log.ready} ready` : `Quests ${log.active}`;
}
