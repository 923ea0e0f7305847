import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, cityById, COUNTRYSIDE_GATE_CENTER, devPlaceResponseSchema, playerLocationResponseSchema, professionSiteById } from '@silkroad/shared';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { nextEvent, recordEvents, roundTrip, SocketTestWorld } from '../presence/socket-test-support';

let test: TestApp | undefined;
let world: SocketTestWorld | undefined;
afterEach(async () => {
  await test?.db.destroy();
  test = undefined;
  await world?.stop();
  world = undefined;
});

const GATE = COUNTRYSIDE_GATE_CENTER;
/** Below the Grand Bazaar of Constantinople (footprint 215-325 x 650-730), within reach of its door. */
const GRAND_BAZAAR_DOOR = { x: 270, y: 765 };

function place(headers: Record<string, string>, body: unknown) {
  return test!.app.request('/api/dev/place', { method: 'POST', headers, body: JSON.stringify(body) });
}

async function savedPlace(userId: string) {
  return test!.db.selectFrom('players').select(['x', 'y', 'location_state']).where('user_id', '=', userId).executeTakeFirstOrThrow();
}

describe('POST /api/dev/place', () => {
  it('puts the player before a market, at a profession site, at a point and on the farm, as the other routes then see them', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);

    const atMarket = await place(session.headers, { at: 'market', cityId: 1 });
    expect(atMarket.status).toBe(200);
    expect(devPlaceResponseSchema.parse(await atMarket.json()).data).toEqual({ ...GRAND_BAZAAR_DOOR, currentState: 'IN_CITY', cityId: 1 });
    expect(await savedPlace(session.userId)).toEqual({ ...GRAND_BAZAAR_DOOR, location_state: 'IN_CITY' });
    // The market serves a player placed before it.
    const trade = await test.app.request('/api/trade/execute', { method: 'POST', headers: session.headers, body: JSON.stringify({ type: 'buy', itemId: 'amber', cityId: 1, quantity: 1, priceLimit: 1_000_000 }) });
    expect(trade.status).toBe(200);

    const forge = professionSiteById('varangian-forge-yard')!;
    const atSite = devPlaceResponseSchema.parse(await (await place(session.headers, { at: 'site', siteId: forge.id })).json()).data;
    expect(atSite).toEqual({ x: forge.x + forge.width / 2, y: forge.y + forge.height / 2, currentState: 'IN_CITY', cityId: 1 });

    const atPoint = devPlaceResponseSchema.parse(await (await place(session.headers, { at: 'point', x: 1000, y: 1500 })).json()).data;
    expect(atPoint).toEqual({ x: 1000, y: 1500, currentState: 'IN_CITY', cityId: null });
    const player = (await (await test.app.request('/api/game/player', { headers: session.headers })).json()) as { data: { location: unknown } };
    expect(player.data.location).toMatchObject({ x: 1000, y: 1500, cityId: null });

    const onFarm = devPlaceResponseSchema.parse(await (await place(session.headers, { at: 'farm' })).json()).data;
    expect(onFarm).toEqual({ ...GATE, currentState: 'IN_COUNTRYSIDE', cityId: null });
    const location = playerLocationResponseSchema.parse(await (await test.app.request('/api/player/location', { headers: session.headers })).json()).data.location;
    expect(location.currentState).toBe('IN_COUNTRYSIDE');
    // On the farm the farming routes serve the player, as after going through the gate.
    const buyPlot = await test.app.request('/api/farming/plots/purchase', { method: 'POST', headers: session.headers, body: JSON.stringify({}) });
    expect(buyPlot.status).toBe(200);

    // And back into the world, from the farm.
    expect((await place(session.headers, { at: 'market', cityId: 4 })).status).toBe(200);
    expect((await savedPlace(session.userId)).location_state).toBe('IN_CITY');
  });

  it('refuses an unknown place, a market not on the map and a point outside the world, and leaves the player where they were', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    const before = await savedPlace(session.userId);
    for (const body of [{}, { at: 'moon' }, { at: 'market', cityId: 5 }, { at: 'market', cityId: 99 }, { at: 'site', siteId: 'atlantis' }, { at: 'point', x: -1, y: 300 }, { at: 'point', x: 400, y: 9_000 }, { at: 'point', x: '400', y: 300 }]) {
      const res = await place(session.headers, body);
      expect(res.status).toBe(400);
      expect(apiErrorSchema.parse(await res.json()).error.code).toBe('INVALID_REQUEST');
    }
    expect(await savedPlace(session.userId)).toEqual(before);
  });

  it('answers 401 without a valid token and 404 for a user without a character', async () => {
    test = await createTestApp();
    expect((await place({ 'content-type': 'application/json' }, { at: 'farm' })).status).toBe(401);
    const { token } = await test.ctx.accessTokens.issue('user-who-does-not-exist');
    const res = await place({ authorization: `Bearer ${token}`, 'content-type': 'application/json' }, { at: 'farm' });
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('PLAYER_NOT_FOUND');
  });

  it('does not exist on a production server', async () => {
    test = await createTestApp({ devMode: false });
    const session = await createTestSession(test);
    const before = await savedPlace(session.userId);
    const res = await place(session.headers, { at: 'market', cityId: 1 });
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe('NOT_FOUND');
    expect(await savedPlace(session.userId)).toEqual(before);
    const doc = (await (await test.app.request('/api/doc')).json()) as { paths: Record<string, unknown> };
    expect(doc.paths['/api/dev/place']).toBeUndefined();
  });
});

