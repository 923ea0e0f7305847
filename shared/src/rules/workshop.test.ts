import { describe, expect, it } from 'vitest';
import { benchCapacityRefusal, benchFitsFloor, benchShop, benchTiersOf, workshopUpgrade } from './workshop';

describe('the personal workshop (002 §4, §9)', () => {
  it('upgrades one level at a time when the purse covers the next cost, and not past the Grand Atelier', () => {
    // Medium Workshop: 5000 silver = 500,000 copper = 50 gold.
    expect(workshopUpgrade(1, 499_999)).toMatchObject({ allowed: false, costCopper: 500_000, reason: 'Insufficient funds: 50g needed', next: { name: 'Medium Workshop' } });
    expect(workshopUpgrade(1, 500_000)).toMatchObject({ allowed: true, costCopper: 500_000, next: { level: 2, maxBenches: 4 } });
    expect(workshopUpgrade(4, 7_500_000)).toMatchObject({ allowed: true, next: { name: 'Grand Atelier' } });
    expect(workshopUpgrade(5, 100_000_000)).toEqual({ allowed: false, next: null, costCopper: 0, reason: 'Your workshop is at its highest level' });
  });

  it('holds as many benches as its level allows', () => {
    expect(benchCapacityRefusal(1, 1)).toBeNull();
    expect(benchCapacityRefusal(1, 2)).toBe('Workshop is at maximum bench capacity');
    expect(benchCapacityRefusal(5, 11)).toBeNull();
  });

  it('places an 80x60 bench only wholly on the floor', () => {
    // The small workshop is 400x300: a bench's centre may be 160 px across and 120 px down from the middle.
    expect(benchFitsFloor(1, 160, -120)).toBe(true);
    expect(benchFitsFloor(1, 161, 0)).toBe(false);
    expect(benchFitsFloor(1, 0, 121)).toBe(false);
    expect(benchFitsFloor(2, 260, 195)).toBe(true);
  });

  it('shows benches at or below the player’s level, enabled when affordable', () => {
    const shop = benchShop(10, 200_000);
    const entry = (id: string) => shop.find((e) => e.bench.id === id)!;
    expect(entry('blacksmithing-2')).toMatchObject({ visible: true, affordable: true, costCopper: 200_000 });
    expect(entry('blacksmithing-3')).toMatchObject({ visible: false, affordable: false });
    expect(entry('alchemy-2')).toMatchObject({ visible: false, affordable: true });
    expect(entry('cooking-1')).toMatchObject({ visible: true, affordable: true, costCopper: 25_000 });
  });

  it('takes the best placed tier per profession', () => {
    expect(benchTiersOf(['alchemy-1', 'alchemy-2', 'cooking-1', 'no-such-bench'])).toEqual({ alchemy: 2, cooking: 1 });
  });
});
