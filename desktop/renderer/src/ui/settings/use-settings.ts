import type { GameSettings } from '@silkroad/shared';
import { useEffect, useSyncExternalStore } from 'react';
import type { GameBus } from '../../bus/game-bus';
import { useServices } from '../services';
import type { SettingsStore } from './settings-store';

/** The player's settings, re-rendering on every change, and the store to change them with. */
export function useSettings(): { settings: GameSettings; store: SettingsStore } {
  const { settings: store } = useServices();
  const settings = useSyncExternalStore(store.subscribe, store.get);
  return { settings, store };
}

/**
 * Keeps the world in step with the settings: sends them over the bus after every change, and
 * again whenever the world reports ready (a world loaded later, or reloaded, hears them first thing).
 */
export function useSettingsOnBus(bus: GameBus, store: SettingsStore): void {
  useEffect(() => {
    const send = () => bus.emit('settings:changed', store.get());
    send();
    const offStore = store.subscribe(send);
    const offReady = bus.on('world:ready', send);
    return () => {
      offStore();
      offReady();
    };
  }, [bus, store]);
}
