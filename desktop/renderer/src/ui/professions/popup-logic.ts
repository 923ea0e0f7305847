import {
  PROFESSION_ACTION_TEXTS,
  failureXpMessage,
  formatCoins,
  itemDisplayName,
  professionActionById,
  type ActionResultView,
  type ActionSessionView,
  type ProfessionAction,
  type ProfessionActionsResponse,
  type ProfessionId,
  type Terrain,
} from '@silkroad/shared';

/**
 * The profession popups' words and timings (spec 001 §2, §8, §9 "UI timers"), and the small
 * calculations their rows and boxes show. Pure: the component reads the clock and the server.
 */
export interface PopupConfig {
  /** The window's title; the forge's is named after the terrain (smithyTitle). */
  title: string;
  /** The root's data-testid. */
  testId: string;
  /** 'Press E to mine' (the spec's area prompt, with E: docs/decisions.md "keymap"). */
  prompt: string;
  /** The progress box's heading while a session runs. */
  progress: string;
  /** Shown when the terrain allows none of the actions; null: the general text. */
  wrongPlace: string | null;
  /** Shown when no action can be done here and now. */
  noneAvailable: string;
  /** The result box closes itself this long after it shows; null: it waits for its button. */
  resultCloseMs: number | null;
  /** The whole popup closes this long after a start (trading: the session keeps running). */
  closeAfterStartMs: number | null;
  /** The whole popup closes this long after an action finishes (alchemy, cooking, textiles). */
  closeAfterFinishMs: number | null;
  /** The result box's button. */
  resultButton: 'OK' | 'Continue';
  /** Blacksmithing picks an action in a grid and starts it from a detail panel. */
  layout: 'list' | 'grid';
}

/** Error boxes close after 3 s (001 §2, §9). */
export const ERROR_CLOSE_MS = 3_000;
/** The crafting modal refreshes 1 s after a success (001 §2, §9). */
export const CRAFTING_REFRESH_MS = 1_000;
/** The completion notice fades out after this long (the trading popup's "fades out"). */
export const NOTICE_MS = 4_000;

const BASE = { resultCloseMs: null, closeAfterStartMs: null, closeAfterFinishMs: null, resultButton: 'OK', layout: 'list' } as const;

export const POPUP_CONFIG: Readonly<Record<ProfessionId, PopupConfig>> = {
  logging: {
    ...BASE,
    title: 'Logging',
    testId: 'profession-popup-logging',
    prompt: 'Press E to log',
    progress: 'Logging...',
    wrongPlace: PROFESSION_ACTION_TEXTS.logging.terrain,
    noneAvailable: PROFESSION_ACTION_TEXTS.logging.noneAvailable,
    resultCloseMs: 10_000,
  },
  mining: {
    ...BASE,
    title: 'Mining operations',
    testId: 'profession-popup-mining',
    prompt: 'Press E to mine',
    progress: 'Mining...',
    wrongPlace: PROFESSION_ACTION_TEXTS.mining.terrain,
    noneAvailable: PROFESSION_ACTION_TEXTS.mining.noneAvailable,
  },
  blacksmithing: {
    ...BASE,
    title: 'Smithy',
    testId: 'profession-popup-blacksmithing',
    prompt: 'Press E to blacksmith',
    progress: 'Forging in progress',
    wrongPlace: PROFESSION_ACTION_TEXTS.blacksmithing.terrain,
    noneAvailable: PROFESSION_ACTION_TEXTS.blacksmithing.noneAvailable,
    resultCloseMs: 12_000,
    resultButton: 'Continue',
    layout: 'grid',
  },
  crafting: {
    ...BASE,
    title: 'Crafting Workshop',
    testId: 'crafting-modal',
    prompt: 'Press E to craft',
    progress: 'Crafting...',
    wrongPlace: PROFESSION_ACTION_TEXTS.crafting.terrain,
    noneAvailable: PROFESSION_ACTION_TEXTS.crafting.noneAvailable,
  },
  trading: {
    ...BASE,
    title: 'Trading Exchange',
    testId: 'profession-popup-trading',
    prompt: 'Press E to trade',
    progress: 'Trading...',
    wrongPlace: PROFESSION_ACTION_TEXTS.trading.terrain,
    noneAvailable: PROFESSION_ACTION_TEXTS.trading.noneAvailable,
    closeAfterStartMs: 3_000,
  },
  alchemy: {
    ...BASE,
    title: 'Alchemy Laboratory',
    testId: 'profession-popup-alchemy',
    prompt: 'Press E for alchemy',
    progress: 'Brewing...',
    wrongPlace: null,
    noneAvailable: PROFESSION_ACTION_TEXTS.alchemy.noneAvailable,
    closeAfterFinishMs: 5_000,
  },
  cooking: {
    ...BASE,
    title: 'Cooking Kitchen',
    testId: 'profession-popup-cooking',
    prompt: 'Press E for cooking',
    progress: 'Cooking...',
    wrongPlace: null,
    noneAvailable: PROFESSION_ACTION_TEXTS.cooking.noneAvailable,
    closeAfterFinishMs: 5_000,
  },
  textiles: {
    ...BASE,
    title: 'Textiles Workshop',
    testId: 'profession-popup-textiles',
    prompt: 'Press E for textiles',
    progress: 'Weaving...',
    wrongPlace: null,
    noneAvailable: PROFESSION_ACTION_TEXTS.textiles.noneAvailable,
    closeAfterFinishMs: 5_000,
  },
};

