import { COPPER_PER_SILVER } from '../rules/currency';
import type { ProfessionId } from './professions';
import type { CityId } from './world';

/** DESIGN "Time": game time runs 6x real time, so a game day lasts 4 real hours. */
export const GAME_TIME_SCALE = 6;
export const GAME_DAY_REAL_MS = (24 * 60 * 60 * 1000) / GAME_TIME_SCALE;

/**
 * The contract board (docs/decisions.md "Contract board"): each contract is posted once at a
 * time, taken by one trader and completed once. When a posting closes (delivered or failed),
 * the client posts the contract again this long after: six game hours, one real hour.
 */
export const CONTRACT_REPOST_DELAY_MS = GAME_DAY_REAL_MS / 4;
/** A posting nobody took for a game day is withdrawn and posted again at that day's prices. */
export const CONTRACT_POSTING_OPEN_MS = GAME_DAY_REAL_MS;

export interface ContractDefinition {
  id: string;
  clientId: string;
  clientName: string;
  goodId: string;
  quantity: number;
  /** Where the goods must be handed over. */
  destinationCityId: CityId;
  /**
   * In silver (DESIGN §2: contract rewards are bare catalogue numbers): the most the client pays.
   * Each posting's reward is set when it is posted, from the goods' value at the destination
   * (postingTerms, rules/contract-reward.ts), and never above this.
   */
  rewardSilver: number;
  penaltySilver: number;
  /** Time from acceptance to the deadline, in game days. */
  durationGameDays: number;
  /** The player level needed to accept: large penalties are for traders who can carry them. */
  requiredLevel: number;
  description: string;
  /**
   * The profession whose board offers it as well (GET /blacksmithing/contracts, /crafting/contracts):
   * goods that profession makes. Every contract is on the trading board; delivery is the same.
   */
  profession?: ContractProfession;
}

/** The professions with a contract board of their own (spec 001 §7). */
export const CONTRACT_PROFESSIONS = ['blacksmithing', 'crafting'] as const satisfies readonly ProfessionId[];
export type ContractProfession = (typeof CONTRACT_PROFESSIONS)[number];

/**
 * The spec's two contracts (002 §9: 8000 reward, 2000 penalty, 7 days; 4500 reward, 1000
 * penalty, 5 days) and small ones a new player can fill from the starter kit. Destinations are
 * cities on the map: Venice is reached by caravan only, which a later issue brings.
 */
