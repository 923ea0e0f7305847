import { STARTING_POSITION, formatCoins, locationLabel, terrainAt, type Terrain } from '@silkroad/shared';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GameBus } from '../../bus/game-bus';
import { weatherShown } from '../../game/world/sky-look';
import { describeThrown } from '../../net/error-reporter';
import { farmingApiFor } from '../../net/farming-api';
import { PlayerApi } from '../../net/player-api';
import { TradingApi } from '../../net/trading-api';
import type { StoredSession } from '../../platform/platform';
import { usePlayerQuery } from '../../server-state/player-query';
import { createQueryClient } from '../../server-state/query-client';
import { followServerPushes } from '../../server-state/server-pushes';
import { useToasts } from '../common/toast-context';
import { RandomEventContext } from '../events/event-context';
import { HudEventChip } from '../events/HudEventChip';
import { RandomEventLayer } from '../events/RandomEventLayer';
import { HudQuests } from '../quests/HudQuests';
import { useRandomEvents } from '../events/use-random-events';
import { CountrysideContext } from '../farming/countryside-context';
import { FARMING_TEXT } from '../farming/farming-texts';
import { TestModeBanner } from '../farming/TestModeBanner';
import { useCountryside } from '../farming/use-countryside';
import { WelcomeBack } from '../farming/WelcomeBack';
import { WorkshopLayer } from '../workshop/WorkshopLayer';
import { GatheringLayer } from '../gathering/GatheringLayer';
import { useCurrentCity, type CurrentCity } from '../hooks/use-current-city';
import { useGameConnection } from '../hooks/use-game-connection';
import { useLiveLocation } from '../hooks/use-live-location';
import { usePositionDerived } from '../hooks/use-position-derived';
import { usePackOnBus } from '../hooks/use-pack-on-bus';
import { useSoundCues } from '../hooks/use-sound-cues';
import { useWorldClock } from '../hooks/use-world-clock';
import { AtSeaBanner } from '../journey/AtSeaBanner';
import { HudJourney } from '../journey/HudJourney';
import { JourneyContext } from '../journey/journey-context';
import { useJourney } from '../journey/use-journey';
import { VENICE_MARKET } from '../journey/whereabouts';
import { boundFor } from '../journey/journey-clock';
import type { Overlay } from '../overlays/overlay-state';
import { OverlayHost } from '../overlays/OverlayHost';
import { useServices } from '../services';
import { DebugReadout } from '../settings/DebugReadout';
import { useSettings, useSettingsOnBus } from '../settings/use-settings';
import { TutorialLayer } from '../tutorial/TutorialLayer';
import { VeniceScreen } from '../venice/VeniceScreen';
import { AutosaveIndicator } from './AutosaveIndicator';
import { ChatBox } from './ChatBox';
import { ConnectionBanner } from './ConnectionBanner';
import { Hud } from './Hud';
import { HudActions } from './HudActions';
import { WorldCanvas, type Spawn } from './WorldCanvas';
import { WorldContext, type WorldServices } from './world-context';
import { WorldLoadingVeil } from './WorldLoadingVeil';
import './world.css';

/** In Venice the markets and boards open on Venice's (the character's place on the map is not where they are). */
const IN_VENICE: CurrentCity = { inCityId: VENICE_MARKET.cityId, nearestCityId: VENICE_MARKET.cityId };

interface WorldProps {
  session: StoredSession;
  /**
   * False while the welcome is on screen: the world connects, reads the player and builds itself
   * behind it, unseen and deaf to the keyboard, so it is there the moment the welcome ends.
   */
  revealed: boolean;
}

/** The world on screen, with its own cache of what the server said (a new session starts empty). */
export function World({ session, revealed }: WorldProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <WorldScreen session={session} revealed={revealed} />
    </QueryClientProvider>
  );
}

