import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../net/api-client';
import { CraftingApi, type CraftClaim, type CraftQueue } from '../../net/crafting-api';
import { QUERY_KEYS } from '../../server-state/query-keys';
import { useToasts } from '../common/toast-context';
import { useNow } from '../hooks/use-now';
import { useServices } from '../services';
import { claimNotification, craftingErrorText, queueEntryView, type QueueEntryView } from './professions-window-logic';

/** The queue is read again this often while a window shows it (its bars tick every second from the server's times). */
export const QUEUE_POLL_MS = 10_000;
/** The bars' refresh (002 §4: "The display refreshes every second"). */
export const QUEUE_TICK_MS = 1_000;

/** Crafts being claimed now, across every window that shows the queue: a craft is claimed once. */
const claimsInFlight = new Set<string>();

export interface CraftQueueState {
  entries: QueueEntryView[];
  loaded: boolean;
  reload(): void;
  /** Claims a finished craft (the queue also does so by itself when one is ready). */
  claim(id: string): void;
  claiming: ReadonlySet<string>;
}

/**
 * The crafting queue of both kinds of craft, advancing by the server's clock every second, and
 * claimed as soon as a craft is ready: its goods and XP arrive with a toast ('Successfully
 * crafted Bread'), and the player's purse and inventory follow with the server's player-updated.
 */
export function useCraftQueue(serverNow: () => number, onClaimed?: (claim: CraftClaim) => void): CraftQueueState {
  const { api } = useServices();
  const client = useQueryClient();
  const toasts = useToasts();
  const crafting = useMemo(() => new CraftingApi(api), [api]);
  // Read on opening and every 10 s while shown: crafts finish by the clock, which the server does not push.
  const query = useQuery({ queryKey: QUERY_KEYS.craftQueue, queryFn: () => crafting.queue(), refetchInterval: QUEUE_POLL_MS });
  const queue = query.data?.queue ?? null;
  // The queue's own answer says what time it is on the server: the bars run from that, so a
  // server clock that moved (a development server's) shows at once, not at the next clock sync.
  const answeredNow = query.data?.now;
  const answeredAt = query.dataUpdatedAt;
  const clock = useCallback(() => (answeredNow === undefined ? serverNow() : answeredNow + (Date.now() - answeredAt)), [answeredNow, answeredAt, serverNow]);
  const [claiming, setClaiming] = useState<ReadonlySet<string>>(new Set());
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: QUERY_KEYS.craftQueue }), [client]);
  useNow(QUEUE_TICK_MS);
  const claimed = useRef(onClaimed);
  useEffect(() => {
    claimed.current = onClaimed;
  }, [onClaimed]);

  const claim = useCallback(
    (id: string, automatic = false) => {
      if (claimsInFlight.has(id)) return;
      claimsInFlight.add(id);
      setClaiming(new Set(claimsInFlight));
      crafting
        .claim(id)
        .then(
          (result) => {
            // Claimed: it leaves the queue; the goods and XP come with the server's player-updated.
            // Its answer time stays that of the read: the bars run from the server's `now` as of then.
            const updatedAt = client.getQueryState(QUERY_KEYS.craftQueue)?.dataUpdatedAt;
            client.setQueryData<CraftQueue>(QUERY_KEYS.craftQueue, (current) => (current ? { ...current, queue: current.queue.filter((craft) => craft.id !== id) } : current), { updatedAt });
            toasts.notify(claimNotification(result));
            claimed.current?.(result);
          },
          (error: unknown) => {
            // Another window claimed it first, or it is a moment early by our clock: the queue says what is left.
            reload();
            const quiet = automatic && error instanceof ApiError && (error.code === 'CRAFT_NOT_FOUND' || error.code === 'CRAFT_NOT_READY');
            if (!quiet) toasts.notify({ type: 'error', message: craftingErrorText(error), duration: 6_000 });
          },
        )
        .finally(() => {
          claimsInFlight.delete(id);
          setClaiming(new Set(claimsInFlight));
        });
    },
    [client, crafting, reload, toasts],
  );

  // Claims ready crafts on the second's tick (a timer, so the claim's state changes come from outside the render).
  const latest = useRef({ queue, claim, clock });
  useEffect(() => {
    latest.current = { queue, claim, clock };
  }, [queue, claim, clock]);
  useEffect(() => {
    const timer = setInterval(() => {
      const { queue: current, claim: claimNow, clock: serverClock } = latest.current;
      const now = serverClock();
      for (const craft of current ?? []) if (queueEntryView(craft, now).phase === 'ready') claimNow(craft.id, true);
    }, QUEUE_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  const now = clock();
  const entries = (queue ?? []).map((craft) => queueEntryView(craft, now));
  return { entries, loaded: queue !== null, reload, claim: (id: string) => claim(id), claiming };
}
