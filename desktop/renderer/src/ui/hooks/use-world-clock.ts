import type { GameTimeState } from '@silkroad/shared';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { GameBus } from '../../bus/game-bus';
import type { ApiClient } from '../../net/api-client';
import { ServerClock, fetchTimeSync } from '../../net/server-clock';

export interface WorldClock {
  /** The game time, null until the first sync answers. */
  time: GameTimeState | null;
  /** The server's real time now (the local clock until the first sync). */
  serverNow(): number;
  /** Asks the server for its time now (something showed the clock is off). */
  resync(): void;
  /** Calls `listener` after every answered sync; returns the unsubscribe. */
  onSynced(listener: () => void): () => void;
}

/**
 * The server's clock for as long as the world is on screen: the game time for the HUD, and the
 * same on the bus for the world's daylight and weather. `onSync` runs after every answered sync
 * (on entering the world, then every 30 s): the signed-in client's offline progression rides on it.
 */
export function useWorldClock(api: ApiClient, bus: GameBus, onSync?: () => void): WorldClock {
  const [clock] = useState(() => new ServerClock({ sync: (clientTime) => fetchTimeSync(api, clientTime) }));
  const onSyncRef = useRef(onSync);
  useEffect(() => {
    onSyncRef.current = onSync;
  }, [onSync]);
  useEffect(() => clock.onSynced(() => onSyncRef.current?.()), [clock]);

  useEffect(() => {
    clock.start();
    return () => clock.stop();
  }, [clock]);

  const time = useSyncExternalStore(clock.subscribe, clock.getSnapshot);

  useEffect(() => {
    if (time) bus.emit('world:time', time);
  }, [bus, time]);

  // The world may finish loading after the time arrived: it gets the latest as soon as it is up.
  useEffect(
    () =>
      bus.on('world:ready', () => {
        const latest = clock.getSnapshot();
        if (latest) bus.emit('world:time', latest);
      }),
    [bus, clock],
  );

  const [controls] = useState(() => ({
    serverNow: () => clock.serverNow(),
    resync: () => void clock.syncNow(),
    onSynced: (listener: () => void) => clock.onSynced(listener),
  }));
  return { time, ...controls };
}
