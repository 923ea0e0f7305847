import type { GameTimeState } from '@silkroad/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { GameBus } from '../../bus/game-bus';
import type { ApiClient } from '../../net/api-client';
import { ServerClock, fetchTimeSync } from '../../net/server-clock';

/**
 * The server's clock for as long as the world is on screen: the game time for the HUD, and the
 * same on the bus for the world's daylight and weather. Null until the first sync answers.
 */
export function useWorldClock(api: ApiClient, bus: GameBus): GameTimeState | null {
  const [clock] = useState(() => new ServerClock({ sync: (clientTime) => fetchTimeSync(api, clientTime) }));

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

  return time;
}
