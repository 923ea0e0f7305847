import Phaser from 'phaser';
import { atCountrysideEntrance, COUNTRYSIDE_ENTRANCE, professionSiteAt, WORLD_HEIGHT, WORLD_WIDTH, type CaravanView, type GameTimeState, type Rect } from '@silkroad/shared';
import type { GameBus } from '../../bus/game-bus';
import { CaravanTravel } from '../entities/caravan-travel';
import type { TravelState } from '../entities/caravan-track';
import { RemoteCaravans } from '../entities/remote-caravans';
import type { CaravanDrawn } from '../entities/caravan-sprite';
import { LocalPlayer } from '../entities/local-player';
import { PackEdge } from '../entities/pack-edge';
import { BuildingInteractions } from '../interaction/building-interactions';
import { RemotePlayers } from '../entities/remote-players';
import type { RemoteEntry, RosterChange } from '../entities/remote-roster';
import { Minimap } from '../hud/minimap';
import { PlayerInput } from '../input/player-input';
import { nearestRival } from '../interaction/npc-reach';
import { ProfessionSitesWatch } from '../interaction/profession-sites-watch';
import type { ReachWatcher } from '../interaction/reach-watcher';
import { watchSpots, type SpotArea } from '../interaction/spot-watcher';
import { NpcFigures, type ProbedNpc } from '../npcs/npc-figures';
import { TutorialPointer } from '../tutorial/tutorial-pointer';
import { ResourceNodes } from '../world/resource-nodes';
import { WorldChunks } from '../world/world-chunks';
import { WeatherLayer } from '../world/weather-layer';
import { createWorldLabels } from '../world/world-labels';
import { cameraViewAround } from './camera-view';

export const WORLD_SCENE_KEY = 'world';
/** Time per frame spent painting the parts of the world nobody is looking at yet. */
const BACKGROUND_PAINT_BUDGET_MS = 6;
/** Chunks this far beyond the screen edge are painted before they scroll into view. */
const VIEW_LOOKAHEAD_PX = 192;
/** The camera closes this share of the distance to the player per 60 Hz frame. */
const CAMERA_LERP_PER_FRAME = 0.14;
/** Farther than this, a teleport cuts the camera over instead of gliding. */
const CAMERA_CUT_DISTANCE_PX = 600;
const REFERENCE_FRAME_MS = 1000 / 60;
const COUNTRYSIDE_GATE: SpotArea = { spot: 'countryside-gate', outline: COUNTRYSIDE_ENTRANCE };
/**
 * The Golden Horn quay lies in the map's western edge, under the HUD, where the camera cannot
 * scroll further west: while the ship is on the sea lane the camera looks this far north of it, so
 * the ship shows below the HUD.
 */
const AFLOAT_CAMERA_DROP_PX = 170;
/** Where nothing of the map is in reach: the road and Venice reach no node to gather. */
const NOWHERE = { x: -1e6, y: -1e6 } as const;

export interface WorldSceneOptions {
  bus: GameBus;
  player: { x: number; y: number; name: string };
  /** Remote players already known when the scene starts (bus events may come before Phaser boots). */
  initialRemotes: () => readonly RemoteEntry[];
  /** The game time already known when the scene starts, if any. */
  initialTime: () => GameTimeState | null;
  /** How the player travels, if known before the scene starts (on the road with a caravan, in Venice). */
  initialTravel: () => TravelState;
  /** What the pack weighs, if known before the scene starts. */
  initialPackWeight: () => number;
  onReady: (scene: WorldScene) => void;
}

/** The main world: the painted map, the local player at the keyboard (or with their caravan on the road), the other players and their caravans. */
export class WorldScene extends Phaser.Scene {
  private local?: LocalPlayer;
  private packEdge?: PackEdge;
  private travel?: CaravanTravel;
  private remotes?: RemotePlayers;
  private caravans?: RemoteCaravans;
  private chunks?: WorldChunks;
  private minimap?: Minimap;
  private controls?: PlayerInput;
  private interactions?: BuildingInteractions;
  private spots?: ReachWatcher<SpotArea>;
  private sites?: ProfessionSitesWatch;
  private weather?: WeatherLayer;
  private resourceNodes?: ResourceNodes;
  private npcs?: NpcFigures;
  private tutorialPointer?: TutorialPointer;
  private lastTime?: number;
  private ready = false;

