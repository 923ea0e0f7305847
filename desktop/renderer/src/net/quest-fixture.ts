import type { QuestLog, QuestView } from '@silkroad/shared';

/**
 * Test support: the innkeeper's first quest as the server describes it (available to a new
 * player: greet the merchant), and a log holding some quests. Override what a test is about.
 */
export function questFixture(overrides: Partial<QuestView> = {}): QuestView {
  return {
    id: 'a-stranger-in-the-city',
    title: 'A Stranger in the City',
    description: 'Go and greet Nikephoros Kamateros at his stall by the Grand Bazaar.',
    giverId: 'eudokia-xiphilina',
    giverName: 'Eudokia Xiphilina',
    cityId: 1,
    daily: false,
    starter: true,
    status: 'available',
    lockedReason: null,
    objectives: [{ text: 'Talk to Nikephoros Kamateros', progress: 0, target: 1, done: false }],
    rewards: { copper: 2_000, xp: 20, items: {}, skillXp: { diplomacy: 15 }, reputation: 1 },
    acceptedAt: null,
    ...overrides,
  };
}

export function questLogFixture(quests: QuestView[] = []): QuestLog {
  return { quests, active: quests.length, ready: quests.filter((quest) => quest.status === 'ready').length };
}
