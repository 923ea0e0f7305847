import type { GamePage } from './game-page';
import { TradingPage, type Spot } from './trading-page';
// The world's own declaration of window.__silkroadNodes: one probe type for both sides.
import type { ProbedNode } from '../../desktop/renderer/src/game/gathering/node-probe';

export type { ProbedNode };

/** Resource types with their gather time and size (spec 001 §3), to pick a node a test can empty quickly. */
export const GATHER_MS: Readonly<Record<string, number>> = {
  wood: 3_000,
  'iron-ore': 4_000,
  'copper-ore': 3_500,
  stone: 2_500,
  'healing-herbs': 2_000,
  'magic-mushrooms': 3_000,
  cotton: 2_500,
  'silk-fiber': 4_500,
  'wild-berries': 1_500,
  gems: 8_000,
};

/** The player's walking speed (shared PLAYER_SPEED_PX_PER_S). */
const WALK_PX_PER_S = 160;
/** A cycle after the first waits 800-1200 ms before its bar starts, plus the request. */
const CYCLE_OVERHEAD_MS = 1_300;

/** How long emptying a full node takes from `from`: the walk, then every cycle. */
export function emptyingTimeMs(from: Spot, node: Pick<ProbedNode, 'x' | 'y' | 'type' | 'quantity'>): number {
  const walk = (Math.hypot(node.x - from.x, node.y - from.y) / WALK_PX_PER_S) * 1000;
  return walk + node.quantity * ((GATHER_MS[node.type] ?? 5_000) + CYCLE_OVERHEAD_MS);
}

/**
 * Where to stand to work a node: at its foot, a little to one side (64 px away, so the player
 * hides neither the node nor its name), on the side farther from other nodes, so the node is
 * the one the focus picks (nodes are at least 80 px apart).
 */
export function standingSpot(node: Spot, others: readonly Spot[]): Spot {
  const candidates: Spot[] = [
    { x: node.x + 45, y: node.y + 45 },
    { x: node.x - 45, y: node.y + 45 },
    { x: node.x, y: node.y + 60 },
  ];
  const clearance = (spot: Spot) => Math.min(Infinity, ...others.filter((o) => o.x !== node.x || o.y !== node.y).map((o) => Math.hypot(o.x - spot.x, o.y - spot.y)));
  return candidates.reduce((best, spot) => (clearance(spot) > clearance(best) + 10 ? spot : best));
}

/** A node whose name, bar and floating results stay on screen: away from the world's edges. */
export function wellPlaced(node: Spot): boolean {
  return node.y >= 180 && node.x >= 160 && node.x <= 3_840 && node.y <= 2_900;
}

/** Gathering as a player does it: the nodes in the world, walking to one, Space or a click, the results. */
export class GatheringPage {
  readonly trading: TradingPage;

  constructor(readonly game: GamePage) {
    this.trading = new TradingPage(game);
  }

  private get page() {
    return this.game.page;
  }

  /** The nodes the world knows, as it draws them. */
  async nodes(): Promise<ProbedNode[]> {
    return this.page.evaluate(() => window.__silkroadNodes?.nodes() ?? []);
  }

  async node(id: number): Promise<ProbedNode | undefined> {
    return (await this.nodes()).find((node) => node.id === id);
  }

  async harvest(): Promise<{ nodeId: number; fraction: number; phase: string } | null> {
    return this.page.evaluate(() => window.__silkroadNodes?.harvest() ?? null);
  }

  /** The texts that floated up from nodes so far. */
  async floats(): Promise<string[]> {
    return this.page.evaluate(() => (window.__silkroadNodes?.floats() ?? []).map((f) => `${f.tone}: ${f.text}`));
  }

  async walkTo(spot: Spot): Promise<Spot> {
    return this.trading.walkTo(spot, 6, 60_000);
  }

  /** Waits until no removed node is still fading from the world. */
  async nodesFadedOut(): Promise<void> {
    await this.page.waitForFunction(() => (window.__silkroadNodes?.fadingOut() ?? 0) === 0, undefined, { timeout: 5_000 });
  }

  /** Clicks the middle of a node's picture. */
  async clickNode(node: ProbedNode): Promise<void> {
    await this.trading.clickWorld({ x: node.x, y: node.y - 18 });
    // The click leaves the page focused on nothing in particular, as a player's would.
  }

  async pressSpace(): Promise<void> {
    await this.page.keyboard.press('Space');
  }

  /** The player's inventory as the server holds it. */
  async inventory(): Promise<Record<string, number>> {
    return (await this.trading.serverPlayer()).inventory;
  }
}
