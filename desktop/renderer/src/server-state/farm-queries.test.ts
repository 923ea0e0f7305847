import type { CropView, PlotView } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../net/api-client';
import { fakeApiServer, type Call } from '../net/fake-api-server';
import { PlayerFarmingApi, TestModeFarmingApi, type Farm } from '../net/farming-api';
import { farmActions } from './farm-queries';
import { QUERY_KEYS } from './query-keys';
import { createQueryClient } from './query-client';

const crop: CropView = {
  id: 'crop-9',
  plotId: 'plot-1',
  cropType: 'WHEAT',
  gridPosition: 3,
  growthStage: 1,
  stageName: 'Sprouting',
  progress: 0,
  plantedAt: 1_000,
  harvestReadyAt: 61_000,
  expectedYield: 3,
  quality: 'common',
  isReady: false,
};
const plot: PlotView = { id: 'plot-1', plotType: 'EXPANDED_PLOT', maxCrops: 8, monthlyTax: 100, purchasedAt: 1_000, taxMonthsOwed: 0, crops: [] };

function server(reply: (call: Call) => { status: number; body: unknown }) {
  const { client: api, calls } = fakeApiServer(reply);
  const cache = createQueryClient();
  cache.setQueryData<Farm>([...QUERY_KEYS.farm, false], { plots: [plot], taxNotice: null });
  return { api, calls, cache };
}

describe('the farm’s actions write the server’s reply into the cache', () => {
  it('planting posts once and puts the crop the server returned in its bed: nothing is read again', async () => {
    const { api, calls, cache } = server(() => ({ status: 200, body: { success: true, message: 'Planted Wheat', data: { crop } } }));
    const message = await farmActions(cache, new PlayerFarmingApi(api)).plant('plot-1', 'WHEAT', 3);
    expect(message).toBe('Planted Wheat');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/farming/crops/plant']);
    expect(calls[0]?.body).toEqual({ plotId: 'plot-1', cropType: 'WHEAT', gridPosition: 3 });
    expect(cache.getQueryData<Farm>([...QUERY_KEYS.farm, false])?.plots[0]?.crops).toEqual([crop]);
  });

  it('a refusal changes nothing in the cache, marks the farm for a fresh read, and carries the server’s code', async () => {
    const { api, cache } = server(() => ({ status: 409, body: { success: false, error: { code: 'SLOT_OCCUPIED', message: 'Something is already growing in that bed' } } }));
    const planting = farmActions(cache, new PlayerFarmingApi(api)).plant('plot-1', 'WHEAT', 3);
    await expect(planting).rejects.toMatchObject({ code: 'SLOT_OCCUPIED', status: 409 });
    await expect(planting).rejects.toBeInstanceOf(ApiError);
    expect(cache.getQueryData<Farm>([...QUERY_KEYS.farm, false])?.plots[0]?.crops).toEqual([]);
    expect(cache.getQueryState([...QUERY_KEYS.farm, false])?.isInvalidated).toBe(true);
  });

  it('a reply that does not match the protocol map is refused, not half-read', async () => {
    const { api, cache } = server(() => ({ status: 200, body: { success: true, message: 'Planted', data: { crop: { id: 'x' } } } }));
    await expect(farmActions(cache, new PlayerFarmingApi(api)).plant('plot-1', 'WHEAT', 3)).rejects.toMatchObject({ code: 'BAD_REPLY' });
    expect(cache.getQueryData<Farm>([...QUERY_KEYS.farm, false])?.plots[0]?.crops).toEqual([]);
  });

  it('test mode is its own client: the same action on the test routes, without a token', async () => {
    const { api, calls, cache } = server(() => ({ status: 200, body: { success: true, message: 'Harvested', yield: 3, data: { cropId: 'crop-9', itemId: 'wheat', yield: 3, quality: 'common', xpGained: 5, experience: 5, level: 1 } } }));
    cache.setQueryData<Farm>([...QUERY_KEYS.farm, true], { plots: [{ ...plot, crops: [crop] }], taxNotice: null });
    const result = await farmActions(cache, new TestModeFarmingApi(api)).harvest('crop-9');
    expect(result.yield).toBe(3);
    expect(calls).toEqual([{ path: '/api/test/farming/harvest', method: 'POST', auth: null, body: { cropId: 'crop-9' } }]);
    expect(cache.getQueryData<Farm>([...QUERY_KEYS.farm, true])?.plots[0]?.crops).toEqual([]);
  });
});
