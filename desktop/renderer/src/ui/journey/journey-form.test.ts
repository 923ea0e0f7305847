import { encounterChance, encounterChanceOnRoute, journeyDurationMs, ROUTE_COMPANY_ENCOUNTER_FACTOR, tradeRouteDurationMs, tradeRouteMinutes } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../net/api-client';
import { cargoCap, cargoChoices, cargoManifest, destinationOptions, formReadiness, journeyPlan, parseCargo, routeFrom } from './journey-form';
import { journeyStartPlace } from './journey-start-place';
import { encounterTypeLabel, startFailureText } from './journey-texts';

describe('the cargo of the journey form', () => {
  it('caps each good at 100 and at what is held', () => {
    expect(cargoCap(250)).toBe(100);
    expect(cargoCap(7)).toBe(7);
    expect(cargoCap(0)).toBe(0);
  });

  it('reads a typed quantity as whole units from 0 to the cap; anything else is 0', () => {
    expect(parseCargo('5', 7)).toBe(5);
    expect(parseCargo('12', 7)).toBe(7);
    expect(parseCargo('150', 300)).toBe(100);
    expect(parseCargo('2.9', 7)).toBe(2);
    expect(parseCargo('-3', 7)).toBe(0);
    expect(parseCargo('', 7)).toBe(0);
    expect(parseCargo('silk', 7)).toBe(0);
  });

  it('sends only cargo above 0, each within what is held', () => {
    expect(cargoManifest({ silk: '5', spices: '0', gems: '', jade: '40' }, { silk: 10, spices: 3, gems: 1, jade: 20 })).toEqual({ silk: 5, jade: 20 });
    expect(cargoManifest({ silk: '5' }, {})).toEqual({});
  });

  it('offers every good held, by name', () => {
    expect(cargoChoices({ spices: 3, silk: 120, gems: 0 })).toEqual([
      { itemId: 'silk', name: 'Silk', held: 120, cap: 100 },
      { itemId: 'spices', name: 'Spices', held: 3, cap: 3 },
    ]);
  });
});

describe('the destinations', () => {
  it('lists the other journey cities with distance and time, marking those the player’s navigation cannot reach', () => {
    const options = destinationOptions(1, 1);
    expect(options.map((o) => [o.name, o.distance, o.durationMs, o.navigation, o.locked])).toEqual([
      ['Samarkand', 60, journeyDurationMs(60), 2, true],
      ['Kashgar', 120, journeyDurationMs(120), 3, true],
      ['Baghdad', 45, journeyDurationMs(45), 2, true],
      ['Venice', 30, journeyDurationMs(30), 1, false],
    ]);
    expect(destinationOptions(1, 3).every((o) => !o.locked)).toBe(true);
    // A ship hired: the way to Venice takes half the time, the roads overland do not.
    expect(destinationOptions(1, 1, ['sea_transport']).map((o) => o.durationMs)).toEqual([journeyDurationMs(60), journeyDurationMs(120), journeyDurationMs(45), journeyDurationMs(30) / 2]);
    expect(destinationOptions(5, 1).map((o) => o.cityId)).not.toContain(5);
  });
});

