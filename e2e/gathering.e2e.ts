import { describe, expect, it } from 'vitest';
import { API_ROUTES, cityIdAt, itemById, PROFESSION_NAMES, professionProgress, resourceTypeById, VIEW_RADIUS_PX, type SpawnedNode } from '@silkroad/shared';
import { eventually } from './pages/game-page';
import { emptyingTimeMs, GATHER_MS, GatheringPage, standingSpot, wellPlaced, type ProbedNode } from './pages/gathering-page';
import type { Spot } from './pages/trading-page';
import { seededWorldWhere } from './support/world-seed';
import { freshServerEachTest } from './support/stage';
import type { Player } from './support/players';

const START: Spot = { x: 400, y: 300 };
/** Every harvest yields one and teaches 10 + 5 x 1 (spec 001 §9). */
const XP_PER_HARVEST = 15;

/** A grown node at its full quantity, as a fresh server lists it. */
function full(node: SpawnedNode) {
  return { ...node, quantity: resourceTypeById(node.type)!.maxQuantity };
}

/** The node of these in view of the spawn that a player can empty soonest. */
function soonestToEmpty(nodes: readonly SpawnedNode[]): SpawnedNode | undefined {
  const inView = nodes.filter((node) => Math.hypot(node.x - START.x, node.y - START.y) <= VIEW_RADIUS_PX && cityIdAt(node.x, node.y) === null && wellPlaced(node));
  if (inView.length === 0) return undefined;
  return inView.reduce((best, node) => (emptyingTimeMs(START, full(node)) < emptyingTimeMs(START, full(best)) ? node : best));
}

/**
 * A world whose node the player can empty soonest is in view of the spawn, emptied within about
 * half a minute, and stands clear of the others, so standing at its foot focuses it and no other:
 * the random placement can crowd two nodes together or leave only far ones in view.
 */
const WORLD = seededWorldWhere((grown) => {
  const soonest = soonestToEmpty(grown);
  if (!soonest) return false;
  const clearance = Math.min(...grown.filter((node) => node !== soonest).map((node) => Math.hypot(node.x - soonest.x, node.y - soonest.y)));
  return emptyingTimeMs(START, full(soonest)) < 35_000 && clearance >= 200;
});
const TARGET = soonestToEmpty(WORLD.nodes)!;
const TARGET_TYPE = resourceTypeById(TARGET.type)!;
const ITEM_ID = TARGET_TYPE.itemId;
const ITEM_NAME = itemById(ITEM_ID)!.name;
const PROFESSION_NAME = PROFESSION_NAMES[TARGET_TYPE.profession];
/** At the target's foot, on the side away from the other nodes. */
const SPOT = standingSpot(TARGET, WORLD.nodes);

// A server for each test, grown from the same seed: the node one test empties is full for the next.

const stage = freshServerEachTest({ devMode: true, worldSeed: WORLD.seed });

/** A gatherer in the world; at the target's foot unless placed elsewhere, with the target drawn, named and focused. */
async function gatherer(place: Spot = SPOT): Promise<{ player: Player; gathering: GatheringPage; target: ProbedNode }> {
  const player = await stage.players.inWorld('gatherer', { place: { at: 'point', ...place } });
  const gathering = new GatheringPage(player.game);
  const nodes = await eventually(() => gathering.nodes(), (list) => list.some((node) => node.x === TARGET.x && node.y === TARGET.y));
  const target = nodes.find((node) => node.x === TARGET.x && node.y === TARGET.y)!;
  if (place === SPOT) await eventually(() => gathering.node(target.id), (node) => node?.drawn === true && node.focused);
  return { player, gathering, target };
}

