import Phaser from 'phaser';
import { clampToWorld, WORLD_HEIGHT, WORLD_WIDTH, type GameTimeState } from '@silkroad/shared';
import { attachWorldAudio } from '../audio/world-audio';
import type { GameBus, SceneName } from '../bus/game-bus';
import { DebugStatsFeed } from './debug-stats';
import { WALKING, type TravelState } from './entities/caravan-track';
import { RemoteRoster, type RosterChange } from './entities/remote-roster';
import { EMPTY_FARM, type FarmSnapshot } from './farm/bed-state';
import { isMobileUserAgent } from '../platform/device';
import { publishProbe } from './probe';
import { renderProfileFor } from './render-profile';
import { shouldPreferCanvas } from './renderer-choice';
import { FARM_SCENE_KEY, FarmScene, SCENE_FADE_MS } from './scenes/farm-scene';
import { WORKSHOP_SCENE_KEY, WorkshopScene } from './scenes/workshop-scene';
import { WORLD_SCENE_KEY, WorldScene } from './scenes/world-scene';
import type { WorkshopPlacing, WorkshopSceneState } from './workshop/workshop-events';

export interface CreateGameOptions {
  parent: HTMLElement;
  bus: GameBus;
  player: { x: number; y: number; name: string };
  /** The scene to open with: the farm when the server has the player there already. */
  scene?: SceneName;
}

const SCENE_KEYS: Record<SceneName, string> = { world: WORLD_SCENE_KEY, farm: FARM_SCENE_KEY };

/**
 * Starts the Phaser world inside `parent`, wired to the bus. The React shell owns the lifetime:
 * `destroy()` tears everything down and may be called more than once (StrictMode mounts twice);
 * `setOnScreen(false)` keeps a world built behind the welcome from taking keys until it shows.
 * Two scenes: the shared main world and the player's farm; one is on screen, the other asleep.
 */
