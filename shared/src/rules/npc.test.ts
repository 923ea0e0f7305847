import { describe, expect, it } from 'vitest';
import { npcById, skillRequirementText, type Npc } from '../catalogue/npcs';
import { REAL_EPOCH_MS, REAL_MS_PER_GAME_DAY, timeOfDayAt } from './game-clock';
import { startingSkills, type Skills } from './player-defaults';
import { isNpcOpen, npcInReach, NPC_REACH_PX, parseClockTime, serviceGate } from './npc';

function withLevels(levels: Partial<Record<keyof Skills, number>>): Skills {
  const skills = startingSkills();
  for (const [name, level] of Object.entries(levels)) skills[name as keyof Skills] = { level: level, experience: 0 };
  return skills;
}

describe('clock times', () => {
  it('read "HH:MM" as hours since midnight and refuse anything else', () => {
    expect(parseClockTime('09:00')).toBe(9);
    expect(parseClockTime('18:30')).toBe(18.5);
    expect(parseClockTime('00:00')).toBe(0);
    for (const bad of ['24:00', '9:00', '09:60', '', 'noon']) expect(() => parseClockTime(bad), bad).toThrow();
  });
});

describe('opening hours', () => {
  const merchant = { hours: { open: '09:00', close: '18:00' } } as const;
  const nightWatch = { hours: { open: '18:00', close: '06:00' } } as const;

  it('open a shop from 09:00 to 18:00 game time, both included (000 §4)', () => {
    expect(isNpcOpen(merchant, 8.99)).toBe(false);
    expect(isNpcOpen(merchant, 9)).toBe(true);
    expect(isNpcOpen(merchant, 13.5)).toBe(true);
    expect(isNpcOpen(merchant, 18)).toBe(true);
    expect(isNpcOpen(merchant, 18.01)).toBe(false);
    expect(isNpcOpen(merchant, 0)).toBe(false);
  });

  it('run a watch past midnight', () => {
    for (const hour of [18, 21, 0, 3, 6]) expect(isNpcOpen(nightWatch, hour), String(hour)).toBe(true);
    for (const hour of [6.5, 9, 12, 17.9]) expect(isNpcOpen(nightWatch, hour), String(hour)).toBe(false);
    expect(isNpcOpen(nightWatch, 24 + 2)).toBe(true);
  });

  it('follow the game clock: the epoch is 06:00, so the bazaar opens a real half hour later', () => {
    const rustam = npcById('rustam-ibn-yusuf')!;
    expect(isNpcOpen(rustam, timeOfDayAt(REAL_EPOCH_MS))).toBe(false);
    expect(isNpcOpen(rustam, timeOfDayAt(REAL_EPOCH_MS + REAL_MS_PER_GAME_DAY / 8))).toBe(true);
    expect(isNpcOpen(npcById('harald-the-varangian')!, timeOfDayAt(REAL_EPOCH_MS))).toBe(true);
  });
});

describe('reach', () => {
  const npc: Pick<Npc, 'position'> = { position: { x: 1000, y: 1000 } };

  it('is the spec’s 100 px, measured from the figure, edge included', () => {
    expect(NPC_REACH_PX).toBe(100);
    expect(npcInReach(npc, { x: 1060, y: 1080 })).toBe(true);
    expect(npcInReach(npc, { x: 1061, y: 1080 })).toBe(false);
    expect(npcInReach(npc, { x: 1000, y: 1000 })).toBe(true);
  });

  it('never reaches someone in Venice from the map', () => {
    expect(npcInReach(npcById('pietro-dandolo')!, { x: 0, y: 0 })).toBe(false);
  });
});

describe('service gates', () => {
  it('let anyone use an ungated service', () => {
    expect(serviceGate('trade', startingSkills())).toEqual({ allowed: true });
    expect(serviceGate('vault', {})).toEqual({ allowed: true });
  });

  it('refuse in the spec’s words (000 §8) until the skill is reached', () => {
    expect(serviceGate('currency-exchange', startingSkills())).toEqual({ allowed: false, requirement: { skill: 'trading', level: 2 }, text: 'Trading skill too low (Requires Trading 2)' });
    expect(serviceGate('currency-exchange', withLevels({ trading: 2 }))).toEqual({ allowed: true });
    expect(serviceGate('advanced-crafting', startingSkills())).toMatchObject({ text: 'Appraisal skill too low (Requires Appraisal 2)' });
    expect(serviceGate('diplomatic-services', withLevels({ diplomacy: 2 }))).toMatchObject({ text: 'Diplomacy skill too low (Requires Diplomacy 3)' });
    expect(serviceGate('translation', withLevels({ linguistics: 3 }))).toEqual({ allowed: true });
    expect(serviceGate('translation', {})).toMatchObject({ text: 'Linguistics skill too low (Requires Linguistics 3)' });
  });

  it('need every skill of a two-skill gate, naming the first unmet', () => {
    expect(serviceGate('master-crafting', withLevels({ appraisal: 4 }))).toMatchObject({ allowed: false, text: 'Trading skill too low (Requires Trading 3)' });
    expect(serviceGate('master-crafting', withLevels({ trading: 3 }))).toMatchObject({ allowed: false, text: 'Appraisal skill too low (Requires Appraisal 4)' });
    expect(serviceGate('master-crafting', withLevels({ appraisal: 4, trading: 3 }))).toEqual({ allowed: true });
    expect(serviceGate('secret-routes', withLevels({ navigation: 4 }))).toMatchObject({ text: 'Diplomacy skill too low (Requires Diplomacy 2)' });
    expect(serviceGate('secret-routes', withLevels({ navigation: 5, diplomacy: 2 }))).toEqual({ allowed: true });
  });

  it('ask a standing of the diwan’s letters of favour too, the skill named first, in the gates’ words', () => {
    expect(serviceGate('diplomatic-services', withLevels({ diplomacy: 2 }), 50)).toMatchObject({ text: 'Diplomacy skill too low (Requires Diplomacy 3)' });
    expect(serviceGate('diplomatic-services', withLevels({ diplomacy: 3 }), 9)).toEqual({ allowed: false, requiredReputation: 10, text: 'Reputation too low (Requires Reputation 10)' });
    // A caller that forgets the reputation refuses rather than opens.
    expect(serviceGate('diplomatic-services', withLevels({ diplomacy: 3 }))).toMatchObject({ allowed: false, requiredReputation: 10 });
    expect(serviceGate('diplomatic-services', withLevels({ diplomacy: 3 }), 10)).toEqual({ allowed: true });
    expect(serviceGate('trade', startingSkills(), 0)).toEqual({ allowed: true });
  });

  it('word the refusal as the spec does for navigation', () => {
    expect(skillRequirementText({ skill: 'navigation', level: 4 })).toBe('Navigation skill too low (Requires Navigation 4)');
  });
});
