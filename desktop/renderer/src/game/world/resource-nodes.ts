import type Phaser from 'phaser';
import { rectContains, type Rect, type ResourceNodeView as NodeData } from '@silkroad/shared';
import type { GameBus } from '../../bus/game-bus';
import { DEPTH } from '../depth';
import { ResourceNodeView } from '../entities/resource-node-view';
import type { HarvestProgress } from '../gathering/gathering-events';
import type { FloatLine, FloatTone } from '../gathering/gathering-texts';
import { focusedNode } from '../gathering/node-focus';
import { publishNodeProbe, type NodeProbe } from '../gathering/node-probe';
import { spaceIsForTheWorld } from '../gathering/space-key';
import { npcTakesPrecedence } from '../interaction/npc-reach';

/** Nodes get display objects this far beyond the camera's edge, and lose them twice as far out. */
const SHOW_MARGIN_PX = 160;
const HIDE_MARGIN_PX = 320;
/** Lines floating up from one node leave at least this far apart, so each has risen clear of the last. */
const FLOAT_SPACING_MS = 420;
const FLOAT_RISE_PX = 44;
/** Where lines leave from: above the node's name and its harvest bar. */
const FLOAT_START_ABOVE_PX = 36;
const FLOAT_LOG_SIZE = 40;
/** The hint's baseline above the node's top, clear of its name. */
const HINT_ABOVE_NAME_PX = 20;
/** Above the sky's light and weather, so results stay readable at night and in a storm. */
const FLOAT_DEPTH = DEPTH.lightning + 1;

const FLOAT_COLOURS: Readonly<Record<FloatTone, string>> = {
  gain: '#b4f27e',
  xp: '#ffd95a',
  warning: '#ffa033',
  error: '#ff5a48',
  info: '#fff4dc',
};

const FONT = '"Trebuchet MS", "Segoe UI", "DejaVu Sans", sans-serif';

/**
 * The resource nodes of the main world. Knows every node the server listed (a few dozen at most)
 * and gives display objects only to those near the camera. Focuses the nearest one in reach,
 * turns a click, tap or Space into a toggle request on the bus, and draws what the gathering
 * controller reports: the harvest bar and the lines that float up from a node.
 */
