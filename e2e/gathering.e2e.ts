import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { cityIdAt, itemById, PROFESSION_NAMES, professionProgress, resourceTypeById, VIEW_RADIUS_PX } from '@silkroad/shared';
import { eventually, GamePage } from './pages/game-page';
import { emptyingTimeMs, GATHER_MS, GatheringPage, standingSpot, wellPlaced, type ProbedNode } from './pages/gathering-page';
import type { Spot } from './pages/trading-page';
import { launchChromium } from './support/browser';
import { advanceToDaylight } from './support/dev-clock';
import { seededWorldWhere } from './support/world-seed';
import { startGameServer } from './support/game-server';

let server: Awaited<ReturnType<typeof startGameServer>>;
let browser: Browser;
let context: BrowserContext;
let player: GamePage;
let gatherer: GatheringPage;

const START: Spot = { x: 400, y: 300 };
/** Every harvest yields one and teaches 10 + 5 x 1 (spec 001 §9). */
const XP_PER_HARVEST = 15;

/**
 * A world whose node the player can empty soonest is in view of the spawn, emptied within about
 * half a minute, and stands clear of the others, so standing at its foot focuses it and no other:
 * the random placement can crowd two nodes together or leave only far ones in view.
 */
const WORLD = seededWorldWhere((grown) => {
  const full = grown.map((node) => ({ ...node, quantity: resourceTypeById(node.type)!.maxQuantity }));
  const inView = full.filter((node) => Math.hypot(node.x - START.x, node.y - START.y) <= VIEW_RADIUS_PX && cityIdAt(node.x, node.y) === null && wellPlaced(node));
  if (inView.length === 0) return false;
  const soonest = inView.reduce((best, node) => (emptyingTimeMs(START, node) < emptyingTimeMs(START, best) ? node : best));
  const clearance = Math.min(...full.filter((node) => node !== soonest).map((node) => Math.hypot(node.x - soonest.x, node.y - soonest.y)));
  return emptyingTimeMs(START, soonest) < 35_000 && clearance >= 200;
});


beforeAll(async () => {
  server = await startGameServer({ devMode: true, worldSeed: WORLD.seed });
  await advanceToDaylight(server.url);
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[gatherer] page error:', error.message));
  player = new GamePage(page, 'gatherer');
  gatherer = new GatheringPage(player);
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await server?.cleanup();
});

