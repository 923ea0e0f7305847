import { answerEventSchema, eventAnsweredResponseSchema, eventIdParamSchema, pendingEventResponseSchema } from '../events';
import { defineRoute } from './route-spec';

const tag = 'events';

/** Random events (000 §9): the server presents them (socket `random-event`); the player answers here. */
export const EVENTS_ROUTES = {
  pending: defineRoute({
    method: 'get',
    path: '/api/events/pending',
    tag,
    summary: 'The random event waiting for the player’s answer, or null',
    description: 'One at a time; an event unanswered for 10 minutes passes with no consequence.',
    access: 'player',
    reply: pendingEventResponseSchema,
    refusals: [],
  }),
  answer: defineRoute({
    method: 'post',
    path: '/api/events/{id}/answer',
    tag,
    summary: 'Answer a random event with one of its choices',
    description:
      'Once. A choice whose requirements (gold, items, level, reputation, skills, location) the player does not meet is refused CHOICE_UNAVAILABLE, "Cannot Complete Action: You do not meet the requirements for this choice.", and the event waits for another choice. Its consequences are applied in one transaction, through the ledger; a choice with odds was rolled when the event was presented.',
    access: 'player',
    rateLimit: 'journeys',
    params: eventIdParamSchema,
    body: answerEventSchema,
    reply: eventAnsweredResponseSchema,
    refusals: ['EVENT_NOT_FOUND', 'EVENT_OVER', 'CHOICE_NOT_FOUND', 'CHOICE_UNAVAILABLE', 'INSUFFICIENT_FUNDS', 'INSUFFICIENT_ITEMS', 'INVENTORY_FULL'],
  }),
};
