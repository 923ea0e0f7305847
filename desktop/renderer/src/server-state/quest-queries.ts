import type { QuestLog, QuestView } from '@silkroad/shared';
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { QuestChange, QuestsApi } from '../net/quests-api';
import { QUERY_KEYS } from './query-keys';

/**
 * The quest log (the HUD's quest count, the log window). Any act may advance a quest, so every
 * `player-updated` push reads it again (server-pushes.ts); `refetchInterval` is for when nothing
 * can push (test mode has no socket, or it dropped).
 */
export function useQuestLogQuery(quests: QuestsApi, refetchInterval: number | false = false): UseQueryResult<QuestLog> {
  return useQuery({ queryKey: QUERY_KEYS.quests, queryFn: () => quests.log(), staleTime: Infinity, refetchInterval });
}

/** The quests an NPC gives, as this player sees them, read while their window is open. */
export function useNpcQuestsQuery(quests: QuestsApi, npcId: string): UseQueryResult<QuestView[]> {
  return useQuery({ queryKey: QUERY_KEYS.npcQuests(npcId), queryFn: () => quests.ofNpc(npcId) });
}

/** An NPC's list after the server described one of their quests: that quest replaced where it stands. */
export function npcQuestsAfter(cached: QuestView[] | undefined, quest: QuestView): QuestView[] | undefined {
  if (!cached) return cached;
  return cached.map((entry) => (entry.id === quest.id ? quest : entry));
}

/** Puts what an accept, claim or abandon answered into the cache: the whole log, and the quest in its giver's list. */
export function writeQuestChange(client: QueryClient, { quest, log }: QuestChange): void {
  client.setQueryData<QuestLog>(QUERY_KEYS.quests, log);
  client.setQueryData<QuestView[]>(QUERY_KEYS.npcQuests(quest.giverId), (cached) => npcQuestsAfter(cached, quest));
}

export interface QuestActions {
  accept(questId: string): Promise<QuestView>;
  /** Hands the quest in: the reward is paid by the server. */
  claim(questId: string): Promise<QuestView>;
  abandon(questId: string): Promise<QuestView>;
}

/**
 * The quest buttons' actions: each writes the log and the quest the server returned into the
 * cache. A claim pays copper, XP and items and may open the chain's next quest at another giver:
 * every NPC's list is read again, and, while nothing can push (`pushing()` false), the player too (the server's
 * `quest-reward` push does that otherwise). A refusal reads the log and the lists again: what is
 * on screen may be old (a quest claimed in another window, a day gone by).
 */
export function questActions(client: QueryClient, quests: QuestsApi, pushing: () => boolean): QuestActions {
  const run = async (action: () => Promise<QuestChange>, after?: (change: QuestChange) => void): Promise<QuestView> => {
    try {
      const change = await action();
      writeQuestChange(client, change);
      after?.(change);
      return change.quest;
    } catch (error) {
      void client.invalidateQueries({ queryKey: QUERY_KEYS.quests });
      throw error;
    }
  };
  return {
    accept: (questId) => run(() => quests.accept(questId)),
    claim: (questId) =>
      run(
        () => quests.claim(questId),
        () => {
          void client.invalidateQueries({ queryKey: QUERY_KEYS.npcQuestLists });
          if (!pushing()) void client.invalidateQueries({ queryKey: QUERY_KEYS.player });
        },
      ),
    abandon: (questId) => run(() => quests.abandon(questId)),
  };
}
