import { cityName, encounterById as encounterDefinition, itemDisplayName, type EncounterOutcome } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { cargoHeld, cargoRows } from './journey-store';

/** Lines the welcome-back message reads at most about the road. */
const NEWS_LINES = 6;

function goodsText(goods: Readonly<Record<string, number>>): string {
  const parts = Object.entries(goods).map(([itemId, quantity]) => `${quantity} ${itemDisplayName(itemId)}`);
  return parts.length === 0 ? 'no cargo' : parts.join(', ');
}

/**
 * What the player's caravan did while they were away (spec 000 §4 "Time", issue 19): each
 * encounter answered for them by the auto-resolve, and each journey that arrived or came back, oldest first.
 */
export async function journeyNewsSince(db: Executor, playerId: string, since: number, now: number): Promise<string[]> {
  const news: { at: number; text: string }[] = [];
  const answered = await db
    .selectFrom('journey_encounters')
    .select(['encounter_id', 'resolved_at', 'outcome'])
    .where('player_id', '=', playerId)
    .where('resolved_at', '>', since)
    .where('resolved_at', '<=', now)
    .execute();
  for (const row of answered) {
    const outcome = JSON.parse(row.outcome ?? 'null') as EncounterOutcome | null;
    if (!outcome?.auto) continue;
    const title = encounterDefinition(row.encounter_id)?.title ?? 'An encounter';
    news.push({ at: row.resolved_at!, text: `On the road, ${title}: your drovers chose “${outcome.choiceText}”. ${outcome.text}` });
  }
  const arrived = await db
    .selectFrom('journeys')
    .select(['id', 'status', 'from_city_id', 'to_city_id', 'finished_at'])
    .where('player_id', '=', playerId)
    // A caravan turned back may come home while its player is away too.
    .where('status', 'in', ['completed', 'cancelled'])
    .where('finished_at', '>', since)
    .where('finished_at', '<=', now)
    .execute();
  const cargo = await cargoRows(db, arrived.map((row) => row.id));
  for (const row of arrived) {
    const goods = cargoHeld(cargo.filter((c) => c.journey_id === row.id));
    const text = row.status === 'completed' ? `Your caravan arrived in ${cityName(row.to_city_id)} with ${goodsText(goods)}.` : `Your caravan turned back and is in ${cityName(row.from_city_id)} again with ${goodsText(goods)}.`;
    news.push({ at: row.finished_at!, text });
  }
  return news
    .sort((a, b) => a.at - b.at)
    .slice(-NEWS_LINES)
    .map((line) => line.text);
}
