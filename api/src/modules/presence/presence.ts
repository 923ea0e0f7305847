import type { GameSocketServer } from '../../app';
import type { AppContext } from '../../context';

export interface Presence {
  stop(): void;
}

export function attachPresence(_io: GameSocketServer, _ctx: AppContext): Presence {
  return { stop() {} };
}
