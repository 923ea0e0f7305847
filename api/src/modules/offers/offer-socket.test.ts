import { afterEach, describe, expect, it } from 'vitest';
import { cityById, offerResponseSchema } from '@silkroad/shared';
import { nextEvent, SocketTestWorld } from '../presence/socket-test-support';
import { call, setInventory, type Requester } from './offer-test-support';

const KASHGAR = 3;

let world: SocketTestWorld | undefined;
afterEach(async () => {
  await world?.stop();
  world = undefined;
});

/** Requests to the real server over loopback. */
function overHttp(baseUrl: string): Requester {
  return { request: (path, init) => fetch(new URL(path, baseUrl), init) };
}

describe('offer-filled over the socket', () => {
  it('tells the owner, on their own socket only, how much of which offer was filled', async () => {
    world = await SocketTestWorld.start();
    const kashgar = cityById(KASHGAR)!;
    const owner = await world.player({ x: kashgar.x, y: kashgar.y, inGameName: 'SocketOwner' });
    const acceptor = await world.player({ x: kashgar.x + 10, y: kashgar.y, inGameName: 'SocketAcceptor' });
    await setInventory(world.server.db, owner.userId, { silk: 10 });
    const http = overHttp(world.server.url);

    const ownerClient = await world.join(owner.accessToken);
    const acceptorClient = await world.join(acceptor.accessToken);
    let acceptorHeard = 0;
    acceptorClient.socket.on('offer-filled', () => (acceptorHeard += 1));

    const created = await call(http, owner, 'POST', '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: KASHGAR, quantity: 10, pricePerUnit: 9_000 });
    expect(created.status).toBe(201);
    const offer = offerResponseSchema.parse(created.body).data.offer;

    const heard = nextEvent(ownerClient.socket, 'offer-filled');
    const updated = nextEvent(ownerClient.socket, 'player-updated');
    const accepted = await call(http, acceptor, 'POST', `/api/market/offers/${offer.id}/accept`, { quantity: 4 });
    expect(accepted.status).toBe(200);

    const event = await heard;
    expect(event.filledQuantity).toBe(4);
    expect(event.offer).toMatchObject({ id: offer.id, quantity: 6, quantityTotal: 10, status: 'open', sellerName: 'SocketOwner' });
    expect(await updated).toEqual({ reason: 'offer-filled' });
    expect(acceptorHeard).toBe(0);
  });
});
