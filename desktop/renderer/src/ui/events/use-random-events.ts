import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameBus } from '../../bus/game-bus';
import type { ApiClient } from '../../net/api-client';
import { EventsApi } from '../../net/events-api';
import type { ConnectionStatus, GameConnection } from '../../net/game-connection';
import { eventActions, followEventPushes, forgetPassedEvent, usePendingEventQuery } from '../../server-state/event-queries';
import { useToasts } from '../common/toast-context';
import type { RandomEvents } from './event-context';
import { afterFailure, afterWaitingChanged, answering, chooseAgain, choicesOf, closedByPlayer, CLOSED, opensByItself, type EventDialog } from './event-dialog';

/** Without the socket (test mode, or while it is down) nothing pushes an event: the waiting one is read this often. */
export const EVENT_POLL_MS = 30_000;
/** The notice of an event gone from under its dialog. */
const NOTICE_MS = 4_000;

interface Options {
  api: ApiClient;
  bus: GameBus;
  connection: GameConnection;
  status: ConnectionStatus;
  /** The server's real time now. */
  serverNow(): number;
  /** False while the world builds behind the welcome: no dialog opens unseen. */
  revealed: boolean;
}

/**
 * The random event waiting for the player (000 §9) and its dialogs: read on entering the world,
 * written by the server's `random-event` push and the answer's reply, forgotten when it passes.
 * Its dialog opens by itself once per event (behind no welcome); closed unanswered, the HUD's chip
 * opens it again. Whether it may be on screen now (an encounter goes first) is the layer's call.
 */
export function useRandomEvents({ api, bus, connection, status, serverNow, revealed }: Options): RandomEvents {
  const client = useQueryClient();
  const toasts = useToasts();
  const events = useMemo(() => new EventsApi(api), [api]);
  const query = usePendingEventQuery(events, status === 'connected' ? false : EVENT_POLL_MS);
  useEffect(() => followEventPushes(client, connection), [client, connection]);
  const actions = useMemo(() => eventActions(client, events, () => connection.getStatus() === 'connected'), [client, events, connection]);
  const cached = query.data ?? null;
  const waiting = cached?.status === 'pending' ? cached : null;

  // An event unanswered for its ten minutes passes (the server tells no one): forget it then.
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => forgetPassedEvent(client, waiting.id), Math.max(0, waiting.expiresAt - serverNow()));
    return () => clearTimeout(timer);
  }, [client, waiting, serverNow]);

  const [dialog, setDialog] = useState<EventDialog>(CLOSED);
  const [autoOpened, setAutoOpened] = useState<string | null>(null);
  // Derived as the waiting event changes: the dialog follows it, or closes once it is gone.
  const followed = afterWaitingChanged(dialog, waiting, serverNow);
  if (followed !== dialog) setDialog(followed);
  if (opensByItself(followed, waiting, autoOpened, revealed)) {
    setAutoOpened(waiting.id);
    setDialog(choicesOf(waiting));
  }

  useEffect(() => {
    if (autoOpened) bus.emit('sound:cue', { cue: 'notification' });
  }, [autoOpened, bus]);
  useEffect(() => {
    if (dialog.view === 'closed' && dialog.notice) toasts.notify({ type: 'info', message: dialog.notice, duration: NOTICE_MS });
  }, [dialog, toasts]);

  // One answer at a time, even from two key presses before the next render.
  const sending = useRef(false);
  const answer = useCallback(
    (choiceId: string) => {
      if (dialog.view !== 'choices' || dialog.answering || sending.current) return;
      const eventId = dialog.event.id;
      sending.current = true;
      setDialog(answering);
      actions.answer(eventId, choiceId).then(
        ({ event, outcome }) => {
          sending.current = false;
          setDialog({ view: 'result', event, outcome });
          if (outcome.copper !== 0) bus.emit('sound:cue', { cue: 'coins' });
        },
        (error: unknown) => {
          sending.current = false;
          setDialog((current) => afterFailure(current, error));
        },
      );
    },
    [dialog, actions, bus],
  );

  const open = useCallback(() => {
    if (waiting) setDialog((current) => (current.view === 'closed' ? choicesOf(waiting) : current));
  }, [waiting]);
  const close = useCallback(() => setDialog(closedByPlayer), []);
  const again = useCallback(() => setDialog(chooseAgain), []);

  return useMemo<RandomEvents>(() => ({ waiting, dialog, serverNow, open, close, answer, chooseAgain: again }), [waiting, dialog, serverNow, open, close, answer, again]);
}
