import { journeyDurationMs, type EncounterOutcome, type EncounterView, type JourneyView } from '@silkroad/shared';

/**
 * Test support: a journey as the server describes it, Constantinople to Baghdad (45 units,
 * 15 minutes at the one pace), a fifth of the way along at server time 1,000,000, and what one of its
 * encounters looks like. Override what a test is about.
 */
export function journeyFixture(overrides: Partial<JourneyView> = {}): JourneyView {
  const durationMs = journeyDurationMs(45);
  const now = 1_000_000;
  return {
    id: 'j1',
    fromCityId: 1,
    fromCity: 'Constantinople',
    toCityId: 4,
    toCity: 'Baghdad',
    routeId: null,
    routeName: null,
    via: [1, 4],
    status: 'travelling',
    progress: 0.2,
    distance: 45,
    durationMs,
    startedAt: now - 0.2 * durationMs,
    estimatedArrival: now + 0.8 * durationMs,
    finishedAt: null,
    riskScore: 1.75,
    riskBand: 'Medium',
    cargo: { silk: 5 },
    cargoValue: 250,
    flags: [],
    encounter: null,
    encounters: [],
    position: { x: 700, y: 1400 },
    now,
    ...overrides,
  };
}

export function outcomeFixture(overrides: Partial<EncounterOutcome> = {}): EncounterOutcome {
  return {
    choiceId: 'parley',
    choiceText: 'Ride up alone and talk with their chief',
    success: true,
    auto: false,
    text: 'The chief lets you pass.',
    copper: 0,
    cargoLost: {},
    cargoSold: false,
    goodsGained: {},
    itemsSpent: {},
    delayMs: 120_000,
    skillXp: { diplomacy: 30 },
    reputation: 2,
    flagsGained: [],
    ...overrides,
  };
}

export function encounterFixture(overrides: Partial<EncounterView> = {}): EncounterView {
  return {
    id: 'e1',
    encounterId: 'bandits-mountain-pass',
    type: 'bandits',
    title: 'Ambush in the Pass',
    description: 'Riders with bows appear on the ridge.',
    icon: '🗡️',
    choices: [
      { id: 'flee', text: 'Turn the camels and run', enabled: true, reason: null, chance: null },
      { id: 'parley', text: 'Talk with their chief', enabled: false, reason: 'Requires Diplomacy level 3 (you have 1)', chance: null },
      { id: 'fight', text: 'Fight them off', enabled: true, reason: null, chance: 0.36 },
    ],
    context: { skills: { diplomacy: 1, navigation: 2 }, cargoValue: 250, weather: 'clear' },
    presentedAt: 1_000_000,
    autoResolveAt: 1_010_000,
    outcome: null,
    ...overrides,
  };
}
