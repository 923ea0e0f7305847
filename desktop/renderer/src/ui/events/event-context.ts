import type { RandomEventView } from '@silkroad/shared';
import { createContext, use } from 'react';
import type { EventDialog } from './event-dialog';

/** The random event as the dialogs and the HUD's chip see it. */
export interface RandomEvents {
  /** The event waiting for an answer (not passed), or null. */
  waiting: RandomEventView | null;
  /** What the dialogs show. */
  dialog: EventDialog;
  /** The server's real time now. */
  serverNow(): number;
  /** Opens the waiting event's dialog again (the HUD's chip). */
  open(): void;
  /** Closes the dialog: unanswered, the event waits until it passes; after the result, done. */
  close(): void;
  /** Answers the event with one of its choices. */
  answer(choiceId: string): void;
  /** After a refused choice, back to the choices. */
  chooseAgain(): void;
}

export const RandomEventContext = createContext<RandomEvents | null>(null);

export function useRandomEventContext(): RandomEvents {
  const events = use(RandomEventContext);
  if (!events) throw new Error('useRandomEventContext outside <RandomEventContext>');
  return events;
}
