import type { ZoneKey } from '@silkroad/shared';

/** Every player in the world is in this room: the general chat channel. */
export const WORLD_ROOM = 'world';

// Built once per area: joins, leaves and node updates name these rooms many times a second.
const areaRooms = new Map<ZoneKey, string>();

/** The players standing in one interest area (a city or a countryside cell): who joins and leaves their view goes here. */
export function areaRoom(area: ZoneKey): string {
  let room = areaRooms.get(area);
  if (room === undefined) {
    room = `area:${area}`;
    areaRooms.set(area, room);
  }
  return room;
}
