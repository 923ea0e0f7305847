import type { QuestLog, QuestView } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { fakeApiServer, type Call } from '../net/fake-api-server';
import { questFixture, questLogFixture } from '../net/quest-fixture';
import { QuestsApi } from '../net/quests-api';
import { createQueryClient } from './query-client';
import { QUERY_KEYS } from './query-keys';
import { npcQuestsAfter, questActions } from './quest-queries';

const GIVER = 'eudokia-xiphilina';

function setup(reply: (call: Call) => { status: number; body: unknown }, pushing = true) {
  const { client: api, calls } = fakeApiServer(reply);
  const cache = createQueryClient();
  cache.setQueryData(QUERY_KEYS.player, { read: 1 });
  cache.setQueryData(QUERY_KEYS.quests, questLogFixture());
  cache.setQueryData(QUERY_KEYS.npcQuests(GIVER), [questFixture(), questFixture({ id: 'gifts-of-the-land', status: 'locked', lockedReason: 'Finish Buy Low, Sell High first' })]);
  cache.setQueryData(QUERY_KEYS.npcQuests('nikephoros-kamateros'), [questFixture({ id: 'first-purchase', giverId: 'nikephoros-kamateros', status: 'locked' })]);
  const actions = questActions(cache, new QuestsApi(api), () => pushing);
  const log = () => cache.getQueryData<QuestLog>(QUERY_KEYS.quests);
  const ofNpc = (npcId: string) => cache.getQueryData<QuestView[]>(QUERY_KEYS.npcQuests(npcId));
  const invalidated = (key: readonly unknown[]) => cache.getQueryState(key)?.isInvalidated ?? false;
  return { actions, calls, cache, log, ofNpc, invalidated };
}

const changed = (quest: QuestView, quests: QuestView[]) => ({ status: 200, body: { success: true, data: { quest, log: questLogFixture(quests) } } });

describe('an NPC’s quests after the server described one', () => {
  it('the quest is replaced where it stands; a list not read yet stays unread', () => {
    const active = questFixture({ status: 'active' });
    expect(npcQuestsAfter([questFixture(), questFixture({ id: 'other' })], active)?.map((quest) => [quest.id, quest.status])).toEqual([
      ['a-stranger-in-the-city', 'active'],
      ['other', 'available'],
    ]);
    expect(npcQuestsAfter(undefined, active)).toBeUndefined();
  });
});

describe('the quest actions write the server’s reply into the cache', () => {
  it('an accepted quest is in the log and active in its giver’s list, without reading either again', async () => {
    const active = questFixture({ status: 'active', acceptedAt: 5 });
    const { actions, calls, log, ofNpc, invalidated } = setup(() => changed(active, [active]));
    expect(await actions.accept('a-stranger-in-the-city')).toEqual(active);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/quests/a-stranger-in-the-city/accept']);
    expect(log()?.quests.map((quest) => quest.id)).toEqual(['a-stranger-in-the-city']);
    expect(log()?.active).toBe(1);
    expect(ofNpc(GIVER)?.[0]?.status).toBe('active');
    expect(ofNpc(GIVER)?.[1]?.status).toBe('locked');
    expect(invalidated(QUERY_KEYS.quests)).toBe(false);
    expect(invalidated(QUERY_KEYS.player)).toBe(false);
  });

  it('a claim empties the log and reads every NPC’s quests again (the chain’s next may open elsewhere); the reward’s push reads the player', async () => {
    const claimed = questFixture({ status: 'claimed' });
    const { actions, log, ofNpc, invalidated } = setup(() => changed(claimed, []));
    await actions.claim('a-stranger-in-the-city');
    expect(log()?.active).toBe(0);
    expect(ofNpc(GIVER)?.[0]?.status).toBe('claimed');
    expect(invalidated(QUERY_KEYS.npcQuests('nikephoros-kamateros'))).toBe(true);
    expect(invalidated(QUERY_KEYS.player)).toBe(false);
  });

  it('without a socket (test mode) a claim reads the player itself', async () => {
    const claimed = questFixture({ status: 'claimed' });
    const { actions, invalidated } = setup(() => changed(claimed, []), false);
    await actions.claim('a-stranger-in-the-city');
    expect(invalidated(QUERY_KEYS.player)).toBe(true);
  });

  it('an abandoned quest leaves the log and is available again', async () => {
    const available = questFixture();
    const { actions, calls, log } = setup(() => changed(available, []));
    await actions.abandon('a-stranger-in-the-city');
    expect(calls[0]?.path).toBe('/api/quests/a-stranger-in-the-city/abandon');
    expect(log()?.quests).toEqual([]);
  });

  it('a refusal throws the server’s words and reads the log and the lists again', async () => {
    const { actions, log, invalidated } = setup(() => ({ status: 409, body: { success: false, error: { code: 'QUEST_INCOMPLETE', message: 'The quest’s objectives are not complete yet' } } }));
    await expect(actions.claim('a-stranger-in-the-city')).rejects.toThrow('The quest’s objectives are not complete yet');
    expect(log()?.quests).toEqual([]);
    expect(invalidated(QUERY_KEYS.quests)).toBe(true);
    expect(invalidated(QUERY_KEYS.npcQuests(GIVER))).toBe(true);
  });
});
