import { useEffect, useRef } from 'react';
import type { GameBus } from '../../bus/game-bus';
import type { ToastApi } from '../common/toast-context';

/**
 * The sounds of the shell, sent to the world over the bus: a chime for each toast (a fanfare for
 * an achievement's), and a swish when a window opens (or gives way to another) and when the last
 * one closes.
 */
export function useSoundCues(bus: GameBus, toasts: ToastApi, openWindow: string | null): void {
  // An achievement's toast has its own fanfare (002 §9), told apart from the plain chime.
  useEffect(() => toasts.onShow((type) => bus.emit('sound:cue', { cue: type === 'achievement' ? 'achievement' : 'notification' })), [bus, toasts]);

  const previous = useRef(openWindow);
  useEffect(() => {
    const before = previous.current;
    previous.current = openWindow;
    if (before === openWindow) return;
    bus.emit('sound:cue', { cue: openWindow === null ? 'window-close' : 'window-open' });
  }, [bus, openWindow]);
}
