import { describe, expect, it } from 'vitest';
import { API_ROUTES, commissionTerms, GROVE_RADIUS_PX, npcById, professionActionById, professionProgress, treeTypeById, type DevPlaceRequest, type SpawnedNode } from '@silkroad/shared';
import { HOME_WORKSHOP } from '../desktop/renderer/src/game/farm/farm-layout';
import { FarmPage } from './pages/farm-page';
import { eventually, type GamePage } from './pages/game-page';
import { GatheringPage, standingSpot, wellPlaced } from './pages/gathering-page';
import { ProfessionsPage } from './pages/professions-page';
import { parseMoney, TradingPage, type Spot } from './pages/trading-page';
import { seededWorldWhere } from './support/world-seed';
import { freshServerEachTest } from './support/stage';
import type { Player, PlayerOptions } from './support/players';
import { sendRoute, type SignedInSession } from './support/session';

const START: Spot = { x: 400, y: 300 };
const SMELTING = professionActionById('smelting')!;
const TOOL_MAKING = professionActionById('tool-making')!;
const PINE = treeTypeById('pine')!;
/** Each attempt rolls on the server (80% at level 1): a few tries make a failure of the whole test negligible. */
const MAX_TRIES = 6;
const CONSTANTINOPLE = 1;
const AT_FORGE_YARD: DevPlaceRequest = { at: 'site', siteId: 'varangian-forge-yard' };
/** Samarkand's craftsman, by the Paper Mill Workshop: he takes commissions in person. */
const PAPER_MAKER = npcById('abu-mansur-the-paper-maker')!;

/** The node of `type` the seeded world grew nearest `from`, in the mining zone and the woods by Constantinople. */
function nearestGrown(nodes: readonly SpawnedNode[], type: string, from: Spot): SpawnedNode | undefined {
  return nodes
    .filter((node) => node.type === type && wellPlaced(node))
    .sort((a, b) => Math.hypot(a.x - from.x, a.y - from.y) - Math.hypot(b.x - from.x, b.y - from.y))[0];
}

/**
 * A world with iron ore on the slopes above Constantinople and a tree in the Thracian woods or the
 * city's fields, both near the start: the test plays the gathering, not a search of the map.
 */
const WORLD = seededWorldWhere((nodes) => {
  const ore = nearestGrown(nodes, 'iron-ore', START);
  const wood = nearestGrown(nodes, 'wood', START);
  return !!ore && !!wood && Math.hypot(ore.x - START.x, ore.y - START.y) < 450 && Math.hypot(wood.x - START.x, wood.y - START.y) < 450;
});

// A development server for each test, grown from the same seed: nodes, clock and crafts stay the test's own.

const stage = freshServerEachTest({ devMode: true, worldSeed: WORLD.seed });

/** The pages a smith plays through. */
interface Smith {
  smith: Player;
  player: GamePage;
  trader: TradingPage;
  gatherer: GatheringPage;
  farm: FarmPage;
  professions: ProfessionsPage;
}

/** A player in the world, where `options.place` put them; screenshots are labelled as before. */
async function smithIn(options: Omit<PlayerOptions, 'name'> = {}): Promise<Smith> {
  const smith = await stage.players.inWorld('smith', options);
  const player = smith.game;
  const trader = new TradingPage(player);
  return { smith, player, trader, gatherer: new GatheringPage(player), farm: new FarmPage(player, trader, stage.server.url), professions: new ProfessionsPage(player, trader, stage.server.url) };
}

/** Buys goods over HTTP where the player stands in Constantinople: set-up, not the subject. */
async function buyOverHttp(session: SignedInSession, goods: Readonly<Record<string, number>>): Promise<void> {
  for (const [itemId, quantity] of Object.entries(goods)) await sendRoute(stage.server.url, session, API_ROUTES.trade.execute, { body: { type: 'buy', itemId, cityId: CONSTANTINOPLE, quantity, priceLimit: 1_000_000 } });
}

/**
 * Works the node the seeded world grew nearest the start with a click until `count` more of its
 * item are in the inventory, then steps off to stop. The player is put at its foot: the walk
 * there is not the subject.
 */
