import type { LocationState } from '@silkroad/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, type Dispatch, type SetStateAction } from 'react';
import type { GameBus } from '../../bus/game-bus';
import type { ApiClient } from '../../net/api-client';
import type { ConnectionStatus, GameConnection } from '../../net/game-connection';
import { JourneysApi } from '../../net/journeys-api';
import { followJourneyPushes, journeyActions, useActiveJourneyQuery } from '../../server-state/journey-queries';
import type { WorldClock } from '../hooks/use-world-clock';
import { overlayForEncounter, type Overlay } from '../overlays/overlay-state';
import type { Journey } from './journey-context';
import { clockBehindJourney, nextJourneyEventAt } from './journey-clock';
import { journeyStartPlace } from './journey-start-place';
import { travelStateOf, whereaboutsOf } from './whereabouts';

interface Options {
  api: ApiClient;
  bus: GameBus;
  connection: GameConnection;
  status: ConnectionStatus;
  /** Where the server has the player (null until it answered). */
  location: LocationState | null;
  /** The city whose grounds the character stands in on the map, if any. */
  inCityId: number | null;
  clock: Pick<WorldClock, 'serverNow' | 'resync' | 'onSynced'>;
  /** False while the world builds behind the welcome: no window opens unseen. */
  revealed: boolean;
  setOverlay: Dispatch<SetStateAction<Overlay | null>>;
}

/** No re-read waits longer than this (a long timer drifts, a page sleeps): each read schedules the next. */
const LONGEST_WAIT_MS = 60_000;

/**
 * The player's journey for the screens over the world: the journey under way (read once, then
 * written by the server's pushes and the actions' replies), where that puts the player, the world
 * told how to draw them (the caravan, or away in Venice), and the encounter dialog opened when the
 * caravan meets one: on encounter-start, or on entering the world while one waits.
 */
export function useJourney({ api, bus, connection, status, location, inCityId, clock, revealed, setOverlay }: Options): Journey {
  const { serverNow, resync, onSynced } = clock;
  const client = useQueryClient();
  const journeys = useMemo(() => new JourneysApi(api), [api]);
  const query = useActiveJourneyQuery(journeys);
  const journey = query.data ?? null;
  useEffect(() => followJourneyPushes(client, connection), [client, connection]);
  // The ETA, the caravan and the encounter's countdown run by our idea of the server's clock: when the journey says it is off, sync it now.
  useEffect(() => {
    if (journey && clockBehindJourney(journey, serverNow())) resync();
  }, [journey, serverNow, resync]);

  // Without the socket (test mode, or while it is down) nothing pushes: ask again when the next
  // thing can happen to the journey (an encounter check, the auto-resolve, the arrival).
  const pushing = status === 'connected';
  const { refetch } = query;
  useEffect(() => {
    if (pushing || !journey) return;
    const at = nextJourneyEventAt(journey);
    if (at === null) return;
    const timer = setTimeout(() => void refetch(), Math.min(LONGEST_WAIT_MS, Math.max(0, at - serverNow())));
    return () => clearTimeout(timer);
  }, [pushing, journey, refetch, serverNow]);

  const actions = useMemo(() => journeyActions(client, journeys, () => connection.getStatus() === 'connected'), [client, journeys, connection]);
  const where = whereaboutsOf(location, journey);
  const startPlace = useMemo(() => journeyStartPlace(location, inCityId), [location, inCityId]);

  // The world draws the caravan from the journey's clock; told again once it is up (it may load
  // after) and after each clock sync (the offset it reads the clock by may have changed).
  useEffect(() => {
    const emit = () => bus.emit('travel:state', travelStateOf(where, journey, serverNow() - Date.now()));
    emit();
    const offReady = bus.on('world:ready', emit);
    const offSynced = onSynced(emit);
    return () => {
      offReady();
      offSynced();
    };
  }, [bus, where, journey, serverNow, onSynced]);

  // Each encounter opens its dialog once by itself (002 §4); after that, Continue Journey opens it.
  const opened = useRef(new Set<string>());
  const pendingId = journey?.encounter?.id ?? null;
  useEffect(() => {
    if (!revealed || !pendingId || opened.current.has(pendingId)) return;
    opened.current.add(pendingId);
    setOverlay((current) => overlayForEncounter(current, pendingId));
  }, [revealed, pendingId, setOverlay]);

  const openPlanner = useCallback((routeId?: string) => setOverlay(routeId ? { kind: 'journey', routeId } : { kind: 'journey' }), [setOverlay]);
  const openEncounter = useCallback(() => {
    if (pendingId) setOverlay({ kind: 'encounter', encounterId: pendingId });
  }, [pendingId, setOverlay]);

  const refresh = useCallback(() => void refetch(), [refetch]);
  const loaded = query.isFetched || query.data !== undefined;
  const error = query.error ? query.error.message : null;
  return useMemo<Journey>(
    () => ({ journey, loaded, error, where, startPlace, serverNow, journeys, actions, openPlanner, openEncounter, refresh }),
    [journey, loaded, error, where, startPlace, serverNow, journeys, actions, openPlanner, openEncounter, refresh],
  );
}