  constructor(private readonly options: WorldSceneOptions) {
    super({ key: WORLD_SCENE_KEY });
  }

  create(): void {
    const camera = this.cameras.main;
    camera.setBounds(0, 0, WORLD_WIDTH, WORLD_HEIGHT);
    camera.setBackgroundColor('#26301c');

    this.minimap = new Minimap(this);
    this.chunks = new WorldChunks(this);
    const { x, y, name } = this.options.player;
    this.chunks.ensurePainted(this.viewAround(x, y));
    createWorldLabels(this);

    this.packEdge = new PackEdge((weight) => this.options.bus.emit('pack:held', { weight }));
    this.packEdge.setWeight(this.options.initialPackWeight());
    const edge = this.packEdge;
    this.local = new LocalPlayer(this, { x, y, name }, (from, to) => edge.constrain(from, to));
    this.travel = new CaravanTravel(this, name);
    this.remotes = new RemotePlayers(this);
    this.caravans = new RemoteCaravans(this);
    for (const entry of this.options.initialRemotes()) this.remotes.add(entry);
    this.controls = new PlayerInput(this, this.options.bus);
    const npcDistance = (px: number, py: number) => this.npcs?.openNpcDistance(px, py) ?? null;
    this.interactions = new BuildingInteractions(this, this.options.bus, npcDistance);
    this.sites = new ProfessionSitesWatch(this, this.options.bus);
    this.spots = watchSpots(this, this.options.bus, (px, py) => (atCountrysideEntrance(px, py) ? COUNTRYSIDE_GATE : null));
    this.resourceNodes = new ResourceNodes(this, this.options.bus, npcDistance);
    const time = this.options.initialTime();
    this.npcs = new NpcFigures(this, this.options.bus, (px, py) => this.rivalDistance(px, py), time);
    this.weather = new WeatherLayer(this);
    this.tutorialPointer = new TutorialPointer(this, this.options.bus);
    if (time) this.weather.setTime(time);

    camera.startFollow(this.local.view.container, false, CAMERA_LERP_PER_FRAME, CAMERA_LERP_PER_FRAME);
    camera.centerOn(this.local.x, this.local.y);
    this.setTravel(this.options.initialTravel());

    this.scale.on(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.on(Phaser.Scenes.Events.SLEEP, this.onSleep, this);
    this.events.on(Phaser.Scenes.Events.WAKE, this.onWake, this);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, this.teardown, this);
    this.events.once(Phaser.Scenes.Events.DESTROY, this.teardown, this);

    this.ready = true;
    this.options.onReady(this);
  }

  get isReady(): boolean {
    return this.ready;
  }

  localPosition(): { x: number; y: number } | undefined {
    return this.local ? { x: this.local.x, y: this.local.y } : undefined;
  }

  remoteSnapshot(): Array<{ playerId: string; name: string; x: number; y: number }> {
    return this.remotes?.snapshot() ?? [];
  }

  /** The caravans drawn: the player's own on the road, and the others' in sight. */
  caravanSnapshot(): CaravanDrawn[] {
    return [...(this.travel?.drawnNow() ?? []), ...(this.caravans?.drawnNow() ?? [])];
  }

  /** The people of the cities as drawn: open or dimmed, in reach, and what they say. */
  npcSnapshot(): ProbedNpc[] {
    return this.npcs?.snapshot() ?? [];
  }

  /** Where the tutorial's arrow is drawn, if anywhere. */
  tutorialPointerSnapshot(): { mode: 'world' | 'edge'; x: number; y: number } | null {
    return this.tutorialPointer?.snapshot() ?? null;
  }

  /** Where a world point appears on the canvas now. */
  screenPoint(x: number, y: number): { x: number; y: number } {
    const camera = this.cameras.main;
    return { x: (x - camera.worldView.x) * camera.zoom, y: (y - camera.worldView.y) * camera.zoom };
  }

