import { COPPER_PER_SILVER } from '../rules/currency';
import type { CityId } from './world';

/** DESIGN "Time": game time runs 6x real time, so a game day lasts 4 real hours. */
export const GAME_TIME_SCALE = 6;
export const GAME_DAY_REAL_MS = (24 * 60 * 60 * 1000) / GAME_TIME_SCALE;

export interface ContractDefinition {
  id: string;
  clientId: string;
  clientName: string;
  goodId: string;
  quantity: number;
  /** Where the goods must be handed over. */
  destinationCityId: CityId;
  /** In silver (DESIGN §2: contract rewards are bare catalogue numbers). */
  rewardSilver: number;
  penaltySilver: number;
  /** Time from acceptance to the deadline, in game days. */
  durationGameDays: number;
  /** The player level needed to accept: large penalties are for traders who can carry them. */
  requiredLevel: number;
  description: string;
}

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
];

const BY_ID = new Map(CONTRACTS.map((contract) => [contract.id, contract]));

export function contractById(id: string): ContractDefinition | undefined {
  return BY_ID.get(id);
}

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
