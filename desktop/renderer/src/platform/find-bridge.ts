import type { SilkroadBridge } from '../../../ipc/contract';

/** The bridge the preload put on the window, if this renderer runs inside the desktop app. */
export function findBridge(win: Window): SilkroadBridge | null {
  const bridge = (win as Window & { silkroad?: SilkroadBridge }).silkroad;
  return bridge && typeof bridge.invoke === 'function' ? bridge : null;
}