  applyRemoteChanges(changes: readonly RosterChange[]): void {
    this.remotes?.apply(changes);
  }

  /** Other traders' caravans in sight, as the server's feed tells them (nobody is seen from the road or Venice). */
  tellCaravans(caravans: readonly CaravanView[], serverOffsetMs: number): void {
    if (this.travel?.away) return;
    this.caravans?.tell(caravans, serverOffsetMs);
  }

  /** The game's time of day and weather, as the server's clock has them. */
  setTime(state: GameTimeState): void {
    this.weather?.setTime(state);
    this.npcs?.setTime(state);
  }

  /** Settings > Particle effects: the rain, snow and blown sand. */
  setParticleEffects(on: boolean): void {
    this.weather?.setParticles(on);
  }

  teleport(x: number, y: number): void {
    if (!this.local) return;
    const distance = Math.hypot(x - this.local.x, y - this.local.y);
    this.local.teleport(x, y);
    // On the road the camera is the caravan's; the character is put where it will stand on arrival.
    if (this.travel?.onRoad) return;
    this.chunks?.ensurePainted(this.viewAround(this.local.x, this.local.y));
    if (distance > CAMERA_CUT_DISTANCE_PX) this.cameras.main.centerOn(this.local.x, this.local.y);
  }

  /**
   * On foot, with a caravan on the road, or in Venice: away from walking, the character is hidden
   * (on the road the caravan is the player), its keys idle and nothing of the map is in reach; the
   * camera follows the caravan. Back on foot, it follows the character again.
   */
  /** What the pack weighs now: a heavy one stays within a city's grounds. */
  setPackWeight(weight: number): void {
    this.packEdge?.setWeight(weight);
  }

  /** The server's pace for the walker in the open land. */
  setPackPace(pace: number): void {
    this.packEdge?.setPace(pace);
  }

  setTravel(state: TravelState): void {
    if (!this.local || !this.travel) return;
    const wasAway = this.travel.away;
    const wasOnRoad = this.travel.onRoad;
    this.travel.set(state);
    this.local.view.container.setVisible(!this.travel.away);
    if (this.travel.away && !wasAway) {
      this.onSleep();
      this.caravans?.clear();
    }
    const camera = this.cameras.main;
    if (this.travel.onRoad && !wasOnRoad) {
      camera.startFollow(this.travel.container, false, CAMERA_LERP_PER_FRAME, CAMERA_LERP_PER_FRAME);
      const at = this.travel.update(0);
      if (at) {
        this.chunks?.ensurePainted(this.viewAround(at.x, at.y));
        camera.centerOn(at.x, at.y - this.followDrop());
      }
    } else if (!this.travel.onRoad && wasOnRoad) {
      camera.startFollow(this.local.view.container, false, CAMERA_LERP_PER_FRAME, CAMERA_LERP_PER_FRAME);
      camera.setFollowOffset(0, 0);
      this.chunks?.ensurePainted(this.viewAround(this.local.x, this.local.y));
      camera.centerOn(this.local.x, this.local.y);
    }
  }

  override update(time: number, delta: number): void {
    if (!this.local || !this.controls || !this.remotes || !this.chunks) return;
    // Real elapsed time, not Phaser's smoothed delta: the server checks distance against the clock.
    const elapsed = this.lastTime === undefined ? delta : time - this.lastTime;
    this.lastTime = time;

    // Away from walking the keys do nothing: a move reported from the road would only be corrected.
    const away = this.travel?.away ?? false;
    if (!away && this.local.step(this.controls.read(this.local, elapsed), elapsed)) this.options.bus.emit('player:moved', { x: this.local.x, y: this.local.y });
    const focus = this.travel?.update(elapsed) ?? this.local;
    this.remotes.update(elapsed);
    this.caravans?.update(elapsed);
    if (!away) {
      this.interactions?.update(this.local.x, this.local.y, elapsed);
      this.spots?.update(this.local.x, this.local.y, elapsed);
      this.sites?.update(this.local.x, this.local.y, elapsed);
    }
    this.npcs?.update(away ? null : this.local, elapsed);

    const camera = this.cameras.main;
    const lerp = 1 - Math.pow(1 - CAMERA_LERP_PER_FRAME, elapsed / REFERENCE_FRAME_MS);
    camera.setLerp(lerp, lerp);
    const drop = this.followDrop();
    if (camera.followOffset.y !== drop) camera.setFollowOffset(0, drop);

    const view = this.viewAround(focus.x, focus.y);
    this.chunks.ensurePainted(view);
    this.chunks.paintInBackground(BACKGROUND_PAINT_BUDGET_MS, view, focus);
    const reach = away ? NOWHERE : this.local;
    this.resourceNodes?.update(reach.x, reach.y, camera.worldView, elapsed);
    this.minimap?.update(focus, this.othersInSight(), camera.worldView);
    this.weather?.update(elapsed, camera, focus.x, focus.y);
    // Away on the road or in Venice the tutorial's marks of the city are out of reach.
    this.tutorialPointer?.update(camera, elapsed, away);
  }

