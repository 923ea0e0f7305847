import type Phaser from 'phaser';
import { isNpcOpen, NPCS, npcInReach, type GameTimeState, type Npc } from '@silkroad/shared';
import type { GameBus } from '../../bus/game-bus';
import { DEPTH } from '../depth';
import { NPC_LABEL_HEIGHT_PX, NPC_NAME_FONT, NPC_SUBTITLE_ABOVE_FEET_PX, NPC_SUBTITLE_FONT, NpcView } from '../entities/npc-view';
import { spaceIsForTheWorld } from '../gathering/space-key';
import { cooledDown, nearestNpcInReach, npcToTalkTo } from '../interaction/npc-reach';
import { ReachWatcher } from '../interaction/reach-watcher';
import { context2d, makeCanvas } from '../world/paint-kit';
import type { NearbyNpc } from './npc-events';
import { cityNameBoxes, layOutNpcLabels } from './npc-label-layout';
import { closedNotice, npcFigureLook, talkPrompt, walkCloserNotice } from './npc-look';

/** Spec 000 §9: "speech bubble 3 s". */
export const NPC_BUBBLE_MS = 3_000;
/** The line saying a shut NPC opens later, or to walk closer: shorter than a greeting. */
export const NPC_NOTICE_MS = 2_200;
const FONT = '"Trebuchet MS", "Segoe UI", "DejaVu Sans", sans-serif';
/** What a shut NPC's type line adds ('· closed until 09:00'), for measuring the longest it gets. */
const CLOSED_SUFFIX_SAMPLE = ' · closed until 00:00';
/** The cities' names over their walls, as world/world-labels.ts draws them. */
const CITY_TITLE_FONT = 'bold 34px Georgia, "Palatino Linotype", "Book Antiqua", "DejaVu Serif", serif';

type PlacedNpc = Npc & { position: { x: number; y: number } };

/** One NPC as the world draws it, for browser tests (window.__silkroadWorld.npcs()). */
export interface ProbedNpc {
  id: string;
  name: string;
  type: string;
  x: number;
  y: number;
  /** Within its hours by the game clock the world was last told. */
  open: boolean;
  /** Drawn greyed and faded (out of hours). */
  dimmed: boolean;
  alpha: number;
  /** The line under the name ('Merchant', 'Guard · closed until 18:00'). */
  subtitle: string;
  /** Within 100 px of the local player (rules/npc npcInReach). */
  inReach: boolean;
  /** The one E or Space would talk to now (ringed; its prompt shows while it is open). */
  target: boolean;
  /** The words in the bubble over its head now, if any, and whether a greeting or a notice. */
  bubble: string | null;
  bubbleTone: 'greeting' | 'notice' | null;
  /** How many times 'npc:interact' went to the panels for it. */
  answered: number;
}

function toNearby(npc: Npc, open: boolean): NearbyNpc {
  return { id: npc.id, name: npc.name, type: npc.type, open };
}

/**
 * The people of the cities (shared/src/catalogue/npcs.ts) standing in the main world: one figure
 * each, dimmed out of hours by the game clock. Watches which one the keys would talk to, by the
 * same reach rule and ReachWatcher as markets, yards and gates (npc-reach.ts decides between them),
 * rings it and offers "[E] Talk to ...". E or Space there (or a click on the figure in reach) greets
 * in a bubble for 3 s and tells the panels on the bus ('npc:interact'); at a shut one the bubble
 * says when it opens and nothing is sent. One press a second at most (the spec's NPC cooldown).
 */
export class NpcFigures {
  private readonly views = new Map<string, NpcView>();
  private readonly placed: readonly PlacedNpc[];
  private readonly reach: ReachWatcher<Npc>;
  private readonly prompt: Phaser.GameObjects.Text;
  private hour: number | null = null;
  private player: { x: number; y: number } | null = null;
  /** The time of the last press that reached an NPC, on this layer's clock. */
  private lastPressAt: number | null = null;
  private clock = 0;
  /** What 'npc:nearby' said last, so an hour that opens or shuts the NPC in reach is told too. */
  private reported: NearbyNpc | null = null;
  private readonly answered = new Map<string, number>();
  private readonly offTouchKey: () => void;

