import { afterEach, describe, expect, it } from 'vitest';
import { arrivalPoint, cityById, encounterCheckpoints, journeyDurationMs, journeyPosition, journeyRoute, journeyStartedResponseSchema } from '@silkroad/shared';
import { setSkillLevels } from '../trade/test-helpers';
import { tellCaravans } from './caravan-feed';
import { nextEvent, recordEvents, roundTrip, SocketTestWorld } from '../presence/socket-test-support';
import { settleDueJourneys } from './journey-service';
import { BAGHDAD, CONSTANTINOPLE, MINUTE, seedFirstEncounter, seedQuietRoad, stockUp, VENICE_CHECK_MS, VENICE_ID, VENICE_REST_MS } from './journey-test-support';

let world: SocketTestWorld | undefined;
afterEach(async () => {
  await world?.stop();
  world = undefined;
});

const constantinople = cityById(CONSTANTINOPLE)!;

async function http(headers: Record<string, string>, method: string, path: string, body?: unknown) {
  const res = await fetch(new URL(path, world!.server.url), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('a journey over the socket', () => {
  it('tells the traveller each step: started, stopped at an encounter, answered over the socket once, arrived', async () => {
    world = await SocketTestWorld.start();
    const trader = await world.player({ x: constantinople.x, y: constantinople.y });
    await stockUp(world.server.db, trader.userId, { silk: 10 });
    const { socket } = await world.join(trader.accessToken);
    const updates = recordEvents(socket, 'journey-update');
    const corrections = recordEvents(socket, 'position-corrected');
    const notices = recordEvents(socket, 'notification');

    const started = await http(trader.headers, 'POST', '/api/caravan/start-journey', { from_city: CONSTANTINOPLE, to_city: VENICE_ID, cargo_manifest: { silk: 10 } });
    expect(started.status).toBe(201);
    const { journey } = journeyStartedResponseSchema.parse(started.body).data;
    await roundTrip(socket);
    expect(updates.map((u) => u.status)).toEqual(['travelling']);

    // On the road the server moves the character: walking is corrected back.
    world.clock.advance(1_000);
    socket.emit('player-move', { x: constantinople.x + 20, y: constantinople.y });
    await roundTrip(socket);
    expect(corrections.at(-1)?.reason).toBe('on-journey');

    await seedFirstEncounter(world.server.db, journey.id, 'bandits-mountain-pass');
    // Half a minute past the one check on the way to Venice.
    world.clock.advance(VENICE_CHECK_MS + 30_000);
    const met = nextEvent(socket, 'encounter-start');
    await settleDueJourneys(world.server.game.ctx);
    const { encounter } = await met;
    expect(encounter).toMatchObject({ encounterId: 'bandits-mountain-pass', outcome: null });

    const answered = nextEvent(socket, 'journey-update');
    socket.emit('encounter-choose', { encounter_id: encounter.id, choice_id: 'pay' });
    expect(await answered).toMatchObject({ status: 'travelling', encounter: null, encounters: [{ id: encounter.id, outcome: { choiceId: 'pay', auto: false } }] });
    // A second answer changes nothing and says why.
    const refused = nextEvent(socket, 'notification');
    socket.emit('encounter-choose', { encounter_id: encounter.id, choice_id: 'flee' });
    expect(await refused).toMatchObject({ type: 'warning', message: 'This encounter is already behind you' });
    socket.emit('encounter-choose', { encounter_id: 42 } as never);
    await roundTrip(socket);
    expect(notices.at(-1)?.type).toBe('warning');

    // Held up the minute paying costs, then the rest of the way.
    world.clock.advance(MINUTE + VENICE_REST_MS);
    const arrived = nextEvent(socket, 'position-corrected');
    await settleDueJourneys(world.server.game.ctx);
    expect(await arrived).toEqual({ ...arrivalPoint(VENICE_ID), reason: 'journey-ended' });
    await roundTrip(socket);
    expect(updates.at(-1)).toMatchObject({ status: 'completed', cargo: { silk: 10 } });
    // In Venice the character is off the map: walking is corrected too.
    socket.emit('player-move', { x: 260, y: 840 });
    await roundTrip(socket);
    expect(corrections.at(-1)?.reason).toBe('in-venice');
  });

  it('shows the traveller as a caravan on the road to those nearby, and back among them once it is in a city again', async () => {
    world = await SocketTestWorld.start();
    const trader = await world.player({ x: constantinople.x, y: constantinople.y, inGameName: 'Polo' });
    await setSkillLevels(world.server.db, trader.userId, { navigation: 2 });
    const townsman = await world.player({ x: constantinople.x + 30, y: constantinople.y, inGameName: 'Townsman' });
    // Four minutes out of Constantinople, on the road to Baghdad (before its first check, at five).
    const toBaghdadMs = journeyDurationMs(45);
    const out = 4 * MINUTE;
    expect(out).toBeLessThan(encounterCheckpoints(45)[0]!);
    const onTheRoad = journeyPosition(journeyRoute(CONSTANTINOPLE, BAGHDAD)!, out / toBaghdadMs)!;
    const wayfarer = await world.player({ ...onTheRoad, inGameName: 'Wayfarer' });
    const traveller = await world.join(trader.accessToken);
    const town = await world.join(townsman.accessToken);
    const road = await world.join(wayfarer.accessToken);
    expect(town.existing.map((p) => p.playerId)).toContain(trader.userId);

    const left = nextEvent(town.socket, 'player-left');
    const started = await http(trader.headers, 'POST', '/api/caravan/start-journey', { from_city: CONSTANTINOPLE, to_city: BAGHDAD, cargo_manifest: {} });
    expect(started.status).toBe(201);
    const { journey } = journeyStartedResponseSchema.parse(started.body).data;
    await seedQuietRoad(world.server.db, journey.id, 2);
    expect(await left).toEqual({ playerId: trader.userId });

    // At the gate of the city its caravan is seen there; on the road, by those on the road.
    const inTown = nextEvent(town.socket, 'caravans');
    await tellCaravans(world.server.io, world.server.game.ctx);
    expect((await inTown).caravans).toEqual([expect.objectContaining({ playerId: trader.userId, name: 'Polo', fromCityId: CONSTANTINOPLE, toCityId: BAGHDAD, travelledMs: 0 })]);
    world.clock.advance(out);
    const seenOnRoad = nextEvent(road.socket, 'caravans');
    const townHears = recordEvents(town.socket, 'caravans');
    await tellCaravans(world.server.io, world.server.game.ctx);
    expect((await seenOnRoad).caravans.map((c) => c.playerId)).toEqual([trader.userId]);
    await roundTrip(town.socket);
    expect(townHears).toEqual([]);

    // Turned back: the caravan goes home the way it came, seen on the road as one bound for Constantinople.
    trader.headers.authorization = `Bearer ${(await world.server.game.ctx.accessTokens.issue(trader.userId)).token}`;
    expect((await http(trader.headers, 'POST', '/api/caravan/cancel-journey')).status).toBe(200);
    const homeward = nextEvent(road.socket, 'caravans');
    await tellCaravans(world.server.io, world.server.game.ctx);
    expect((await homeward).caravans).toEqual([expect.objectContaining({ playerId: trader.userId, fromCityId: BAGHDAD, toCityId: CONSTANTINOPLE, travelledMs: toBaghdadMs - out, movingSince: world.clock.now() })]);

    // As long again on, the character is in Constantinople again, seen by the townsman, and told where it is.
    const joined = nextEvent(town.socket, 'player-joined');
    const established = nextEvent(traveller.socket, 'connection:established');
    world.clock.advance(out);
    await settleDueJourneys(world.server.game.ctx);
    expect(await joined).toMatchObject({ playerId: trader.userId, ...arrivalPoint(CONSTANTINOPLE) });
    expect(await established).toMatchObject({ playerId: trader.userId, ...arrivalPoint(CONSTANTINOPLE) });
  });
});
