/**
 * The alchemist's transmutation tool (spec 001 §2 "The alchemy tab has a transmutation tool",
 * §7 POST /alchemy/transmute, 002 §5 "Transmutation"): copper, silver and gold as the metals the
 * game has as goods (copper ore, silver ore, gold dust), turned into one another at fixed ratios.
 *
 * The ratios never create value: what comes out is always worth less, at catalogue value, than
 * what went in (a round trip loses), so transmuting is a way to move between metals a market
 * lacks, paid for in metal, a small copper fee and time at the bench, never a money machine.
 */
import { itemDisplayName, itemValueCopper } from '../catalogue/items';
import { skillTooLowText } from './action-availability';

export const TRANSMUTE_METAL_IDS = ['copper', 'silver', 'gold'] as const;
export type TransmuteMetalId = (typeof TRANSMUTE_METAL_IDS)[number];

/** The good each metal of the tool is. */
export const TRANSMUTE_METAL_ITEMS: Readonly<Record<TransmuteMetalId, string>> = { copper: 'copper-ore', silver: 'silver-ore', gold: 'gold-dust' };

/**
 * Units of material in and of target out per batch. Up: 3 copper ore (36 silver of value) make
 * 1 silver ore (30); 4 silver ore (120) make 1 gold dust (100); 12 copper ore (144) make 1 gold
 * dust. Down: 1 silver ore (30) makes 2 copper ore (24); 1 gold dust (100) makes 3 silver ore
 * (90) or 6 copper ore (72).
 */
export const TRANSMUTE_RATIOS: Readonly<Record<TransmuteMetalId, Readonly<Partial<Record<TransmuteMetalId, { in: number; out: number }>>>>> = {
  copper: { silver: { in: 3, out: 1 }, gold: { in: 12, out: 1 } },
  silver: { copper: { in: 1, out: 2 }, gold: { in: 4, out: 1 } },
  gold: { copper: { in: 1, out: 6 }, silver: { in: 1, out: 3 } },
};

/** The fee of each batch, in copper. */
export const TRANSMUTE_FEE_PER_BATCH_COPPER = 10;
/** Alchemy experience of each batch. */
export const TRANSMUTE_XP_PER_BATCH = 2;
/** Gold, made or unmade, needs the level of the mineral transmutation action. */
export const TRANSMUTE_GOLD_LEVEL = 3;

export type TransmutePlan =
  | {
      ok: true;
      batches: number;
      /** Item id to units taken and given. */
      materialItem: string;
      targetItem: string;
      consumed: number;
      produced: number;
      costCopper: number;
      experience: number;
    }
  | { ok: false; code: 'invalid' | 'level' | 'not-enough'; reason: string };

/**
 * What transmuting `quantity` units of `material` into `target` does: as many whole batches as
 * the quantity holds; a remainder too small for a batch stays with the player.
 */
export function transmutePlan(material: TransmuteMetalId, target: TransmuteMetalId, quantity: number, alchemyLevel: number): TransmutePlan {
  const ratio = TRANSMUTE_RATIOS[material]?.[target];
  if (!ratio || !Number.isSafeInteger(quantity) || quantity < 1) return { ok: false, code: 'invalid', reason: 'Choose two different metals to transmute' };
  if ((material === 'gold' || target === 'gold') && alchemyLevel < TRANSMUTE_GOLD_LEVEL) {
    return { ok: false, code: 'level', reason: skillTooLowText('alchemy', TRANSMUTE_GOLD_LEVEL) };
  }
  const materialItem = TRANSMUTE_METAL_ITEMS[material];
  const targetItem = TRANSMUTE_METAL_ITEMS[target];
  const batches = Math.floor(quantity / ratio.in);
  if (batches === 0) return { ok: false, code: 'not-enough', reason: `It takes ${ratio.in} ${itemDisplayName(materialItem)} to make ${itemDisplayName(targetItem)}` };
  return {
    ok: true,
    batches,
    materialItem,
    targetItem,
    consumed: batches * ratio.in,
    produced: batches * ratio.out,
    costCopper: batches * TRANSMUTE_FEE_PER_BATCH_COPPER,
    experience: batches * TRANSMUTE_XP_PER_BATCH,
  };
}

/** Catalogue value in copper of a transmutation's metal in and out (the fee aside). */
export function transmuteValues(plan: Extract<TransmutePlan, { ok: true }>): { in: number; out: number } {
  return { in: plan.consumed * itemValueCopper(plan.materialItem), out: plan.produced * itemValueCopper(plan.targetItem) };
}

/** 'Transmuted 6 Copper Ore into 2 Silver Ore'. */
export function transmuteText(plan: Extract<TransmutePlan, { ok: true }>): string {
  return `Transmuted ${plan.consumed} ${itemDisplayName(plan.materialItem)} into ${plan.produced} ${itemDisplayName(plan.targetItem)}`;
}
