import { RANDOM_EVENT_EXPIRY_MS, type EventOutcome, type RandomEventView } from '@silkroad/shared';

/**
 * Test support: a random event as the server describes it, the bandits' toll, presented at server
 * time 1,000,000 (it passes ten minutes later), with one choice the player cannot take and one with
 * odds; and what an answer to it did. Override what a test is about.
 */
export function randomEventFixture(overrides: Partial<RandomEventView> = {}): RandomEventView {
  const presentedAt = 1_000_000;
  return {
    id: 'ev1',
    kind: 'bandit',
    title: 'Bandits on the Road',
    description: 'Three riders block the way, bows half-drawn.',
    choices: [
      { id: 'refuse', text: 'Refuse and ride on', enabled: true, reason: null, chance: null },
      { id: 'pay', text: 'Pay the toll (20 silver)', enabled: false, reason: 'Requires 20s (you have 5s)', chance: null },
      { id: 'talk', text: 'Talk them down', enabled: true, reason: null, chance: 0.6 },
    ],
    status: 'pending',
    presentedAt,
    expiresAt: presentedAt + RANDOM_EVENT_EXPIRY_MS,
    outcome: null,
    ...overrides,
  };
}

/** An answer that changed nothing (Refuse and ride on, without the fame). */
export function eventOutcomeFixture(overrides: Partial<EventOutcome> = {}): EventOutcome {
  return {
    choiceId: 'refuse',
    choiceText: 'Refuse and ride on',
    success: true,
    text: 'You spur past them; a few arrows fall short.',
    copper: 0,
    goodsGained: {},
    itemsSpent: {},
    skillXp: {},
    reputation: 0,
    ...overrides,
  };
}
