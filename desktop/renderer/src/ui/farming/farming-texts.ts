/**
 * The farming screens' words: the spec's where it has them (000 §8 "UI text" and "API and
 * services", 002 §5), and what each refusal of the server turns into on screen.
 */
import { FARMING_ERRORS, insufficientFundsReason } from '@silkroad/shared';
import { ApiError } from '../../net/api-client';

export const FARMING_TEXT = {
  panelTitle: 'Farming',
  plantTitle: 'Plant Seeds',
  buyPlot: 'Buy Expanded Plot',
  plant: 'Plant',
  harvest: 'Harvest Ready Crops',
  goToCountryside: 'Go to Countryside',
  returnToCity: 'Return to City',
  walkToGate: 'Walk to the Countryside Farm gate, just south of Constantinople, to go to your farm.',
  countrysideLocation: 'Countryside Farm',
  noSeedsTitle: 'No Seeds Available',
  noSeedsMessage: 'Visit the market to buy seeds before you can plant crops!',
  plantingFailed: 'Planting Failed',
  tryAgainLater: 'Try again later',
  insufficientFunds: 'Insufficient Funds',
  noPlot: FARMING_ERRORS.NO_PLOT,
  failedPurchase: 'Failed to purchase plot',
  failedHarvest: 'Failed to harvest crop',
  failedPlots: 'Failed to get plots',
  movementFailed: 'Movement failed',
  plotInfoError: 'Error loading plot info',
  notLoggedIn: 'Not logged in',
  testModeUnavailable: 'Test mode needs a development server: this server has no test routes.',
} as const;

/** The no-seeds notice closes itself after this long (spec 000 §2). */
export const NO_SEEDS_CLOSE_MS = 3_000;
/** The welcome after an absence stays this long (spec 002 §9). */
export const WELCOME_BACK_MS = 6_000;

/** A message in the game's own dialog: the spec's title, and the reason under it. */
export interface FarmNotice {
  title: string;
  message: string;
  /** Closes itself after this long (the no-seeds notice). */
  autoCloseMs?: number;
}

export const NO_SEEDS_NOTICE: FarmNotice = { title: FARMING_TEXT.noSeedsTitle, message: FARMING_TEXT.noSeedsMessage, autoCloseMs: NO_SEEDS_CLOSE_MS };

export type FarmAction = 'plant' | 'buy' | 'harvest' | 'load';

const ACTION_TITLE: Record<FarmAction, string> = {
  plant: FARMING_TEXT.plantingFailed,
  buy: FARMING_TEXT.failedPurchase,
  harvest: FARMING_TEXT.failedHarvest,
  load: FARMING_TEXT.failedPlots,
};

/** Whether a refusal means the server has no test routes (a production server answers 404). */
export function isTestModeMissing(error: unknown, testMode: boolean): boolean {
  return testMode && error instanceof ApiError && error.status === 404 && (error.code === undefined || error.code === 'NOT_FOUND');
}

/** What a failed farming call shows: the spec's title for it, and the server's reason. */
export function farmFailureNotice(action: FarmAction, error: unknown, testMode = false): FarmNotice {
  if (isTestModeMissing(error, testMode)) return { title: ACTION_TITLE[action], message: FARMING_TEXT.testModeUnavailable };
  if (!(error instanceof ApiError)) return { title: ACTION_TITLE[action], message: FARMING_TEXT.tryAgainLater };
  if (error.code === 'NO_SEEDS') return NO_SEEDS_NOTICE;
  if (error.code === 'INSUFFICIENT_FUNDS' && error.details) return { title: FARMING_TEXT.insufficientFunds, message: insufficientFundsReason(error.details) };
  // Unreachable or broken server: nothing the player can fix now.
  if (error.status === 0 || error.status >= 500) return { title: ACTION_TITLE[action], message: FARMING_TEXT.tryAgainLater };
  return { title: ACTION_TITLE[action], message: error.message };
}

/** The plot info's error line (spec 000 §8): Not logged in, Failed: {error}, or Error loading plot info. */
export function plotInfoError(error: unknown, testMode = false): string {
  if (isTestModeMissing(error, testMode)) return FARMING_TEXT.testModeUnavailable;
  if (error instanceof ApiError && error.status === 401) return FARMING_TEXT.notLoggedIn;
  if (error instanceof ApiError && error.status !== 0 && error.status < 500) return `Failed: ${error.message}`;
  return FARMING_TEXT.plotInfoError;
}

/** "Welcome back!" after an absence: what grew while the player was away (spec 000 §4 "Time"), and what the caravan met on the road. */
export function welcomeBackLines(progression: { hoursOffline: number; cropsAdvanced: number; cropsRipened: number; taxMonthsCharged: number; journeyNews?: readonly string[] }): string[] {
  const hours = progression.hoursOffline;
  const away = hours < 1 ? `${Math.max(1, Math.round(hours * 60))} minutes` : `${Math.round(hours * 10) / 10} hours`;
  const lines = [`You were away for ${away}.`];
  if (progression.cropsRipened > 0) lines.push(`${progression.cropsRipened} ${progression.cropsRipened === 1 ? 'crop ripened' : 'crops ripened'} on your farm: harvest ${progression.cropsRipened === 1 ? 'it' : 'them'}!`);
  else if (progression.cropsAdvanced > 0) lines.push(`${progression.cropsAdvanced} ${progression.cropsAdvanced === 1 ? 'crop grew' : 'crops grew'} on your farm.`);
  if (progression.taxMonthsCharged > 0) lines.push(`Farm tax paid for ${progression.taxMonthsCharged} game ${progression.taxMonthsCharged === 1 ? 'month' : 'months'}.`);
  // The server's own lines (oldest first, six at most): encounters answered for the player, the arrival.
  lines.push(...(progression.journeyNews ?? []));
  return lines;
}