describe('gathering resources in the wilderness, in a real browser against the real server', () => {
  let nodes: ProbedNode[] = [];
  let target: ProbedNode;
  let spot: Spot;
  let itemId = '';
  let itemName = '';
  let professionName = '';
  let startCount = 0;
  let harvests = 0;

  it('a new player enters the world and sees the nodes around them, as the server lists them', async () => {
    await player.open(server.url);
    await player.signIn('xuanzang@example.test', 'Xuanzang');
    await player.testId('name-dialog').waitFor({ timeout: 20_000 });
    await player.chooseName('Xuanzang');
    await player.testId('character-management').waitFor();
    await player.enterWorld();
    expect(await player.position()).toEqual(START);

    nodes = await eventually(() => gatherer.nodes(), (list) => list.length > 0);
    for (const node of nodes) {
      expect(Math.hypot(node.x - START.x, node.y - START.y)).toBeLessThanOrEqual(VIEW_RADIUS_PX);
      expect(cityIdAt(node.x, node.y)).toBeNull();
    }
    const listed = await player.page.evaluate(async () => {
      const record = JSON.parse(localStorage.getItem('srt_auth') ?? '{}') as { tokens?: { accessToken?: string } };
      const response = await fetch('/api/gathering/nodes', { headers: { Authorization: `Bearer ${record.tokens?.accessToken ?? ''}` } });
      return ((await response.json()) as { data: { nodes: Array<{ id: number }> } }).data.nodes.map((node) => node.id);
    });
    expect(nodes.map((node) => node.id).sort()).toEqual(listed.sort());
  });

  it('walks to the node it can empty soonest; the world draws it with its name and focuses it', async () => {
    const full = nodes.filter((node) => node.quantity === node.maxQuantity && wellPlaced(node));
    target = full.reduce((best, node) => (emptyingTimeMs(START, node) < emptyingTimeMs(START, best) ? node : best));
    const type = resourceTypeById(target.type)!;
    itemId = type.itemId;
    itemName = itemById(itemId)!.name;
    professionName = PROFESSION_NAMES[type.profession];
    console.log(`[gatherer] working ${type.name} #${target.id} at (${target.x}, ${target.y}), ${target.quantity} to take`);

    spot = standingSpot(target, nodes);
    await gatherer.walkTo(spot);
    const shown = await eventually(
      () => gatherer.node(target.id),
      (node) => node?.drawn === true && node.focused,
    );
    expect(shown).toMatchObject({ label: type.name, alpha: 1, state: 'full' });
    startCount = (await gatherer.inventory())[itemId] ?? 0;
    await player.shot('nodes-in-world');
  });

  it('Space does nothing while the player types in the chat', async () => {
    await player.testId('chat-input').click();
    await gatherer.pressSpace();
    await player.page.waitForTimeout(400);
    expect(await gatherer.harvest()).toBeNull();
    await player.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  });

  it('Space starts auto-harvest: a bar fills over the gather time, then the item and the profession XP arrive', async () => {
    await gatherer.pressSpace();
    const started = await eventually(() => gatherer.harvest(), (harvest) => harvest !== null);
    expect(started).toMatchObject({ nodeId: target.id, phase: 'gathering' });
    const startedAt = Date.now();
    // Half-way through the bar: the picture of a harvest in progress.
    await eventually(() => gatherer.harvest(), (harvest) => harvest !== null && harvest.fraction >= 0.4, GATHER_MS[target.type]!);
    await player.shot('harvest-in-progress');

    await eventually(() => gatherer.floats(), (floats) => floats.includes(`gain: +1 ${itemName}`), GATHER_MS[target.type]! + 10_000);
    // The bar took the gather time (ticks of 200 ms; no sooner).
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(GATHER_MS[target.type]! - 250);
    harvests = 1;
    expect(await gatherer.floats()).toContain(`xp: +${XP_PER_HARVEST} ${professionName} XP`);
    await eventually(() => gatherer.inventory(), (inventory) => inventory[itemId] === startCount + 1);
    await expect.poll(() => gatherer.node(target.id).then((node) => node?.quantity)).toBe(target.maxQuantity - 1);

    // The first harvest gave the player their profession; the HUD shows it with its XP.
    await expect.poll(() => player.testId('hud-profession-name').textContent(), { timeout: 5_000 }).toBe(`${professionName} 1`);
    expect(await player.testId('hud-profession-xp').textContent()).toBe(`${XP_PER_HARVEST} / 100 XP`);
    await expect.poll(() => player.page.getByTestId('notification-toast').allTextContents()).toContainEqual(expect.stringContaining(`New profession: ${professionName}`));
  });

  it('stops when the player walks out of reach, and a click on the node starts it again', async () => {
    const away = { x: spot.x + (spot.x - target.x) * 3, y: spot.y + (spot.y - target.y) * 3 };
    await gatherer.walkTo(away);
    await eventually(() => gatherer.harvest(), (harvest) => harvest === null, 3_000);
    expect(await gatherer.floats()).toContain('warning: Move closer to the resource to gather it');

    // A click from afar is refused in the same words; from the spot it starts again.
    const node = (await gatherer.node(target.id))!;
    const refusedBefore = (await gatherer.floats()).filter((f) => f.includes('Move closer')).length;
    await gatherer.clickNode(node);
    await expect.poll(() => gatherer.floats().then((floats) => floats.filter((f) => f.includes('Move closer')).length)).toBe(refusedBefore + 1);
    expect(await gatherer.harvest()).toBeNull();

    await gatherer.walkTo(spot);
    await gatherer.clickNode(node);
    await eventually(() => gatherer.harvest(), (harvest) => harvest?.nodeId === target.id);
  });

  it('gathers until the node is empty: "<name> Depleted" faded to 20%, every unit in the inventory, then the node is replaced', async () => {
    const left = target.maxQuantity - harvests;
    const depleted = await eventually(
      () => gatherer.node(target.id),
      (node) => node?.quantity === 0,
      left * (GATHER_MS[target.type]! + 2_500) + 10_000,
    );
    const name = resourceTypeById(target.type)!.name;
    expect(depleted).toMatchObject({ state: 'depleted', label: `${name} Depleted`, alpha: 0.2 });
    await player.shot('node-depleted');
    expect(await gatherer.harvest()).toBeNull();
    expect(await gatherer.floats()).toContain('error: Resource depleted!');

    // Toggling the husk (it lasts about 2 s) is refused in red.
    const refusals = (await gatherer.floats()).filter((f) => f === 'error: Resource depleted!').length;
    if (await gatherer.node(target.id)) {
      await gatherer.pressSpace();
      await expect.poll(() => gatherer.floats().then((floats) => floats.filter((f) => f === 'error: Resource depleted!').length)).toBeGreaterThan(refusals);
    }

    const inventory = await eventually(() => gatherer.inventory(), (inv) => inv[itemId] === startCount + target.maxQuantity);
    expect(inventory[itemId]).toBe(startCount + target.maxQuantity);
    const progress = professionProgress(XP_PER_HARVEST * target.maxQuantity);
    await expect.poll(() => player.testId('hud-profession-name').textContent(), { timeout: 5_000 }).toBe(`${professionName} ${progress.level}`);
    expect(await player.testId('hud-profession-xp').textContent()).toBe(`${progress.current} / ${progress.needed} XP`);

    // About 2 s after it was emptied the server replaces it: it fades from the world.
    await eventually(() => gatherer.node(target.id), (node) => node === undefined, 10_000);
    // The fade takes 0.6 s.
    await player.page.waitForTimeout(800);
    await player.shot('node-replaced');
  });
});
