/** Farming and movement refusals, in the spec's words where it has them (000 §8, 002 §5 and §8). */
export const FARMING_ERRORS = {
  NO_PLOT: 'No plot owned! Click building to buy a plot first!',
  PLOT_LIMIT: 'You already own a farm. Plant its beds, or harvest what is ready.',
  UNKNOWN_PLOT_TYPE: 'Unknown plot type',
  PLOT_NOT_FOUND: 'Plot not found',
  UNKNOWN_CROP_TYPE: 'Unknown crop type',
  INVALID_GRID_POSITION: 'There is no such bed on this plot',
  SLOT_OCCUPIED: 'Something is already growing in that bed',
  NO_SEEDS: 'No Seeds Available: Visit the market to buy seeds before you can plant crops!',
  CROP_NOT_FOUND: 'Crop not found',
  CROP_NOT_READY: 'This crop is not ready to harvest yet',
  TAX_OVERDUE: 'Your farm’s tax is overdue: earn the silver, and it is paid as soon as you have it',
  NOT_IN_COUNTRYSIDE: 'You must be on your farm in the countryside to do that',
  ON_FARM: 'You are on your farm: return to the city first',
  MOVE_NOT_ALLOWED: 'Movement failed',
  NOT_AT_COUNTRYSIDE_ENTRANCE: 'Movement failed: walk to the countryside farm’s gate first',
  UNKNOWN_HOME_CITY: 'Failed to set home city: no such city on the map',
} as const;
