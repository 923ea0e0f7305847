import { formatCoins } from '@silkroad/shared';
import { formatDuration } from '../journey/journey-clock';

export type OutcomeTone = 'gain' | 'loss' | 'info';

export interface OutcomeLine {
  key: 'copper' | 'lost' | 'gained' | 'spent' | 'delay' | 'xp' | 'reputation' | 'flags';
  label: string;
  /** A copper amount (unsigned) shown as coins, the tone telling paid from gained. */
  copper?: number;
  /** The line's value in words ("+20s", "2x Silk", "+15 Navigation"). */
  text: string;
  tone: OutcomeTone;
}

/**
 * What an answered choice changed: the fields an encounter's outcome and a random event's share,
 * and the road's own (cargo lost, the delay, the guide or escort gained), which an event has not.
 */
export interface OutcomeEffects {
  copper: number;
  goodsGained: Readonly<Record<string, number>>;
  itemsSpent: Readonly<Record<string, number>>;
  skillXp: Readonly<Record<string, number>>;
  reputation: number;
  cargoLost?: Readonly<Record<string, number>>;
  /** The cargo that left was sold, not lost (its price is in copper and the goods gained). */
  cargoSold?: boolean;
  delayMs?: number;
  flagsGained?: readonly string[];
}

export interface OutcomeWords {
  /** An item's name ('silk' → 'Silk'). */
  item(itemId: string): string;
  /** A road flag's name ('caravan_protection' → 'Escort'). */
  flag?(flag: string): string;
  /** What the goods gained are: the caravan's 'Cargo found', an event's goods 'Received'. */
  gained: string;
}

const listOf = (goods: Readonly<Record<string, number>> | undefined, name: (itemId: string) => string) =>
  Object.entries(goods ?? {})
    .filter(([, count]) => count > 0)
    .map(([itemId, count]) => `${count}x ${name(itemId)}`)
    .join(', ');

const signed = (amount: number) => `${amount > 0 ? '+' : '−'}${Math.abs(amount)}`;

/**
 * The results of an answer as the dialogs list them under the outcome's text: copper, cargo lost,
 * goods gained and used, the delay, experience, reputation and the road flags gained; what did
 * not change is left out.
 */
export function outcomeLines(outcome: OutcomeEffects, words: OutcomeWords): OutcomeLine[] {
  const lines: OutcomeLine[] = [];
  if (outcome.copper !== 0) {
    const gain = outcome.copper > 0;
    lines.push({ key: 'copper', label: gain ? 'Gained' : 'Paid', copper: Math.abs(outcome.copper), text: `${gain ? '+' : '−'}${formatCoins(Math.abs(outcome.copper))}`, tone: gain ? 'gain' : 'loss' });
  }
  const lost = listOf(outcome.cargoLost, words.item);
  if (lost) lines.push({ key: 'lost', label: outcome.cargoSold ? 'Cargo sold' : 'Cargo lost', text: lost, tone: 'loss' });
  const gained = listOf(outcome.goodsGained, words.item);
  if (gained) lines.push({ key: 'gained', label: words.gained, text: gained, tone: 'gain' });
  const spent = listOf(outcome.itemsSpent, words.item);
  if (spent) lines.push({ key: 'spent', label: 'Used', text: spent, tone: 'loss' });
  if (outcome.delayMs !== undefined && outcome.delayMs > 0) lines.push({ key: 'delay', label: 'Delay', text: formatDuration(outcome.delayMs), tone: 'loss' });
  const xp = Object.entries(outcome.skillXp)
    .filter(([, amount]) => amount > 0)
    .map(([skill, amount]) => `+${amount} ${skill[0]!.toUpperCase()}${skill.slice(1)}`)
    .join(', ');
  if (xp) lines.push({ key: 'xp', label: 'Experience', text: xp, tone: 'gain' });
  if (outcome.reputation !== 0) lines.push({ key: 'reputation', label: 'Reputation', text: signed(outcome.reputation), tone: outcome.reputation > 0 ? 'gain' : 'loss' });
  const flags = outcome.flagsGained ?? [];
  if (flags.length > 0) lines.push({ key: 'flags', label: 'Joined you', text: flags.map((flag) => words.flag?.(flag) ?? flag).join(', '), tone: 'gain' });
  return lines;
}