/** The Phaser canvas, the HUD and chat over it, and the connection behind both. */
function WorldScreen({ session, revealed }: WorldProps) {
  const { api, errors, testMode } = useServices();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const [bus] = useState(() => new GameBus());
  const player = usePlayerQuery(useCallback(() => new PlayerApi(api).player(), [api]));
  const { connection, status } = useGameConnection(bus, !testMode);
  useEffect(() => followServerPushes(queryClient, connection), [queryClient, connection]);
  const liveLocation = useLiveLocation(bus);
  const [spawn, setSpawn] = useState<Spawn | null>(null);
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const { settings, store: settingsStore } = useSettings();
  useSettingsOnBus(bus, settingsStore);
  useSoundCues(bus, toasts, overlay?.kind ?? null);
  usePackOnBus(bus, player.data?.inventory, toasts);
  const trading = useMemo(() => new TradingApi(api), [api]);
  const farming = useMemo(() => farmingApiFor(api, testMode), [api, testMode]);
  const city = useCurrentCity(bus, player.data?.location ?? null);
  // Offline progression rides on the clock's sync; the countryside, which handles it, needs the clock first.
  const clockSync = useRef<() => void>(() => undefined);
  const onClockSync = useCallback(() => clockSync.current(), []);
  const clock = useWorldClock(api, bus, onClockSync);
  const { time } = clock;
  const liveTerrain = usePositionDerived<Terrain | null>(bus, terrainAt, null);

  const openOverlay = useCallback((next: Overlay) => setOverlay(next), []);
  const countryside = useCountryside({ farming, bus, clock, openOverlay });
  useEffect(() => {
    clockSync.current = countryside.onClockSync;
  }, [countryside.onClockSync]);
  const journey = useJourney({ api, bus, connection, status, location: countryside.location, inCityId: city.inCityId, clock, revealed, setOverlay });
  const { where } = journey;
  const randomEvents = useRandomEvents({ api, bus, connection, status, serverNow: clock.serverNow, revealed });

  const name = player.data?.inGameName ?? session.user.inGameName ?? session.user.username;
  // The world starts where the server last saw the player, on the farm if the server has them
  // there; without data, at the start point (the socket's connection:established then moves it).
  if (!spawn && (player.data || player.failed) && countryside.location !== null) {
    const at = player.data?.location ?? STARTING_POSITION;
    setSpawn({ x: at.x, y: at.y, name, scene: countryside.location === 'IN_COUNTRYSIDE' ? 'farm' : 'world' });
  }

  useEffect(() => connection.events.on('notification', (notification) => toasts.notify(notification)), [connection, toasts]);
  useEffect(
    () =>
      connection.events.on('offer-filled', ({ offer, filledQuantity }) => {
        bus.emit('sound:cue', { cue: 'coins' });
        toasts.notify({
          type: 'success',
          message: `Your offer was filled: ${offer.tradeType === 'sell' ? 'sold' : 'bought'} ${filledQuantity} ${offer.itemName} at ${formatCoins(offer.pricePerUnit)} each`,
        });
      }),
    [bus, connection, toasts],
  );

  const onWorldFailure = useCallback(
    (error: unknown) => {
      errors.report({ level: 'error', message: 'Failed to start game - initialization incomplete', context: { cause: describeThrown(error).message } });
      toasts.gameError();
    },
    [errors, toasts],
  );

  const onFarm = countryside.location === 'IN_COUNTRYSIDE';
  const mapLocation = onFarm ? FARMING_TEXT.countrysideLocation : (liveLocation ?? (player.data ? locationLabel(player.data.location.x, player.data.location.y) : null));
  // On the road and in Venice the character's place on the map is not where the player is.
  const location = where === 'road' ? (journey.journey ? `On the road to ${boundFor(journey.journey)}` : 'On the road') : where === 'venice' ? VENICE_MARKET.cityName : mapLocation;
  // The farm lies in the plains outside Constantinople.
  const terrain: Terrain | null = onFarm ? 'plains' : (liveTerrain ?? (player.data ? terrainAt(player.data.location.x, player.data.location.y) : null));
  const weather = time ? weatherShown(time.weather, terrain ?? 'plains') : null;

  const worldServices = useMemo<WorldServices>(() => ({ bus, connection, player, trading, revealed }), [bus, connection, player, trading, revealed]);
  const openFarming = useCallback(() => setOverlay((current) => (current?.kind === 'farming' ? null : { kind: 'farming' })), []);
  const openSettings = useCallback(() => setOverlay((current) => (current?.kind === 'settings' ? null : { kind: 'settings' })), []);
  const openProfessions = useCallback(() => setOverlay((current) => (current?.kind === 'professions' ? null : { kind: 'professions' })), []);
  const openVeniceMarket = useCallback(() => setOverlay({ kind: 'trading-post', building: VENICE_MARKET }), []);
  const openTrading = useCallback(() => setOverlay({ kind: 'trading' }), []);
  const talkTo = useCallback((npcId: string) => setOverlay({ kind: 'npc', npcId }), []);
  const openQuests = useCallback(() => setOverlay((current) => (current?.kind === 'quests' ? null : { kind: 'quests' })), []);
  const openWorkshopWindow = useCallback((kind: 'inventory' | 'stats') => setOverlay(kind === 'inventory' ? { kind: 'inventory' } : { kind: 'stats' }), []);

  return (
    <WorldContext value={worldServices}>
      <CountrysideContext value={countryside}>
        <JourneyContext value={journey}>
          <RandomEventContext value={randomEvents}>
            <div className={revealed ? 'world' : 'world world-unrevealed'} inert={!revealed}>
              <WorldCanvas bus={bus} spawn={spawn} onScreen={revealed} onFailure={onWorldFailure} />
              <WorldLoadingVeil bus={bus} />
              <div className="world-ui">
                {/* First in the layer: the HUD, the chat and the windows stand over it. */}
                {where === 'venice' && <VeniceScreen onOpenMarket={openVeniceMarket} onOpenTrading={openTrading} onTalk={talkTo} />}
                {(player.data || player.failed) && (
                  <Hud name={name} data={player.data} location={location} connected={status === 'connected'} time={time} weather={weather} journey={<HudJourney />} event={<HudEventChip />} quests={<HudQuests onOpen={openQuests} />} onOpenSettings={openSettings}>
                    <HudActions onOpenFarming={openFarming} onOpenProfessions={openProfessions} />
                  </Hud>
                )}
                {where === 'road' && <AtSeaBanner />}
                {!testMode && <ConnectionBanner status={status} onRetry={() => connection.retry()} />}
                {testMode && <TestModeBanner error={countryside.locationError} />}
                <button type="button" className="button button-small signout-button" data-testid="signout-button" onClick={() => void api.logout()}>
                  Sign Out
                </button>
                <ChatBox bus={bus} connection={connection} connected={status === 'connected'} />
                {/* Its 6 s count from when it is seen, not from behind the welcome. */}
                {revealed && countryside.welcome && <WelcomeBack progression={countryside.welcome} onDone={countryside.dismissWelcome} />}
                {spawn && !testMode && <GatheringLayer start={spawn} />}
                {countryside.workshopOpen && <WorkshopLayer onOpenWindow={openWorkshopWindow} />}
                {/* Under the windows: one opened during a step covers the card, as it covers the HUD. */}
                {spawn && revealed && <TutorialLayer overlay={overlay?.kind ?? null} />}
                {spawn && <OverlayHost city={where === 'venice' ? IN_VENICE : city} overlay={overlay} setOverlay={setOverlay} />}
                {/* After the windows: its modal stands over the one open, which stays; an encounter goes first. */}
                <RandomEventLayer held={!revealed || overlay?.kind === 'encounter'} />
                {settings.debugMode && <DebugReadout bus={bus} />}
                <AutosaveIndicator bus={bus} overlay={overlay} />
              </div>
            </div>
          </RandomEventContext>
        </JourneyContext>
      </CountrysideContext>
    </WorldContext>
  );
}