/** The forge's title names the ground it stands on: 'Plains Smithy', 'Hills Smithy'. */
export function smithyTitle(terrain: Terrain | null): string {
  if (!terrain) return 'Smithy';
  return `${terrain.charAt(0).toUpperCase()}${terrain.slice(1)} Smithy`;
}

export function popupTitle(profession: ProfessionId, terrain: Terrain | null): string {
  return profession === 'blacksmithing' ? smithyTitle(terrain) : POPUP_CONFIG[profession].title;
}

/** Durations in whole minutes, as the spec's rows show them (floor of seconds / 60). */
export function durationMinutes(durationMs: number): number {
  return Math.floor(durationMs / 1000 / 60);
}

export function durationText(durationMs: number): string {
  const minutes = durationMinutes(durationMs);
  return `${minutes} min`;
}

/** 'Free' when nothing is paid, else the coins ('1s 50c'). */
export function costText(costCopper: number): string {
  return costCopper <= 0 ? 'Free' : formatCoins(costCopper);
}

/** Crafting's status line. */
export function craftingStatus(available: number): string {
  return `Found ${available} crafting option(s)`;
}

/** How far along a session is, 0 to 1, by the server's clock. */
export function sessionProgress(session: Pick<ActionSessionView, 'startedAt' | 'endsAt'>, serverNow: number): number {
  const span = session.endsAt - session.startedAt;
  if (span <= 0) return 1;
  return Math.min(1, Math.max(0, (serverNow - session.startedAt) / span));
}

