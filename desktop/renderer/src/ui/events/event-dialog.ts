import { API_ERRORS, EVENT_ERRORS, RANDOM_EVENT_TEXT, type EncounterType, type EventOutcome, type RandomEventKind, type RandomEventView } from '@silkroad/shared';
import { ApiError } from '../../net/api-client';

/*
 * The random-event dialog's course (002 §2 "random-event dialog, event-result dialog", §4 "Random
 * event"): the event's choices; after a refused choice 'Cannot Complete Action' with Choose Again;
 * after an answer, the event-result dialog. Pure steps, so the hook only applies them.
 */

export type EventDialog =
  /** Nothing on screen; `notice` says why a dialog just closed by itself (the event is over), once. */
  | { view: 'closed'; notice: string | null }
  | { view: 'choices'; event: RandomEventView; answering: boolean; error: string | null }
  /** A choice was refused and the event still waits: the refusal, and Choose Again. */
  | { view: 'refused'; event: RandomEventView; message: string }
  | { view: 'result'; event: RandomEventView; outcome: EventOutcome };

/** The dialog while it asks: the choices, or a refusal with Choose Again. */
export type AskingDialog = Extract<EventDialog, { view: 'choices' | 'refused' }>;

export const CLOSED: EventDialog = { view: 'closed', notice: null };

const closedWith = (notice: string): EventDialog => ({ view: 'closed', notice });

/** The dialog of `event`, at its choices. */
export function choicesOf(event: RandomEventView): Extract<EventDialog, { view: 'choices' }> {
  return { view: 'choices', event, answering: false, error: null };
}

/** A choice was sent: the choices wait for the reply (no second answer, no closing meanwhile). */
export function answering(dialog: EventDialog): EventDialog {
  return dialog.view === 'choices' ? { ...dialog, answering: true, error: null } : dialog;
}

/** Refusals after which the event still waits for another choice: the player may choose again (002 §4). */
const CHOOSE_AGAIN: ReadonlySet<string> = new Set(['CHOICE_UNAVAILABLE', 'CHOICE_NOT_FOUND', 'INSUFFICIENT_FUNDS', 'INSUFFICIENT_ITEMS', 'INVENTORY_FULL']);
/** Refusals that say there is nothing left to answer. */
const OVER: ReadonlySet<string> = new Set(['EVENT_OVER', 'EVENT_NOT_FOUND']);

/**
 * A failed answer. A refused choice shows the refusal with Choose Again: CHOICE_UNAVAILABLE in the
 * spec's words (002 §8), the others (a purse or pack that changed since) in the server's. An event
 * that is over, or no longer found (to the player, the same), closes with a notice. Anything else
 * (the server unreachable or broken, too many requests) stays at the choices with a line saying so.
 */
export function afterFailure(dialog: EventDialog, error: unknown): EventDialog {
  if (dialog.view !== 'choices') return dialog;
  const rejection = error instanceof ApiError && error.isRejection ? error : null;
  const code = rejection?.code;
  if (code && OVER.has(code)) return closedWith(EVENT_ERRORS.EVENT_OVER);
  if (rejection && code && CHOOSE_AGAIN.has(code)) return { view: 'refused', event: dialog.event, message: code === 'CHOICE_UNAVAILABLE' ? API_ERRORS.CHOICE_UNAVAILABLE : rejection.message };
  return { ...dialog, answering: false, error: rejection ? rejection.message : RANDOM_EVENT_TEXT.answerFailedRetry };
}

/** Choose Again: back to the event's choices. */
export function chooseAgain(dialog: EventDialog): EventDialog {
  return dialog.view === 'refused' ? choicesOf(dialog.event) : dialog;
}

/** Closed by the player (Escape, Decide Later, Continue); not while an answer is on its way, whose reply is still to show. */
export function closedByPlayer(dialog: EventDialog): EventDialog {
  return dialog.view === 'choices' && dialog.answering ? dialog : CLOSED;
}

/**
 * The waiting event changed under the dialog (a push, a fresh read, its time ran out): at its
 * choices the dialog follows it (a choice enabled or disabled meanwhile), and once it is gone,
 * closes with a notice: it passed if its time is up (`serverNow`), else it is over (answered in
 * another window). While an answer is on its way the reply decides; the result stays.
 */
export function afterWaitingChanged(dialog: EventDialog, waiting: RandomEventView | null, serverNow: () => number): EventDialog {
  if (dialog.view !== 'choices' && dialog.view !== 'refused') return dialog;
  if (dialog.view === 'choices' && dialog.answering) return dialog;
  if (waiting?.id === dialog.event.id) return waiting === dialog.event ? dialog : { ...dialog, event: waiting };
  return closedWith(serverNow() >= dialog.event.expiresAt ? RANDOM_EVENT_TEXT.passed : EVENT_ERRORS.EVENT_OVER);
}

/**
 * Whether the waiting event's dialog opens by itself now: once per event (`autoOpened` is the last
 * one that did; closed unanswered, the HUD's chip opens it again), never behind the welcome, and
 * not over another event's dialog or result.
 */
export function opensByItself(dialog: EventDialog, waiting: RandomEventView | null, autoOpened: string | null, revealed: boolean): waiting is RandomEventView {
  return revealed && waiting !== null && dialog.view === 'closed' && autoOpened !== waiting.id;
}

/** The HUD chip's time left: '10 min' (rounded up: it passes within that), '45 s' in the last minute. */
export function minutesLeftText(ms: number): string {
  return ms >= 60_000 ? `${Math.ceil(ms / 60_000)} min` : `${Math.max(0, Math.ceil(ms / 1_000))} s`;
}

/** 'merchant-offer' → 'Merchant Offer': the dialog's badge. */
export function eventKindLabel(kind: string): string {
  return kind
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** How each kind looks: the encounter drawing that fits it, and the badge's colour. */
export const EVENT_LOOK: Readonly<Record<RandomEventKind, { glyph: EncounterType; tone: 'danger' | 'trade' | 'find' }>> = {
  bandit: { glyph: 'bandits', tone: 'danger' },
  'merchant-offer': { glyph: 'merchant', tone: 'trade' },
  'hidden-cache': { glyph: 'ruins', tone: 'find' },
  sandstorm: { glyph: 'weather', tone: 'danger' },
  'guild-invitation': { glyph: 'trade_opportunity', tone: 'trade' },
  'local-festival': { glyph: 'festival', tone: 'find' },
  'market-disruption': { glyph: 'city_event', tone: 'danger' },
};
