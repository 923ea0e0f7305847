import { describe, expect, it } from 'vitest';
import { professionActionById } from '../catalogue/profession-actions';
import type { Terrain } from '../catalogue/world';
import type { MarketCondition } from '../catalogue/markets';
import { actionSuccessRate, rollMarketCondition } from './action-success-rate';
import type { Season, WeatherCondition } from './game-clock';
import { sequenceRandom } from './random';

function rate(id: string, level: number, terrain: Terrain, weather: WeatherCondition = 'clear', season: Season = 'summer', marketCondition?: MarketCondition): number {
  return actionSuccessRate(professionActionById(id)!, { level, terrain, weather, season, marketCondition });
}

describe('success rates (001 §9), worked by hand', () => {
  it('mining: 0.7 + 0.05 per level above 1, +0.1 in mountains, -0.2 in storm, at most 0.95', () => {
    expect(rate('surface-mining', 1, 'hills')).toBeCloseTo(0.7, 10); // 0.7
    expect(rate('deep-mining', 3, 'mountains')).toBeCloseTo(0.9, 10); // 0.7 + 0.1 + 0.1
    expect(rate('deep-mining', 3, 'hills', 'storm')).toBeCloseTo(0.6, 10); // 0.7 + 0.1 - 0.2
    expect(rate('prospecting', 5, 'mountains')).toBeCloseTo(0.95, 10); // 0.7 + 0.2 + 0.1 = 1.0, capped
  });

  it('logging: 0.75 + 0.02 per level above 1, within 0.1..0.95', () => {
    expect(rate('tree-felling', 1, 'forest')).toBeCloseTo(0.75, 10);
    expect(rate('rare-wood-harvesting', 6, 'forest')).toBeCloseTo(0.85, 10); // 0.75 + 5 x 0.02
    expect(rate('tree-felling', 20, 'forest')).toBeCloseTo(0.95, 10); // 0.75 + 0.38, capped
  });

  it('blacksmithing: 0.8 + 0.03 per level above the action’s (at most +0.15), -0.1 advanced, -0.05 jewelry, within 0.15..0.95', () => {
    expect(rate('basic-forging', 3, 'plains')).toBeCloseTo(0.86, 10); // 0.8 + 2 x 0.03
    expect(rate('advanced-smithing', 7, 'plains')).toBeCloseTo(0.7, 10); // 0.8 + 0 - 0.1
    expect(rate('jewelry-crafting', 12, 'hills')).toBeCloseTo(0.9, 10); // 0.8 + min(0.15, 0.21) - 0.05
    expect(rate('basic-forging', 20, 'plains')).toBeCloseTo(0.95, 10); // 0.8 + 0.15
  });

  it('crafting: 0.75 + 0.04 per level (at most +0.2), -0.15 luxury, -0.08 silk, -0.05 garment, within 0.2..0.95', () => {
    expect(rate('simple-woodworking', 1, 'plains')).toBeCloseTo(0.79, 10); // 0.75 + 0.04
    expect(rate('silk-working', 3, 'plains')).toBeCloseTo(0.79, 10); // 0.75 + 0.12 - 0.08
    expect(rate('garment-making', 4, 'hills')).toBeCloseTo(0.86, 10); // 0.75 + 0.16 - 0.05
    expect(rate('luxury-crafting', 6, 'plains')).toBeCloseTo(0.8, 10); // 0.75 + min(0.2, 0.24) - 0.15
  });

  it('trading: 0.85 + 0.03 per level (at most +0.12), -0.2 diplomatic, -0.15 speculation, -0.08 caravan, within 0.3..0.95, then times the market', () => {
    expect(rate('market-analysis', 1, 'plains')).toBeCloseTo(0.88, 10); // stable: x1
    expect(rate('market-analysis', 1, 'plains', 'clear', 'summer', 'bear')).toBeCloseTo(0.748, 10); // 0.88 x 0.85
    expect(rate('market-analysis', 1, 'plains', 'clear', 'summer', 'bull')).toBe(1); // 0.88 x 1.15 = 1.012: certain, no more
    expect(rate('diplomatic-trading', 6, 'plains', 'clear', 'summer', 'volatile')).toBeCloseTo(0.693, 10); // (0.85 + 0.12 - 0.2) x 0.9
    expect(rate('caravan-trading', 3, 'hills', 'clear', 'summer', 'growing')).toBeCloseTo(0.946, 10); // (0.85 + 0.09 - 0.08) x 1.1
    expect(rate('speculation-trading', 5, 'plains')).toBeCloseTo(0.82, 10); // 0.85 + min(0.12, 0.15) - 0.15
  });

  it('alchemy: 0.75 + 0.02 per level (at most +0.2), action adjustments, brewing in forest and transmutation in mountains +0.05', () => {
    expect(rate('basic-brewing', 1, 'forest')).toBeCloseTo(0.92, 10); // 0.75 + 0.02 + 0.1 + 0.05
    expect(rate('basic-brewing', 1, 'hills')).toBeCloseTo(0.87, 10); // no forest bonus
    expect(rate('master-transmutation', 7, 'mountains')).toBeCloseTo(0.69, 10); // 0.75 + 0.14 - 0.25 + 0.05
    expect(rate('advanced-brewing', 4, 'mountains')).toBeCloseTo(0.68, 10); // 0.75 + 0.08 - 0.15
    expect(rate('poison-brewing', 3, 'forest')).toBeCloseTo(0.76, 10); // 0.75 + 0.06 - 0.1 + 0.05
    expect(rate('scholarly-research', 20, 'plains')).toBeCloseTo(0.95, 10); // 0.75 + 0.2
  });

  it('cooking: 0.85 + 0.03 per level (at most +0.15), coast +0.05, mountains -0.05, seafood on the coast +0.1, bread in clear weather +0.05, preserving in snow +0.08', () => {
    expect(rate('basic-cooking', 1, 'coastal')).toBeCloseTo(0.93, 10); // 0.85 + 0.03 + 0.05
    expect(rate('basic-cooking', 1, 'mountains')).toBeCloseTo(0.83, 10); // 0.85 + 0.03 - 0.05
    expect(rate('bread-baking', 2, 'plains', 'cloudy')).toBeCloseTo(0.91, 10); // 0.85 + 0.06
    expect(rate('bread-baking', 2, 'plains', 'clear')).toBeCloseTo(0.95, 10); // 0.96, capped
    expect(rate('preservation', 1, 'mountains', 'snow')).toBeCloseTo(0.91, 10); // 0.85 + 0.03 - 0.05 + 0.08
    expect(rate('seafood-preparation', 3, 'coastal')).toBeCloseTo(0.95, 10); // 0.85 + 0.09 + 0.05 + 0.1 = 1.09, capped
  });

  it('textiles: 0.65 + 0.05 per level above 1, -0.1 advanced/luxury/master, silk in spring or summer +0.1, wool in winter +0.08, weaving in clear weather +0.05, plains +0.05', () => {
    expect(rate('basic-spinning', 1, 'hills')).toBeCloseTo(0.65, 10);
    expect(rate('simple-weaving', 2, 'plains', 'clear')).toBeCloseTo(0.8, 10); // 0.65 + 0.05 + 0.05 + 0.05
    expect(rate('silk-processing', 3, 'hills', 'cloudy', 'spring')).toBeCloseTo(0.85, 10); // 0.65 + 0.1 + 0.1
    expect(rate('silk-processing', 3, 'hills', 'cloudy', 'autumn')).toBeCloseTo(0.75, 10);
    expect(rate('advanced-weaving', 4, 'hills', 'rain')).toBeCloseTo(0.7, 10); // 0.65 + 0.15 - 0.1
    expect(rate('luxury-clothing', 6, 'plains')).toBeCloseTo(0.85, 10); // 0.65 + 0.25 - 0.1 + 0.05
    expect(rate('carpet-making', 1, 'desert', 'clear', 'winter')).toBeCloseTo(0.73, 10); // 0.65 + 0.08 (carpets take wool)
    expect(rate('carpet-making', 1, 'desert', 'clear', 'summer')).toBeCloseTo(0.65, 10);
  });

  it('draws a market condition evenly from the five', () => {
    expect(rollMarketCondition(sequenceRandom([0]))).toBe('bull');
    expect(rollMarketCondition(sequenceRandom([0.99]))).toBe('growing');
  });
});