async function gather({ smith, player, trader, gatherer, professions }: Smith, type: string, itemId: string, count: number): Promise<void> {
  const grown = nearestGrown(WORLD.nodes, type, START)!;
  const spot = standingSpot(grown, WORLD.nodes);
  const before = (await gatherer.inventory())[itemId] ?? 0;
  await smith.place({ at: 'point', ...spot });
  // The world lists the nodes in view of where the player now stands.
  const shown = await eventually(
    async () => (await gatherer.nodes()).find((node) => node.type === type && node.x === grown.x && node.y === grown.y),
    (node) => node?.focused === true,
  );
  // The player clicks the tree or the vein to start working it.
  await gatherer.clickNode(shown!);
  await eventually(() => gatherer.harvest(), (harvest) => harvest?.nodeId === shown!.id, 5_000);
  await eventually(() => gatherer.inventory(), (inventory) => (inventory[itemId] ?? 0) >= before + count, count * 8_000 + 10_000).catch(async (error: unknown) => {
    console.log('[smith] floats', await gatherer.floats(), 'harvest', await gatherer.harvest(), 'at', await player.position(), 'server', JSON.stringify(await professions.api(API_ROUTES.location.location, {})), 'node', shown);
    await trader.shot('gather-stuck');
    throw error;
  });
  await smith.place({ at: 'point', x: spot.x + (spot.x - grown.x) * 3, y: spot.y + (spot.y - grown.y) * 3 });
  await eventually(() => gatherer.harvest(), (harvest) => harvest === null, 5_000);
}