describe('the summary', () => {
  it('gives distance, duration = distance x 20 s, cargo value, risk score and band', () => {
    const plan = journeyPlan(1, 4, { silk: 10, gems: 5 });
    // Constantinople to Baghdad, 45: 15 minutes.
    expect(plan).toMatchObject({ via: [1, 4], distance: 45, durationMs: journeyDurationMs(45), cargoValue: 1500, navigation: 2 });
    expect(plan?.durationMs).toBe(15 * 60_000);
    expect(plan?.riskScore).toBeCloseTo(3);
    expect(plan?.riskBand).toBe('High');
    expect(journeyPlan(1, 5, {})?.riskBand).toBe('Low');
    expect(journeyPlan(1, 1, {})).toBeNull();
  });

  it('takes the time the server will store: halved by a passage of the journey’s kind the player holds', () => {
    expect(journeyPlan(1, 4, {}, undefined, ['land_transport'])).toMatchObject({ durationMs: journeyDurationMs(45) / 2, passage: true });
    expect(journeyPlan(1, 4, {}, undefined, ['sea_transport', 'guide'])).toMatchObject({ durationMs: journeyDurationMs(45), passage: false });
    expect(journeyPlan(5, 1, {}, undefined, ['sea_transport'])).toMatchObject({ durationMs: journeyDurationMs(30) / 2, passage: true });
    const western = routeFrom('western-silk-route', 3)!;
    expect(journeyPlan(3, 1, {}, western, ['land_transport'])).toMatchObject({ durationMs: tradeRouteDurationMs(western) / 2, passage: true });
  });

  it('runs a trade route at the one pace of its road, the time the board shows, meeting half the encounters', () => {
    const route = routeFrom('western-silk-route', 3);
    expect(route?.name).toBe('Western Silk Route');
    const plan = journeyPlan(3, 1, {}, route)!;
    expect(plan.durationMs).toBe(journeyDurationMs(plan.distance));
    expect(plan.durationMs).toBe(tradeRouteDurationMs(route!));
    expect(plan.durationMs).toBe(tradeRouteMinutes(route!) * 60_000);
    expect(plan).toEqual(journeyPlan(3, 1, {}));
    expect(ROUTE_COMPANY_ENCOUNTER_FACTOR).toBe(0.5);
    expect(encounterChanceOnRoute(encounterChance(plan.riskScore), true)).toBeCloseTo(encounterChance(plan.riskScore) / 2);
    expect(routeFrom('western-silk-route', 1)).toBeUndefined();
    expect(routeFrom('no-such-route', 3)).toBeUndefined();
  });
});

describe('Start Journey', () => {
  it('is enabled only when from and to are both chosen and differ, and the navigation is there', () => {
    expect(formReadiness({ from: 1, to: 5, navigationLevel: 1 })).toEqual({ ready: true });
    expect(formReadiness({ from: 1, to: null, navigationLevel: 1 })).toEqual({ ready: false, reason: 'Choose where the caravan goes' });
    expect(formReadiness({ from: null, to: 5, navigationLevel: 1 })).toMatchObject({ ready: false });
    expect(formReadiness({ from: 4, to: 4, navigationLevel: 3 })).toEqual({ ready: false, reason: 'Choose two different cities' });
    expect(formReadiness({ from: 1, to: 3, navigationLevel: 2 })).toEqual({ ready: false, reason: 'Navigation skill too low (Requires Navigation 3)' });
  });

  it('says a refusal in the spec’s words around the server’s, and a failure with its retry line', () => {
    expect(startFailureText(new ApiError('Navigation skill too low (Requires Navigation 2)', 403, 'NAVIGATION_TOO_LOW'))).toBe('Failed to start journey: Navigation skill too low (Requires Navigation 2)');
    expect(startFailureText(new ApiError('Cannot connect', 0))).toBe('Failed to start journey. Please try again.');
  });
});

describe('where a journey starts', () => {
  it('is the city the player stands in, Venice included', () => {
    expect(journeyStartPlace('IN_CITY', 4)).toEqual({ cityId: 4 });
    expect(journeyStartPlace('IN_VENICE', 1)).toEqual({ cityId: 5 });
  });

  it('is nowhere on the farm, on the road or between cities, and the player is told why', () => {
    expect(journeyStartPlace('IN_COUNTRYSIDE', null)).toMatchObject({ cityId: null, reason: expect.stringContaining('farm') });
    expect(journeyStartPlace('ON_JOURNEY', 1)).toMatchObject({ cityId: null, reason: expect.stringContaining('on the road') });
    expect(journeyStartPlace('IN_CITY', null)).toMatchObject({ cityId: null, reason: expect.stringContaining('walk into a city') });
    expect(journeyStartPlace(null, 1)).toMatchObject({ cityId: null });
  });
});

describe('encounter types', () => {
  it('read as words on the badge', () => {
    expect(encounterTypeLabel('bandits')).toBe('Bandits');
    expect(encounterTypeLabel('trade_opportunity')).toBe('Trade Opportunity');
    expect(encounterTypeLabel('city_event')).toBe('City Event');
  });
});