/** The time left as 'm:ss' (or 'h:mm:ss'), rounded up so it reads 0:00 only at the end. */
export function timeLeftText(session: Pick<ActionSessionView, 'endsAt'>, serverNow: number): string {
  const total = Math.max(0, Math.ceil((session.endsAt - serverNow) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** One action as a popup row shows it, from the catalogue and the server's judgement. */
export interface ActionRow {
  id: string;
  name: string;
  description: string;
  minutes: number;
  cost: string;
  level: number;
  xp: number;
  /** Item names: what it always makes first, then what it may make. */
  outputs: string[];
  mayMake: string[];
  /** 'Pickaxe', '2 Iron Ore'... */
  needs: string[];
  available: boolean;
  reason: string | null;
}

function outputsOf(action: ProfessionAction): { outputs: string[]; mayMake: string[] } {
  const certain = new Set<string>();
  const maybe = new Set<string>();
  for (const output of action.outputs) (output.chance >= 1 ? certain : maybe).add(itemDisplayName(output.itemId));
  for (const name of certain) maybe.delete(name);
  return { outputs: [...certain], mayMake: [...maybe] };
}

export function needsOf(action: ProfessionAction): string[] {
  return [...action.tools.map((tool) => itemDisplayName(tool)), ...Object.entries(action.materials).map(([itemId, quantity]) => `${quantity} ${itemDisplayName(itemId)}`)];
}

/**
 * The rows of a popup: every action the server listed, in its order. An id the client's catalogue
 * does not know yet (a newer server) still shows, by its id, with what the server said about it.
 */
export function actionRows(options: ProfessionActionsResponse['data']['actions']): ActionRow[] {
  return options.map((option) => {
    const action = professionActionById(option.id);
    const base = { id: option.id, available: option.available, reason: option.available ? null : option.reason };
    if (!action) return { ...base, name: option.id, description: '', minutes: 0, cost: '', level: 1, xp: 0, outputs: [], mayMake: [], needs: [] };
    return {
      ...base,
      name: action.name,
      description: action.description,
      minutes: durationMinutes(action.durationMs),
      cost: costText(action.costCopper),
      level: action.requiredLevel,
      xp: action.xp,
      ...outputsOf(action),
      needs: needsOf(action),
    };
  });
}

/**
 * What the popup says when nothing can be started: the spec's "cannot ... here" text when the
 * ground is wrong for every action, else its "no actions available" text.
 */
export function emptyText(profession: ProfessionId, options: ProfessionActionsResponse['data']['actions']): string | null {
  if (options.some((option) => option.available)) return null;
  const config = POPUP_CONFIG[profession];
  const wrongGround = options.length === 0 || options.every((option) => option.code === 'terrain');
  return wrongGround && config.wrongPlace ? config.wrongPlace : config.noneAvailable;
}

export interface ResultItemLine {
  itemId: string;
  name: string;
  quantity: number;
  valueCopper: number;
}

export interface ResultView {
  success: boolean;
  heading: string;
  message: string;
  /** Textiles add 'Gained {n} XP from the attempt' to a failure (001 §8). */
  note: string | null;
  items: ResultItemLine[];
  totalValueCopper: number;
  xpGained: number;
  level: number;
  leveledUp: boolean;
}

export function resultView(profession: ProfessionId, result: ActionResultView): ResultView {
  const failure = PROFESSION_ACTION_TEXTS[profession].failure;
  return {
    success: result.success,
    heading: result.success ? 'Success!' : 'Failed',
    message: result.message || (result.success ? 'Done' : failure),
    note: !result.success && profession === 'textiles' ? failureXpMessage(result.xpGained) : null,
    items: result.items.map((item) => ({ itemId: item.itemId, name: itemDisplayName(item.itemId), quantity: item.quantity, valueCopper: item.unitValueCopper * item.quantity })),
    totalValueCopper: result.totalValueCopper,
    xpGained: result.xpGained,
    level: result.level,
    leveledUp: result.leveledUp,
  };
}

/**
 * When to ask the server about a running session next: at its end, and again every few seconds
 * if it is not ready yet. The end is the sooner of the two clocks' word: the server's remaining
 * time when it answered, and the end by the client's estimate of the server's clock (which lags
 * between syncs when the server's clock jumps); a session the server said was ready is asked
 * about at once.
 */
export function nextCheckDelayMs(session: Pick<ActionSessionView, 'endsAt' | 'remainingMs' | 'status'>, serverNow: number, retryMs = 2_000): number {
  if (session.status !== 'in-progress') return 0;
  const left = Math.min(session.remainingMs, session.endsAt - serverNow);
  return left > 0 ? left + 250 : retryMs;
}
