import type { Facing } from './movement';

/**
 * Characters: one generated sprite sheet per palette, three views (front, back, side; the side
 * view is mirrored for facing left) and three poses each. Pure naming and timing live here.
 */
export type View = 'down' | 'up' | 'side';
export type Pose = 'stand' | 'stepA' | 'stepB';

export const VIEWS: readonly View[] = ['down', 'up', 'side'];
export const POSES: readonly Pose[] = ['stand', 'stepA', 'stepB'];
export const WALK_FRAME_MS = 130;
const WALK_CYCLE: readonly Pose[] = ['stepA', 'stand', 'stepB', 'stand'];

export function frameName(view: View, pose: Pose): string {
  return `${view}-${pose}`;
}

/** The frame to show for a facing, whether the character walks, and how long it has been walking. */
export function frameFor(facing: Facing, moving: boolean, walkMs: number): { frame: string; flipX: boolean } {
  const view: View = facing === 'left' || facing === 'right' ? 'side' : facing;
  const pose = moving ? (WALK_CYCLE[Math.floor(walkMs / WALK_FRAME_MS) % WALK_CYCLE.length] ?? 'stand') : 'stand';
  return { frame: frameName(view, pose), flipX: facing === 'left' };
}

export interface CharacterPalette {
  key: string;
  robe: readonly number[];
  trim: readonly number[];
  headwear: readonly number[];
  skin: readonly number[];
  boots: readonly number[];
  /** The local player stands on a golden ring so you always find yourself in a crowd. */
  local: boolean;
}

export const LOCAL_PALETTE: CharacterPalette = {
  key: 'character-local',
  robe: [178, 44, 52],
  trim: [236, 190, 80],
  headwear: [246, 238, 220],
  skin: [232, 186, 148],
  boots: [84, 56, 36],
  local: true,
};

const SKINS = [
  [232, 186, 148],
  [206, 150, 110],
  [170, 118, 82],
  [240, 204, 170],
];

/** Remote travellers: never the local player's crimson. */
export const REMOTE_PALETTES: readonly CharacterPalette[] = [
  { robe: [34, 120, 134], trim: [230, 214, 170], headwear: [200, 84, 60] },
  { robe: [62, 74, 152], trim: [220, 200, 120], headwear: [236, 230, 210] },
  { robe: [56, 116, 64], trim: [232, 210, 150], headwear: [176, 124, 62] },
  { robe: [190, 138, 50], trim: [122, 62, 40], headwear: [64, 104, 154] },
  { robe: [118, 58, 112], trim: [230, 200, 120], headwear: [240, 236, 224] },
  { robe: [84, 96, 114], trim: [214, 172, 92], headwear: [156, 52, 52] },
].map((colours, i) => ({ key: `character-remote-${i}`, skin: SKINS[i % SKINS.length] as number[], boots: [74, 52, 36], local: false, ...colours }));

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A remote player's look, stable for their id on every client. */
export function paletteForRemote(playerId: string): CharacterPalette {
  return REMOTE_PALETTES[hashString(playerId) % REMOTE_PALETTES.length] as CharacterPalette;
}
