import type { OracleClue } from '@silkroad/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { NpcsApi } from '../../net/npcs-api';
import { OracleApi } from '../../net/oracle-api';
import { npcActions, useRumoursQuery, type NpcActions } from '../../server-state/npc-queries';
import { useServices } from '../services';
import { useWorld } from '../world/world-context';

/** The NPCs' and the oracle's routes for the panels (one client each per API). */
export function useNpcApis(): { npcs: NpcsApi; oracle: OracleApi } {
  const { api } = useServices();
  return useMemo(() => ({ npcs: new NpcsApi(api), oracle: new OracleApi(api) }), [api]);
}

/** The NPC window's actions over the cache (npc-queries.ts). */
export function useNpcActions(): NpcActions {
  const { npcs, oracle } = useNpcApis();
  const client = useQueryClient();
  const { connection } = useWorld();
  return useMemo(() => npcActions(client, npcs, oracle, () => connection.getStatus() === 'connected'), [client, npcs, oracle, connection]);
}

export interface RumoursState {
  /** The clues and rumours in force, newest first; null while unread or when the server gives none. */
  list: readonly OracleClue[] | null;
  unread: number;
  markRead(): void;
}

/** The rumours heard and the unread count (the HUD's), read once and written by each clue told. */
export function useRumours(): RumoursState {
  const { oracle } = useNpcApis();
  const actions = useNpcActions();
  const query = useRumoursQuery(oracle);
  const marking = useRef(false);
  const markRead = useCallback(() => {
    if (marking.current) return;
    marking.current = true;
    actions
      .markRumoursRead()
      .catch(() => undefined)
      .finally(() => {
        marking.current = false;
      });
  }, [actions]);
  return { list: query.data?.rumours ?? null, unread: query.data?.unread ?? 0, markRead };
}
