import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS } from './achievements';
import { CONTRACTS } from './contracts';
import { ENCOUNTERS } from './encounters';
import { itemById, MARKET_ITEMS } from './items';
import { NPCS, SERVICE_GATES, SERVICE_REPUTATION } from './npcs';
import { PROFESSION_ACTIONS } from './profession-actions';
import { QUESTS } from './quests';
import { RANDOM_EVENTS } from './random-events';
import { PROFESSION_RECIPES, STATION_RECIPES } from './recipes';
import { RESOURCE_TYPES } from './resources';
import { TRADE_ROUTES } from './trade-routes';
import { merchantStock } from '../rules/npc-merchant';
import { DIPLOMATIC_ITEM } from '../rules/npc-services';
import { STARTER_KIT } from '../rules/player-defaults';
import { choiceOutcomes } from '../rules/road-choice';

const SEAL = 'royal-seal';
const names = (value: unknown) => JSON.stringify(value).includes(`"${SEAL}"`);

/**
 * Issue 33: the treasurer's gate (diplomacy 3, reputation 10) had a side door, the seal selling at
 * every market for about 25,000 copper with no check. Every way to a seal must carry the gate: the
 * treasurer's letters are the only one.
 */
describe('the royal seal has one way in: the treasurer’s letters, behind his gate', () => {
  it('is issued by the diplomatic services, which ask diplomacy 3 and reputation 10', () => {
    expect(DIPLOMATIC_ITEM).toBe(SEAL);
    expect(SERVICE_GATES['diplomatic-services']?.requires).toEqual([{ skill: 'diplomacy', level: 3 }]);
    expect(SERVICE_REPUTATION['diplomatic-services']).toBe(10);
    expect(NPCS.filter((npc) => npc.services.includes('diplomatic-services')).map((npc) => npc.id)).toEqual(['abu-l-hasan-the-treasurer']);
  });

  it('is traded at no market (so no offer between players or trade route carries it either)', () => {
    expect(itemById(SEAL)?.marketable).toBe(false);
    expect(MARKET_ITEMS.map((item) => item.id)).not.toContain(SEAL);
    expect(TRADE_ROUTES.some((route) => route.goods.includes(SEAL))).toBe(false);
  });

  it('is sold by no merchant, made by no profession or recipe, gathered nowhere and given by no contract, quest, achievement or starting kit', () => {
    expect(NPCS.flatMap((npc) => merchantStock(npc.id)).map((good) => good.itemId)).not.toContain(SEAL);
    expect(PROFESSION_ACTIONS.flatMap((action) => action.outputs.map((output) => output.itemId))).not.toContain(SEAL);
    expect(names(STATION_RECIPES)).toBe(false);
    expect(names(PROFESSION_RECIPES)).toBe(false);
    expect(RESOURCE_TYPES.map((resource) => resource.itemId)).not.toContain(SEAL);
    expect(names(CONTRACTS)).toBe(false);
    expect(names(QUESTS)).toBe(false);
    expect(names(ACHIEVEMENTS)).toBe(false);
    expect(STARTER_KIT[SEAL]).toBeUndefined();
  });

  it('is found on the road by no encounter or random event', () => {
    const roadChoices = [...ENCOUNTERS, ...RANDOM_EVENTS].flatMap((e) => e.choices);
    for (const outcome of roadChoices.flatMap(choiceOutcomes)) {
      expect(outcome.goodsGained?.[SEAL]).toBeUndefined();
      expect(outcome.cargoSale?.paidIn).not.toBe(SEAL);
    }
  });
});
