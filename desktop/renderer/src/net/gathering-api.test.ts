import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fakeApiServer, type Call } from './fake-api-server';
import { GatheringApi } from './gathering-api';

function api(reply: (call: Call) => { status: number; body: unknown }) {
  const { client, calls } = fakeApiServer(reply);
  return { gathering: new GatheringApi(client), calls };
}

const wood = { id: 7, type: 'wood', x: 640, y: 500, quantity: 9, maxQuantity: 10, state: 'full' };

describe('GatheringApi', () => {
  it('lists the nodes in view with the token', async () => {
    const { gathering, calls } = api(() => ({ status: 200, body: { success: true, data: { nodes: [wood], seenFrom: { x: 600, y: 480 } } } }));
    expect(await gathering.nodes()).toEqual({ nodes: [wood], seenFrom: { x: 600, y: 480 } });
    expect(calls[0]).toEqual({ path: '/api/gathering/nodes', method: 'GET', auth: 'Bearer access-1', body: undefined });
  });

  it('harvests a node and returns the parsed result', async () => {
    const data = { itemId: 'logs', yield: 1, xpGained: 15, node: { ...wood, quantity: 8 }, profession: { id: 'logging', level: 1, experience: 30, chosen: false, leveledUp: false } };
    const { gathering, calls } = api(() => ({ status: 200, body: { success: true, data } }));
    expect(await gathering.harvest(7)).toEqual(data);
    expect(calls[0]).toMatchObject({ path: '/api/gathering/harvest', method: 'POST', body: { nodeId: 7 } });
  });

  it('throws the server’s refusal with its code', async () => {
    const { gathering } = api(() => ({ status: 409, body: { success: false, error: { code: 'HARVEST_INVENTORY_FULL', message: 'Inventory Full!' } } }));
    const error = await gathering.harvest(7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'HARVEST_INVENTORY_FULL', message: 'Inventory Full!' });
  });

  it('refuses a reply that does not fit the protocol map', async () => {
    const { gathering } = api(() => ({ status: 200, body: { success: true, data: { itemId: 'logs' } } }));
    await expect(gathering.harvest(7)).rejects.toMatchObject({ code: 'BAD_REPLY' });
    const nodes = api(() => ({ status: 200, body: { success: true, data: { nodes: [wood, { id: 8, type: 'unobtainium' }], seenFrom: { x: 600, y: 480 } } } }));
    await expect(nodes.gathering.nodes()).rejects.toMatchObject({ code: 'BAD_REPLY' });
    // A list that does not say where it was judged from cannot be checked against where the player stands.
    const unplaced = api(() => ({ status: 200, body: { success: true, data: { nodes: [wood] } } }));
    await expect(unplaced.gathering.nodes()).rejects.toMatchObject({ code: 'BAD_REPLY' });
  });
});
