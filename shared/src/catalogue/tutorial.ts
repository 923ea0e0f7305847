/**
 * The tutorial (spec 002 §2 "Tutorial scene", §3 "Tutorial step": id, title, description,
 * objective, type, target, position, autoAdvance; §4: the eight steps in order, skipping completes
 * it at once). The spec gives the ids and the order only; the words, objectives and targets are
 * ours (docs/decisions.md "Tutorial"). Each objective is something the player really does in the
 * live world of Constantinople, where every new character starts.
 *
 * Who sees an objective met: the server, for what it records (a talk with an NPC, a trade, a
 * gathered or harvested good, a crafted item: tutorialObjectiveMet on the server reads them since
 * the step began); the client, for what only the screen knows (walking to a marked place, opening
 * a window). Either way the client asks the server to advance, and the server keeps the step.
 */
import { CITIES } from './world';
import { npcById } from './npcs';

export const TUTORIAL_STEP_IDS = ['welcome', 'movement', 'inventory', 'talk_to_merchant', 'trading_basics', 'crafting_introduction', 'crafting_basics', 'tutorial_complete'] as const;
export type TutorialStepId = (typeof TUTORIAL_STEP_IDS)[number];

/** What a step asks the player to do, and who sees it done. */
export type TutorialObjective =
  /** Read and press Next. */
  | { kind: 'read' }
  /** Walk to within `radius` px of a place (the client sees it). */
  | { kind: 'walk-to'; x: number; y: number; radius: number; label: string }
  /** Open a window (the client sees it). */
  | { kind: 'open-window'; window: 'inventory' | 'professions' }
  /** Talk to a person of the city (the server sees it: npc_visits). */
  | { kind: 'talk'; npcId: string }
  /** Buy and sell at a market (the server sees it: the ledger's market rows). */
  | { kind: 'trade' }
  /** Gather or reap something, or open the Professions window (either seen). */
  | { kind: 'gather-or-professions' }
  /** Craft an item (the server sees it: the ledger's craft-product rows). */
  | { kind: 'craft' };

/** Whether the server judges the objective (from what it records since the step began): the client judges the rest. */
export function objectiveSeenByServer(objective: TutorialObjective): boolean {
  return objective.kind === 'talk' || objective.kind === 'trade' || objective.kind === 'gather-or-professions' || objective.kind === 'craft';
}

/** Where the step's card stands on the screen, and what it points at. */
export type TutorialTarget =
  | { kind: 'none' }
  /** A point of the world: an arrow over it, in the world and at the screen's edge. */
  | { kind: 'world'; x: number; y: number }
  /** A control of the screen, by its test id: a ring around it. */
  | { kind: 'control'; testId: string };

export interface TutorialStep {
  id: TutorialStepId;
  title: string;
  description: string;
  /** The objective in a line, as the card shows it under the description. */
  objectiveText: string;
  objective: TutorialObjective;
  target: TutorialTarget;
  /** Where the card sits (002 §3 "position"). */
  position: 'center' | 'top' | 'bottom-left';
  /** It moves on by itself when the objective is met (002 §3 "autoAdvance"). */
  autoAdvance: boolean;
}

