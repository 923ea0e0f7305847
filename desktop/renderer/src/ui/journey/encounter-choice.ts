import type { EncounterChoiceView, EncounterOutcome } from '@silkroad/shared';
import { formatDuration } from './journey-clock';

/** Keys 1 to 9 pick the encounter's choices (002 §2), in order; no more than nine are numbered. */
export const CHOICE_KEYS = 9;

/** The choice a number key picks: its index when it names one that may be taken, else null (disabled ones cannot be picked). */
export function choiceIndexForKey(key: string, choices: readonly Pick<EncounterChoiceView, 'enabled'>[]): number | null {
  if (!/^[1-9]$/.test(key)) return null;
  const index = Number(key) - 1;
  return index < choices.length && index < CHOICE_KEYS && choices[index]!.enabled ? index : null;
}

/** What Auto Resolve takes, as the server's 10 s auto-resolve does: the first enabled choice (002 §9). */
export function autoChoice<C extends Pick<EncounterChoiceView, 'enabled'>>(choices: readonly C[]): C | undefined {
  return choices.find((choice) => choice.enabled);
}

/** "60% chance" for a choice with odds, nothing for a sure one. */
export function chanceLabel(chance: number | null): string | null {
  return chance === null ? null : `${Math.round(chance * 100)}% chance`;
}

export type OutcomeTone = 'gain' | 'loss' | 'info';

export interface OutcomeLine {
  key: string;
  label: string;
  /** A copper amount shown as coins; otherwise `text` says it. */
  copper?: number;
  text: string;
  tone: OutcomeTone;
}

const list = (goods: Readonly<Record<string, number>>, name: (itemId: string) => string) =>
  Object.entries(goods)
    .filter(([, count]) => count > 0)
    .map(([itemId, count]) => `${count}x ${name(itemId)}`)
    .join(', ');

/**
 * The results of an answered encounter as the dialog lists them under the outcome's text: copper,
 * cargo lost and found, goods used, the delay, experience, reputation and the road flags gained;
 * what did not change is left out.
 */
export function outcomeLines(outcome: EncounterOutcome, name: (itemId: string) => string, flagName: (flag: string) => string): OutcomeLine[] {
  const lines: OutcomeLine[] = [];
  if (outcome.copper !== 0) lines.push({ key: 'copper', label: outcome.copper > 0 ? 'Gained' : 'Paid', copper: Math.abs(outcome.copper), text: '', tone: outcome.copper > 0 ? 'gain' : 'loss' });
  const lost = list(outcome.cargoLost, name);
  if (lost) lines.push({ key: 'lost', label: 'Cargo lost', text: lost, tone: 'loss' });
  const found = list(outcome.goodsGained, name);
  if (found) lines.push({ key: 'found', label: 'Cargo found', text: found, tone: 'gain' });
  const spent = list(outcome.itemsSpent, name);
  if (spent) lines.push({ key: 'spent', label: 'Used', text: spent, tone: 'loss' });
  if (outcome.delayMs > 0) lines.push({ key: 'delay', label: 'Delay', text: formatDuration(outcome.delayMs), tone: 'loss' });
  const xp = Object.entries(outcome.skillXp)
    .filter(([, amount]) => amount > 0)
    .map(([skill, amount]) => `+${amount} ${skill[0]!.toUpperCase()}${skill.slice(1)}`)
    .join(', ');
  if (xp) lines.push({ key: 'xp', label: 'Experience', text: xp, tone: 'gain' });
  if (outcome.reputation !== 0) lines.push({ key: 'reputation', label: 'Reputation', text: `${outcome.reputation > 0 ? '+' : '−'}${Math.abs(outcome.reputation)}`, tone: outcome.reputation > 0 ? 'gain' : 'loss' });
  if (outcome.flagsGained.length > 0) lines.push({ key: 'flags', label: 'Joined you', text: outcome.flagsGained.map(flagName).join(', '), tone: 'gain' });
  return lines;
}
