import type { City } from '@silkroad/shared';

/** How each city is built: stone, roofs and domes give each its own character. */
export interface CityStyle {
  wall: readonly number[];
  /** Accent course in the wall (brick bands, tile). */
  wallBand: readonly number[];
  roofs: ReadonlyArray<readonly number[]>;
  /** Flat roofs with parapets (the east) or pitched tile roofs (Constantinople). */
  flatRoofs: boolean;
  dome: readonly number[];
  tree: 'cypress' | 'poplar' | 'palm';
  banner: readonly number[];
}

const STYLES: Record<number, CityStyle> = {
  1: {
    wall: [214, 202, 176],
    wallBand: [164, 82, 60],
    roofs: [
      [184, 90, 62],
      [170, 80, 56],
      [198, 112, 72],
    ],
    flatRoofs: false,
    dome: [128, 140, 152],
    tree: 'cypress',
    banner: [150, 30, 60],
  },
  2: {
    wall: [210, 178, 128],
    wallBand: [52, 120, 170],
    roofs: [
      [216, 192, 150],
      [202, 174, 130],
      [222, 200, 162],
    ],
    flatRoofs: true,
    dome: [48, 160, 172],
    tree: 'poplar',
    banner: [40, 110, 170],
  },
  3: {
    wall: [204, 168, 112],
    wallBand: [70, 140, 100],
    roofs: [
      [208, 172, 120],
      [192, 154, 106],
      [216, 184, 134],
    ],
    flatRoofs: true,
    dome: [70, 146, 104],
    tree: 'poplar',
    banner: [190, 150, 40],
  },
  4: {
    wall: [218, 196, 150],
    wallBand: [40, 100, 150],
    roofs: [
      [224, 204, 160],
      [208, 186, 142],
      [230, 212, 172],
    ],
    flatRoofs: true,
    dome: [214, 172, 72],
    tree: 'palm',
    banner: [30, 120, 70],
  },
};

export function cityStyle(city: City): CityStyle {
  return STYLES[city.id] ?? (STYLES[2] as CityStyle);
}
