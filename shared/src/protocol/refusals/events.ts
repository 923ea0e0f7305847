/** Refusals of the random-event routes (000 §9, 002 §2 "random-event dialog"). */
export const EVENT_ERRORS = {
  EVENT_NOT_FOUND: 'Event not found',
  EVENT_OVER: 'This event is over',
} as const;
