import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { CraftingApi } from './crafting-api';
import { fakeApiServer, type Call } from './fake-api-server';

function api(reply: (call: Call) => { status: number; body: unknown }) {
  const { client, calls } = fakeApiServer(reply);
  return { crafting: new CraftingApi(client), calls };
}

const craft = { id: 'c1', kind: 'recipe', recipeId: 'bread', name: 'Bread', quantity: 2, startsAt: 1_000, endsAt: 5_000, progress: 0, status: 'in-progress' };
const recipe = {
  id: 'bread',
  name: 'Bread',
  description: 'A round flat loaf.',
  profession: 'cooking',
  requiredLevel: 1,
  ingredients: { 'wheat-flour': 2, 'pure-water': 1 },
  products: { bread: 1 },
  experience: 5,
  successRate: 0.95,
  craftingTimeMs: 2_000,
  canCraft: false,
  reason: 'Missing required materials',
};

describe('CraftingApi', () => {
  it('reads a profession’s recipes with the token', async () => {
    const data = { profession: 'cooking', level: 2, experience: 120, current: 20, needed: 250, recipes: [recipe] };
    const { crafting, calls } = api(() => ({ status: 200, body: { success: true, data } }));
    expect(await crafting.recipes('cooking')).toEqual(data);
    expect(calls[0]).toEqual({ path: '/api/cooking/recipes', method: 'GET', auth: 'Bearer access-1', body: undefined });
  });

  it('queues a batch and returns the craft', async () => {
    const { crafting, calls } = api(() => ({ status: 200, body: { success: true, data: { craft, message: 'Crafting 2 Bread' } } }));
    expect(await crafting.craft('cooking', 'bread', 2)).toEqual({ craft, message: 'Crafting 2 Bread' });
    expect(calls[0]).toMatchObject({ path: '/api/cooking/craft', method: 'POST', body: { recipe: 'bread', quantity: 2 } });
  });

  it('reads the queue and claims a craft', async () => {
    const claim = { craftId: 'c1', producedItems: { bread: 2 }, failed: 0, quality: null, xpGained: 10, level: 2, leveledUp: false, message: 'Successfully crafted Bread', discovery: null };
    const { crafting, calls } = api((call) => ({ status: 200, body: { success: true, data: call.method === 'GET' ? { queue: [craft], now: 5_000 } : claim } }));
    expect(await crafting.queue()).toEqual({ queue: [craft], now: 5_000 });
    expect(await crafting.claim('c1')).toEqual(claim);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/crafts/queue', 'POST /api/crafts/c1/claim']);
  });

  it('transmutes and keeps the cost and experience', async () => {
    const body = { success: true, cost: 50, experience: 12, data: { consumed: { copper: 10 }, produced: { silver: 1 }, message: 'Transmuted' } };
    const { crafting, calls } = api(() => ({ status: 200, body }));
    expect(await crafting.transmute({ material_type: 'copper', target_type: 'silver', quantity: 10 })).toEqual(body);
    expect(calls[0]).toMatchObject({ path: '/api/alchemy/transmute', body: { material_type: 'copper', target_type: 'silver', quantity: 10 } });
  });

  it('throws the server’s refusal, and refuses a malformed reply', async () => {
    const refused = api(() => ({ status: 409, body: { success: false, error: { code: 'CRAFT_NOT_READY', message: 'This craft is not finished yet' } } }));
    await expect(refused.crafting.claim('c1')).rejects.toMatchObject({ status: 409, code: 'CRAFT_NOT_READY', message: 'This craft is not finished yet' });
    const broken = api(() => ({ status: 200, body: { success: true, data: { queue: [{ id: 'c1' }], now: 1 } } }));
    const error = await broken.crafting.queue().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'BAD_REPLY', message: 'Unexpected reply from GET /api/crafts/queue' });
  });
});
