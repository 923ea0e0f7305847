import { packTooHeavyText, packWeight } from '@silkroad/shared';
import { useEffect, useMemo } from 'react';
import type { GameBus } from '../../bus/game-bus';
import type { ToastApi } from '../common/toast-context';

/**
 * Tells the world what the pack weighs (when the inventory loads, after every change and once the
 * world is up), and tells the player why a heavy pack stays within a city's grounds.
 */
export function usePackOnBus(bus: GameBus, inventory: Readonly<Record<string, number>> | undefined, toasts: ToastApi): void {
  const weight = useMemo(() => (inventory ? packWeight(inventory) : 0), [inventory]);
  useEffect(() => {
    bus.emit('pack:weight', { weight });
    return bus.on('world:ready', () => bus.emit('pack:weight', { weight }));
  }, [bus, weight]);
  useEffect(() => bus.on('pack:held', ({ weight: held }) => toasts.notify({ type: 'warning', message: packTooHeavyText(held), duration: 4_000 })), [bus, toasts]);
}
