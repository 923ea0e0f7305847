import { afterEach, describe, expect, it } from 'vitest';
import { MARKET_ITEMS, MARKET_MESSAGES, type GameNotification, type MarketEntry } from '@silkroad/shared';
import { nextEvent, recordEvents, roundTrip, SocketTestWorld, type GameClient } from '../presence/socket-test-support';
import { priceAlertMessage } from './market-feed';
import { readMarketRow, toMarketEntry } from './market-store';
import { runEventCheck, runPriceStep } from './market-simulation';

let world: SocketTestWorld | undefined;
afterEach(async () => {
  await world?.stop();
  world = undefined;
});

async function connected(): Promise<GameClient> {
  const session = await world!.player();
  return (await world!.join(session.accessToken)).socket;
}

async function subscribe(socket: GameClient, cityId: number, itemId?: string): Promise<void> {
  socket.emit('market-subscribe', itemId === undefined ? { cityId } : { cityId, itemId });
  await roundTrip(socket);
}

/** Everything a client heard, once the server has sent what it was going to (alerts wait one turn). */
async function settle(...sockets: GameClient[]): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  for (const socket of sockets) await roundTrip(socket);
}

async function entry(cityId: number, itemId: string, price?: number): Promise<MarketEntry> {
  const row = await readMarketRow(world!.server.db, cityId, itemId);
  const current = toMarketEntry(row!);
  return price === undefined ? current : { ...current, currentPrice: price, sellPrice: Math.floor(price * 0.8) };
}

/** A trade-like change, as the trade module tells it after its commit. */
async function tellChange(cityId: number, itemId: string, previousPrice: number, newPrice: number): Promise<void> {
  world!.server.game.ctx.events.emit('market-changed', { cityId, itemId, previousPrice, entry: await entry(cityId, itemId, newPrice) });
}

describe('market subscriptions', () => {
  it('sends market-update and price-change only to followers of that city or that good', async () => {
    world = await SocketTestWorld.start();
    const [kashgar, kashgarSilk, constantinople, nobody] = [await connected(), await connected(), await connected(), await connected()];
    await subscribe(kashgar, 3);
    await subscribe(kashgarSilk, 3, 'silk');
    await subscribe(constantinople, 1);
    const heard = [kashgar, kashgarSilk, constantinople, nobody].map((s) => ({ updates: recordEvents(s, 'market-update'), changes: recordEvents(s, 'price-change') }));

    await tellChange(3, 'jade', 26_000, 26_500);
    await tellChange(3, 'silk', 7_000, 7_100);
    await settle(kashgar, kashgarSilk, constantinople, nobody);

    expect(heard[0]!.updates.map((u) => u.itemId)).toEqual(['jade', 'silk']);
    expect(heard[0]!.changes).toEqual([
      { cityId: 3, itemId: 'jade', newPrice: 26_500, trend: 'stable' },
      { cityId: 3, itemId: 'silk', newPrice: 7_100, trend: 'stable' },
    ]);
    expect(heard[1]!.updates).toEqual([{ cityId: 3, itemId: 'silk', marketData: expect.objectContaining({ currentPrice: 7_100, sellPrice: 5_680 }) }]);
    expect(heard[1]!.changes).toHaveLength(1);
    for (const other of [heard[2]!, heard[3]!]) {
      expect(other.updates).toEqual([]);
      expect(other.changes).toEqual([]);
    }
  });

  it('sends a market-update without price-change when only supply or demand moved', async () => {
    world = await SocketTestWorld.start();
    const socket = await connected();
    await subscribe(socket, 2, 'wheat');
    const updates = recordEvents(socket, 'market-update');
    const changes = recordEvents(socket, 'price-change');
    const same = await entry(2, 'wheat');
    world.server.game.ctx.events.emit('market-changed', { cityId: 2, itemId: 'wheat', previousPrice: same.currentPrice, entry: same });
    await settle(socket);
    expect(updates).toHaveLength(1);
    expect(changes).toEqual([]);
  });

  it('follows the 30 s price step: every changed good of a followed city, nothing of others', async () => {
    world = await SocketTestWorld.start();
    const socket = await connected();
    await subscribe(socket, 4);
    const updates = recordEvents(socket, 'market-update');
    const changes = recordEvents(socket, 'price-change');
    const step = await runPriceStep(world.server.game.ctx);
    await settle(socket);
    const baghdad = step.changed.filter((c) => c.cityId === 4);
    expect(baghdad.length).toBeGreaterThan(MARKET_ITEMS.length / 2);
    expect(updates.map((u) => u.itemId).sort()).toEqual(baghdad.map((c) => c.itemId).sort());
    expect(changes.map((c) => [c.itemId, c.newPrice]).sort()).toEqual(baghdad.map((c) => [c.itemId, c.entry.currentPrice]).sort());
    expect(updates.every((u) => u.cityId === 4)).toBe(true);
  });

  it('stops sending once the client unsubscribes', async () => {
    world = await SocketTestWorld.start();
    const socket = await connected();
    await subscribe(socket, 1, 'silk');
    const updates = recordEvents(socket, 'market-update');
    socket.emit('market-unsubscribe', { cityId: 1, itemId: 'silk' });
    await roundTrip(socket);
    await tellChange(1, 'silk', 13_000, 13_100);
    await settle(socket);
    expect(updates).toEqual([]);
  });

  it.each([
    [{ cityId: 9 }],
    [{ cityId: 1, itemId: 'unobtainium' }],
    [{ cityId: 1, itemId: 'pickaxe' }],
    [{ cityId: '1' }],
    [{ cityId: 1, extra: true }],
    ['silk'],
  ])('ignores a subscription to %j with a warning', async (payload) => {
    world = await SocketTestWorld.start();
    const socket = await connected();
    const warning = nextEvent(socket, 'notification');
    (socket as unknown as { emit(event: string, payload: unknown): void }).emit('market-subscribe', payload);
    expect(await warning).toEqual({ type: 'warning', message: MARKET_MESSAGES.unknownSubscription });
    const updates = recordEvents(socket, 'market-update');
    await tellChange(1, 'silk', 13_000, 13_100);
    await settle(socket);
    expect(updates).toEqual([]);
  });
});

