import { describe, expect, it } from 'vitest';
import { GameBus } from '../bus/game-bus';
import type { ConnectionEvents } from '../net/game-connection';
import { QUERY_KEYS } from './query-keys';
import { createQueryClient } from './query-client';
import { followServerPushes } from './server-pushes';

function cacheWith(...keys: (readonly unknown[])[]) {
  const client = createQueryClient();
  for (const key of keys) client.setQueryData(key, { read: 1 });
  const events = new GameBus<ConnectionEvents>();
  const stop = followServerPushes(client, { events });
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { client, events, stop, invalidated };
}

describe('server pushes invalidate what they concern', () => {
  it('player-updated invalidates the player and what its reason names, and nothing else', () => {
    const { events, invalidated } = cacheWith(QUERY_KEYS.player, QUERY_KEYS.offerBook(1, undefined), QUERY_KEYS.workshop, QUERY_KEYS.cityMarket(1));
    events.emit('player-updated', { reason: 'offer-filled' });
    expect(invalidated(QUERY_KEYS.player)).toBe(true);
    expect(invalidated(QUERY_KEYS.offerBook(1, undefined))).toBe(true);
    expect(invalidated(QUERY_KEYS.workshop)).toBe(false);
    expect(invalidated(QUERY_KEYS.cityMarket(1))).toBe(false);
  });

  it('an answered random event (here or in another window) reads the waiting event again', () => {
    const { events, invalidated } = cacheWith(QUERY_KEYS.player, QUERY_KEYS.randomEvent, QUERY_KEYS.journey);
    events.emit('player-updated', { reason: 'random-event' });
    expect(invalidated(QUERY_KEYS.player)).toBe(true);
    expect(invalidated(QUERY_KEYS.randomEvent)).toBe(true);
    expect(invalidated(QUERY_KEYS.journey)).toBe(false);
  });

  it('every reason reads the quest log and the NPCs’ quests again: any act may advance a quest', () => {
    for (const reason of ['market-buy', 'gather', 'farm-harvest', 'quest-reward'] as const) {
      const { events, invalidated } = cacheWith(QUERY_KEYS.player, QUERY_KEYS.quests, QUERY_KEYS.npcQuests('eudokia-xiphilina'), QUERY_KEYS.workshop);
      events.emit('player-updated', { reason });
      expect(invalidated(QUERY_KEYS.quests)).toBe(true);
      expect(invalidated(QUERY_KEYS.npcQuests('eudokia-xiphilina'))).toBe(true);
      expect(invalidated(QUERY_KEYS.workshop)).toBe(false);
    }
  });

  it('every reason reads the tutorial again: any act may meet its step’s objective, and the server judges', () => {
    for (const reason of ['market-sell', 'gather', 'craft-claim', 'npc-service'] as const) {
      const { events, invalidated } = cacheWith(QUERY_KEYS.player, QUERY_KEYS.tutorial);
      events.emit('player-updated', { reason });
      expect(invalidated(QUERY_KEYS.tutorial)).toBe(true);
    }
  });

  it('a character reset invalidates every resource of the character', () => {
    const { events, invalidated } = cacheWith(QUERY_KEYS.player, [...QUERY_KEYS.farm, false], [...QUERY_KEYS.location, false], QUERY_KEYS.workshop, QUERY_KEYS.contracts, QUERY_KEYS.playerStats, QUERY_KEYS.achievements);
    events.emit('player-updated', { reason: 'character-reset' });
    for (const key of [QUERY_KEYS.player, [...QUERY_KEYS.farm, false], [...QUERY_KEYS.location, false], QUERY_KEYS.workshop, QUERY_KEYS.contracts, QUERY_KEYS.playerStats, QUERY_KEYS.achievements]) expect(invalidated(key)).toBe(true);
  });

  it('a reconnect invalidates everything: pushes missed meanwhile are only in fresh reads', () => {
    const { events, invalidated } = cacheWith(QUERY_KEYS.player, QUERY_KEYS.cityMarket(2), QUERY_KEYS.marketOverview);
    events.emit('established', { playerId: 'p', presenceId: 1, username: 'a', x: 0, y: 0, serverTime: 0 } as ConnectionEvents['established']);
    expect(invalidated(QUERY_KEYS.player)).toBe(true);
    expect(invalidated(QUERY_KEYS.cityMarket(2))).toBe(true);
    expect(invalidated(QUERY_KEYS.marketOverview)).toBe(true);
  });

  it('stops following when told to', () => {
    const { events, stop, invalidated } = cacheWith(QUERY_KEYS.player);
    stop();
    events.emit('player-updated', { reason: 'craft' });
    expect(invalidated(QUERY_KEYS.player)).toBe(false);
  });
});
