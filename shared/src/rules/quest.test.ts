import { describe, expect, it } from 'vitest';
import { GAME_DAY_MS, realTimeAt } from './game-clock';
import { objectiveText, questAvailability, questComplete, questPeriod, questProgress, type QuestDeed, type QuestRecord } from './quest';
import { questById } from '../catalogue/quests';

let seq = 0;
function deed(kind: string, fields: Partial<QuestDeed> = {}): QuestDeed {
  seq += 1;
  return { seq, kind, itemId: null, quantity: 0, copper: 0, cityId: null, refId: null, experienceTrack: null, ...fields };
}
const buy = (itemId: string, quantity: number, cityId = 1, copper = -100 * quantity) => deed('market-buy', { itemId, quantity, cityId, copper });
const sell = (itemId: string, quantity: number, cityId = 1, copper = 120 * quantity) => deed('market-sell', { itemId, quantity: -quantity, cityId, copper });
const record = (key: string, questId: string, afterSeq: number, throughSeq: number | null = null): QuestRecord => ({ key, questId, order: afterSeq, afterSeq, throughSeq, acceptedAt: afterSeq });

describe('quest progress, counted from the ledger', () => {
  it('counts only what happens after the quest was accepted', () => {
    const before = buy('silk', 4);
    const accepted = before.seq;
    const after = buy('silk', 3);
    const progress = questProgress([record('a', 'first-purchase', accepted)], [before, after], [], {});
    expect(progress.get('a')).toEqual([{ progress: 3, target: 5, done: false }]);
  });

  it('filters by good and city, and caps at the target', () => {
    const start = seq;
    const deeds = [buy('silk', 6, 2), buy('silk', 9, 1), buy('spices', 9, 2), buy('silk', 7, 2)];
    const progress = questProgress([record('q', 'paper-and-silk', start)], deeds, [], {});
    expect(progress.get('q')).toEqual([{ progress: 10, target: 10, done: true }]);
  });

  it('gives each unit of a deed to one quest only: the earliest accepted that still needs it', () => {
    const start = seq;
    const deeds = [buy('silk', 4), buy('grain', 8)];
    const records = [record('later', 'daily-bazaar-errands', start + 0.5), record('first', 'first-purchase', start)];
    const progress = questProgress(records, deeds, [], {});
    expect(progress.get('first')![0]!.progress).toBe(5);
    expect(progress.get('later')![0]!.progress).toBe(7);
  });

  it('keeps what a claimed quest took; abandoning an earlier quest only frees units for later ones', () => {
    const start = seq;
    const deeds = [buy('grain', 5), buy('grain', 5)];
    const claimedThrough = deeds[1]!.seq;
    const more = buy('grain', 2);
    const withClaimed = questProgress([record('a', 'first-purchase', start, claimedThrough), record('b', 'daily-bazaar-errands', start)], [...deeds, more], [], {});
    expect(withClaimed.get('a')![0]!.progress).toBe(5);
    expect(withClaimed.get('b')![0]!.progress).toBe(7);
    const alone = questProgress([record('b', 'daily-bazaar-errands', start)], [...deeds, more], [], {});
    expect(alone.get('b')![0]!.progress).toBe(10);
  });

  it('counts a journey once however many rows its arrival wrote, and cargo only when the caravan arrived', () => {
    const start = seq;
    const deeds = [
      deed('journey-arrival', { cityId: 5, refId: 'j1', experienceTrack: 'skill:navigation' }),
      deed('journey-arrival', { cityId: 5, refId: 'j1', experienceTrack: 'skill:navigation' }),
      deed('journey-cargo', { itemId: 'silk', quantity: 6, cityId: 5, arrived: false }),
      deed('journey-cargo', { itemId: 'silk', quantity: 4, cityId: 5, arrived: true }),
    ];
    const progress = questProgress([record('road', 'the-open-road', start), record('lagoon', 'silk-for-the-lagoon', start)], deeds, [], {});
    expect(progress.get('road')).toEqual([{ progress: 1, target: 1, done: true }]);
    expect(progress.get('lagoon')).toEqual([{ progress: 4, target: 10, done: false }]);
  });

  it('counts profit as what sales brought in less what purchases cost since accepting, never below 0', () => {
    const start = seq;
    const losing = questProgress([record('p', 'buy-low-sell-high', start)], [buy('silk', 10, 1, -5_000)], [], {});
    expect(losing.get('p')![0]!.progress).toBe(0);
    const winning = questProgress([record('p', 'buy-low-sell-high', start)], [buy('silk', 10, 1, -5_000), sell('silk', 10, 2, 6_200)], [], {});
    expect(winning.get('p')).toEqual([{ progress: 1_000, target: 1_000, done: true }]);
  });

  it('takes no offer between players for a purchase, a harvest or a delivery', () => {
    const start = seq;
    const deeds = [deed('offer-fill', { itemId: 'silk', quantity: 10, copper: -1 }), deed('offer-fill', { itemId: 'wheat', quantity: 10 })];
    const progress = questProgress([record('a', 'first-purchase', start), record('b', 'fodder-for-the-stables', start), record('c', 'silk-for-the-lagoon', start)], deeds, [], {});
    expect([...progress.values()].map((p) => p[0]!.progress)).toEqual([0, 0, 0]);
  });

  it('counts a conversation from the moment of accepting, and a hand-in from what is held', () => {
    const r = { ...record('v', 'a-stranger-in-the-city', seq), acceptedAt: 1_000 };
    expect(questProgress([r], [], [{ npcId: 'nikephoros-kamateros', at: 1_000 }], {}).get('v')![0]!.done).toBe(false);
    expect(questProgress([r], [], [{ npcId: 'nikephoros-kamateros', at: 1_001 }], {}).get('v')![0]!.done).toBe(true);
    const furs = questProgress([record('f', 'furs-of-the-steppe', seq)], [], [], { furs: 3 }).get('f')!;
    expect(furs).toEqual([{ progress: 3, target: 5, done: false }]);
    expect(questComplete(furs)).toBe(false);
  });

  it('words objectives for the log', () => {
    expect(objectiveText(questById('paper-and-silk')!.objectives[0]!)).toBe('Buy 10 Silk at the market in Samarkand');
    expect(objectiveText(questById('a-stranger-in-the-city')!.objectives[0]!)).toBe('Speak with Nikephoros Kamateros');
    expect(objectiveText(questById('the-open-road')!.objectives[0]!)).toBe('Arrive by caravan to Venice');
  });
});