export const CONTRACTS: readonly ContractDefinition[] = [
  {
    id: 'imperial-silk-commission',
    clientId: 'byzantine-chamberlain',
    clientName: 'Chamberlain of the Great Palace',
    goodId: 'silk',
    quantity: 60,
    destinationCityId: 1,
    rewardSilver: 8000,
    penaltySilver: 2000,
    durationGameDays: 7,
    requiredLevel: 5,
    description: 'The court needs silk for the coronation robes. Bring sixty bolts to Constantinople.',
  },
  {
    id: 'kashgar-spice-order',
    clientId: 'sogdian-caravan-master',
    clientName: 'Sogdian Caravan Master',
    goodId: 'spices',
    quantity: 30,
    destinationCityId: 3,
    rewardSilver: 4500,
    penaltySilver: 1000,
    durationGameDays: 5,
    requiredLevel: 3,
    description: 'A caravan bound for China wants spices before it leaves Kashgar.',
  },
  {
    id: 'apothecary-herbs',
    clientId: 'baghdad-apothecary',
    clientName: 'Apothecary of the House of Wisdom',
    goodId: 'healing-herb',
    quantity: 5,
    destinationCityId: 4,
    rewardSilver: 200,
    penaltySilver: 50,
    durationGameDays: 2,
    requiredLevel: 1,
    description: 'Healing herbs for the physicians of Baghdad.',
  },
  {
    id: 'smith-iron-ingots',
    clientId: 'kashgar-smith',
    clientName: 'Master Smith of Kashgar',
    goodId: 'iron-ingot',
    quantity: 10,
    destinationCityId: 3,
    rewardSilver: 600,
    penaltySilver: 150,
    durationGameDays: 3,
    requiredLevel: 1,
    description: 'Iron for the forges that shoe the caravan horses.',
  },
  {
    id: 'weaver-silk-thread',
    clientId: 'constantinople-weaver',
    clientName: 'Weavers’ Guild of Constantinople',
    goodId: 'silk-thread',
    quantity: 15,
    destinationCityId: 1,
    rewardSilver: 600,
    penaltySilver: 150,
    durationGameDays: 3,
    requiredLevel: 1,
    description: 'Thread for the looms of the imperial workshops.',
  },
  {
    id: 'samarkand-wheat',
    clientId: 'samarkand-baker',
    clientName: 'Bakers of the Registan',
    goodId: 'wheat',
    quantity: 50,
    destinationCityId: 2,
    rewardSilver: 700,
    penaltySilver: 150,
    durationGameDays: 3,
    requiredLevel: 1,
    description: 'Flour is short before the harvest festival.',
  },
  // The smiths' and crafters' boards (docs/decisions.md): goods their actions make, the reward's
  // ceiling a quarter or so above the goods' catalogue value, the penalty a quarter of it.
  {
    id: 'caravanserai-nails',
    clientId: 'samarkand-builder',
    clientName: 'Master Builder of the Caravanserai',
    goodId: 'iron-nails',
    quantity: 60,
    destinationCityId: 2,
    rewardSilver: 160,
    penaltySilver: 40,
    durationGameDays: 3,
    requiredLevel: 1,
    description: 'The new caravanserai of Samarkand needs nails for its roof beams.',
    profession: 'blacksmithing',
  },
  {
    id: 'armoury-sword-blades',
    clientId: 'constantinople-armourer',
    clientName: 'Armourer of the Varangian Guard',
    goodId: 'iron-sword-blade',
    quantity: 4,
    destinationCityId: 1,
    rewardSilver: 600,
    penaltySilver: 150,
    durationGameDays: 4,
    requiredLevel: 2,
    description: 'Blades for the guard’s cutlers to hilt before the spring parade.',
    profession: 'blacksmithing',
  },
  {
    id: 'bazaar-silver-rings',
    clientId: 'baghdad-jeweller',
    clientName: 'Jewellers of the Copper Bazaar',
    goodId: 'silver-ring',
    quantity: 3,
    destinationCityId: 4,
    rewardSilver: 800,
    penaltySilver: 200,
    durationGameDays: 4,
    requiredLevel: 3,
    description: 'Wedding rings for a merchant family of Baghdad.',
    profession: 'blacksmithing',
  },
  {
    id: 'caravan-wooden-chests',
    clientId: 'kashgar-caravan-outfitter',
    clientName: 'Caravan Outfitter of Kashgar',
    goodId: 'wooden-chest',
    quantity: 3,
    destinationCityId: 3,
    rewardSilver: 300,
    penaltySilver: 75,
    durationGameDays: 3,
    requiredLevel: 1,
    description: 'Stout chests to carry tea and porcelain over the mountains.',
    profession: 'crafting',
  },
  {
    id: 'cavalry-leather-boots',
    clientId: 'samarkand-quartermaster',
    clientName: 'Quartermaster of the Emir’s Horse',
    goodId: 'leather-boots',
    quantity: 5,
    destinationCityId: 2,
    rewardSilver: 380,
    penaltySilver: 90,
    durationGameDays: 3,
    requiredLevel: 2,
    description: 'Riding boots for the emir’s new horsemen.',
    profession: 'crafting',
  },
  {
    id: 'monastery-cotton-tunics',
    clientId: 'constantinople-monastery',
    clientName: 'Cellarer of the Studion Monastery',
    goodId: 'cotton-tunic',
    quantity: 4,
    destinationCityId: 1,
    rewardSilver: 450,
    penaltySilver: 110,
    durationGameDays: 4,
    requiredLevel: 2,
    description: 'Plain tunics for the novices before winter.',
    profession: 'crafting',
  },
];

const BY_ID = new Map(CONTRACTS.map((contract) => [contract.id, contract]));

export function contractById(id: string): ContractDefinition | undefined {
  return BY_ID.get(id);
}

/** The contracts a profession's own board offers (they are on the trading board too). */
export function contractsOfProfession(profession: ContractProfession): ContractDefinition[] {
  return CONTRACTS.filter((contract) => contract.profession === profession);
}

/** The most the client pays, in copper: a posting's reward is at most this. */
export function contractRewardCopper(contract: ContractDefinition): number {
  return contract.rewardSilver * COPPER_PER_SILVER;
}

export function contractPenaltyCopper(contract: ContractDefinition): number {
  return contract.penaltySilver * COPPER_PER_SILVER;
}

/** The deadline of a contract accepted at `acceptedAt` (real ms). */
export function contractDeadline(contract: ContractDefinition, acceptedAt: number): number {
  return acceptedAt + contract.durationGameDays * GAME_DAY_REAL_MS;
}