describe('price alerts', () => {
  it('tells followers when a price moves more than 10%, and not at 10% or less', async () => {
    world = await SocketTestWorld.start();
    const follower = await connected();
    const bystander = await connected();
    await subscribe(follower, 3, 'silk');
    const notes = recordEvents(follower, 'notification');
    const bystanderNotes = recordEvents(bystander, 'notification');

    await tellChange(3, 'silk', 7_000, 7_700);
    await settle(follower, bystander);
    expect(notes).toEqual([]);

    await tellChange(3, 'silk', 7_000, 7_840);
    await settle(follower, bystander);
    expect(notes).toEqual([{ type: 'info', message: 'Silk in Kashgar rose 12% to 78s 40c' }]);

    await tellChange(3, 'silk', 70_000, 59_500);
    await settle(follower, bystander);
    expect(notes.at(-1)).toEqual({ type: 'info', message: 'Silk in Kashgar fell 15% to 5g 95s' });
    expect(bystanderNotes).toEqual([]);
  });

  it('words the alert with the price in coins', () => {
    expect(priceAlertMessage('Silk', 3, 0.12, 78_400)).toBe('Silk in Kashgar rose 12% to 7g 84s');
  });

  it('sums up a burst of alerts in one city for its followers, while a good’s follower hears of that good', async () => {
    world = await SocketTestWorld.start();
    const cityFollower = await connected();
    const jadeFollower = await connected();
    await subscribe(cityFollower, 3);
    await subscribe(jadeFollower, 3, 'jade');
    const both = await connected();
    await subscribe(both, 3);
    await subscribe(both, 3, 'jade');
    const cityNotes = recordEvents(cityFollower, 'notification');
    const jadeNotes = recordEvents(jadeFollower, 'notification');
    const bothNotes = recordEvents(both, 'notification');
    // One burst, as an event makes it: every change told within one turn of the event loop.
    const burst = [
      { itemId: 'silk', previousPrice: 7_000, entry: await entry(3, 'silk', 8_000) },
      { itemId: 'jade', previousPrice: 26_000, entry: await entry(3, 'jade', 32_500) },
      { itemId: 'amber', previousPrice: 23_400, entry: await entry(3, 'amber', 20_000) },
      { itemId: 'furs', previousPrice: 25_000, entry: await entry(3, 'furs', 28_000) },
      { itemId: 'spices', previousPrice: 16_500, entry: await entry(3, 'spices', 17_000) },
    ];
    for (const change of burst) world.server.game.ctx.events.emit('market-changed', { cityId: 3, ...change });
    await settle(cityFollower, jadeFollower, both);
    expect(bothNotes).toEqual(cityNotes);
    expect(cityNotes).toEqual([{ type: 'info', message: 'Prices move in Kashgar: Jade rose 25% to 3g 25s; Amber fell 15% to 2g; Silk rose 14% to 80s; and 1 more.' }]);
    expect(jadeNotes).toEqual([{ type: 'info', message: 'Jade in Kashgar rose 25% to 3g 25s' }]);
  });
});

describe('market events', () => {
  it('tells every online player, followers or not, and moves the struck city’s markets for its followers', async () => {
    world = await SocketTestWorld.start();
    const follower = await connected();
    const bystander = await connected();
    await subscribe(follower, 2);
    const followerNotes = recordEvents(follower, 'notification');
    const bystanderNotes: GameNotification[] = recordEvents(bystander, 'notification');
    const updates = recordEvents(follower, 'market-update');
    const ctx = world.server.game.ctx;
    // Only Samarkand (the second roll) is struck, by a route closure: supply -30%, prices +19.5%.
    const rolls = [0.99, 0.12, 0.99, 0.99, 0.99];
    ctx.random = () => rolls.shift() ?? 0.99;
    expect(await runEventCheck(ctx)).toEqual([{ cityId: 2, kind: 'route-closure', message: 'Bandits have closed the roads to Samarkand: supply is down.' }]);
    await settle(follower, bystander);
    const announcement = { type: 'info', message: 'Bandits have closed the roads to Samarkand: supply is down.' };
    expect(bystanderNotes).toEqual([announcement]);
    expect(followerNotes[0]).toEqual(announcement);
    // One summary of the price alerts, not one per good.
    expect(followerNotes).toHaveLength(2);
    expect(followerNotes[1]!.message).toMatch(/^Prices move in Samarkand: .* rose 20% to .*; and \d+ more\.$/);
    expect(updates).toHaveLength(MARKET_ITEMS.length);
    expect(updates.every((u) => u.cityId === 2 && u.marketData.supply === 70)).toBe(true);
  });
});
