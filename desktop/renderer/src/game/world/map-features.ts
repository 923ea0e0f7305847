import { CITIES, COUNTRYSIDE_ENTRANCE, nearestCity, ROADS, type City, type Point, type Rect, type Road } from '@silkroad/shared';
import { polylineCrossings, smoothPolyline } from './geometry';

/**
 * What the renderer adds to the shared map purely as scenery. None of it is a rule: terrain,
 * cities, roads and the farm entrance come from `@silkroad/shared`; these only decide how
 * they are drawn (curved tracks, a river past Baghdad, bridges).
 */

export interface Track {
  id: string;
  points: Point[];
  /** Full width of the worn ground, in world pixels. */
  width: number;
}

/** The caravan roads, smoothed from their shared waypoints into curving tracks. */
export const ROAD_TRACKS: readonly Track[] = ROADS.map((road: Road) => ({ id: road.id, points: smoothPolyline(road.points, 4), width: 30 }));

export const FARM_CITY: City = nearestCity(COUNTRYSIDE_ENTRANCE.x + COUNTRYSIDE_ENTRANCE.width / 2, COUNTRYSIDE_ENTRANCE.y);

/** A footpath from the nearest city to the countryside gate. */
export const FARM_PATH: Track = {
  id: 'farm-path',
  points: smoothPolyline(
    [
      { x: FARM_CITY.x, y: FARM_CITY.y },
      { x: COUNTRYSIDE_ENTRANCE.x + COUNTRYSIDE_ENTRANCE.width / 2 + 15, y: FARM_CITY.y + FARM_CITY.radius * 0.5 },
      { x: COUNTRYSIDE_ENTRANCE.x + COUNTRYSIDE_ENTRANCE.width / 2 + 15, y: COUNTRYSIDE_ENTRANCE.y + COUNTRYSIDE_ENTRANCE.height / 2 },
    ],
    3,
  ),
  width: 18,
};

/** Every track that leaves a city through a gate. */
export const ALL_TRACKS: readonly Track[] = [...ROAD_TRACKS, FARM_PATH];

/** The Tigris: from the Pontic woods, past Baghdad's docks, through the desert to the Gulf. */
export const RIVER: readonly Point[] = smoothPolyline(
  [
    { x: 1330, y: 880 },
    { x: 1300, y: 1100 },
    { x: 1250, y: 1380 },
    { x: 1215, y: 1650 },
    { x: 1235, y: 1900 },
    { x: 1262, y: 2120 },
    { x: 1262, y: 2300 },
    { x: 1300, y: 2480 },
    { x: 1420, y: 2640 },
    { x: 1560, y: 2760 },
    { x: 1690, y: 2880 },
  ],
  3,
);

/** Half the river's width at a point `along` (0 at the source, 1 at the mouth). */
export function riverHalfWidth(along: number): number {
  return 7 + 9 * along;
}

export interface Bridge extends Point {
  /** Direction of the road over the bridge, radians. */
  angle: number;
}

export const BRIDGES: readonly Bridge[] = ALL_TRACKS.flatMap((track) => polylineCrossings(track.points, RIVER));

export const BUILDING_RECTS: readonly Rect[] = CITIES.flatMap((city) => city.buildings.map((b) => ({ x: b.x, y: b.y, width: b.width, height: b.height })));
