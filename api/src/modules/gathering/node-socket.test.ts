import { afterEach, describe, expect, it, vi } from 'vitest';
import { CITIES, harvestResponseSchema, NODE_REMOVAL_DELAY_MS, resourceNodesResponseSchema, type NodeUpdate } from '@silkroad/shared';
import { recordEvents, roundTrip, SocketTestWorld } from '../presence/socket-test-support';
import { settleResourceNodes } from './node-settlement';
import { placeNode, STEPPE, type Session } from './gathering-test-support';

let world: SocketTestWorld | undefined;
afterEach(async () => {
  await world?.stop();
  world = undefined;
});

async function harvest(session: Session, nodeId: number) {
  const res = await fetch(`${world!.server.url}/api/gathering/harvest`, { method: 'POST', headers: session.headers, body: JSON.stringify({ nodeId }) });
  expect(res.status).toBe(200);
  return harvestResponseSchema.parse(await res.json()).data;
}

async function listNodes(session: Session) {
  const res = await fetch(`${world!.server.url}/api/gathering/nodes`, { headers: session.headers });
  expect(res.status).toBe(200);
  return resourceNodesResponseSchema.parse(await res.json()).data;
}

async function harvestRefusal(session: Session, nodeId: number) {
  const res = await fetch(`${world!.server.url}/api/gathering/harvest`, { method: 'POST', headers: session.headers, body: JSON.stringify({ nodeId }) });
  return { status: res.status, code: ((await res.json()) as { error?: { code?: string } }).error?.code };
}

async function until(condition: () => boolean, what: string, timeoutMs = 2_000): Promise<void> {
  await vi.waitFor(() => expect(condition(), `waiting for ${what}`).toBe(true), { timeout: timeoutMs, interval: 10 });
}

const about = (updates: NodeUpdate[], ids: number[]) => updates.filter((u) => ids.includes(u.node.id));

describe('node-update over the socket', () => {
  it('shows two players near a node its harvests, its depletion and removal, and a regrowth; a player far away hears none of it', async () => {
    world = await SocketTestWorld.start();
    const db = world.server.db;
    const gems = await placeNode(db, { type: 'gems', x: STEPPE.x, y: STEPPE.y, maxQuantity: 2 });
    const berries = await placeNode(db, { type: 'wild-berries', x: STEPPE.x + 50, y: STEPPE.y, maxQuantity: 20 });
    const gatherer = await world.player({ x: STEPPE.x + 20, y: STEPPE.y, inGameName: 'Gatherer' });
    const onlooker = await world.player({ x: STEPPE.x + 400, y: STEPPE.y + 300, inGameName: 'Onlooker' });
    const faraway = await world.player({ x: 3500, y: 2700, inGameName: 'Faraway' });
    const near = [await world.join(gatherer.accessToken), await world.join(onlooker.accessToken)].map((c) => recordEvents(c.socket, 'node-update'));
    const farClient = (await world.join(faraway.accessToken)).socket;
    const far = recordEvents(farClient, 'node-update');
    const everyoneNearHas = (count: number) => near.every((seen) => about(seen, [gems.id, berries.id]).length >= count);

    expect((await harvest(gatherer, gems.id)).node.quantity).toBe(1);
    await until(() => everyoneNearHas(1), 'the first harvest');
    world.clock.advance(8_000);
    expect((await harvest(gatherer, gems.id)).node.state).toBe('depleted');
    await until(() => everyoneNearHas(2), 'the depletion');

    // About 2 s later the sweep's pass removes it (and grows a new gems node in some mountains).
    world.clock.advance(NODE_REMOVAL_DELAY_MS);
    await settleResourceNodes(world.server.game.ctx);
    await until(() => everyoneNearHas(3), 'the removal');

    expect((await harvest(gatherer, berries.id)).node.quantity).toBe(19);
    await until(() => everyoneNearHas(4), 'the berry harvest');
    world.clock.advance(150_000);
    await settleResourceNodes(world.server.game.ctx);
    await until(() => everyoneNearHas(5), 'the regrowth');

    for (const seen of near) {
      expect(about(seen, [gems.id, berries.id])).toEqual([
        { node: { id: gems.id, type: 'gems', x: gems.x, y: gems.y, quantity: 1, maxQuantity: 2, state: 'full' }, removed: false },
        { node: { id: gems.id, type: 'gems', x: gems.x, y: gems.y, quantity: 0, maxQuantity: 2, state: 'depleted' }, removed: false },
        { node: { id: gems.id, type: 'gems', x: gems.x, y: gems.y, quantity: 0, maxQuantity: 2, state: 'depleted' }, removed: true },
        { node: { id: berries.id, type: 'wild-berries', x: berries.x, y: berries.y, quantity: 19, maxQuantity: 20, state: 'full' }, removed: false },
        { node: { id: berries.id, type: 'wild-berries', x: berries.x, y: berries.y, quantity: 20, maxQuantity: 20, state: 'full' }, removed: false },
      ]);
    }
    const spawned = await db.selectFrom('resource_nodes').selectAll().where('type', '=', 'gems').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(spawned.id).toBeGreaterThan(berries.id);
    expect(spawned.quantity).toBe(2);
    // Every update went out before the near players heard it: one sent to the far player has arrived before its pong.
    await roundTrip(farClient);
    expect(about(far, [gems.id, berries.id])).toEqual([]);
  });
});

describe('the nodes in view, judged where the server has the player', () => {
  it('lists nothing while the server has the player inside the city, says so, and lists the node once their move out has arrived', async () => {
    world = await SocketTestWorld.start();
    const city = CITIES.find((c) => c.name === 'Samarkand')!;
    // A node 40 px outside the walls (north), and a player 20 px inside them.
    const node = await placeNode(world.server.db, { type: 'wood', x: city.x, y: city.y - city.radius - 40, maxQuantity: 10 });
    const inside = { x: city.x, y: city.y - city.radius + 20 };
    const outside = { x: city.x, y: city.y - city.radius - 20 };
    const player = await world.player({ ...inside, inGameName: 'Walker' });
    const { socket } = await world.join(player.accessToken);

    // The client has stepped out, but its move has not reached the server yet: the list is
    // empty, and `seenFrom` tells the client it was judged inside the city.
    expect(await listNodes(player)).toEqual({ nodes: [], seenFrom: inside });
    // Harvesting is judged on the server's own position too: not from the city.
    expect(await harvestRefusal(player, node.id)).toEqual({ status: 403, code: 'GATHERING_IN_CITY' });

    socket.emit('player-move', outside);
    await roundTrip(socket);
    const listed = await listNodes(player);
    expect(listed.seenFrom).toEqual(outside);
    expect(listed.nodes.map((n) => n.id)).toContain(node.id);
    expect((await harvest(player, node.id)).node.id).toBe(node.id);
  });
});
