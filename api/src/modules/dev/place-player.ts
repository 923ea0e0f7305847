import { CITIES, cityIdAt, COUNTRYSIDE_GATE_CENTER, professionSiteById, type DevPlaceRequest, type LocationState } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { Refusal } from '../../http/refusal';
import { writePlace } from '../players/player-state';
import type { CharacterChangeOutcome } from '../presence/presence-control';

/**
 * How far below a market's footprint the player is put: inside the 80 px reach of its walls
 * (building-reach.ts), clear of the building, where a player stops to press E.
 */
const MARKET_DOOR_OFFSET_PX = 35;

export interface Placement {
  x: number;
  y: number;
  currentState: LocationState;
  cityId: number | null;
}

/** The world point and location state a request names; the schema has already refused unknown cities and sites. */
export function placementOf(request: DevPlaceRequest): Placement {
  const at = (x: number, y: number, currentState: LocationState = 'IN_CITY'): Placement => ({ x, y, currentState, cityId: cityIdAt(x, y) });
  switch (request.at) {
    case 'market': {
      const market = CITIES.find((city) => city.id === request.cityId)?.buildings.find((building) => building.kind === 'market');
      if (!market) throw new Refusal('UNKNOWN_CITY');
      return at(market.x + market.width / 2, market.y + market.height + MARKET_DOOR_OFFSET_PX);
    }
    case 'site': {
      const site = professionSiteById(request.siteId);
      if (!site) throw new Refusal('INVALID_REQUEST');
      return at(Math.round(site.x + site.width / 2), Math.round(site.y + site.height / 2));
    }
    case 'point':
      return at(request.x, request.y);
    case 'farm':
      // Through the gate as POST /api/player/move takes a player: the character waits in the world at the gate.
      return at(COUNTRYSIDE_GATE_CENTER.x, COUNTRYSIDE_GATE_CENTER.y, 'IN_COUNTRYSIDE');
  }
}

/** Runs a character rewrite through presence when players are live, as every route that moves a character does. */
function changeCharacter<T>(ctx: AppContext, playerId: string, change: () => Promise<T>, outcome: CharacterChangeOutcome): Promise<T> {
  return ctx.presence ? ctx.presence.changeCharacter(playerId, change, outcome) : change();
}

async function savePlace(ctx: AppContext, playerId: string, x: number, y: number, state: LocationState): Promise<void> {
  if (!(await writePlace(ctx.db, playerId, { x, y, state }, ctx.clock.now()))) throw new Refusal('PLAYER_NOT_FOUND');
}

/**
 * Puts the player at a place, the way a reset puts a character back at the start: the change is
 * saved while presence holds the player's moves (so no save of the old position lands after it),
 * then the live session, if any, stands there, its client is told (position-corrected) and the
 * players who see it watch it arrive. The farm is two steps, as a player takes them: to the gate
 * in the world, then through it (the live session then refuses moves in the world, as on the farm).
 */
export async function placePlayer(ctx: AppContext, playerId: string, request: DevPlaceRequest): Promise<Placement> {
  const placement = placementOf(request);
  const { x, y } = placement;
  await changeCharacter(ctx, playerId, () => savePlace(ctx, playerId, x, y, 'IN_CITY'), { kind: 'teleport', x, y });
  if (placement.currentState === 'IN_COUNTRYSIDE') {
    await changeCharacter(ctx, playerId, () => savePlace(ctx, playerId, x, y, 'IN_COUNTRYSIDE'), { kind: 'relocate', state: 'IN_COUNTRYSIDE' });
  }
  ctx.logger.info({ playerId, ...placement }, 'development placement');
  return placement;
}