describe('gathering resources in the wilderness, in a real browser against the real server', () => {
  it('a new player enters the world and sees the nodes around them, as the server lists them', async () => {
    const { player, gathering } = await gatherer(START);
    expect(await player.game.position()).toEqual(START);
    const nodes = await eventually(() => gathering.nodes(), (list) => list.length > 0);
    for (const node of nodes) {
      expect(Math.hypot(node.x - START.x, node.y - START.y)).toBeLessThanOrEqual(VIEW_RADIUS_PX);
      expect(cityIdAt(node.x, node.y)).toBeNull();
    }
    const listed = await player.send(API_ROUTES.gathering.nodes, {});
    expect(nodes.map((node) => node.id).sort()).toEqual(listed.data.nodes.map((node) => node.id).sort());
  });

  it('at the foot of the node it can empty soonest, the world draws it with its name and focuses it', async () => {
    const { player, gathering, target } = await gatherer();
    console.log(`[gatherer] working ${TARGET_TYPE.name} #${target.id} at (${target.x}, ${target.y}), ${target.quantity} to take`);
    const shown = await eventually(
      () => gathering.node(target.id),
      (node) => node?.drawn === true && node.focused,
    );
    expect(shown).toMatchObject({ label: TARGET_TYPE.name, alpha: 1, state: 'full', quantity: target.maxQuantity });
    await player.game.shot('nodes-in-world');
  });

  it('Space does nothing while the player types in the chat', async () => {
    const { player, gathering } = await gatherer();
    await player.game.testId('chat-input').click();
    await gathering.pressSpace();
    // The world has stepped since the key: a harvest it started would show by now.
    await player.game.afterFrames(3);
    expect(await gathering.harvest()).toBeNull();
    expect(await player.game.testId('chat-input').inputValue()).toBe(' ');
  });

  it('Space starts auto-harvest: a bar fills over the gather time, then the item and the profession XP arrive', async () => {
    const { player, gathering, target } = await gatherer();
    const game = player.game;
    const startCount = (await gathering.inventory())[ITEM_ID] ?? 0;
    const pressedAt = Date.now();
    await gathering.pressSpace();
    const started = await eventually(() => gathering.harvest(), (harvest) => harvest !== null);
    expect(started).toMatchObject({ nodeId: target.id, phase: 'gathering' });
    // Half-way through the bar: the picture of a harvest in progress.
    await eventually(() => gathering.harvest(), (harvest) => harvest !== null && harvest.fraction >= 0.4, GATHER_MS[target.type]!);
    await game.shot('harvest-in-progress');

    // The bar took the gather time (ticks of 200 ms; no sooner): the harvest began after Space was
    // pressed, and the first read that found the gain ended after the gain came, whatever the machine's pace.
    const doneSeenAt = await eventually(
      async () => ((await gathering.floats()).includes(`gain: +1 ${ITEM_NAME}`) ? Date.now() : null),
      (seenAt) => seenAt !== null,
      GATHER_MS[target.type]! + 10_000,
    );
    expect(doneSeenAt! - pressedAt).toBeGreaterThanOrEqual(GATHER_MS[target.type]! - 250);
    expect(await gathering.floats()).toContain(`xp: +${XP_PER_HARVEST} ${PROFESSION_NAME} XP`);
    await eventually(() => gathering.inventory(), (inventory) => inventory[ITEM_ID] === startCount + 1);
    await expect.poll(() => gathering.node(target.id).then((node) => node?.quantity)).toBe(target.maxQuantity - 1);

    // The first harvest gave the player their profession; the HUD shows it with its XP.
    await expect.poll(() => game.testId('hud-profession-name').textContent(), { timeout: 5_000 }).toBe(`${PROFESSION_NAME} 1`);
    expect(await game.testId('hud-profession-xp').textContent()).toBe(`${XP_PER_HARVEST} / 100 XP`);
    await expect.poll(() => game.page.getByTestId('notification-toast').allTextContents()).toContainEqual(expect.stringContaining(`New profession: ${PROFESSION_NAME}`));
  });

  it('stops when the player walks out of reach, and a click on the node starts it again', async () => {
    const { player, gathering, target } = await gatherer();
    await gathering.pressSpace();
    await eventually(() => gathering.harvest(), (harvest) => harvest?.nodeId === target.id);

    // Walking is the subject: the harvest stops as the player leaves its reach.
    const away = { x: SPOT.x + (SPOT.x - target.x) * 3, y: SPOT.y + (SPOT.y - target.y) * 3 };
    await gathering.walkTo(away);
    await eventually(() => gathering.harvest(), (harvest) => harvest === null, 3_000);
    expect(await gathering.floats()).toContain('warning: Move closer to the resource to gather it');

    // A click from afar is refused in the same words; from the spot it starts again.
    const node = (await gathering.node(target.id))!;
    const refusedBefore = (await gathering.floats()).filter((f) => f.includes('Move closer')).length;
    await gathering.clickNode(node);
    await expect.poll(() => gathering.floats().then((floats) => floats.filter((f) => f.includes('Move closer')).length)).toBe(refusedBefore + 1);
    expect(await gathering.harvest()).toBeNull();

    await player.place({ at: 'point', ...SPOT });
    await gathering.clickNode(node);
    await eventually(() => gathering.harvest(), (harvest) => harvest?.nodeId === target.id);
  });

  it('gathers until the node is empty: "<name> Depleted" faded to 20%, every unit in the inventory, then the node is replaced', async () => {
    const { player, gathering, target } = await gatherer();
    const game = player.game;
    const startCount = (await gathering.inventory())[ITEM_ID] ?? 0;
    await gathering.pressSpace();
    await eventually(() => gathering.harvest(), (harvest) => harvest?.nodeId === target.id);
    const depleted = await eventually(
      () => gathering.node(target.id),
      (node) => node?.quantity === 0,
      target.maxQuantity * (GATHER_MS[target.type]! + 2_500) + 10_000,
    );
    expect(depleted).toMatchObject({ state: 'depleted', label: `${TARGET_TYPE.name} Depleted`, alpha: 0.2 });
    await game.shot('node-depleted');
    expect(await gathering.harvest()).toBeNull();
    expect(await gathering.floats()).toContain('error: Resource depleted!');

    // Toggling the husk (it lasts about 2 s) is refused in red.
    const refusals = (await gathering.floats()).filter((f) => f === 'error: Resource depleted!').length;
    if (await gathering.node(target.id)) {
      await gathering.pressSpace();
      await expect.poll(() => gathering.floats().then((floats) => floats.filter((f) => f === 'error: Resource depleted!').length)).toBeGreaterThan(refusals);
    }

    const inventory = await eventually(() => gathering.inventory(), (inv) => inv[ITEM_ID] === startCount + target.maxQuantity);
    expect(inventory[ITEM_ID]).toBe(startCount + target.maxQuantity);
    const progress = professionProgress(XP_PER_HARVEST * target.maxQuantity);
    await expect.poll(() => game.testId('hud-profession-name').textContent(), { timeout: 5_000 }).toBe(`${PROFESSION_NAME} ${progress.level}`);
    expect(await game.testId('hud-profession-xp').textContent()).toBe(`${progress.current} / ${progress.needed} XP`);

    // About 2 s after it was emptied the server replaces it: it fades from the world.
    await eventually(() => gathering.node(target.id), (node) => node === undefined, 10_000);
    await gathering.nodesFadedOut();
    await game.shot('node-replaced');
  });
});
