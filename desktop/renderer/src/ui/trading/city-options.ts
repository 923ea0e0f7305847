import { CITIES, VENICE, type City } from '@silkroad/shared';

/** Cities with a market, in map order, Venice (reached by caravan) last. */
export const MARKET_CITIES: readonly City[] = [...CITIES, VENICE];