describe('professions, crafting and the workshop, in a real browser against the real server', () => {
  it('a new player gathers iron ore and wood in the wilderness', async () => {
    const pages = await smithIn();
    expect(await pages.player.position()).toEqual(START);
    await gather(pages, 'iron-ore', 'iron-ore', 2);
    // Wood grows in the woods and fields, a few trees each: the player works a tree.
    await gather(pages, 'wood', 'logs', 1);
    const held = await pages.professions.holdings();
    expect(held.inventory['iron-ore']).toBeGreaterThanOrEqual(2);
    expect(held.inventory.logs).toBeGreaterThanOrEqual(1);
  });

  it('at the forge yard of Constantinople E opens the forge; it smelts the ore into an ingot', async () => {
    const { smith, trader, professions } = await smithIn({ place: AT_FORGE_YARD, before: (session) => buyOverHttp(session, { 'iron-ore': 2, logs: 1 }) });
    const ingotsBefore = (await professions.holdings()).inventory['iron-ingot'] ?? 0;
    await expect.poll(() => trader.text('site-prompt')).toContain('Press E to blacksmith');
    await trader.shot('forge-yard-prompt');
    await professions.openPopup('blacksmithing');
    const popup = professions.popup('blacksmithing');
    expect(await popup.textContent()).toContain('Smithy');
    await expect.poll(() => popup.getByTestId('profession-action-smelting').isEnabled()).toBe(true);
    await trader.shot('forge-popup');

    let made = false;
    for (let attempt = 1; attempt <= MAX_TRIES && !made; attempt += 1) {
      const held = await professions.holdings();
      if ((held.inventory['iron-ore'] ?? 0) < 2 || (held.inventory.logs ?? 0) < 1) {
        // A failed melt wasted the ore: more from the Grand Bazaar, in the same city.
        await professions.closePopup('blacksmithing');
        await buyOverHttp(await smith.currentSession(), { 'iron-ore': 2, logs: 1 });
        await professions.openPopup('blacksmithing');
      }
      const outcome = await professions.forge('smelting', SMELTING.durationMs);
      if (attempt === 1) await trader.shot('forge-smelting-result');
      made = outcome.success;
      if (made) expect(outcome.text).toContain('Iron Ingot');
      else expect(outcome.text).toContain('Smithing failed - materials were wasted or forge temperature was incorrect.');
      await professions.dismissResult();
    }
    expect(made).toBe(true);
    await professions.expectHolding('iron-ingot', (quantity) => quantity > ingotsBefore);
  });

  it('forges an ingot into a tool, and the XP and level show in the result and in Player Stats', async () => {
    const { player, trader, professions } = await smithIn({ place: AT_FORGE_YARD });
    const pickaxesBefore = (await professions.holdings()).inventory.pickaxe ?? 0;
    await professions.openPopup('blacksmithing');
    let made = false;
    let xpShown = 0;
    for (let attempt = 1; attempt <= MAX_TRIES && !made; attempt += 1) {
      const outcome = await professions.forge('tool-making', TOOL_MAKING.durationMs);
      made = outcome.success;
      expect(outcome.text).toMatch(/\+\d+ XP/);
      expect(outcome.text).toMatch(/Level \d+/);
      xpShown += Number(/\+(\d+) XP/.exec(outcome.text)?.[1] ?? 0);
      if (made) {
        expect(outcome.text).toContain('Pickaxe');
        await trader.shot('forge-tool-result');
      }
      await professions.dismissResult();
    }
    expect(made).toBe(true);
    await professions.expectHolding('pickaxe', (quantity) => quantity > pickaxesBefore);
    await professions.closePopup('blacksmithing');

    const status = await professions.api(API_ROUTES.professions.progressionStatus, {});
    const smithingXp = status.data.professions.find((entry) => entry.id === 'blacksmithing')!.experience;
    // What the results said is what the server counted.
    expect(smithingXp).toBeGreaterThanOrEqual(TOOL_MAKING.xp);
    expect(smithingXp).toBe(xpShown);
    await trader.press('c');
    const stats = player.testId('stats-window');
    await stats.waitFor();
    const progress = professionProgress(smithingXp);
    await expect.poll(() => player.testId('profession-levels').textContent()).toContain(`${progress.current} / ${progress.needed}`);
    await trader.shot('player-stats-professions');
    await trader.press('c');
    await stats.waitFor({ state: 'detached' });
  });

  it('queues two crafts in the Professions window; both finish, one after the other, into healing potions', async () => {
    // The starter kit's herbs and water make four potions; a few more, should every roll fail.
    const { player, trader, professions } = await smithIn({ place: AT_FORGE_YARD, before: (session) => buyOverHttp(session, { 'healing-herb': 6, 'pure-water': 3 }) });
    const before = (await professions.holdings()).inventory['healing-potion'] ?? 0;
    await trader.press('p');
    const window = player.testId('professions-window');
    await window.waitFor();
    await player.testId('professions-tab-alchemy').click();
    await player.testId('recipe-healing-potion').click();
    await player.testId('craft-quantity').fill('2');
    await player.testId('craft-item').click();
    await player.testId('craft-quantity').fill('1');
    await player.testId('craft-item').click();
    const queue = player.testId('craft-queue');
    await expect.poll(() => queue.locator('[data-testid^="craft-queue-"]').count(), { timeout: 10_000 }).toBe(2);
    await trader.shot('professions-window-queue');
    // Two, then one, healing potions of 5 s each at most; the window claims each when it is done.
    await expect.poll(() => queue.locator('[data-testid^="craft-queue-"]').count(), { timeout: 60_000 }).toBe(0);
    // Each potion rolls its success when claimed: should all three have failed, the player brews another.
    let made = (await professions.holdings()).inventory['healing-potion'] ?? 0;
    for (let attempt = 1; attempt <= 3 && made <= before; attempt += 1) {
      await player.testId('craft-quantity').fill('1');
      await player.testId('craft-item').click();
      await expect.poll(() => queue.locator('[data-testid^="craft-queue-"]').count()).toBe(1);
      await expect.poll(() => queue.locator('[data-testid^="craft-queue-"]').count(), { timeout: 60_000 }).toBe(0);
      made = (await professions.holdings()).inventory['healing-potion'] ?? 0;
    }
    expect(made).toBeGreaterThan(before);
    await trader.shot('professions-window-done');
    await trader.press('p');
    await window.waitFor({ state: 'detached' });
  });

  it('on the farm, the home workshop opens the workshop scene, where a bench is bought and placed on the grid', async () => {
    const { player, trader, farm, professions } = await smithIn({ place: { at: 'farm' } });
    await farm.waitForScene('farm');
    // The farm is a scene of the page's own (the server has the player at its gate): the player
    // walks round the north of the beds, then down to the workshop's door.
    await trader.walkTo({ x: 950, y: 290 });
    await trader.walkTo({ x: HOME_WORKSHOP.x - 90, y: HOME_WORKSHOP.y + HOME_WORKSHOP.height / 2 });
    // A step into its reach (50 px) takes the player inside.
    await player.focusWorld();
    await player.holdKeyUntil('KeyD', () => window.__silkroadWorkshop?.open() === true, undefined);
    await player.testId('workshop-scene-panels').waitFor();
    // The scene fades in (300 ms): the picture once it is whole.
    await player.page.waitForFunction(() => window.__silkroadWorkshop?.fadedIn() === true, undefined, { timeout: 5_000 });
    expect(await trader.text('workshop-hint')).toContain('I=Inventory, C=Stats, ESC=Exit, V=Master Workshop');
    await trader.shot('workshop-empty');

    const copperBefore = (await professions.holdings()).totalCopper;
    await player.testId('workshop-tab-shop').click();
    await player.testId('bench-buy-blacksmithing-1').click();
    // The free cell nearest the middle of the floor (its corners may lie under the HUD).
    const cells = await player.page.evaluate(() => window.__silkroadWorkshop!.freeCells());
    const cell = cells.reduce((best, c) => (Math.hypot(c.x, c.y) < Math.hypot(best.x, best.y) ? c : best));
    const point = await player.page.evaluate(({ x, y }) => window.__silkroadWorkshop!.floorPoint(x, y), cell);
    const canvas = await player.page.locator('canvas').boundingBox();
    await player.page.mouse.move(canvas!.x + point.x, canvas!.y + point.y);
    await expect
      .poll(() => player.page.evaluate(() => window.__silkroadWorkshop!.placing()?.ghost?.valid ?? null))
      .toBe(true)
      .catch(async (error: unknown) => {
        const over = await player.page.evaluate(({ x, y }) => {
          const element = document.elementFromPoint(x, y);
          return element ? `${element.tagName}.${element.className} ${element.getAttribute('data-testid') ?? ''} parent ${element.parentElement?.className}` : null;
        }, point);
        console.log('[smith] over', over);
        console.log('[smith] placing', JSON.stringify(await player.page.evaluate(() => window.__silkroadWorkshop!.placing())), 'cell', cell, 'point', point, 'canvas', canvas);
        await trader.shot('workshop-placing-stuck');
        throw error;
      });
    await trader.shot('workshop-placing-bench');
    await player.page.mouse.click(canvas!.x + point.x, canvas!.y + point.y);
    await expect.poll(() => player.page.evaluate(() => window.__silkroadWorkshop!.benches().map((bench) => bench.benchId))).toEqual(['blacksmithing-1']);
    const workshop = await professions.api(API_ROUTES.workshop.workshop, {});
    expect(workshop.data.benches).toEqual([expect.objectContaining({ benchId: 'blacksmithing-1', x: cell.x, y: cell.y })]);
    expect((await professions.holdings()).totalCopper).toBe(copperBefore - 500 * 100);
    await expect.poll(() => trader.text('workshop-benches')).toContain('1/2');
    await trader.shot('workshop-bench-placed');

    // With an anvil on the floor the smith's basic recipes can be made here.
    await player.testId('workshop-tab-crafting').click();
    await player.testId('station-recipe-iron-nails').click();
    await expect.poll(() => player.testId('station-craft').isEnabled()).toBe(true);
    await trader.shot('workshop-crafting-panel');

    await player.testId('workshop-exit').click();
    await player.page.waitForFunction(() => window.__silkroadWorkshop?.open() !== true, undefined, { timeout: 15_000 });
  });

  it('sells a healing potion at the Grand Bazaar; H lists every key, E among them for the profession sites', async () => {
    const { player, trader, professions } = await smithIn({ place: { at: 'market', cityId: CONSTANTINOPLE }, before: (session) => buyOverHttp(session, { 'healing-potion': 1 }) });
    await trader.openTradingPost();
    const before = await professions.holdings();
    const potions = before.inventory['healing-potion'] ?? 0;
    await player.testId('tp-inventory-healing-potion').click();
    await trader.setQuantity('1');
    await player.testId('trade-sell').click();
    const received = parseMoney((await trader.expectTradeLog(/^Sold 1 Healing Potion for /)).replace('Sold 1 Healing Potion for ', ''));
    expect(received).toBeGreaterThan(0);
    const after = await professions.holdings();
    expect(after.inventory['healing-potion'] ?? 0).toBe(potions - 1);
    expect(after.totalCopper).toBe(before.totalCopper + received);
    await trader.shot('sold-healing-potion');
    await player.testId('trading-post-close').click();

    // H lists every key, E among them for the profession sites.
    await trader.press('h');
    await expect.poll(() => player.testId('help-window').textContent()).toContain('Professions');
    await trader.shot('help-window');
    await trader.press('h');
  });

  it('at the Paper Mill Workshop of Samarkand it is sent to the paper-maker, who takes a commission for boots in person; they join the crafting queue', async () => {
    const { smith, player, trader, professions } = await smithIn({ place: { at: 'site', siteId: 'paper-mill-workshop' } });
    const before = await professions.holdings();
    await expect.poll(() => trader.text('site-prompt')).toContain('Press E to craft');
    await professions.openPopup('crafting');
    const popup = professions.popup('crafting');
    // Commissions are the craftsmen's (the NPC guard): the workshop names who takes them here.
    await expect.poll(() => popup.getByTestId('commission-pointer').textContent()).toContain(PAPER_MAKER.name);
    await professions.closePopup('crafting');

    await smith.place({ at: 'point', x: PAPER_MAKER.position!.x + 14, y: PAPER_MAKER.position!.y + 26 });
    await player.focusWorld();
    await player.talk();
    const panel = player.testId('commission-panel');
    await panel.waitFor({ timeout: 10_000 });
    expect(await panel.textContent()).toContain(`Commission from ${PAPER_MAKER.name}`);
    await player.testId('commission-item').selectOption('leather-boots');
    await player.testId('commission-order').click();
    await expect.poll(() => player.testId('commission-note').textContent(), { timeout: 10_000 }).toContain('Collect it from your crafting queue');
    await trader.shot('crafting-commission');
    const queue = await professions.api(API_ROUTES.crafting.queue, {});
    expect(queue.data.queue).toContainEqual(expect.objectContaining({ kind: 'commission', recipeId: 'leather-boots' }));
    const price = commissionTerms('leather-boots')!.priceCopper;
    expect((await professions.holdings()).totalCopper).toBe(before.totalCopper - price);
    await trader.press('Escape');
    await player.testId('npc-dialog').waitFor({ state: 'detached' });
  });

  it('at the Pontic Logging Camp it plants two pines, which grow into trees of the woods after their growth time', async () => {
    const { player, trader, gatherer, professions } = await smithIn({ place: { at: 'site', siteId: 'pontic-logging-camp' } });
    await expect.poll(() => trader.text('site-prompt')).toContain('Press E to log');
    await professions.openPopup('logging');
    const popup = professions.popup('logging');
    await popup.getByTestId('planting-panel').waitFor();
    const before = await professions.holdings();
    await popup.getByTestId('planting-tree').selectOption('pine');
    await popup.getByTestId('planting-quantity').fill('2');
    await popup.getByTestId('planting-plant').click();
    await expect.poll(() => popup.getByTestId('planting-note').textContent()).toContain('Planted 2 pine saplings: +4 Logging XP. They grow into trees near here in 2 h.');
    expect((await professions.holdings()).totalCopper).toBe(before.totalCopper - 2 * PINE.saplingCopper);
    // The saplings sit below the logging actions: the player scrolls down to them.
    await popup.getByTestId('planting-note').scrollIntoViewIfNeeded();
    await trader.shot('logging-planting');
    await professions.closePopup('logging');

    const planted = await player.position();
    const grownNear = async () =>
      (await gatherer.nodes()).filter((node) => node.type === 'wood' && node.maxQuantity === PINE.logs && Math.hypot(node.x - planted.x, node.y - planted.y) <= GROVE_RADIUS_PX);
    expect(await grownNear()).toEqual([]);
    // A whole game day (twice a pine's growth): the trees stand by the same daylight.
    await professions.advanceClock(2 * PINE.growthMs);
    // The server's sweep grows them and tells the players in view.
    // The listing can come before the node-update that draws them: wait for both.
    const trees = await eventually(grownNear, (near) => near.length === 2 && near.every((tree) => tree.drawn), 15_000);
    expect(trees.every((tree) => tree.quantity === PINE.logs && tree.drawn)).toBe(true);
    // A few steps back to see them. The clock has run past the life of the fixture's tokens: the page walks there itself.
    await trader.walkTo({ x: planted.x, y: planted.y + 120 });
    await trader.shot('planted-trees-grown');
  });
});
