import { z } from 'zod';
import { RANDOM_EVENT_KINDS } from '../catalogue/random-events';
import { encounterChoiceViewSchema } from './journeys';
export { EVENT_ERRORS } from './refusals/events';


/** An event left unanswered this long passes, with no consequence: the moment is gone. */
export const RANDOM_EVENT_EXPIRY_MS = 10 * 60_000;

/**
 * The random-event dialog's and the event-result dialog's words (002 §2, §4 "Random event"); the
 * refusal of a choice is CHOICE_UNAVAILABLE's 'Cannot Complete Action: ...' (002 §8).
 */
export const RANDOM_EVENT_TEXT = {
  /** 002 §4: after 'Cannot Complete Action', back to the choices. */
  chooseAgain: 'Choose Again',
  /** An answer that failed for no refusal (the server unreachable or broken): the event still waits. */
  answerFailedRetry: 'Failed to answer the event. Please try again.',
  /** Closes the dialog unanswered; the event waits until it passes. */
  later: 'Decide Later',
  /** The HUD's reminder while an event waits for an answer; a click opens it again. */
  awaits: 'An event awaits',
  /** The notice when the event passed unanswered while the player had it (its 10 minutes ran out). */
  passed: 'The moment has passed: the event is over.',
  /** Heads the event-result dialog, under the event's title. */
  resultHeading: 'What happened',
  continue: 'Continue',
} as const;

/** Under the choices: how long the event waits, `when` a countdown ("9:41"). */
export const eventPassesInText = (when: string) => `Left unanswered, this event passes in ${when}. You can answer it later from “${RANDOM_EVENT_TEXT.awaits}”.`;

/** What answering a random event did: the event-result dialog (002 §2). */
export const eventOutcomeSchema = z.object({
  choiceId: z.string(),
  choiceText: z.string(),
  success: z.boolean(),
  text: z.string(),
  copper: z.number().int(),
  goodsGained: z.record(z.string(), z.number().int()),
  itemsSpent: z.record(z.string(), z.number().int()),
  skillXp: z.record(z.string(), z.number().int()),
  reputation: z.number().int(),
});
export type EventOutcome = z.infer<typeof eventOutcomeSchema>;

export const randomEventViewSchema = z.object({
  id: z.string(),
  kind: z.enum(RANDOM_EVENT_KINDS),
  title: z.string(),
  description: z.string(),
  /** Each with whether the player may take it now and, if not, why (the spec's reasons). */
  choices: z.array(encounterChoiceViewSchema),
  status: z.enum(['pending', 'answered', 'expired']),
  presentedAt: z.number().int(),
  expiresAt: z.number().int(),
  outcome: eventOutcomeSchema.nullable(),
});
export type RandomEventView = z.infer<typeof randomEventViewSchema>;

export const answerEventSchema = z.object({ choice_id: z.string().min(1).max(64) }).strict();
export const eventIdParamSchema = z.object({ id: z.string().min(1).max(64) });

export const pendingEventResponseSchema = z.object({ success: z.literal(true), data: z.object({ event: randomEventViewSchema.nullable() }) });
export const eventAnsweredResponseSchema = z.object({ success: z.literal(true), data: z.object({ event: randomEventViewSchema, outcome: eventOutcomeSchema }) });
