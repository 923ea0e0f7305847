import {
  cargoSaleProceeds,
  cargoShareTaken,
  choiceAvailability,
  choiceChance,
  playerLevelForXp,
  skillLevels,
  type ChoiceEffects,
  type EncounterChoiceView,
  type RoadChoice,
  type RoadChooser,
  type RoadFlag,
  type SkillName,
} from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { changeReputation, parseSkills } from '../economy/experience';
import { addItems, inventoryOf, removeItems } from '../economy/inventory-store';
import { recordLedger, type LedgerKind } from '../economy/ledger';
import { changePurse } from '../economy/wallet';
import { Refusal } from '../../http/refusal';
import { changeCargo } from './journey-store';

/*
 * What a choice of the road does, applied in the caller's transaction, every copper, item and
 * point of experience or reputation through the economy and its ledger. Encounters and random
 * events share it: an encounter's goods are the caravan's cargo, an event's the inventory.
 */

/** Who answers, and where their goods are: with a journey, the cargo takes what is found and loses what is lost. */
export interface RoadAnswerer {
  playerId: string;
  kind: Extract<LedgerKind, 'encounter' | 'random-event'>;
  /** The encounter (or event) answered: the ledger rows' reference. */
  refId: string;
  cityId: number | null;
  journey?: { id: string; cargo: Readonly<Record<string, number>> };
}

/** What the player's row says that requirements read, as a transaction holding it reads it. */
export interface PlayerStanding {
  copper: number;
  experience: number;
  reputation: number;
  skills: string;
}

export async function readStanding(trx: Executor, playerId: string): Promise<PlayerStanding> {
  const row = await trx.selectFrom('players').select(['copper', 'experience', 'reputation', 'skills']).where('user_id', '=', playerId).executeTakeFirst();
  if (!row) throw new Refusal('PLAYER_NOT_FOUND');
  return row;
}

/** The player as a choice's requirements read them: the inventory plus, on the road, the caravan's cargo. */
export async function chooserOf(trx: Executor, playerId: string, standing: PlayerStanding, at: { cargo?: Readonly<Record<string, number>>; flags: readonly RoadFlag[]; cityId: number | null }): Promise<RoadChooser> {
  const items: Record<string, number> = { ...(await inventoryOf(trx, playerId)) };
  for (const [itemId, quantity] of Object.entries(at.cargo ?? {})) items[itemId] = (items[itemId] ?? 0) + quantity;
  return {
    skills: skillLevels(parseSkills(standing.skills)),
    items,
    ...(at.cargo ? { cargo: at.cargo } : {}),
    flags: at.flags,
    copper: standing.copper,
    level: playerLevelForXp(standing.experience),
    reputation: standing.reputation,
    cityId: at.cityId,
  };
}

/**
 * The choices as a dialog shows them: for the player now (`chooser`), whether each may be taken and
 * why not, and its odds; for one already answered (no chooser), all closed with `closedReason`.
 */
export function choiceViews(choices: readonly RoadChoice[], chooser: RoadChooser | null, closedReason: string): EncounterChoiceView[] {
  return choices.map((choice) => {
    const availability = chooser ? choiceAvailability(choice, chooser) : { enabled: false as const, reason: closedReason };
    return {
      id: choice.id,
      text: choice.text,
      enabled: availability.enabled,
      reason: availability.enabled ? null : availability.reason,
      chance: choice.odds ? (chooser ? choiceChance(choice, chooser.skills) : choice.odds.chance) : null,
    };
  });
}

/** What the effects actually did (a loss of reputation below 0 takes what there was; cargo lost or sold as `cargoShareTaken` rounds it). */
export interface AppliedEffects {
  copper: number;
  /** Every unit that left the caravan: lost, or sold (a sale's proceeds are in `copper` and `goodsGained`). */
  cargoLost: Record<string, number>;
  goodsGained: Record<string, number>;
  itemsSpent: Record<string, number>;
  delayMs: number;
  skillXp: Partial<Record<SkillName, number>>;
  reputation: number;
  flagsGained: RoadFlag[];
}

const addTo = (into: Record<string, number>, goods: Readonly<Record<string, number>>) => {
  for (const [itemId, quantity] of Object.entries(goods)) into[itemId] = (into[itemId] ?? 0) + quantity;
};

const without = (cargo: Readonly<Record<string, number>>, taken: Readonly<Record<string, number>>) =>
  Object.fromEntries(Object.entries(cargo).map(([itemId, quantity]) => [itemId, quantity - (taken[itemId] ?? 0)]));

