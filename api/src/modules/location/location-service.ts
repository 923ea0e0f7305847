import { atCountrysideEntrance, cityAt, cityById, CITIES, nearestCity, type LocationState, type MoveAction, type PlayerLocation } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { onPostgres, transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { standingPosition } from '../players/player-position';
import { changeLocationState, writeHomeCity } from '../players/player-state';

/** A step's worth around the farm gate: positions are reported every 100 ms, after a 5 px change. */
const ENTRANCE_MARGIN_PX = 20;

interface LocationRow {
  x: number;
  y: number;
  location_state: string;
  home_city_id: number;
}

async function locationRow(db: Executor, playerId: string, options: { lock: boolean } = { lock: false }): Promise<LocationRow> {
  const row = await db
    .selectFrom('players')
    .select(['x', 'y', 'location_state', 'home_city_id'])
    .where('user_id', '=', playerId)
    .$if(options.lock && onPostgres(db), (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw new Refusal('PLAYER_NOT_FOUND');
  return row;
}

function describe(ctx: AppContext, playerId: string, row: LocationRow): PlayerLocation {
  const { x, y } = standingPosition(ctx, playerId, row);
  const home = cityById(row.home_city_id) ?? CITIES[0]!;
  return {
    currentState: row.location_state as LocationState,
    currentCityName: (cityAt(x, y) ?? nearestCity(x, y)).name,
    homeCityId: home.id,
    homeCityName: home.name,
  };
}

export async function playerLocation(ctx: AppContext, playerId: string): Promise<PlayerLocation> {
  return describe(ctx, playerId, await locationRow(ctx.db, playerId));
}

/** Where each action goes, from where (spec 000 §4 "Player location"): LEAVE_CITY and ENTER_CITY are the same two steps. */
const TRANSITIONS: Record<MoveAction, { from: LocationState; to: LocationState }> = {
  GO_TO_COUNTRYSIDE: { from: 'IN_CITY', to: 'IN_COUNTRYSIDE' },
  LEAVE_CITY: { from: 'IN_CITY', to: 'IN_COUNTRYSIDE' },
  RETURN_TO_CITY: { from: 'IN_COUNTRYSIDE', to: 'IN_CITY' },
  ENTER_CITY: { from: 'IN_COUNTRYSIDE', to: 'IN_CITY' },
};

/**
 * Goes through the farm gate, either way. The state is the one truth of where the player is
 * (player-position.ts): the change holds the player's moves while it is decided and committed,
 * and the live session learns it before it takes another move, on whichever process it is.
 */
export async function movePlayer(ctx: AppContext, playerId: string, action: MoveAction): Promise<{ location: PlayerLocation; message: string }> {
  const { from, to } = TRANSITIONS[action];
  const change = () =>
    transact(ctx.db, async (trx) => {
      const row = await locationRow(trx, playerId, { lock: true });
      // The farm gate is on the map: not reached from the road, nor from Venice.
      if (row.location_state === 'ON_JOURNEY') throw new Refusal('ON_JOURNEY');
      if (row.location_state === 'IN_VENICE') throw new Refusal('IN_VENICE');
      if (row.location_state !== from) {
        throw new Refusal('MOVE_NOT_ALLOWED', to === 'IN_COUNTRYSIDE' ? 'Movement failed: you are already in the countryside' : 'Movement failed: you are already in the world beyond the farm');
      }
      if (to === 'IN_COUNTRYSIDE') {
        // The farm is reached through its gate: where the server last knew the player to stand.
        const { x, y } = standingPosition(ctx, playerId, row);
        if (!atCountrysideEntrance(x, y, ENTRANCE_MARGIN_PX)) throw new Refusal('NOT_AT_COUNTRYSIDE_ENTRANCE');
      }
      if (!(await changeLocationState(trx, playerId, from, to))) throw new Refusal('MOVE_NOT_ALLOWED');
      return describe(ctx, playerId, { ...row, location_state: to });
    });
  const location = ctx.presence ? await ctx.presence.changeCharacter(playerId, change, { kind: 'relocate', state: to }) : await change();
  return { location, message: to === 'IN_COUNTRYSIDE' ? 'Welcome to your countryside farm' : 'Back on the road' };
}

export async function setHomeCity(ctx: AppContext, playerId: string, cityId: number): Promise<PlayerLocation> {
  const city = CITIES.find((c) => c.id === cityId);
  if (!city) throw new Refusal('UNKNOWN_HOME_CITY');
  if (!(await writeHomeCity(ctx.db, playerId, city.id))) throw new Refusal('PLAYER_NOT_FOUND');
  return playerLocation(ctx, playerId);
}
