import { describe, expect, it } from 'vitest';
import { CONTRACT_PROFESSIONS, contractById, contractDeadline, contractPenaltyCopper, contractRewardCopper, CONTRACTS, contractsOfProfession, GAME_DAY_REAL_MS } from './contracts';
import { itemById, itemValueCopper } from './items';
import { PROFESSION_ACTIONS } from './profession-actions';
import { STATION_RECIPES } from './recipes';
import { STARTER_KIT } from '../rules/player-defaults';
import { cityById } from './world';

describe('contracts', () => {
  it('holds the spec’s two contracts (002 §9), rewards and penalties in silver', () => {
    const pairs = CONTRACTS.map((c) => [c.rewardSilver, c.penaltySilver, c.durationGameDays]);
    expect(pairs).toContainEqual([8000, 2000, 7]);
    expect(pairs).toContainEqual([4500, 1000, 5]);
    const big = CONTRACTS.find((c) => c.rewardSilver === 8000)!;
    expect(contractRewardCopper(big)).toBe(800_000);
    expect(contractPenaltyCopper(big)).toBe(200_000);
  });

  it('counts deadlines in game days of 4 real hours (game time runs 6x)', () => {
    expect(GAME_DAY_REAL_MS).toBe(4 * 60 * 60 * 1000);
    const big = CONTRACTS.find((c) => c.rewardSilver === 8000)!;
    expect(contractDeadline(big, 1_000)).toBe(1_000 + 7 * 4 * 60 * 60 * 1000);
  });

  it('names real goods and cities on the map, with unique ids and a penalty below the reward', () => {
    expect(new Set(CONTRACTS.map((c) => c.id)).size).toBe(CONTRACTS.length);
    for (const contract of CONTRACTS) {
      expect(itemById(contract.goodId)).toBeDefined();
      expect(cityById(contract.destinationCityId)?.onMap).toBe(true);
      expect(contract.penaltySilver).toBeLessThan(contract.rewardSilver);
      expect(contract.quantity).toBeGreaterThan(0);
      expect(contractById(contract.id)).toBe(contract);
    }
  });

  it('offers a new player a contract the starter kit can fill', () => {
    const starter = CONTRACTS.filter((c) => c.requiredLevel === 1 && (STARTER_KIT[c.goodId] ?? 0) >= c.quantity);
    expect(starter.length).toBeGreaterThan(0);
  });

  it('gives the blacksmiths’ and crafters’ boards goods their actions or benches make, the client’s ceiling above their value', () => {
    for (const profession of CONTRACT_PROFESSIONS) {
      const board = contractsOfProfession(profession);
      expect(board.length).toBeGreaterThanOrEqual(3);
      const made = new Set([
        ...PROFESSION_ACTIONS.filter((a) => a.profession === profession).flatMap((a) => a.outputs.map((o) => o.itemId)),
        ...STATION_RECIPES.filter((r) => r.station === profession).map((r) => r.result.itemId),
      ]);
      for (const contract of board) {
        expect(made.has(contract.goodId)).toBe(true);
        expect(itemById(contract.goodId)?.marketable).toBe(true);
        // A posting pays the destination's merchant price (rules/contract-reward.ts), up to this ceiling.
        const value = itemValueCopper(contract.goodId) * contract.quantity;
        expect(contractRewardCopper(contract)).toBeGreaterThan(value);
        expect(contractRewardCopper(contract)).toBeLessThan(value * 1.5);
      }
    }
    expect(CONTRACTS.filter((c) => c.profession === undefined).length).toBe(6);
  });
});