/**
 * What leaves the caravan, decided before anything is written (a sale's proceeds go into the same
 * purse change as the rest of the copper): the goods used up (from the inventory first, then the
 * cargo), then a sale of a share of what is left, then a loss of a share of what is left after that.
 */
function cargoChanges(effects: ChoiceEffects, held: Readonly<Record<string, number>>, cargo: Readonly<Record<string, number>> | undefined) {
  const spentFromCargo: Record<string, number> = {};
  for (const [itemId, quantity] of Object.entries(effects.itemsSpent ?? {})) {
    const fromCargo = quantity - Math.min(quantity, held[itemId] ?? 0);
    if (fromCargo > 0) spentFromCargo[itemId] = fromCargo;
  }
  if (!cargo) return { spentFromCargo, sold: {}, lost: {} };
  const afterSpent = without(cargo, spentFromCargo);
  const sold = effects.cargoSale ? cargoShareTaken(afterSpent, effects.cargoSale.share) : {};
  const lost = effects.cargoLostShare ? cargoShareTaken(without(afterSpent, sold), effects.cargoLostShare) : {};
  return { spentFromCargo, sold, lost };
}

export async function applyRoadEffects(trx: Executor, who: RoadAnswerer, standing: PlayerStanding, effects: ChoiceEffects, now: number): Promise<AppliedEffects> {
  const { playerId, kind, refId, cityId } = who;
  const cause = { kind, cityId, refId };
  const held = await inventoryOf(trx, playerId);
  const { spentFromCargo, sold, lost } = cargoChanges(effects, held, who.journey?.cargo);
  // Goods sold on the road are paid by what they are worth (cargoSaleProceeds), never a flat sum.
  const sale = effects.cargoSale ? cargoSaleProceeds(sold, effects.cargoSale.paidIn) : { copper: 0, goods: {} };
  const copper = (effects.copper ?? 0) + sale.copper;
  const skillXp = effects.skillXp ?? {};
  const applied: AppliedEffects = { copper, cargoLost: {}, goodsGained: {}, itemsSpent: {}, delayMs: effects.delayMs ?? 0, skillXp, reputation: 0, flagsGained: [...(effects.flagsGained ?? [])] };

  // Copper and skill experience move in one guarded statement (the skills as the row was read).
  if (copper !== 0 || Object.keys(skillXp).length > 0) {
    await changePurse(trx, playerId, copper, now, Object.keys(skillXp).length > 0 ? { skills: { from: standing.skills, gained: skillXp, cause } } : {});
    if (copper !== 0) await recordLedger(trx, { playerId, kind, copperDelta: copper, cityId, refId }, now);
  }

  // Goods used up: from the inventory first, then (on the road) from the cargo.
  for (const [itemId, quantity] of Object.entries(effects.itemsSpent ?? {})) {
    const fromCargo = spentFromCargo[itemId] ?? 0;
    const fromInventory = quantity - fromCargo;
    if (fromCargo > 0 && (!who.journey || (who.journey.cargo[itemId] ?? 0) < fromCargo)) throw new Refusal('INSUFFICIENT_ITEMS');
    if (fromInventory > 0) {
      await removeItems(trx, playerId, itemId, fromInventory);
      await recordLedger(trx, { playerId, kind, itemId, quantity: -fromInventory, copperDelta: 0, cityId, refId }, now);
    }
    if (fromCargo > 0) await changeCargo(trx, who.journey!.id, itemId, { lost: fromCargo });
    applied.itemsSpent[itemId] = quantity;
  }

  // What is sold or lost of the cargo leaves the caravan alike (the journey's cargo rows count it as lost).
  addTo(applied.cargoLost, sold);
  addTo(applied.cargoLost, lost);
  for (const [itemId, quantity] of Object.entries(applied.cargoLost)) await changeCargo(trx, who.journey!.id, itemId, { lost: quantity });

  const gained: Record<string, number> = {};
  addTo(gained, effects.goodsGained ?? {});
  addTo(gained, sale.goods);
  for (const [itemId, quantity] of Object.entries(gained)) {
    if (who.journey) {
      await changeCargo(trx, who.journey.id, itemId, { found: quantity });
    } else {
      await addItems(trx, playerId, itemId, quantity);
      await recordLedger(trx, { playerId, kind, itemId, quantity, copperDelta: 0, cityId, refId }, now);
    }
    applied.goodsGained[itemId] = quantity;
  }

  if (effects.reputation) {
    const before = standing.reputation;
    applied.reputation = (await changeReputation(trx, playerId, effects.reputation, cause, now)) - before;
  }
  return applied;
}
