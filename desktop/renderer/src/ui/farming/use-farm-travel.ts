import type { LocationState, MoveAction } from '@silkroad/shared';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { GameBus, Spot } from '../../bus/game-bus';
import { ApiError } from '../../net/api-client';
import type { FarmingApi } from '../../net/farming-api';
import { useLocationQuery, type FarmActions } from '../../server-state/farm-queries';
import { useToasts } from '../common/toast-context';
import { FARMING_TEXT, isTestModeMissing } from './farming-texts';

export interface FarmTravel {
  /** Where the server has the player; null until it answered (the main world if it could not). */
  location: LocationState | null;
  locationError: string | null;
  travelling: boolean;
  goToCountryside(): void;
  returnToCity(): void;
}

function moveFailure(error: unknown, testMode: boolean): string {
  if (isTestModeMissing(error, testMode)) return FARMING_TEXT.testModeUnavailable;
  if (error instanceof ApiError && error.isRejection) return error.message;
  return FARMING_TEXT.movementFailed;
}

function locationFailure(error: unknown, testMode: boolean): string {
  if (isTestModeMissing(error, testMode)) return FARMING_TEXT.testModeUnavailable;
  return `${FARMING_TEXT.movementFailed}: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Where the server has the player (city or farm) and the moves between them through the gates.
 * The server decides each move; the scene follows its answer.
 */
export function useFarmTravel(farming: FarmingApi, actions: FarmActions, bus: GameBus, spot: Spot | null): FarmTravel {
  const toasts = useToasts();
  const query = useLocationQuery(farming);
  const location: LocationState | null = query.data?.currentState ?? (query.isError ? 'IN_CITY' : null);
  const locationError = query.isError ? locationFailure(query.error, farming.testMode) : null;
  const [travelling, setTravelling] = useState(false);
  const travelling$ = useRef(false);

  const travel = useCallback(
    async (action: MoveAction) => {
      if (travelling$.current) return;
      travelling$.current = true;
      setTravelling(true);
      const showScene = (state: LocationState) => bus.emit('scene:switch', { to: state === 'IN_COUNTRYSIDE' ? 'farm' : 'world', fade: true });
      try {
        showScene((await actions.move(action)).currentState);
      } catch (error) {
        toasts.notify({ type: 'error', message: moveFailure(error, farming.testMode), duration: 5_000 });
        // Moved elsewhere meanwhile (another window): follow the server.
        if (error instanceof ApiError && error.code === 'MOVE_NOT_ALLOWED') {
          actions.reloadLocation().then((answer) => showScene(answer.currentState), () => undefined);
        }
      } finally {
        travelling$.current = false;
        setTravelling(false);
      }
    },
    [actions, bus, farming.testMode, toasts],
  );

  const goToCountryside = useCallback(() => {
    if (locationError) return toasts.notify({ type: 'error', message: locationError, duration: 5_000 });
    if (location !== 'IN_CITY') return;
    // The HUD's button works at the gate only, as E does; elsewhere it says where the gate is.
    if (spot !== 'countryside-gate') return toasts.notify({ type: 'info', message: FARMING_TEXT.walkToGate, duration: 5_000 });
    void travel('GO_TO_COUNTRYSIDE');
  }, [location, locationError, spot, toasts, travel]);

  const returnToCity = useCallback(() => {
    if (location === 'IN_COUNTRYSIDE') void travel('RETURN_TO_CITY');
  }, [location, travel]);

  return useMemo(() => ({ location, locationError, travelling, goToCountryside, returnToCity }), [location, locationError, travelling, goToCountryside, returnToCity]);
}
