/**
 * What each bed of the farm shows, read from the server's crops and the server's clock (spec 002
 * §4 "Crop slot": empty, growing by stage, ready, empty again). The server's reply is refreshed
 * every 10 s; between replies the stage and the time left are computed here from the crop's two
 * timestamps, so a bed ripens on screen at the moment the server would agree.
 */
import { cropProgress, cropTypeById, growthStageName, growthStageNumber, type CropView, type GrowthStageName } from '@silkroad/shared';
import { FARM_BED_COUNT } from './farm-layout';

/** What a bed is: no plot owned (the beds are not the player's yet), bare soil, a crop growing, a crop to harvest. */
export type BedKind = 'locked' | 'empty' | 'growing' | 'ready';

export interface BedView {
  index: number;
  kind: BedKind;
  crop: CropView | null;
  /** 1 (Sprouting) to 4 (Mature) while a crop is in the bed, else 0. */
  stage: number;
  stageName: GrowthStageName | null;
  /** 0 to 1. */
  progress: number;
  /** Until the crop is ready; 0 when ready or empty. */
  msLeft: number;
}

/** The farm as the world draws it: the server's crops, and how far the server's clock is from ours. */
export interface FarmSnapshot {
  /** The farm was read from the server at least once (before that, the beds show nothing at all). */
  loaded: boolean;
  /** The player owns the plot around the farm building. */
  owned: boolean;
  crops: CropView[];
  /** Server time minus local time: add it to Date.now() for the server's clock. */
  serverOffsetMs: number;
}

export const EMPTY_FARM: FarmSnapshot = { loaded: false, owned: false, crops: [], serverOffsetMs: 0 };

/** Ripe by the server's last word or by the clock since (the server answers with `isReady` as of its reply). */
export function isCropReady(crop: CropView, serverNow: number): boolean {
  return crop.isReady || serverNow >= crop.harvestReadyAt;
}

export function bedView(index: number, crop: CropView | null, owned: boolean, serverNow: number): BedView {
  if (!owned) return { index, kind: 'locked', crop: null, stage: 0, stageName: null, progress: 0, msLeft: 0 };
  if (!crop) return { index, kind: 'empty', crop: null, stage: 0, stageName: null, progress: 0, msLeft: 0 };
  if (isCropReady(crop, serverNow)) return { index, kind: 'ready', crop, stage: 4, stageName: 'Mature', progress: 1, msLeft: 0 };
  // Never behind the server's own reading: a clock a little slow must not un-grow a crop.
  const progress = Math.max(crop.progress, cropProgress(crop.plantedAt, crop.harvestReadyAt, serverNow));
  return {
    index,
    kind: 'growing',
    crop,
    stage: growthStageNumber(progress),
    stageName: growthStageName(progress),
    progress,
    msLeft: Math.max(0, crop.harvestReadyAt - serverNow),
  };
}

/** Every bed of the plot in order, each with its crop (by grid position) or none. */
export function bedViews(farm: Pick<FarmSnapshot, 'owned' | 'crops'>, serverNow: number, count = FARM_BED_COUNT): BedView[] {
  const byBed = new Map<number, CropView>();
  for (const crop of farm.crops) byBed.set(crop.gridPosition, crop);
  return Array.from({ length: count }, (_, index) => bedView(index, byBed.get(index) ?? null, farm.owned, serverNow));
}

/** Time left as a player reads it: "45s", "4m 05s", "1h 02m". */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

export function cropName(cropType: string): string {
  return cropTypeById(cropType)?.name ?? cropType;
}

/** The one-line label under a bed (also its hover hint). */
export function bedCaption(view: BedView): string {
  switch (view.kind) {
    case 'locked':
      return 'Buy the plot to farm';
    case 'empty':
      return 'Click to plant';
    case 'growing':
      return `${view.stageName} · ${formatTimeLeft(view.msLeft)}`;
    case 'ready':
      return 'Ready!';
  }
}

/** The longer hover hint: what the bed holds and what a click does. */
export function bedHint(view: BedView): string {
  const name = view.crop ? cropName(view.crop.cropType) : '';
  switch (view.kind) {
    case 'locked':
      return 'No plot owned! Click building to buy a plot first!';
    case 'empty':
      return 'Click to plant';
    case 'growing':
      return `${name} · ${view.stageName} · ready in ${formatTimeLeft(view.msLeft)}`;
    case 'ready':
      return `${name} is ready! Click to harvest`;
  }
}
