import { STARTING_POSITION, locationLabel } from '@silkroad/shared';
import { useCallback, useEffect, useState } from 'react';
import { GameBus } from '../../bus/game-bus';
import { describeThrown } from '../../net/error-reporter';
import type { StoredSession } from '../../platform/platform';
import { useToasts } from '../common/toast-context';
import { useGameConnection } from '../hooks/use-game-connection';
import { useLiveLocation } from '../hooks/use-live-location';
import { usePlayerData } from '../hooks/use-player-data';
import { useServices } from '../services';
import { ChatBox } from './ChatBox';
import { ConnectionBanner } from './ConnectionBanner';
import { Hud } from './Hud';
import { WorldCanvas, type Spawn } from './WorldCanvas';
import { WorldLoadingVeil } from './WorldLoadingVeil';

/** The world on screen: the Phaser canvas, the HUD and chat over it, and the connection behind both. */
export function World({ session }: { session: StoredSession }) {
  const { api, errors } = useServices();
  const toasts = useToasts();
  const [bus] = useState(() => new GameBus());
  const player = usePlayerData(api);
  const { connection, status } = useGameConnection(bus);
  const liveLocation = useLiveLocation(bus);
  const [spawn, setSpawn] = useState<Spawn | null>(null);

  const name = player.data?.inGameName ?? session.user.inGameName ?? session.user.username;
  // The world starts where the server last saw the player; without data, at the start point
  // (the socket's connection:established then moves it to the saved spot).
  if (!spawn && (player.data || player.failed)) {
    const at = player.data?.location ?? STARTING_POSITION;
    setSpawn({ x: at.x, y: at.y, name });
  }

  const { refresh } = player;
  useEffect(() => connection.events.on('established', () => refresh()), [connection, refresh]);
  useEffect(
    () =>
      connection.events.on('notification', (notification) => {
        toasts.notify(notification);
        refresh();
      }),
    [connection, refresh, toasts],
  );

  const onWorldFailure = useCallback(
    (error: unknown) => {
      errors.report({ level: 'error', message: 'Failed to start game - initialization incomplete', context: { cause: describeThrown(error).message } });
      toasts.gameError();
    },
    [errors, toasts],
  );

  const location = liveLocation ?? (player.data ? locationLabel(player.data.location.x, player.data.location.y) : null);

  return (
    <div className="world">
      <WorldCanvas bus={bus} spawn={spawn} onFailure={onWorldFailure} />
      <WorldLoadingVeil bus={bus} />
      <div className="world-ui">
        {(player.data || player.failed) && <Hud name={name} data={player.data} location={location} connected={status === 'connected'} />}
        <ConnectionBanner status={status} onRetry={() => connection.retry()} />
        <button type="button" className="button button-small signout-button" data-testid="signout-button" onClick={() => void api.logout()}>
          Sign Out
        </button>
        <ChatBox bus={bus} connection={connection} connected={status === 'connected'} />
      </div>
    </div>
  );
}
