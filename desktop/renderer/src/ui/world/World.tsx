import { STARTING_POSITION, formatCoins, locationLabel, terrainAt, type Terrain } from '@silkroad/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { GameBus } from '../../bus/game-bus';
import { weatherShown } from '../../game/world/sky-look';
import { describeThrown } from '../../net/error-reporter';
import { TradingApi } from '../../net/trading-api';
import type { StoredSession } from '../../platform/platform';
import { useToasts } from '../common/toast-context';
import { useCurrentCity } from '../hooks/use-current-city';
import { useGameConnection } from '../hooks/use-game-connection';
import { useLiveLocation } from '../hooks/use-live-location';
import { usePlayerData } from '../hooks/use-player-data';
import { usePositionDerived } from '../hooks/use-position-derived';
import { useWorldClock } from '../hooks/use-world-clock';
import { OverlayHost } from '../overlays/OverlayHost';
import { useServices } from '../services';
import { ChatBox } from './ChatBox';
import { ConnectionBanner } from './ConnectionBanner';
import { Hud } from './Hud';
import { WorldCanvas, type Spawn } from './WorldCanvas';
import { WorldContext, type WorldServices } from './world-context';
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
  const trading = useMemo(() => new TradingApi(api), [api]);
  const city = useCurrentCity(bus, player.data?.location ?? null);
  const time = useWorldClock(api, bus);
  const liveTerrain = usePositionDerived<Terrain | null>(bus, terrainAt, null);

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

  // The purse, inventory and skills changed on the server (a trade, a filled offer, a contract).
  useEffect(() => connection.events.on('player-updated', () => refresh()), [connection, refresh]);
  useEffect(
    () =>
      connection.events.on('offer-filled', ({ offer, filledQuantity }) =>
        toasts.notify({
          type: 'success',
          message: `Your offer was filled: ${offer.tradeType === 'sell' ? 'sold' : 'bought'} ${filledQuantity} ${offer.itemName} at ${formatCoins(offer.pricePerUnit)} each`,
        }),
      ),
    [connection, toasts],
  );

  const onWorldFailure = useCallback(
    (error: unknown) => {
      errors.report({ level: 'error', message: 'Failed to start game - initialization incomplete', context: { cause: describeThrown(error).message } });
      toasts.gameError();
    },
    [errors, toasts],
  );

  const location = liveLocation ?? (player.data ? locationLabel(player.data.location.x, player.data.location.y) : null);
  const terrain = liveTerrain ?? (player.data ? terrainAt(player.data.location.x, player.data.location.y) : null);
  const weather = time ? weatherShown(time.weather, terrain ?? 'plains') : null;

  const worldServices = useMemo<WorldServices>(() => ({ bus, connection, player, trading }), [bus, connection, player, trading]);

  return (
    <WorldContext value={worldServices}>
      <div className="world">
        <WorldCanvas bus={bus} spawn={spawn} onFailure={onWorldFailure} />
        <WorldLoadingVeil bus={bus} />
        <div className="world-ui">
          {(player.data || player.failed) && <Hud name={name} data={player.data} location={location} connected={status === 'connected'} time={time} weather={weather} />}
          <ConnectionBanner status={status} onRetry={() => connection.retry()} />
          <button type="button" className="button button-small signout-button" data-testid="signout-button" onClick={() => void api.logout()}>
            Sign Out
          </button>
          <ChatBox bus={bus} connection={connection} connected={status === 'connected'} />
          {spawn && <OverlayHost city={city} />}
        </div>
      </div>
    </WorldContext>
  );
}
