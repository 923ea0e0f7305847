import { useEffect, useLayoutEffect, useRef } from 'react';
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

interface Props {
  bus: GameBus;
  spawn: Spawn | null;
  /** False while the world is built behind the welcome: unseen, it takes no keys. */
  onScreen: boolean;
  onFailure(error: unknown): void;
}

/** The element the Phaser world is mounted into; it fills the window behind the HUD. */
export function WorldCanvas({ bus, spawn, onScreen, onFailure }: Props) {
  const { loadGame } = useServices();
  const root = useRef<HTMLDivElement>(null);
  const game = useRef<GameHandle | null>(null);
  const onScreenNow = useRef(onScreen);

  useEffect(() => {
    const parent = root.current;
    if (!parent || !spawn) return;
    let active = true;
    let created: GameHandle | null = null;
    loadGame()
      .then((createGame) => {
        if (!active) return;
        created = createGame({ parent, bus, player: { x: spawn.x, y: spawn.y, name: spawn.name }, scene: spawn.scene });
        created.setOnScreen(onScreenNow.current);
        game.current = created;
      })
      .catch(onFailure);
    return () => {
      active = false;
      if (game.current === created) game.current = null;
      created?.destroy();
    };
  }, [bus, spawn, loadGame, onFailure]);

  // In the same commit that puts the world on screen: a key pressed as soon as it shows is the world's.
  useLayoutEffect(() => {
    onScreenNow.current = onScreen;
    game.current?.setOnScreen(onScreen);
  }, [onScreen]);

  return <div ref={root} className="world-root" data-testid="world-root" />;
}
