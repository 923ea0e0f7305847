import { describe, expect, it } from 'vitest';
import { fakeApiServer, type Call } from './fake-api-server';
import { WorkshopApi } from './workshop-api';

function api(reply: (call: Call) => { status: number; body: unknown }) {
  const { client, calls } = fakeApiServer(reply);
  return { workshop: new WorkshopApi(client), calls };
}

const workshopData = {
  level: 1,
  benches: [{ id: 4, benchId: 'cooking-1', x: -100, y: 0 }],
  craftingExperience: 120,
  craftingLevel: 2,
  knowledgePoints: 15,
  site: 'personal',
  recipes: [{ id: 'plank', discovered: true, canCraft: false, reason: 'Requires Carpenter’s Bench', combinations: [], quality: 'common', craftingTimeMs: 30_000 }],
};

describe('WorkshopApi', () => {
  it('reads the workshop', async () => {
    const { workshop, calls } = api(() => ({ status: 200, body: { success: true, data: workshopData } }));
    expect(await workshop.workshop()).toEqual(workshopData);
    expect(calls[0]).toMatchObject({ path: '/api/workshop', method: 'GET', auth: 'Bearer access-1' });
  });

  it('upgrades, places, moves and crafts on the right routes', async () => {
    const craft = { id: 'c9', kind: 'station', recipeId: 'plank', name: 'Plank', quantity: 1, startsAt: 0, endsAt: 30_000, progress: 0, status: 'in-progress' };
    const { workshop, calls } = api((call) => {
      if (call.path === '/api/workshop/upgrade') return { status: 200, body: { success: true, data: { level: 2, costCopper: 500_000, copper: 100 } } };
      if (call.path === '/api/workshop/benches') return { status: 200, body: { success: true, data: { bench: { id: 5, benchId: 'crafting-1', x: 80, y: 20 }, costCopper: 20_000, copper: 80_000 } } };
      if (call.path === '/api/workshop/craft') return { status: 200, body: { success: true, data: { craft, message: 'Crafting Plank' } } };
      return { status: 200, body: { success: true, data: { bench: { id: 5, benchId: 'crafting-1', x: 100, y: 20 } } } };
    });
    expect(await workshop.upgrade()).toEqual({ level: 2, costCopper: 500_000, copper: 100 });
    expect((await workshop.placeBench('crafting-1', 80, 20)).bench).toEqual({ id: 5, benchId: 'crafting-1', x: 80, y: 20 });
    expect(await workshop.moveBench(5, 100, 20)).toEqual({ bench: { id: 5, benchId: 'crafting-1', x: 100, y: 20 } });
    expect((await workshop.craft('plank')).craft).toEqual(craft);
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/workshop/upgrade', undefined],
      ['POST', '/api/workshop/benches', { benchId: 'crafting-1', x: 80, y: 20 }],
      ['POST', '/api/workshop/benches/5/move', { x: 100, y: 20 }],
      ['POST', '/api/workshop/craft', { recipeId: 'plank' }],
    ]);
  });

  it('throws a refused placement with the spec’s text', async () => {
    const { workshop } = api(() => ({ status: 409, body: { success: false, error: { code: 'BENCH_OUTSIDE', message: 'Cannot place bench outside workshop area' } } }));
    await expect(workshop.placeBench('cooking-1', 900, 0)).rejects.toMatchObject({ code: 'BENCH_OUTSIDE', message: 'Cannot place bench outside workshop area' });
  });

  it('refuses a workshop reply of the wrong shape', async () => {
    const { workshop } = api(() => ({ status: 200, body: { success: true, data: { level: 'one' } } }));
    await expect(workshop.workshop()).rejects.toMatchObject({ code: 'BAD_REPLY' });
  });
});
