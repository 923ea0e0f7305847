import { describe, expect, it, vi } from 'vitest';
import { MARKET_MESSAGES, type MarketEntry, type TradeRecord } from '@silkroad/shared';
import { toMarketEntry } from '../modules/market/market-store';
import { enterWorld, postAs, send, signUpPlayer, standIn, waitForEvent, type ClusterClient } from '../test-support/cluster-players';
import { clusterSuite } from '../test-support/cluster-suite';

const KASHGAR = 3;
/** No market step or event in these tests: what a subscriber hears comes from the trade alone. */
const AN_HOUR_MS = 3_600_000;

const suite = clusterSuite({ nodes: 2, priceStepMs: AN_HOUR_MS, eventCheckMs: AN_HOUR_MS });
const socketTo = (url: string, accessToken: string): ClusterClient => suite.socketTo(url, accessToken);

describe('two server processes on one database and one Redis', () => {
  it('players on different processes chat with each other', async () => {
    const [a, b] = suite.cluster.nodes;
    const alice = await signUpPlayer(a!.url, 'Alice');
    const bob = await signUpPlayer(b!.url, 'Bob');
    const aliceSocket = socketTo(a!.url, alice.accessToken);
    const bobSocket = socketTo(b!.url, bob.accessToken);
    await enterWorld(aliceSocket);
    await enterWorld(bobSocket);

    const heardByBob = waitForEvent(bobSocket, 'chat-message', (m) => m.message === 'Silk for sale in Kashgar');
    const heardByAlice = waitForEvent(aliceSocket, 'chat-message', (m) => m.message === 'Silk for sale in Kashgar');
    aliceSocket.emit('chat-message', { message: 'Silk for sale in Kashgar', channel: 'general' });
    expect(await heardByBob).toMatchObject({ playerId: alice.userId, username: alice.name });
    // The sender hears it once too, through the same room.
    await heardByAlice;

    const reply = waitForEvent(aliceSocket, 'chat-message', (m) => m.playerId === bob.userId);
    bobSocket.emit('chat-message', { message: 'On my way', channel: 'general' });
    expect((await reply).message).toBe('On my way');
  }, 20_000);

  it('a trade over HTTP on one process reaches a market subscriber on the other', async () => {
    const [a, b] = suite.cluster.nodes;
    const watcher = await signUpPlayer(b!.url, 'Watcher');
    const trader = await signUpPlayer(a!.url, 'Buyer');
    await standIn(suite.cluster.db, trader.userId, KASHGAR);
    const watcherSocket = socketTo(b!.url, watcher.accessToken);
    await enterWorld(watcherSocket);
    // The subscription is joined once its rate-limit check (a Redis round trip) answers. A second,
    // unknown one is checked after it and refused with a warning: by then the first is joined.
    const refused = waitForEvent(watcherSocket, 'notification', (n) => n.message === MARKET_MESSAGES.unknownSubscription);
    watcherSocket.emit('market-subscribe', { cityId: KASHGAR, itemId: 'silk' });
    watcherSocket.emit('market-subscribe', { cityId: -1 });
    await refused;

    const updates: MarketEntry[] = [];
    watcherSocket.on('market-update', (u) => {
      if (u.cityId === KASHGAR && u.itemId === 'silk') updates.push(u.marketData);
    });
    const response = await postAs(trader, `${a!.url}/api/trade/execute`, { type: 'buy', itemId: 'silk', cityId: KASHGAR, quantity: 3, priceLimit: 10_000_000 });
    expect(response.status).toBe(200);
    const { trade } = ((await response.json()) as { data: { trade: TradeRecord } }).data;
    expect(trade).toMatchObject({ itemId: 'silk', quantity: 3 });
    // What the trade left in the shared database is what the subscriber on the other process hears.
    const after = await suite.cluster.db.selectFrom('market_entries').selectAll().where('city_id', '=', KASHGAR).where('item_id', '=', 'silk').executeTakeFirstOrThrow();
    await vi.waitFor(() => expect(updates).toHaveLength(1), { timeout: 5_000, interval: 20 });
    expect(updates[0]).toEqual(toMarketEntry(after));
  }, 20_000);

  it('refuses long-polling, whose requests a balancer without sticky sessions would scatter', async () => {
    const response = await send(new URL('/socket.io/?EIO=4&transport=polling', suite.cluster.nodes[0]!.url));
    expect(response.status).toBe(400);
  });
});
