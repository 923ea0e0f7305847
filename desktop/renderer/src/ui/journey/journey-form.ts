import {
  CARGO_MAX_PER_ITEM,
  cargoValue,
  cityName,
  itemDisplayName,
  JOURNEY_CITY_IDS,
  JOURNEY_ERRORS,
  journeyDurationMs,
  journeyRoute,
  navigationRequired,
  navigationTooLowText,
  riskBand,
  riskScore,
  startingJourneyDurationMs,
  tradeRouteById,
  type RiskBand,
  type RoadFlag,
  type TradeRouteDefinition,
} from '@silkroad/shared';
import { JOURNEY_TEXT } from './journey-texts';

/**
 * The new-journey form of the Journey Planner (002 §2, §5 "Journey form"): where to, what the
 * caravan carries, what the way will take and risk, and whether Start Journey may be pressed.
 * The server decides all of it again; this shows the same numbers before the player asks.
 */

/** Cargo per item is 0 to 100, capped by the count held (002 §5). */
export function cargoCap(held: number): number {
  return Math.max(0, Math.min(CARGO_MAX_PER_ITEM, Math.floor(held)));
}

/** A quantity typed for one good: whole units from 0 to its cap; anything not a number is 0. */
export function parseCargo(text: string, held: number): number {
  const value = Math.floor(Number(text.trim()));
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.min(cargoCap(held), value);
}

/** The goods a caravan can load: everything held, by name. */
export function cargoChoices(inventory: Readonly<Record<string, number>>): { itemId: string; name: string; held: number; cap: number }[] {
  return Object.entries(inventory)
    .filter(([, held]) => held > 0)
    .map(([itemId, held]) => ({ itemId, name: itemDisplayName(itemId), held, cap: cargoCap(held) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The manifest sent: only cargo above 0 (002 §5), each within what is held. */
export function cargoManifest(quantities: Readonly<Record<string, string>>, inventory: Readonly<Record<string, number>>): Record<string, number> {
  const manifest: Record<string, number> = {};
  for (const [itemId, text] of Object.entries(quantities)) {
    const quantity = parseCargo(text, inventory[itemId] ?? 0);
    if (quantity > 0) manifest[itemId] = quantity;
  }
  return manifest;
}

export interface DestinationOption {
  cityId: number;
  name: string;
  distance: number;
  durationMs: number;
  /** The navigation the way asks (000 §5). */
  navigation: number;
  /** The player's navigation is below it: the option is marked 'Requires Navigation N'. */
  locked: boolean;
}

/**
 * Every other journey city, with its way from `from`: distance, time (halved where a passage the
 * player holds, `roadFlags`, would carry the caravan), and the navigation it needs.
 */
export function destinationOptions(from: number, navigationLevel: number, roadFlags: readonly RoadFlag[] = []): DestinationOption[] {
  return JOURNEY_CITY_IDS.filter((cityId) => cityId !== from).flatMap((cityId) => {
    const route = journeyRoute(from, cityId);
    if (!route) return [];
    const navigation = navigationRequired(route);
    const durationMs = startingJourneyDurationMs(journeyDurationMs(route.distance), route.cities, roadFlags);
    return [{ cityId, name: cityName(cityId), distance: route.distance, durationMs, navigation, locked: navigationLevel < navigation }];
  });
}

export interface JourneyPlan {
  /** The cities passed, start and destination included. */
  via: number[];
  distance: number;
  /** The one pace of every journey, a route's too (journeyDurationMs); halved by a passage hired for it. */
  durationMs: number;
  /** A land or sea passage the player hired goes with this journey and halves its time. */
  passage: boolean;
  cargoValue: number;
  riskScore: number;
  riskBand: RiskBand;
  navigation: number;
}

/**
 * The summary of a planned journey, as the server will reckon it, with the flags the player holds
 * (`roadFlags`: a passage of the journey's kind goes with it and halves its time); null without a
 * way (the same city, an unknown one).
 */
export function journeyPlan(from: number, to: number, manifest: Readonly<Record<string, number>>, tradeRoute?: TradeRouteDefinition, roadFlags: readonly RoadFlag[] = []): JourneyPlan | null {
  const route = journeyRoute(from, to);
  if (!route) return null;
  const value = cargoValue(manifest);
  const score = riskScore(route.distance, value);
  const baseMs = journeyDurationMs(route.distance);
  const durationMs = startingJourneyDurationMs(baseMs, route.cities, roadFlags);
  return {
    via: route.cities,
    distance: route.distance,
    durationMs,
    passage: durationMs !== baseMs,
    cargoValue: value,
    riskScore: score,
    riskBand: riskBand(score),
    navigation: navigationRequired(route),
  };
}

/** A trade route the player may run from here: known, and starting where the journey starts. */
export function routeFrom(routeId: string | undefined, from: number | null): TradeRouteDefinition | undefined {
  const route = routeId ? tradeRouteById(routeId) : undefined;
  return route && route.startCityId === from ? route : undefined;
}

export type FormReadiness = { ready: true } | { ready: false; reason: string };

/**
 * Whether Start Journey may be pressed: from and to both chosen and different (002 §5), and the
 * player's navigation up to the way's (the server would refuse it); else why not.
 */
export function formReadiness(form: { from: number | null; to: number | null; navigationLevel: number }): FormReadiness {
  if (form.from === null) return { ready: false, reason: JOURNEY_ERRORS.NOT_IN_START_CITY };
  if (form.to === null) return { ready: false, reason: JOURNEY_TEXT.chooseDestination };
  if (form.from === form.to) return { ready: false, reason: JOURNEY_ERRORS.SAME_CITY };
  const route = journeyRoute(form.from, form.to);
  if (!route) return { ready: false, reason: JOURNEY_TEXT.noWay };
  const navigation = navigationRequired(route);
  if (form.navigationLevel < navigation) return { ready: false, reason: navigationTooLowText(navigation) };
  return { ready: true };
}
