import { itemById } from '../../catalogue/items';
import { STARTER_KIT, STARTING_COPPER, startingSkills, type Skills } from '../../rules/player-defaults';
import { baseResaleCopper } from '../../rules/road-choice';
import { skillLevels } from '../../rules/skills';
import type { CityId } from '../../catalogue/world';

/** A simulated player: a purse, what they hold, where they are, and skills fixed at one level. */
export interface SimPlayer {
  copper: number;
  items: Record<string, number>;
  /** Every trade skill, profession and the player level stand at this level for the whole run. */
  level: number;
  skills: Skills;
  reputation: number;
  cityId: CityId;
}

/** Every skill at `level`: what "skill 1, 3, 6" means for the simulation. */
export function skillsAt(level: number): Skills {
  const skills = startingSkills();
  for (const name of Object.keys(skills) as (keyof Skills)[]) skills[name] = { level, experience: 0 };
  return skills;
}

/** A new character's purse and kit (STARTING_COPPER, STARTER_KIT) in Constantinople, at `level`. */
export function newPlayer(level: number, cityId: CityId = 1): SimPlayer {
  return { copper: STARTING_COPPER, items: { ...STARTER_KIT }, level, skills: skillsAt(level), reputation: 0, cityId };
}

export function levelsOf(player: SimPlayer): ReturnType<typeof skillLevels> {
  return skillLevels(player.skills);
}

export function addItems(items: Record<string, number>, goods: Readonly<Record<string, number>>): void {
  for (const [itemId, units] of Object.entries(goods)) items[itemId] = (items[itemId] ?? 0) + units;
}

export function removeItems(items: Record<string, number>, goods: Readonly<Record<string, number>>): void {
  for (const [itemId, units] of Object.entries(goods)) {
    const left = (items[itemId] ?? 0) - units;
    if (left < 0) throw new Error(`cannot remove ${units} ${itemId}: only ${items[itemId] ?? 0} held`);
    if (left === 0) delete items[itemId];
    else items[itemId] = left;
  }
}

/**
 * What goods are worth to the books of a run: what a city market at base price pays for them
 * (the road's own valuation, baseResaleCopper); a good no market trades is worth nothing.
 */
export function goodsWorth(goods: Readonly<Record<string, number>>): number {
  return Object.entries(goods).reduce((sum, [itemId, units]) => sum + (itemById(itemId)?.marketable ? baseResaleCopper(itemId) * units : 0), 0);
}

/** Purse plus goods held: a run's earnings are the change in this. */
export function playerWorth(player: SimPlayer, extraGoods: Readonly<Record<string, number>> = {}): number {
  return player.copper + goodsWorth(player.items) + goodsWorth(extraGoods);
}
