import type { NpcStockLine, NpcView, OracleClue } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { fakeApiServer, type Call } from '../net/fake-api-server';
import { NpcsApi } from '../net/npcs-api';
import { OracleApi, type Rumours } from '../net/oracle-api';
import { npcActions, npcAfterPurchase, rumoursAfter, talkTo } from './npc-queries';
import { createQueryClient } from './query-client';
import { QUERY_KEYS } from './query-keys';

const MERCHANT = 'nikephoros-kamateros';
const silk: NpcStockLine = { itemId: 'silk', itemName: 'Silk', quantity: 50, maxQuantity: 50, unitPriceCopper: 10_407, specialUnitPriceCopper: null, specialUnitsLeft: 0, requirement: null };
const spices: NpcStockLine = { ...silk, itemId: 'spices', itemName: 'Spices' };

function npcView(): NpcView {
  return {
    npcId: MERCHANT,
    name: 'Nikephoros Kamateros',
    type: 'merchant',
    cityId: 1,
    open: true,
    hours: { open: '09:00', close: '18:00' },
    greeting: 'Welcome, friend.',
    line: 'The Grand Bazaar sets the prices.',
    services: [{ service: 'trade', allowed: true, reason: null, priceCopper: null }],
    stock: [silk, spices],
    directions: null,
    diplomacyXp: 5,
  };
}

function clue(overrides: Partial<OracleClue> = {}): OracleClue {
  return { id: 'c1', kind: 'market-event', text: 'Within the next hour Samarkand celebrates a festival.', source: 'oracle', npcId: 'nasir-the-star-reader', cityId: 2, itemId: null, createdAt: 1, expiresAt: 2, readAt: null, ...overrides };
}

function setup(reply: (call: Call) => { status: number; body: unknown }, pushing = true) {
  const { client: api, calls } = fakeApiServer(reply);
  const cache = createQueryClient();
  cache.setQueryData(QUERY_KEYS.player, { read: 1 });
  cache.setQueryData(QUERY_KEYS.quests, { read: 1 });
  cache.setQueryData(QUERY_KEYS.npc(MERCHANT), npcView());
  cache.setQueryData<Rumours>(QUERY_KEYS.rumours, { rumours: [], unread: 0, cluesLeftToday: 3 });
  const npcs = new NpcsApi(api);
  const actions = npcActions(cache, npcs, new OracleApi(api), () => pushing);
  const invalidated = (key: readonly unknown[]) => cache.getQueryState(key)?.isInvalidated ?? false;
  return { actions, npcs, calls, cache, invalidated };
}

describe('the NPC caches after the server answered', () => {
  it('a purchase replaces its line of the counter, and only it', () => {
    const after = npcAfterPurchase(npcView(), { ...silk, quantity: 49 });
    expect(after?.stock?.map((line) => [line.itemId, line.quantity])).toEqual([
      ['silk', 49],
      ['spices', 50],
    ]);
    expect(npcAfterPurchase(undefined, silk)).toBeUndefined();
  });

  it('a clue told goes first, unread, once', () => {
    const old = clue({ id: 'c0', readAt: 5 });
    const after = rumoursAfter({ rumours: [old], unread: 0, cluesLeftToday: 3 }, clue(), 2);
    expect(after).toEqual({ rumours: [clue(), old], unread: 1, cluesLeftToday: 2 });
    expect(rumoursAfter(after, clue())?.rumours).toHaveLength(2);
  });
});

describe('the NPC window’s actions', () => {
  it('talking reads the quests again: the talk may have been a visit a quest counts', async () => {
    const { npcs, cache, calls, invalidated } = setup(() => ({ status: 200, body: { success: true, data: { npc: npcView() } } }));
    expect((await talkTo(cache, npcs, MERCHANT)).greeting).toBe('Welcome, friend.');
    expect(calls[0]).toMatchObject({ method: 'POST', path: `/api/npcs/${MERCHANT}/talk` });
    expect(invalidated(QUERY_KEYS.quests)).toBe(true);
  });

  it('a purchase writes the counter the server returned; with the socket up the push re-reads the purse', async () => {
    const { actions, cache, calls, invalidated } = setup(() => ({
      status: 200,
      body: { success: true, data: { npcId: MERCHANT, itemId: 'silk', quantity: 1, totalCopper: 10_407, specialUnits: 0, playerCopper: 989_593, stock: { ...silk, quantity: 49 }, message: 'Bought 1 Silk' } },
    }));
    await actions.buy(MERCHANT, { item_id: 'silk', quantity: 1, max_unit_price_copper: 10_407 });
    expect(calls[0]?.body).toEqual({ item_id: 'silk', quantity: 1, max_unit_price_copper: 10_407 });
    expect(cache.getQueryData<NpcView>(QUERY_KEYS.npc(MERCHANT))?.stock?.[0]?.quantity).toBe(49);
    expect(invalidated(QUERY_KEYS.player)).toBe(false);
  });

  it('a refused purchase throws with the numbers of a short purse and reads the counter again', async () => {
    const { actions, invalidated } = setup(() => ({ status: 409, body: { success: false, error: { code: 'INSUFFICIENT_FUNDS', message: 'Insufficient funds', details: { neededCopper: 10_407, heldCopper: 12 } } } }));
    await expect(actions.buy(MERCHANT, { item_id: 'silk', quantity: 1 })).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', details: { neededCopper: 10_407, heldCopper: 12 } });
    expect(invalidated(QUERY_KEYS.npc(MERCHANT))).toBe(true);
  });

  it('the oracle’s answer is kept with the rumours, unread; without a socket the purse is read again', async () => {
    const { actions, cache, invalidated } = setup(() => ({ status: 201, body: { success: true, data: { clue: clue(), copperSpent: 500, copper: 999_500, cluesLeftToday: 2 } } }), false);
    await actions.askOracle();
    expect(cache.getQueryData<Rumours>(QUERY_KEYS.rumours)).toMatchObject({ unread: 1, cluesLeftToday: 2 });
    expect(invalidated(QUERY_KEYS.player)).toBe(true);
  });

  it('a vault action writes the vault the server returned', async () => {
    const vault = { copper: 5_000, items: {}, byCity: {} };
    const { actions, cache } = setup(() => ({ status: 200, body: { success: true, data: { vault, playerCopper: 994_000, feeCopper: 1_000, message: 'Deposited' } } }));
    await actions.vault('leo-argyros', { action: 'deposit', copper: 5_000 });
    expect(cache.getQueryData(QUERY_KEYS.vault)).toEqual(vault);
  });
});