describe('quest availability and periods', () => {
  it('needs the previous quest of a chain claimed, the level and the standing', () => {
    const standing = { level: 1, reputation: 0, claimed: new Set<string>() };
    expect(questAvailability(questById('a-stranger-in-the-city')!, standing)).toEqual({ available: true });
    expect(questAvailability(questById('first-purchase')!, standing)).toEqual({ available: false, reason: 'Complete “A Stranger in the City” first' });
    expect(questAvailability(questById('the-night-watch')!, standing)).toEqual({ available: false, reason: 'Requires level 3 (you are level 1)' });
    expect(questAvailability(questById('merchant-of-the-caliph')!, standing)).toEqual({ available: false, reason: 'Requires reputation 2 (you have 0)' });
    expect(questAvailability(questById('first-purchase')!, { ...standing, claimed: new Set(['a-stranger-in-the-city']) }).available).toBe(true);
  });

  it('a daily is done once in each game day; a one-off once for ever', () => {
    const day = realTimeAt(100 * GAME_DAY_MS + 1);
    expect(questPeriod({ repeat: 'daily' }, day)).toBe(questPeriod({ repeat: 'daily' }, day + GAME_DAY_MS / 6 - 2));
    expect(questPeriod({ repeat: 'daily' }, day)).not.toBe(questPeriod({ repeat: 'daily' }, day + GAME_DAY_MS / 6));
    expect(questPeriod({}, day)).toBe('');
  });
});