  constructor(
    private readonly scene: Phaser.Scene,
    private readonly bus: GameBus,
    /** How far the nearest other thing E or Space would use stands (market, node, yard, gate); null when none is in reach. */
    private readonly rivalDistance: (x: number, y: number) => number | null,
    time: GameTimeState | null,
    npcs: readonly Npc[] = NPCS,
  ) {
    this.hour = time?.timeOfDay ?? null;
    this.placed = npcs.filter((npc): npc is PlacedNpc => npc.position !== null);
    for (const npc of this.placed) this.views.set(npc.id, new NpcView(scene, npc, npcFigureLook(npc, this.hour), (pressed) => this.onPress(pressed)));
    this.layOutLabels();
    this.prompt = scene.add
      .text(0, 0, '', { fontFamily: FONT, fontSize: '12px', fontStyle: 'bold', color: '#f1d27a', stroke: '#1d140b', strokeThickness: 4 })
      .setOrigin(0.5, 1)
      .setDepth(DEPTH.speech)
      .setVisible(false);
    this.reach = new ReachWatcher<Npc>({
      find: (x, y) => npcToTalkTo({ x, y }, this.placed, (npc) => this.isOpen(npc), this.rivalDistance(x, y))?.npc,
      report: (npc) => this.report(npc),
    });
    scene.input.keyboard?.on('keydown-E', this.onKey, this);
    scene.input.keyboard?.on('keydown-SPACE', this.onKey, this);
    // The touch E and Gather buttons are E and Space: in reach of a person, they talk.
    this.offTouchKey = bus.on('touch:key', () => {
      const npc = this.reach.current;
      if (npc) this.talkTo(npc);
    });
  }

  /** The game clock moved on (each game minute): figures open and shut by their hours. */
  setTime(state: GameTimeState): void {
    this.hour = state.timeOfDay;
    for (const view of this.views.values()) view.setLook(npcFigureLook(view.npc, this.hour));
    const current = this.reach.current;
    if (current && this.reported && this.reported.open !== this.isOpen(current)) this.report(current);
  }

  /**
   * How far from the point the nearest open NPC in reach stands (null: none): the markets and the
   * resource nodes give E and Space up to it when it is as near as they are (npc-reach.ts).
   */
  openNpcDistance(x: number, y: number): number | null {
    return nearestNpcInReach({ x, y }, this.placed, (npc) => this.isOpen(npc))?.distance ?? null;
  }

  /** Called every frame: the local player's position (null when away from walking: nothing is in reach), and the time since the last. */
  update(player: { x: number; y: number } | null, elapsedMs: number): void {
    this.clock += elapsedMs;
    this.player = player;
    if (player) this.reach.update(player.x, player.y, elapsedMs);
    else if (this.reach.current) this.reach.clear();
    for (const view of this.views.values()) view.animate(elapsedMs);
    this.placePrompt();
  }

  /** The scene is leaving the screen: no NPC is in reach any more. */
  clear(): void {
    this.reach.clear();
    this.placePrompt();
  }

  snapshot(): ProbedNpc[] {
    const target = this.reach.current;
    return [...this.views.values()].map((view) => ({
      id: view.npc.id,
      name: view.npc.name,
      type: view.npc.type,
      x: view.x,
      y: view.y,
      open: view.open,
      dimmed: view.dimmed,
      alpha: view.alpha,
      subtitle: view.subtitleText,
      inReach: this.player !== null && npcInReach(view.npc, this.player),
      target: target?.id === view.npc.id,
      bubble: view.bubbleText,
      bubbleTone: view.bubbleTone,
      answered: this.answered.get(view.npc.id) ?? 0,
    }));
  }

  /** Where the figures stand, for the minimap. */
  *positions(): IterableIterator<{ readonly x: number; readonly y: number }> {
    yield* this.views.values();
  }

