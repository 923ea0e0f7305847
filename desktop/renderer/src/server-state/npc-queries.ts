import type { NpcBuyRequest, NpcStockLine, NpcView, OracleClue, VaultActionRequest, VaultView } from '@silkroad/shared';
import { useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { NpcPurchase, NpcsApi, VaultChange } from '../net/npcs-api';
import type { OracleAnswer, OracleApi, Rumours } from '../net/oracle-api';
import { QUERY_KEYS } from './query-keys';

/**
 * What an NPC says and offers, from the talk that opens their window. Talking is a POST: it runs
 * once per opening (`gcTime` 0 forgets it when the window closes) and is never retried or
 * refetched behind the player's back. The server counts the talk as a visit for the quests
 * ("greet the merchant"), so the log and the quests on screen are read again after it.
 */
export function useNpcTalkQuery(npcs: NpcsApi, npcId: string): UseQueryResult<NpcView> {
  const client = useQueryClient();
  return useQuery({ queryKey: QUERY_KEYS.npc(npcId), queryFn: () => talkTo(client, npcs, npcId), staleTime: Infinity, gcTime: 0, retry: false });
}

/** Talks to the NPC, then marks the quests for a fresh read: the talk may have advanced one. */
export async function talkTo(client: QueryClient, npcs: NpcsApi, npcId: string): Promise<NpcView> {
  const view = await npcs.talk(npcId);
  void client.invalidateQueries({ queryKey: QUERY_KEYS.quests });
  // The tutorial's "talk to the merchant" is met by this talk, and the server is the one to say so.
  void client.invalidateQueries({ queryKey: QUERY_KEYS.tutorial });
  return view;
}

/** What the player keeps in the bankers' vault, read while a banker's window is open. */
export function useVaultQuery(npcs: NpcsApi, enabled: boolean): UseQueryResult<VaultView> {
  return useQuery({ queryKey: QUERY_KEYS.vault, queryFn: () => npcs.vault(), enabled });
}

/** The clues and rumours in force with the unread count (the HUD's rumours); a failed read shows no count. */
export function useRumoursQuery(oracle: OracleApi, refetchInterval: number | false = false): UseQueryResult<Rumours> {
  return useQuery({ queryKey: QUERY_KEYS.rumours, queryFn: () => oracle.rumours(), staleTime: Infinity, refetchInterval, retry: false });
}

/** The NPC's counter after the server described one of its lines. */
export function npcAfterPurchase(cached: NpcView | undefined, line: NpcStockLine): NpcView | undefined {
  if (!cached?.stock) return cached;
  return { ...cached, stock: cached.stock.map((entry) => (entry.itemId === line.itemId ? line : entry)) };
}

/** The rumours after a new clue was told: first, unread, in place of an older telling of the same one. */
export function rumoursAfter(cached: Rumours | undefined, clue: OracleClue, cluesLeftToday?: number): Rumours | undefined {
  if (!cached) return cached;
  const rumours = [clue, ...cached.rumours.filter((entry) => entry.id !== clue.id)];
  return { rumours, unread: rumours.filter((entry) => entry.readAt === null).length, cluesLeftToday: cluesLeftToday ?? cached.cluesLeftToday };
}

export interface NpcActions {
  buy(npcId: string, request: NpcBuyRequest): Promise<NpcPurchase>;
  vault(npcId: string, request: VaultActionRequest): Promise<VaultChange>;
  askOracle(): Promise<OracleAnswer>;
  hearRumour(npcId: string): Promise<OracleClue>;
  markRumoursRead(): Promise<void>;
}

/**
 * The NPC window's actions: each writes what the server returned (the counter's line, the vault,
 * the clue) into the cache. The purse and inventory they change the server's `player-updated`
 * re-reads; while nothing can push (`pushing()` false) the action re-reads the player itself. A
 * refused purchase reads the counter again: it may have sold out or been restocked meanwhile.
 */
export function npcActions(client: QueryClient, npcs: NpcsApi, oracle: OracleApi, pushing: () => boolean): NpcActions {
  const followUp = () => {
    if (!pushing()) void client.invalidateQueries({ queryKey: QUERY_KEYS.player });
  };
  return {
    buy: async (npcId, request) => {
      try {
        const purchase = await npcs.buy(npcId, request);
        client.setQueryData<NpcView>(QUERY_KEYS.npc(npcId), (cached) => npcAfterPurchase(cached, purchase.stock));
        followUp();
        return purchase;
      } catch (error) {
        void client.invalidateQueries({ queryKey: QUERY_KEYS.npc(npcId) });
        throw error;
      }
    },
    vault: async (npcId, request) => {
      const change = await npcs.vaultAction(npcId, request);
      client.setQueryData<VaultView>(QUERY_KEYS.vault, change.vault);
      followUp();
      return change;
    },
    askOracle: async () => {
      const answer = await oracle.query();
      client.setQueryData<Rumours>(QUERY_KEYS.rumours, (cached) => rumoursAfter(cached, answer.clue, answer.cluesLeftToday));
      followUp();
      return answer;
    },
    hearRumour: async (npcId) => {
      const clue = await oracle.rumour(npcId);
      client.setQueryData<Rumours>(QUERY_KEYS.rumours, (cached) => rumoursAfter(cached, clue));
      return clue;
    },
    markRumoursRead: async () => {
      const unread = await oracle.markRead();
      const at = Date.now();
      client.setQueryData<Rumours>(QUERY_KEYS.rumours, (cached) => cached && { ...cached, unread, rumours: cached.rumours.map((entry) => (entry.readAt === null ? { ...entry, readAt: at } : entry)) });
    },
  };
}
