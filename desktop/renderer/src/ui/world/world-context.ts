import { createContext, use } from 'react';
import type { GameBus } from '../../bus/game-bus';
import type { GameConnection } from '../../net/game-connection';
import type { TradingApi } from '../../net/trading-api';
import type { PlayerDataState } from '../../server-state/player-query';

/** What the panels over the world share: the bus, the live connection, the player, the trading routes. */
export interface WorldServices {
  bus: GameBus;
  connection: GameConnection;
  player: PlayerDataState;
  trading: TradingApi;
  /** False while the world builds behind the welcome: its keys are not live yet. */
  revealed: boolean;
}

export const WorldContext = createContext<WorldServices | null>(null);

export function useWorld(): WorldServices {
  const world = use(WorldContext);
  if (!world) throw new Error('useWorld outside <WorldContext>');
  return world;
}
