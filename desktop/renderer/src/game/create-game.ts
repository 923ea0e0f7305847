import Phaser from 'phaser';
import { clampToWorld, WORLD_HEIGHT, WORLD_WIDTH, type GameTimeState } from '@silkroad/shared';
import type { GameBus } from '../bus/game-bus';
import { RemoteRoster, type RosterChange } from './entities/remote-roster';
import { publishProbe } from './probe';
import { shouldPreferCanvas } from './renderer-choice';
import { WorldScene } from './scenes/world-scene';

export interface CreateGameOptions {
  parent: HTMLElement;
  bus: GameBus;
  player: { x: number; y: number; name: string };
}

/**
 * Starts the Phaser world inside `parent`, wired to the bus. The React shell owns the lifetime:
 * `destroy()` tears everything down and may be called more than once (StrictMode mounts twice).
 */
export function createGame(options: CreateGameOptions): { destroy(): void } {
  const { bus } = options;
  // Bus events can arrive before Phaser has booted: the roster and start position keep them.
  const roster = new RemoteRoster(options.player.name);
  let start = { ...options.player, ...clampToWorld(options.player.x, options.player.y) };
  let scene: WorldScene | undefined;
  let time: GameTimeState | null = null;
  let destroyed = false;

  const applyRemote = (changes: readonly RosterChange[]) => {
    if (scene?.isReady) scene.applyRemoteChanges(changes);
  };

  const unsubscribe = [
    bus.on('remote:existing', (players) => applyRemote(roster.replaceAll(players))),
    bus.on('remote:joined', (player) => applyRemote(roster.join(player))),
    bus.on('remote:left', ({ playerId }) => applyRemote(roster.leave(playerId))),
    bus.on('remote:moved', (moves) => applyRemote(roster.moveBatch(moves))),
    bus.on('world:time', (state) => {
      time = state;
      if (scene?.isReady) scene.setTime(state);
    }),
    bus.on('player:teleport', ({ x, y }) => {
      if (!Number.isFinite(x) || !Number.isFinite(y)) return;
      if (scene?.isReady) scene.teleport(x, y);
      else start = { ...start, ...clampToWorld(x, y) };
    }),
  ];

  const worldScene = new WorldScene({
    bus,
    get player() {
      return start;
    },
    initialRemotes: () => roster.list(),
    initialTime: () => time,
    onReady: (ready) => {
      if (destroyed) return;
      scene = ready;
      bus.emit('world:ready', { width: WORLD_WIDTH, height: WORLD_HEIGHT });
    },
  });

  const game = new Phaser.Game({
    type: shouldPreferCanvas() ? Phaser.CANVAS : Phaser.AUTO,
    parent: options.parent,
    backgroundColor: '#26301c',
    canvasStyle: 'display: block;',
    scale: { mode: Phaser.Scale.RESIZE, parent: options.parent, width: '100%', height: '100%' },
    render: { antialias: true, pixelArt: false, roundPixels: false, powerPreference: 'high-performance' },
    fps: { target: 60 },
    // No key captures: the same keys must keep typing into the chat and the name fields.
    input: { keyboard: { capture: [] }, gamepad: false },
    audio: { noAudio: true },
    banner: false,
    scene: worldScene,
  });

  const removeProbe = publishProbe({
    get ready() {
      return !destroyed && scene?.isReady === true;
    },
    localPlayer: () => scene?.localPosition() ?? { x: start.x, y: start.y },
    screenPoint: (x, y) => (scene?.isReady ? scene.screenPoint(x, y) : null),
    remotePlayers: () => (scene?.isReady ? scene.remoteSnapshot() : roster.list().map(({ playerId, name, x, y }) => ({ playerId, name, x, y }))),
  });

  return {
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const off of unsubscribe) off();
      removeProbe();
      scene = undefined;
      game.destroy(true);
    },
  };
}
