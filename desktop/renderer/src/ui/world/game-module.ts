import type { GameBus, SceneName } from '../../bus/game-bus';
import type * as WorldModule from './World';

export interface GameHandle {
  /**
   * Whether the world is on screen: built behind the welcome it is not, and takes no keys
   * (movement, Space) until it is. On screen from the start unless told otherwise.
   */
  setOnScreen(onScreen: boolean): void;
  destroy(): void;
}

/** The one entry point of the Phaser world (desktop/renderer/src/game/create-game.ts). */
export type GameFactory = (options: { parent: HTMLElement; bus: GameBus; player: { x: number; y: number; name: string }; scene?: SceneName }) => GameHandle;

/**
 * Loads the world's chunk (Phaser and the scenes) on demand, so the sign-in screens come up
 * without it. The module is cached: later calls resolve at once.
 */
export async function loadGameFactory(): Promise<GameFactory> {
  const module = await import('../../game/create-game');
  // Assigning to the declared type checks the other side of the contract at compile time.
  const factory: GameFactory = module.createGame;
  if (typeof factory !== 'function') throw new Error('The world module exports no createGame');
  return factory;
}

/** The world screen (the HUD, the connection, the countryside and the rest of play): its own chunk. */
export function loadWorldScreen(): Promise<typeof WorldModule> {
  return import('./World');
}

/**
 * Fetches the world's chunks as soon as a player is signed in (from the character screen on),
 * so the welcome's two seconds cover the download. Nothing of it is fetched before sign-in.
 * A failure here is left to the real load, which reports it.
 */
export function preloadWorld(loadGame: () => Promise<GameFactory>): void {
  void Promise.all([loadWorldScreen(), loadGame()]).catch(() => undefined);
}