describe('POST /api/dev/place with the player in the world', () => {
  async function http(headers: Record<string, string>, path: string, body: unknown) {
    const res = await fetch(new URL(path, world!.server.url), { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  it('moves the live player: its client is told, peers see it arrive, and it walks on from there', async () => {
    world = await SocketTestWorld.start();
    const constantinople = cityById(1)!;
    const mover = await world.player({ x: 400, y: 300 });
    // A city is seen from inside it: the observer stands in Constantinople, where the mover arrives.
    const observer = await world.player({ x: constantinople.x, y: constantinople.y });
    const moverClient = await world.join(mover.accessToken);
    const observerClient = await world.join(observer.accessToken);

    const corrected = nextEvent(moverClient.socket, 'position-corrected');
    const seen = nextEvent(observerClient.socket, 'players-moved');
    expect((await http(mover.headers, '/api/dev/place', { at: 'market', cityId: 1 })).status).toBe(200);
    expect(await corrected).toMatchObject(GRAND_BAZAAR_DOOR);
    expect(world.movesIn([await seen])).toEqual([{ playerId: mover.userId, ...GRAND_BAZAAR_DOOR }]);
    expect(world.server.game.ctx.presence!.livePosition(mover.userId)).toEqual(GRAND_BAZAAR_DOOR);

    // A step from the new place is a step, not a jump across the map.
    const corrections = recordEvents(moverClient.socket, 'position-corrected');
    world.clock.advance(1000);
    moverClient.socket.emit('player-move', { x: GRAND_BAZAAR_DOOR.x + 20, y: GRAND_BAZAAR_DOOR.y });
    await roundTrip(moverClient.socket);
    expect(corrections).toEqual([]);
    expect(world.server.game.ctx.presence!.livePosition(mover.userId)).toEqual({ x: GRAND_BAZAAR_DOOR.x + 20, y: GRAND_BAZAAR_DOOR.y });
  });

  it('on the farm the live player waits at the gate: its moves in the world are refused, as after going through the gate', async () => {
    world = await SocketTestWorld.start();
    const farmer = await world.player();
    const { socket } = await world.join(farmer.accessToken);
    const atGate = nextEvent(socket, 'position-corrected');
    expect((await http(farmer.headers, '/api/dev/place', { at: 'farm' })).status).toBe(200);
    expect(await atGate).toMatchObject(GATE);

    const refused = nextEvent(socket, 'position-corrected');
    world.clock.advance(1000);
    socket.emit('player-move', { x: GATE.x + 20, y: GATE.y });
    expect(await refused).toEqual({ ...GATE, reason: 'on-farm' });
    expect(world.server.game.ctx.presence!.livePosition(farmer.userId)).toEqual(GATE);
  });
});
