import { useEffect, useRef } from 'react';
import type { GameBus, SceneName } from '../../bus/game-bus';
import { useServices } from '../services';
import type { GameHandle } from './game-module';
import './world.css';

export interface Spawn {
  x: number;
  y: number;
  name: string;
  /** The scene to open with: the farm when the server has the player there. */
  scene: SceneName;
}

/** The element the Phaser world is mounted into; it fills the window behind the HUD. */
export function WorldCanvas({ bus, spawn, onFailure }: { bus: GameBus; spawn: Spawn | null; onFailure(error: unknown): void }) {
  const { loadGame } = useServices();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const parent = root.current;
    if (!parent || !spawn) return;
    let active = true;
    let game: GameHandle | null = null;
    loadGame()
      .then((createGame) => {
        if (active) game = createGame({ parent, bus, player: { x: spawn.x, y: spawn.y, name: spawn.name }, scene: spawn.scene });
      })
      .catch(onFailure);
    return () => {
      active = false;
      game?.destroy();
    };
  }, [bus, spawn, loadGame, onFailure]);

  return <div ref={root} className="world-root" data-testid="world-root" />;
}