  /** Keeps each name clear of its neighbours' and of the buildings' names, measured in the type they are drawn in. */
  private layOutLabels(): void {
    const ctx = context2d(makeCanvas(1, 1));
    const measure = (text: string, font: string) => {
      ctx.font = font;
      return ctx.measureText(text).width;
    };
    const requests = [...this.views.values()].map((view) => {
      // The type line is longest when shut: the label is laid out for that, so the hour never moves it.
      const width = Math.max(measure(view.npc.name, NPC_NAME_FONT), measure(npcFigureLook(view.npc, null).subtitle + CLOSED_SUFFIX_SAMPLE, NPC_SUBTITLE_FONT)) + 6;
      return { id: view.npc.id, x: view.x, y: view.y, bottom: view.y - NPC_SUBTITLE_ABOVE_FEET_PX, width, height: NPC_LABEL_HEIGHT_PX };
    });
    const shifts = layOutNpcLabels(
      requests,
      cityNameBoxes(
        (text) => measure(text, NPC_NAME_FONT),
        (text) => measure(text, CITY_TITLE_FONT),
      ),
    );
    for (const view of this.views.values()) view.setLabelShift(shifts.get(view.npc.id) ?? { dx: 0, dy: 0 });
  }

  private isOpen(npc: Npc): boolean {
    return this.hour === null || isNpcOpen(npc, this.hour);
  }

  private report(npc: Npc | null): void {
    for (const view of this.views.values()) view.setTargeted(view.npc === npc);
    this.reported = npc ? toNearby(npc, this.isOpen(npc)) : null;
    this.bus.emit('npc:nearby', this.reported);
  }

  private onKey(event: KeyboardEvent): void {
    if (event.repeat || !spaceIsForTheWorld(document.activeElement as HTMLElement | null)) return;
    const npc = this.reach.current;
    if (!npc) return;
    if (event.code === 'Space') event.preventDefault();
    this.talkTo(npc);
  }

  /** A click or tap on a figure: talks to it if the player stands in its reach, else says to walk closer. */
  private onPress(npc: Npc): void {
    if (this.player && npcInReach(npc, this.player)) this.talkTo(npc);
    else this.views.get(npc.id)?.say(walkCloserNotice(npc), 'notice', NPC_NOTICE_MS);
  }

  private talkTo(npc: Npc): void {
    if (!cooledDown(this.lastPressAt, this.clock)) return;
    this.lastPressAt = this.clock;
    const view = this.views.get(npc.id);
    if (!this.isOpen(npc)) {
      view?.say(closedNotice(npc), 'notice', NPC_NOTICE_MS);
      return;
    }
    view?.say(npc.dialogue.greeting, 'greeting', NPC_BUBBLE_MS);
    this.answered.set(npc.id, (this.answered.get(npc.id) ?? 0) + 1);
    this.bus.emit('npc:interact', { npcId: npc.id });
  }

  /** "[E] Talk to ..." over the open NPC the keys would talk to, unless it is speaking. */
  private placePrompt(): void {
    const npc = this.reach.current;
    const view = npc && this.views.get(npc.id);
    if (!npc || !view || !this.isOpen(npc) || view.bubbleText !== null) {
      if (this.prompt.visible) this.prompt.setVisible(false);
      return;
    }
    const text = talkPrompt(npc);
    if (this.prompt.text !== text) this.prompt.setText(text);
    const y = view.speechY - 1;
    if (this.prompt.x !== view.x || this.prompt.y !== y) this.prompt.setPosition(view.x, y);
    this.prompt.setVisible(true);
  }

  destroy(): void {
    this.scene.input.keyboard?.off('keydown-E', this.onKey, this);
    this.scene.input.keyboard?.off('keydown-SPACE', this.onKey, this);
    this.offTouchKey();
    this.reach.destroy();
    for (const view of this.views.values()) view.destroy();
    this.views.clear();
    this.prompt.destroy();
  }
}
