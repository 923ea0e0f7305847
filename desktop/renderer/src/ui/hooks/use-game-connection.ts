import { useEffect, useState, useSyncExternalStore } from 'react';
import type { GameBus } from '../../bus/game-bus';
import { ApiError } from '../../net/api-client';
import { GameConnection, type ConnectionStatus } from '../../net/game-connection';
import { useServices } from '../services';

/**
 * The realtime connection for as long as the world is on screen (none in test mode). The connect
 * is deferred by a tick so StrictMode's mount-unmount-mount never opens a socket it closes at once.
 */
export function useGameConnection(bus: GameBus, enabled = true): { connection: GameConnection; status: ConnectionStatus } {
  const { api, sessions, platform } = useServices();
  const [connection] = useState(
    () =>
      new GameConnection({
        url: platform.apiOrigin,
        bus,
        getToken: async () => {
          try {
            return await api.freshAccessToken();
          } catch (error) {
            if (error instanceof ApiError && error.isRejection) return null;
            throw error;
          }
        },
        refreshToken: async () => {
          try {
            await api.refresh();
            return true;
          } catch (error) {
            if (error instanceof ApiError && error.isRejection) return false;
            throw error;
          }
        },
        onSessionExpired: () => sessions.clear(),
        onNeedsInGameName: () => sessions.updateUser({ inGameName: null, needsInGameName: true }),
      }),
  );

  // Connect only once the world listens on the bus: `existing-players` arrives right after the
  // handshake, and a world that subscribes later would never learn who was already there.
  useEffect(() => {
    // Test mode plays without the other players (spec 000 §6): the connection never starts.
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopWaiting = bus.on('world:ready', () => {
      stopWaiting();
      timer = setTimeout(() => connection.start(), 0);
    });
    return () => {
      stopWaiting();
      clearTimeout(timer);
      connection.stop();
    };
  }, [bus, connection, enabled]);

  const status = useSyncExternalStore(connection.subscribe, connection.getStatus);
  return { connection, status };
}
