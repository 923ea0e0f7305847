import { questAbandonedText, questAcceptedText, questClaimedText } from '@silkroad/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../net/api-client';
import { QuestsApi } from '../../net/quests-api';
import { questActions } from '../../server-state/quest-queries';
import { useToasts } from '../common/toast-context';
import { useServices } from '../services';
import { useWorld } from '../world/world-context';

const TOAST_MS = 4_000;

/** The quests' routes for the panels (one client per API). */
export function useQuestsApi(): QuestsApi {
  const { api } = useServices();
  return useMemo(() => new QuestsApi(api), [api]);
}

export type QuestVerb = 'accept' | 'claim' | 'abandon';

/**
 * The quest buttons: one request at a time, the server's answer as a toast ('Quest accepted: ...'),
 * a refusal in the server's words; the cache follows the reply (quest-queries.ts).
 */
export function useQuestButtons() {
  const quests = useQuestsApi();
  const client = useQueryClient();
  const { connection, bus } = useWorld();
  const toasts = useToasts();
  const actions = useMemo(() => questActions(client, quests, () => connection.getStatus() === 'connected'), [client, quests, connection]);
  const [busy, setBusy] = useState<string | null>(null);
  const sending = useRef(false);

  const run = useCallback(
    (verb: QuestVerb, questId: string) => {
      if (sending.current) return;
      sending.current = true;
      setBusy(questId);
      actions[verb](questId).then(
        (quest) => {
          const text = verb === 'accept' ? questAcceptedText(quest.title) : verb === 'claim' ? questClaimedText(quest.title) : questAbandonedText(quest.title);
          toasts.notify({ type: verb === 'abandon' ? 'info' : 'success', message: text, duration: TOAST_MS });
          if (verb === 'claim') bus.emit('sound:cue', { cue: 'coins' });
        },
        (error: unknown) => toasts.notify({ type: 'error', message: error instanceof ApiError ? error.message : 'The quest could not be changed: try again', duration: TOAST_MS }),
      ).finally(() => {
        sending.current = false;
        setBusy(null);
      });
    },
    [actions, bus, toasts],
  );
  return { busy, run };
}