const CONSTANTINOPLE = CITIES.find((city) => city.id === 1)!;
const BAZAAR = CONSTANTINOPLE.buildings.find((building) => building.id === 'constantinople-grand-bazaar')!;
/** Just outside the Grand Bazaar's door: the movement step's mark, and where the market is used from. */
const BAZAAR_DOOR = { x: Math.round(BAZAAR.x + BAZAAR.width / 2), y: Math.round(BAZAAR.y + BAZAAR.height + 30) };
const MERCHANT_ID = 'nikephoros-kamateros';
const MERCHANT = npcById(MERCHANT_ID)!;

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to the Silk Road',
    description: 'You are a trader in Constantinople with a purse of coin and a few tools. Buy where goods are cheap, sell where they are dear, learn a craft, and carry your wares along the road to Baghdad, Samarkand and Kashgar.',
    objectiveText: 'Press Next to begin.',
    objective: { kind: 'read' },
    target: { kind: 'none' },
    position: 'center',
    autoAdvance: false,
  },
  {
    id: 'movement',
    title: 'Walk the city',
    description: 'Walk with W A S D or the arrow keys; on a touch screen, drag the stick or tap where you want to go. The arrow shows the way.',
    objectiveText: `Walk to the door of the ${BAZAAR.name}.`,
    objective: { kind: 'walk-to', x: BAZAAR_DOOR.x, y: BAZAAR_DOOR.y, radius: 80, label: BAZAAR.name },
    target: { kind: 'world', x: BAZAAR_DOOR.x, y: BAZAAR_DOOR.y },
    position: 'top',
    autoAdvance: true,
  },
  {
    id: 'inventory',
    title: 'Your inventory',
    description: 'Everything you carry is in your inventory: the starter kit of tools and materials, and the goods you will trade. Each item shows what it is worth.',
    objectiveText: 'Open your inventory (I).',
    objective: { kind: 'open-window', window: 'inventory' },
    target: { kind: 'control', testId: 'touch-window-inventory' },
    position: 'top',
    autoAdvance: true,
  },
  {
    id: 'talk_to_merchant',
    title: 'Talk to a merchant',
    description: `The people of the cities sell goods, offer services and give quests. ${MERCHANT.name} keeps a stall by the bazaar from 09:00 to 18:00; out of hours, talk to anyone who is open.`,
    objectiveText: `Walk up to ${MERCHANT.name} and press E (or Space) to talk.`,
    objective: { kind: 'talk', npcId: MERCHANT_ID },
    target: { kind: 'world', x: MERCHANT.position!.x, y: MERCHANT.position!.y },
    position: 'top',
    autoAdvance: true,
  },
  {
    id: 'trading_basics',
    title: 'Trading basics',
    description: 'At the Grand Bazaar press E to open the Trading Post. Pick a good, set a quantity, and Buy or Sell: prices move with what everyone trades, and each city pays differently.',
    objectiveText: 'Buy something at the market, then sell something.',
    objective: { kind: 'trade' },
    target: { kind: 'world', x: BAZAAR_DOOR.x, y: BAZAAR_DOOR.y },
    position: 'top',
    autoAdvance: true,
  },
  {
    id: 'crafting_introduction',
    title: 'Professions',
    description: 'Eight professions turn raw goods into valuable ones. Gather wood, ore and herbs in the countryside, or craft at once with what your starter kit holds: open the Professions window to see your recipes.',
    objectiveText: 'Open the Professions window (P), or gather a resource.',
    objective: { kind: 'gather-or-professions' },
    target: { kind: 'control', testId: 'hud-profession-button' },
    position: 'top',
    autoAdvance: true,
  },
  {
    id: 'crafting_basics',
    title: 'Craft an item',
    description: 'In the Professions window, choose Alchemy and the Basic Healing Potion: your healing herbs and pure water are enough. Press Craft Item and wait for the queue to finish.',
    objectiveText: 'Craft one item.',
    objective: { kind: 'craft' },
    target: { kind: 'control', testId: 'hud-profession-button' },
    position: 'top',
    autoAdvance: true,
  },
  {
    id: 'tutorial_complete',
    title: 'You are ready',
    description: 'That is the trade. Take quests from the people of the cities (Q), follow your progress and achievements in Player Stats (C), and plan a caravan with the Journey Planner (J). Help (H) lists every key, and starts this tutorial again.',
    objectiveText: 'Press Continue to play.',
    objective: { kind: 'read' },
    target: { kind: 'none' },
    position: 'center',
    autoAdvance: false,
  },
];

export function tutorialStep(id: TutorialStepId): TutorialStep {
  return TUTORIAL_STEPS.find((step) => step.id === id)!;
}

/** The step after `id`, or null after the last. */
export function nextTutorialStep(id: TutorialStepId): TutorialStepId | null {
  const index = TUTORIAL_STEP_IDS.indexOf(id);
  return TUTORIAL_STEP_IDS[index + 1] ?? null;
}

export const TUTORIAL_TEXT = {
  skip: 'Skip',
  next: 'Next',
  continue: 'Continue',
  complete: 'Tutorial complete!',
  stepOf: (index: number) => `Step ${index + 1} of ${TUTORIAL_STEP_IDS.length}`,
  restart: 'Play the tutorial again',
  done: 'Done!',
} as const;
