import { describe, expect, it } from 'vitest';
import { itemById } from './items';
import { npcById } from './npcs';
import { QUESTS, questById } from './quests';
import { SKILL_NAMES } from '../rules/player-defaults';

describe('the quest catalogue', () => {
  it('has at least twenty quests with unique ids, each given by an NPC of the catalogue', () => {
    expect(QUESTS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(QUESTS.map((q) => q.id)).size).toBe(QUESTS.length);
    for (const quest of QUESTS) expect(npcById(quest.giverId), quest.id).toBeDefined();
  });

  it('names only goods, NPCs, cities and skills that exist, and asks for something', () => {
    for (const quest of QUESTS) {
      expect(quest.objectives.length, quest.id).toBeGreaterThan(0);
      for (const objective of quest.objectives) {
        if ('itemId' in objective && objective.itemId !== undefined) expect(itemById(objective.itemId), `${quest.id} ${objective.itemId}`).toBeDefined();
        if (objective.kind === 'visit') expect(npcById(objective.npcId), quest.id).toBeDefined();
      }
      for (const itemId of Object.keys(quest.rewards.items ?? {})) expect(itemById(itemId), `${quest.id} reward ${itemId}`).toBeDefined();
      for (const skill of Object.keys(quest.rewards.skillXp ?? {})) expect(SKILL_NAMES as readonly string[]).toContain(skill);
      if (quest.requires?.questId) expect(questById(quest.requires.questId), quest.id).toBeDefined();
    }
  });

  it('walks a new player from Constantinople through buying, selling at a profit, gathering, planting, crafting and a first journey, in order', () => {
    const chain = QUESTS.filter((q) => q.chain === 'starter');
    expect(chain.map((q) => q.objectives[0]!.kind)).toEqual(['visit', 'buy', 'profit', 'gather', 'plant', 'craft', 'journey']);
    expect(chain[0]!.requires).toBeUndefined();
    for (let i = 1; i < chain.length; i += 1) expect(chain[i]!.requires?.questId).toBe(chain[i - 1]!.id);
    for (const quest of chain) expect(npcById(quest.giverId)!.cityId).toBe(1);
    expect(npcById(chain[0]!.giverId)!.type).toBe('innkeeper');
  });

  it('has several daily tasks with small rewards', () => {
    const dailies = QUESTS.filter((q) => q.repeat === 'daily');
    expect(dailies.length).toBeGreaterThanOrEqual(3);
    for (const quest of dailies) expect(quest.rewards.copper ?? 0).toBeLessThanOrEqual(2_000);
  });
});