export function createGame(options: CreateGameOptions): { setOnScreen(onScreen: boolean): void; destroy(): void } {
  const { bus } = options;
  // Bus events can arrive before Phaser has booted: the roster and start position keep them.
  const roster = new RemoteRoster(options.player.name);
  let start = { ...options.player, ...clampToWorld(options.player.x, options.player.y) };
  let world: WorldScene | undefined;
  let farmScene: FarmScene | undefined;
  let time: GameTimeState | null = null;
  let farm: FarmSnapshot = EMPTY_FARM;
  let travel: TravelState = WALKING;
  let packWeight = 0;
  /** Settings > Particle effects, until the settings say otherwise (they come with world:ready). */
  let particleEffects = true;
  let destroyed = false;
  let announced = false;
  /** The scene on screen (or fading in); `switching` while the old one fades out. */
  let shown: SceneName = options.scene ?? 'world';
  let switching = false;
  /** A switch asked for during a fade: done once the fade ends. */
  let queued: SceneName | null = null;
  /** The personal workshop is on screen over the sleeping farm (it belongs to the farm: `shown` stays 'farm'). */
  let workshopOpen = false;
  let workshopState: WorkshopSceneState = { level: 1, benches: [] };
  let workshopPlacing: WorkshopPlacing | null = null;

  const applyRemote = (changes: readonly RosterChange[]) => {
    if (world?.isReady) world.applyRemoteChanges(changes);
  };

  const announceReady = () => {
    if (destroyed || announced) return;
    announced = true;
    bus.emit('world:ready', { width: WORLD_WIDTH, height: WORLD_HEIGHT });
    bus.emit('scene:shown', { scene: shown });
    const next = queued;
    queued = null;
    if (next && next !== shown) switchTo(next, false);
  };

  const worldScene = new WorldScene({
    bus,
    get player() {
      return start;
    },
    initialRemotes: () => roster.list(),
    initialTime: () => time,
    initialTravel: () => travel,
    initialPackWeight: () => packWeight,
    onReady: (ready) => {
      if (destroyed) return;
      world = ready;
      ready.setParticleEffects(particleEffects);
      announceReady();
    },
  });

  const farmSceneObject = new FarmScene({
    bus,
    name: options.player.name,
    initialTime: () => time,
    initialFarm: () => farm,
    onReady: (ready) => {
      if (destroyed) return;
      farmScene = ready;
      ready.setParticleEffects(particleEffects);
      announceReady();
    },
  });

  const workshopScene = new WorkshopScene({ bus, initialState: () => workshopState, initialPlacing: () => workshopPlacing });

  const profile = renderProfileFor(isMobileUserAgent(navigator.userAgent));
  const game = new Phaser.Game({
    type: shouldPreferCanvas() ? Phaser.CANVAS : Phaser.AUTO,
    parent: options.parent,
    backgroundColor: '#26301c',
    canvasStyle: 'display: block;',
    // The world fills the window on every device (docs/decisions.md "game size"): the HUD and the windows are laid out against it.
    scale: { mode: Phaser.Scale.RESIZE, parent: options.parent, width: '100%', height: '100%' },
    render: { antialias: profile.antialias, pixelArt: false, roundPixels: false, powerPreference: profile.powerPreference },
    fps: { ...profile.fps },
    // No key captures: the same keys must keep typing into the chat and the name fields.
    input: { keyboard: { capture: [] }, gamepad: false },
    // Web Audio: the sounds are generated into AudioBuffers (audio/), no media files are loaded.
    audio: { disableWebAudio: false },
    banner: false,
  });
  game.scene.add(WORLD_SCENE_KEY, worldScene, shown === 'world');
  game.scene.add(FARM_SCENE_KEY, farmSceneObject, shown === 'farm');
  game.scene.add(WORKSHOP_SCENE_KEY, workshopScene, false);

  const sceneObject = (name: SceneName): Phaser.Scene => (name === 'world' ? worldScene : farmSceneObject);
  const localPlayer = (): { x: number; y: number } | undefined => (shown === 'farm' ? farmScene?.localPosition() : world?.localPosition());

  const audio = attachWorldAudio({ game, bus, where: () => ({ scene: shown, position: switching ? undefined : localPlayer() }) });
  const debugStats = new DebugStatsFeed(
    () => {
      const at = localPlayer();
      return at ? { fps: game.loop.actualFps, x: at.x, y: at.y, scene: shown } : null;
    },
    (stats) => bus.emit('debug:stats', stats),
  );
  const onPostStep = (_time: number, delta: number) => debugStats.step(delta);
  game.events.on(Phaser.Core.Events.POST_STEP, onPostStep);

  /** Puts `to` on screen: the old scene sleeps (keeping its state), the new one runs and fades in. */
  const show = (to: SceneName, fade: boolean) => {
    const from = shown;
    shown = to;
    game.scene.sleep(SCENE_KEYS[from]);
    game.scene.run(SCENE_KEYS[to]);
    const next = sceneObject(to);
    // A woken scene's camera still holds the fade-out it left with: fading in (forced) or a reset clears it.
    const camera = next.cameras?.main;
    if (fade) camera?.fadeIn(SCENE_FADE_MS, 0, 0, 0);
    else camera?.resetFX();
    bus.emit('scene:shown', { scene: to });
  };

  /** The personal workshop in or out, fading as the farm's gates do; it opens only from the farm on screen. */
  const showWorkshop = (open: boolean) => {
    if (destroyed || open === workshopOpen) return;
    if (open && (shown !== 'farm' || switching || !announced)) return;
    workshopOpen = open;
    const [fromKey, toKey] = open ? [FARM_SCENE_KEY, WORKSHOP_SCENE_KEY] : [WORKSHOP_SCENE_KEY, FARM_SCENE_KEY];
    const from: Phaser.Scene = open ? farmSceneObject : workshopScene;
    const to: Phaser.Scene = open ? workshopScene : farmSceneObject;
    const swap = () => {
      switching = false;
      if (destroyed) return;
      game.scene.sleep(fromKey);
      if (!open) farmScene?.arriveFromWorkshop();
      game.scene.run(toKey);
      to.cameras?.main?.fadeIn(SCENE_FADE_MS, 0, 0, 0);
      const next = queued;
      queued = null;
      if (next && next !== shown) switchTo(next, true);
    };
    const camera = from.sys.isActive() ? from.cameras?.main : undefined;
    if (!camera) return swap();
    switching = true;
    camera.once(Phaser.Cameras.Scene2D.Events.FADE_OUT_COMPLETE, swap);
    camera.fadeOut(SCENE_FADE_MS, 0, 0, 0);
  };

  const switchTo = (to: SceneName, fade: boolean) => {
    if (destroyed) return;
    // Leaving the farm from inside the workshop (the server moved the player): the workshop goes first, at once.
    if (workshopOpen && to !== shown && !switching) {
      workshopOpen = false;
      game.scene.sleep(WORKSHOP_SCENE_KEY);
    }
    if (switching || !announced) {
      queued = to;
      return;
    }
    if (to === shown) return;
    const current = sceneObject(shown);
    const camera = current.sys.isActive() ? current.cameras?.main : undefined;
    if (!fade || !camera) return show(to, fade);
    switching = true;
    camera.once(Phaser.Cameras.Scene2D.Events.FADE_OUT_COMPLETE, () => {
      switching = false;
      if (destroyed) return;
      show(to, true);
      const next = queued;
      queued = null;
      if (next && next !== shown) switchTo(next, true);
    });
    camera.fadeOut(SCENE_FADE_MS, 0, 0, 0);
  };

  const unsubscribe = [
    bus.on('remote:existing', (players) => applyRemote(roster.replaceAll(players))),
    bus.on('remote:joined', (player) => applyRemote(roster.join(player))),
    bus.on('remote:left', ({ playerId }) => applyRemote(roster.leave(playerId))),
    bus.on('remote:moved', (moves) => applyRemote(roster.moveBatch(moves))),
    // Told again every 2 s: one missed before the world is up is not worth keeping.
    bus.on('caravans:seen', ({ caravans, serverOffsetMs }) => {
      if (world?.isReady) world.tellCaravans(caravans, serverOffsetMs);
    }),
    bus.on('world:time', (state) => {
      time = state;
      if (world?.isReady) world.setTime(state);
      if (farmScene?.isReady) farmScene.setTime(state);
    }),
    bus.on('player:teleport', ({ x, y }) => {
      if (!Number.isFinite(x) || !Number.isFinite(y)) return;
      if (world?.isReady) world.teleport(x, y);
      else start = { ...start, ...clampToWorld(x, y) };
    }),
    bus.on('travel:state', (state) => {
      // Leaving the map, the traveller sees nobody (the server stops telling): those in sight go,
      // and come back with the existing-players of the journey's end.
      if (travel.mode === 'walking' && state.mode !== 'walking') applyRemote(roster.replaceAll([]));
      travel = state;
      if (world?.isReady) world.setTravel(state);
    }),
    bus.on('pack:weight', ({ weight }) => {
      packWeight = weight;
      if (world?.isReady) world.setPackWeight(weight);
    }),
    bus.on('pack:pace', ({ pace }) => {
      if (world?.isReady) world.setPackPace(pace);
    }),
    bus.on('farm:state', (snapshot) => {
      farm = snapshot;
      if (farmScene?.isReady) farmScene.setFarm(snapshot);
    }),
    bus.on('scene:switch', ({ to, fade }) => switchTo(to, fade)),
    bus.on('workshop:show', ({ open }) => showWorkshop(open)),
    bus.on('workshop:state', (state) => {
      workshopState = state;
      if (workshopScene.isReady) workshopScene.setState(state);
    }),
    bus.on('workshop:placing', (placing) => {
      workshopPlacing = placing;
      if (workshopScene.isReady) workshopScene.setPlacing(placing);
    }),
    bus.on('settings:changed', (settings) => {
      particleEffects = settings.showParticleEffects;
      world?.setParticleEffects(particleEffects);
      farmScene?.setParticleEffects(particleEffects);
      debugStats.setEnabled(settings.debugMode);
    }),
  ];

  // The world may be built behind the welcome (App.tsx): until it is on screen the keys are not its.
  let onScreen = true;
  const applyOnScreen = () => {
    if (game.input?.keyboard) game.input.keyboard.enabled = onScreen;
  };
  // Phaser's keyboard manager enables itself as it boots: what was asked before applies then.
  game.events.once(Phaser.Core.Events.READY, applyOnScreen);

  const removeProbe = publishProbe({
    get ready() {
      return !destroyed && onScreen && (shown === 'world' ? world?.isReady === true : farmScene?.isReady === true);
    },
    scene: () => (switching ? null : shown),
    localPlayer: () => (shown === 'farm' ? (farmScene?.localPosition() ?? { x: NaN, y: NaN }) : (world?.localPosition() ?? { x: start.x, y: start.y })),
    screenPoint: (x, y) => {
      const scene = shown === 'farm' ? farmScene : world;
      return scene?.isReady ? scene.screenPoint(x, y) : null;
    },
    remotePlayers: () => (world?.isReady ? world.remoteSnapshot() : roster.list().map(({ playerId, name, x, y }) => ({ playerId, name, x, y }))),
    caravans: () => (world?.isReady ? world.caravanSnapshot() : []),
    npcs: () => (world?.isReady ? world.npcSnapshot() : []),
    farmBeds: () => (farmScene?.isReady ? farmScene.bedViews().map((bed) => ({ index: bed.index, kind: bed.kind, stage: bed.stage, cropType: bed.crop?.cropType ?? null, msLeft: bed.msLeft })) : []),
    sound: () => audio.probe(),
    particleEffects: () => particleEffects,
    renderProfile: () => ({ antialias: game.config.antialias, powerPreference: game.config.powerPreference, fpsTarget: game.loop.targetFps, fpsLimit: game.loop.fpsLimit }),
    debugStats: () => debugStats.isEnabled,
    tutorialPointer: () => (shown === 'world' && world?.isReady ? world.tutorialPointerSnapshot() : null),
  });

  return {
    setOnScreen(shownNow: boolean) {
      onScreen = shownNow;
      applyOnScreen();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const off of unsubscribe) off();
      game.events.off(Phaser.Core.Events.POST_STEP, onPostStep);
      audio.destroy();
      removeProbe();
      world = undefined;
      farmScene = undefined;
      game.destroy(true);
    },
  };
}
