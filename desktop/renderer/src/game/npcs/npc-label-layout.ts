import { CITIES, cityIdAt, PROFESSION_SITES, type Rect } from '@silkroad/shared';

/** An NPC's name and type line as drawn by default: centred on `x`, bottom at `bottom`. */
export interface NpcLabelRequest {
  id: string;
  /** The figure's feet. */
  x: number;
  y: number;
  /** The label stack's bottom edge with no shift, and its size. */
  bottom: number;
  width: number;
  height: number;
}

/** How far a label is moved from its place over the head (x: right, y: down). */
export interface LabelShift {
  dx: number;
  dy: number;
}

/**
 * Places tried for a label, in order: where it belongs just above the head, then a little higher
 * (over a neighbour's label or a building's name), then beside the figure, west or east, at the
 * height of its head, then higher still (a label far above reads as someone else's), then under
 * its feet.
 */
function candidates(request: NpcLabelRequest): LabelShift[] {
  const beside = request.width / 2 + FIGURE_HALF_WIDTH_PX + 2;
  const headHeight = request.y - FIGURE_HEIGHT_PX + request.height - 4 - request.bottom;
  return [
    ...[0, -8, -16].map((dy) => ({ dx: 0, dy })),
    { dx: -beside, dy: headHeight },
    { dx: beside, dy: headHeight },
    ...[-24, -32].map((dy) => ({ dx: 0, dy })),
    { dx: 0, dy: request.y + 4 + request.height - request.bottom },
  ];
}
/** The gap kept between a label and whatever it must not cover. */
const CLEARANCE_PX = 2;
/** The height of a city's name over its walls (world/world-labels.ts: 34 px type with a heavy stroke). */
const CITY_TITLE_HEIGHT_PX = 44;
/** A figure's body above its feet, which another NPC's label must not hide. */
const FIGURE_HALF_WIDTH_PX = 13;
const FIGURE_HEIGHT_PX = 50;

function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

function boxAt(request: NpcLabelRequest, shift: LabelShift): Rect {
  return {
    x: request.x + shift.dx - request.width / 2 - CLEARANCE_PX,
    y: request.bottom + shift.dy - request.height - CLEARANCE_PX,
    width: request.width + CLEARANCE_PX * 2,
    height: request.height + CLEARANCE_PX * 2,
  };
}

/**
 * Where each NPC's label goes so that it covers neither another NPC's label or body nor the names
 * of the buildings and yards (`obstacles`): the city streets are crowded, and a label drawn over
 * another is read as neither. The southernmost figures are placed first (they are drawn in front);
 * each label takes the first place that covers nothing, else the one that covers least. Returns
 * how far each label moves ({0, 0}: in its place over the head).
 */
export function layOutNpcLabels(requests: readonly NpcLabelRequest[], obstacles: readonly Rect[]): Map<string, LabelShift> {
  const shifts = new Map<string, LabelShift>();
  const placed: Rect[] = [];
  const figures = requests.map((r) => ({ id: r.id, box: { x: r.x - FIGURE_HALF_WIDTH_PX, y: r.y - FIGURE_HEIGHT_PX, width: FIGURE_HALF_WIDTH_PX * 2, height: FIGURE_HEIGHT_PX } }));
  for (const request of [...requests].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const others = [...obstacles, ...placed, ...figures.filter((figure) => figure.id !== request.id).map((figure) => figure.box)];
    let best: LabelShift = { dx: 0, dy: 0 };
    let bestCover = Infinity;
    for (const shift of candidates(request)) {
      const box = boxAt(request, shift);
      const cover = others.reduce((sum, other) => sum + overlapArea(box, other), 0);
      if (cover < bestCover) {
        best = shift;
        bestCover = cover;
      }
      if (cover === 0) break;
    }
    shifts.set(request.id, best);
    placed.push(boxAt(request, best));
  }
  return shifts;
}

/**
 * The names drawn over the buildings of the cities (world/world-labels.ts) and the yards inside
 * them (interaction/profession-sites-watch.ts): 12 px bold, centred above the roof or yard, bottom
 * 3 px above it; and the cities' names over their walls. `measure` gives a text's width in the
 * small type, `measureTitle` in the cities' large one.
 */
export function cityNameBoxes(measure: (text: string) => number, measureTitle: (text: string) => number = (text) => measure(text) * 3): Rect[] {
  const named = [
    ...CITIES.filter((city) => city.onMap).flatMap((city) => city.buildings),
    ...PROFESSION_SITES.filter((site) => cityIdAt(site.x + site.width / 2, site.y + site.height / 2) !== null),
  ];
  const names = named.map((thing) => {
    const width = measure(thing.name) + 4;
    return { x: thing.x + thing.width / 2 - width / 2, y: thing.y - 3 - 16, width, height: 16 };
  });
  // The cities' own names in large type over their northern walls.
  const titles = CITIES.filter((city) => city.onMap).map((city) => {
    const width = measureTitle(city.name) + 14;
    return { x: city.x - width / 2, y: city.y - city.radius - 14 - CITY_TITLE_HEIGHT_PX, width, height: CITY_TITLE_HEIGHT_PX };
  });
  return [...names, ...titles];
}