export class ResourceNodes {
  private readonly nodes = new Map<number, NodeData>();
  private readonly views = new Map<number, ResourceNodeView>();
  /** Views of removed nodes, until their fade-out ends. */
  private readonly fading = new Set<ResourceNodeView>();
  private readonly floats = new Set<Phaser.GameObjects.Text>();
  private readonly floatLog: Array<{ nodeId: number; text: string; tone: FloatTone }> = [];
  private readonly nextFloatAt = new Map<number, number>();
  private readonly floatTimers = new Set<Phaser.Time.TimerEvent>();
  private readonly hint: Phaser.GameObjects.Text;
  private readonly unsubscribe: Array<() => void>;
  private readonly removeProbe: () => void;
  private harvest: HarvestProgress | null = null;
  private focusedId: number | null = null;
  private player = { x: 0, y: 0 };
  private clock = 0;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly bus: GameBus,
    /** How far the nearest open NPC in reach stands (null: none): one as near as the node takes Space from it (npc-reach.ts). */
    private readonly npcDistance: (x: number, y: number) => number | null = () => null,
  ) {
    this.hint = scene.add
      .text(0, 0, '[Space] Gather', { fontFamily: FONT, fontSize: '11px', fontStyle: 'bold', color: '#f1d27a', stroke: '#1d140b', strokeThickness: 3 })
      .setOrigin(0.5, 1)
      .setVisible(false);
    this.unsubscribe = [
      bus.on('nodes:replace', (nodes) => this.replaceAll(nodes)),
      bus.on('nodes:update', ({ node, removed }) => (removed ? this.remove(node.id) : this.put(node))),
      bus.on('harvest:progress', (progress) => this.setHarvest(progress)),
      bus.on('harvest:float', ({ nodeId, line }) => this.float(nodeId, line)),
      // The touch Gather button is Space.
      bus.on('touch:key', ({ key }) => {
        if (key === 'Space' && this.focusedId !== null) bus.emit('node:toggle', { nodeId: this.focusedId });
      }),
    ];
    scene.input.keyboard?.on('keydown-SPACE', this.onSpace, this);
    const probe: NodeProbe = {
      nodes: () =>
        [...this.nodes.values()].map((node) => {
          const view = this.views.get(node.id);
          return { ...node, drawn: view !== undefined, label: view?.labelText ?? null, alpha: view?.alpha ?? null, focused: this.focusedId === node.id };
        }),
      harvest: () => (this.harvest ? { ...this.harvest } : null),
      floats: () => this.floatLog.map((entry) => ({ ...entry })),
      fadingOut: () => this.fading.size,
    };
    this.removeProbe = publishNodeProbe(probe);
  }

  /** Called every frame with the local player and what the camera shows. */
  update(playerX: number, playerY: number, view: Rect, elapsedMs: number): void {
    this.clock += elapsedMs;
    this.player = { x: playerX, y: playerY };
    this.cull(view);
    const focus = focusedNode(this.player, this.nodes.values());
    const yields = focus !== undefined && npcTakesPrecedence(this.npcDistance(playerX, playerY), Math.hypot(focus.x - playerX, focus.y - playerY));
    this.setFocus(yields ? null : (focus?.id ?? null));
    for (const nodeView of this.views.values()) nodeView.animate(elapsedMs);
  }

  /** How far the node Space would work from the point stands (null: none in reach), whatever an NPC nearby. */
  focusDistance(x: number, y: number): number | null {
    const focus = focusedNode({ x, y }, this.nodes.values());
    return focus ? Math.hypot(focus.x - x, focus.y - y) : null;
  }

  private replaceAll(list: readonly NodeData[]): void {
    const next = new Set(list.map((node) => node.id));
    for (const id of [...this.nodes.keys()]) if (!next.has(id)) this.remove(id);
    for (const node of list) this.put(node);
  }

  private put(node: NodeData): void {
    this.nodes.set(node.id, node);
    this.views.get(node.id)?.update(node);
  }

  private remove(id: number): void {
    this.nodes.delete(id);
    const view = this.views.get(id);
    if (!view) return;
    this.views.delete(id);
    if (this.focusedId === id) this.setFocus(null);
    this.fading.add(view);
    view.fadeOut(() => this.fading.delete(view));
  }

  private cull(view: Rect): void {
    for (const [id, nodeView] of this.views) {
      if (rectContains(view, nodeView.data.x, nodeView.data.y, HIDE_MARGIN_PX)) continue;
      nodeView.destroy();
      this.views.delete(id);
    }
    for (const node of this.nodes.values()) {
      if (this.views.has(node.id) || !rectContains(view, node.x, node.y, SHOW_MARGIN_PX)) continue;
      const nodeView = new ResourceNodeView(this.scene, node, (nodeId) => this.bus.emit('node:toggle', { nodeId }));
      if (this.harvest?.nodeId === node.id) nodeView.setProgress(this.harvest.fraction, this.harvest.phase === 'resting');
      if (this.focusedId === node.id) nodeView.setFocused(true);
      this.views.set(node.id, nodeView);
    }
  }

  private setFocus(id: number | null): void {
    if (id !== this.focusedId) {
      if (this.focusedId !== null) this.views.get(this.focusedId)?.setFocused(false);
      this.focusedId = id;
      if (id !== null) this.views.get(id)?.setFocused(true);
      this.bus.emit('node:focused', id === null ? null : { nodeId: id });
    }
    this.placeHint();
  }

  /**
   * "[Space] Gather" over the focused node's name, where the harvest bar shows while it is being
   * worked: above the node, the player standing at its foot never hides it.
   */
  private placeHint(): void {
    const node = this.focusedId === null ? undefined : this.nodes.get(this.focusedId);
    const view = node && this.views.get(node.id);
    if (!node || !view || node.quantity <= 0 || this.harvest?.nodeId === node.id) {
      if (this.hint.visible) this.hint.setVisible(false);
      return;
    }
    const y = node.y - view.height - HINT_ABOVE_NAME_PX;
    if (this.hint.x !== node.x || this.hint.y !== y) this.hint.setPosition(node.x, y);
    if (this.hint.depth !== view.container.depth) this.hint.setDepth(view.container.depth);
    this.hint.setVisible(true);
  }

  private setHarvest(progress: HarvestProgress | null): void {
    if (this.harvest && this.harvest.nodeId !== progress?.nodeId) this.views.get(this.harvest.nodeId)?.setProgress(null);
    this.harvest = progress;
    if (progress) this.views.get(progress.nodeId)?.setProgress(progress.fraction, progress.phase === 'resting');
  }

  /**
   * A line rising from a node and fading. Lines for one node a moment apart (an item, its XP, why
   * harvesting stopped) leave one after another from the same point, so they never overlap.
   */
  private float(nodeId: number, line: FloatLine): void {
    this.floatLog.push({ nodeId, text: line.text, tone: line.tone });
    if (this.floatLog.length > FLOAT_LOG_SIZE) this.floatLog.shift();
    const freeAt = Math.max(this.clock, this.nextFloatAt.get(nodeId) ?? 0);
    this.nextFloatAt.set(nodeId, freeAt + FLOAT_SPACING_MS);
    const delay = freeAt - this.clock;
    if (delay <= 0) {
      this.launchFloat(nodeId, line);
      return;
    }
    const timer = this.scene.time.delayedCall(delay, () => {
      this.floatTimers.delete(timer);
      this.launchFloat(nodeId, line);
    });
    this.floatTimers.add(timer);
  }

  private launchFloat(nodeId: number, line: FloatLine): void {
    const node = this.nodes.get(nodeId);
    const view = this.views.get(nodeId);
    const anchor = node ? { x: node.x, y: node.y - (view?.height ?? 40) - FLOAT_START_ABOVE_PX } : { x: this.player.x, y: this.player.y - 70 };
    const text = this.scene.add
      .text(anchor.x, anchor.y, line.text, {
        fontFamily: FONT,
        fontSize: '14px',
        fontStyle: 'bold',
        color: FLOAT_COLOURS[line.tone],
        stroke: '#1d140b',
        strokeThickness: 4,
      })
      .setOrigin(0.5, 1)
      .setDepth(FLOAT_DEPTH);
    this.floats.add(text);
    this.scene.tweens.add({
      targets: text,
      y: { value: anchor.y - FLOAT_RISE_PX, ease: 'Cubic.easeOut' },
      alpha: { value: 0, ease: 'Quad.easeIn' },
      duration: line.durationMs,
      onComplete: () => {
        this.floats.delete(text);
        text.destroy();
      },
    });
  }

  private onSpace(event: KeyboardEvent): void {
    if (event.repeat || !spaceIsForTheWorld(document.activeElement as HTMLElement | null)) return;
    if (this.focusedId === null) return;
    event.preventDefault();
    this.bus.emit('node:toggle', { nodeId: this.focusedId });
  }

  destroy(): void {
    for (const off of this.unsubscribe) off();
    this.scene.input.keyboard?.off('keydown-SPACE', this.onSpace, this);
    this.removeProbe();
    for (const view of this.views.values()) view.destroy();
    this.views.clear();
    for (const timer of this.floatTimers) timer.remove(false);
    this.floatTimers.clear();
    for (const text of this.floats) text.destroy();
    this.floats.clear();
    this.hint.destroy();
    this.nodes.clear();
  }
}
