import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fakeApiServer, type Call } from './fake-api-server';
import { TradingApi } from './trading-api';

function api(reply: (call: Call) => { status: number; body: unknown }) {
  const { client, calls } = fakeApiServer(reply);
  return { trading: new TradingApi(client), calls };
}

const silk = {
  cityId: 1,
  itemId: 'silk',
  itemName: 'Silk',
  basePrice: 13_000,
  currentPrice: 13_000,
  sellPrice: 10_400,
  supply: 100,
  demand: 100,
  volatility: 0.05,
  trend: 'stable',
  lastUpdated: '2025-01-01T00:00:00.000Z',
};

const trade = {
  id: 't1',
  type: 'buy',
  itemId: 'silk',
  itemName: 'Silk',
  cityId: 1,
  quantity: 2,
  price_per_unit: 13_050,
  total_cost: 26_100,
  discount: 0,
  marketPrice: 13_100,
  playerCopper: 983_900,
  skillXp: { trading: 12, negotiation: 6 },
  executedAt: '2025-01-01T00:00:00.000Z',
};

describe('TradingApi', () => {
  it('reads a city’s prices without a token', async () => {
    const { trading, calls } = api(() => ({ status: 200, body: { success: true, data: [silk] } }));
    expect(await trading.marketPrices(1)).toEqual([silk]);
    expect(calls[0]).toMatchObject({ path: '/api/market/prices?cityId=1', auth: null });
  });

  it('refuses a reply that does not match the protocol map, as BAD_REPLY', async () => {
    const { trading } = api(() => ({ status: 200, body: { success: true, data: [silk, { itemId: 'broken' }] } }));
    await expect(trading.marketPrices(1)).rejects.toMatchObject({ code: 'BAD_REPLY' });
  });

  it('executes a trade with the token and returns the server’s record', async () => {
    const { trading, calls } = api(() => ({ status: 200, body: { success: true, data: { trade } } }));
    const request = { type: 'buy' as const, itemId: 'silk', cityId: 1, quantity: 2, priceLimit: 13_700, idempotencyKey: 'key-123456' };
    expect(await trading.executeTrade(request)).toEqual(trade);
    expect(calls[0]).toMatchObject({ path: '/api/trade/execute', method: 'POST', auth: 'Bearer access-1', body: request });
  });

  it('turns a refused trade into an ApiError with the server’s code and message', async () => {
    const { trading } = api(() => ({ status: 409, body: { success: false, error: { code: 'INSUFFICIENT_FUNDS', message: 'Insufficient gold for this trade' } } }));
    const failure = await trading.executeTrade({ type: 'buy', itemId: 'jade', cityId: 1, quantity: 200, priceLimit: 60_000 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Insufficient gold for this trade', code: 'INSUFFICIENT_FUNDS', status: 409, isRejection: true });
  });

  it('reads the trade history, whose entries carry no purse', async () => {
    const { playerCopper: _purse, skillXp: _xp, ...entry } = trade;
    const { trading, calls } = api(() => ({ status: 200, body: { success: true, data: { trades: [entry], total: 7, limit: 8, offset: 0 } } }));
    expect(await trading.tradeHistory(8)).toEqual({ trades: [entry], total: 7, limit: 8, offset: 0 });
    expect(calls[0]!.path).toBe('/api/trade/history?limit=8&offset=0');
  });

  it('lists, accepts and cancels offers on their routes', async () => {
    const offer = {
      id: 'o1',
      sellerId: 'u2',
      sellerName: 'Marco',
      goodId: 'silk',
      itemName: 'Silk',
      cityId: 1,
      tradeType: 'sell',
      quantity: 5,
      quantityTotal: 5,
      pricePerUnit: 12_000,
      status: 'open',
      createdAt: '2025-01-01T00:00:00.000Z',
      expiresAt: '2025-01-02T00:00:00.000Z',
    };
    const { trading, calls } = api((call) =>
      call.method === 'DELETE'
        ? { status: 200, body: { success: true, data: { offer: { ...offer, status: 'cancelled' } } } }
        : call.path.endsWith('/accept')
          ? { status: 200, body: { success: true, data: { offer: { ...offer, quantity: 3 }, filledQuantity: 2, totalCopper: 24_000, playerCopper: 1 } } }
          : { status: 200, body: { success: true, data: { offers: [offer] } } },
    );
    expect(await trading.offers({ cityId: 1, itemId: 'silk' })).toEqual([offer]);
    expect(await trading.acceptOffer('o1', 2)).toMatchObject({ filledQuantity: 2, totalCopper: 24_000, playerCopper: 1 });
    expect(await trading.cancelOffer('o1')).toMatchObject({ id: 'o1', status: 'cancelled' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/market/offers?cityId=1&itemId=silk', 'POST /api/market/offers/o1/accept', 'DELETE /api/market/offers/o1']);
    expect(calls[1]!.body).toEqual({ quantity: 2 });
  });

  it('accepts and delivers a contract on its routes, keeping the purse the server answered', async () => {
    const contract = {
      id: 'silk-run',
      postingId: 'p1',
      source: null,
      sourcePrice: null,
      clientId: 'c1',
      clientName: 'Marco',
      goodId: 'silk',
      itemName: 'Silk',
      quantity: 5,
      destination: { id: 2, name: 'Baghdad' },
      reward: 90_000,
      penalty: 10_000,
      durationGameDays: 2,
      requiredLevel: 1,
      description: 'Silk for the palace',
      status: 'active',
      playerContractId: 'pc1',
      acceptedAt: '2025-01-01T00:00:00.000Z',
      deadline: '2025-01-02T00:00:00.000Z',
      settledAt: null,
      penaltyPaid: null,
    };
    const { trading, calls } = api(() => ({ status: 201, body: { success: true, data: { contract, playerCopper: 500 } } }));
    expect(await trading.acceptContract('silk-run')).toEqual({ contract, playerCopper: 500 });
    expect(await trading.deliverContract('silk-run')).toEqual({ contract, playerCopper: 500 });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/trading/contracts/silk-run/accept', 'POST /api/trading/contracts/silk-run/deliver']);
  });
});