  /**
   * How far the nearest other thing E or Space would use stands from a point (null: none in
   * reach): a yard or the gate the player stands in (0), a market's walls, the node in focus.
   * An open NPC takes the keys only when it is at least as near (npc-reach.ts).
   */
  private rivalDistance(x: number, y: number): number | null {
    if (atCountrysideEntrance(x, y) || professionSiteAt(x, y)) return 0;
    return nearestRival(this.interactions?.distanceInReach(x, y) ?? null, this.resourceNodes?.focusDistance(x, y) ?? null);
  }

  /** How far north of the caravan the camera looks: only on the sea lane (AFLOAT_CAMERA_DROP_PX). */
  private followDrop(): number {
    return this.travel?.afloat ? AFLOAT_CAMERA_DROP_PX : 0;
  }

  /** The other players and the caravans in sight, for the minimap's dots. */
  private *othersInSight(): IterableIterator<{ readonly x: number; readonly y: number }> {
    if (this.remotes) yield* this.remotes.positions();
    if (this.caravans) yield* this.caravans.positions();
  }

  private viewAround(x: number, y: number): Rect {
    return cameraViewAround(x, y, this.scale.width, this.scale.height, VIEW_LOOKAHEAD_PX);
  }

  private onResize(gameSize: Phaser.Structs.Size): void {
    this.minimap?.layout(gameSize.width, gameSize.height);
    this.weather?.resize(gameSize.width, gameSize.height);
  }

  /** Off to the farm: nothing of the world is in reach while it sleeps. */
  private onSleep(): void {
    this.interactions?.clear();
    this.spots?.clear();
    this.sites?.clear();
    this.npcs?.clear();
  }

  /** Back from the farm: the player stands at the gate they left by; a resize may have come meanwhile. */
  private onWake(): void {
    this.lastTime = undefined;
    this.onResize(this.scale.gameSize);
    if (this.local && !this.travel?.onRoad) this.cameras.main.centerOn(this.local.x, this.local.y);
  }

  private teardown(): void {
    this.scale.off(Phaser.Scale.Events.RESIZE, this.onResize, this);
    this.events.off(Phaser.Scenes.Events.SLEEP, this.onSleep, this);
    this.events.off(Phaser.Scenes.Events.WAKE, this.onWake, this);
    this.ready = false;
    this.controls?.destroy();
    this.controls = undefined;
    this.remotes?.destroy();
    this.caravans?.destroy();
    this.caravans = undefined;
    this.local?.destroy();
    this.travel?.destroy();
    this.travel = undefined;
    this.chunks?.destroy();
    this.minimap?.destroy();
    this.interactions?.destroy();
    this.spots?.destroy();
    this.sites?.destroy();
    this.weather?.destroy();
    this.resourceNodes?.destroy();
    this.resourceNodes = undefined;
    this.npcs?.destroy();
    this.npcs = undefined;
    this.tutorialPointer?.destroy();
    this.tutorialPointer = undefined;
    this.interactions = undefined;
    this.spots = undefined;
    this.sites = undefined;
    this.weather = undefined;
    this.remotes = undefined;
    this.local = undefined;
    this.chunks = undefined;
    this.minimap = undefined;
  }
}
