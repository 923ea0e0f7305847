import { EVENT_ERRORS, JOURNEY_ERRORS, RANDOM_EVENT_KINDS, RANDOM_EVENT_TEXT } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../net/api-client';
import { eventOutcomeFixture, randomEventFixture } from '../../net/event-fixture';
import {
  afterFailure,
  afterWaitingChanged,
  answering,
  chooseAgain,
  choicesOf,
  CLOSED,
  closedByPlayer,
  EVENT_LOOK,
  eventKindLabel,
  minutesLeftText,
  opensByItself,
  type EventDialog,
} from './event-dialog';

const event = randomEventFixture();
const refusal = (code: string, message: string, status = 409) => new ApiError(message, status, code);
const at = (now: number) => () => now;

describe('answering a random event', () => {
  it('a choice sent waits for the reply, with no error left from before', () => {
    const asked: EventDialog = { view: 'choices', event, answering: false, error: 'Too many requests. Please slow down.' };
    expect(answering(asked)).toEqual({ view: 'choices', event, answering: true, error: null });
    expect(answering(CLOSED)).toBe(CLOSED);
  });

  it('CHOICE_UNAVAILABLE shows the spec’s words with Choose Again, which returns to the choices', () => {
    const refused = afterFailure(answering(choicesOf(event)), refusal('CHOICE_UNAVAILABLE', 'whatever the server said', 403));
    expect(refused).toEqual({ view: 'refused', event, message: 'Cannot Complete Action: You do not meet the requirements for this choice.' });
    expect(refused).toMatchObject({ message: JOURNEY_ERRORS.CHOICE_UNAVAILABLE });
    expect(chooseAgain(refused)).toEqual(choicesOf(event));
  });

  it('a purse or pack that changed since is refused in the server’s words, and the event still waits', () => {
    expect(afterFailure(answering(choicesOf(event)), refusal('INVENTORY_FULL', 'Inventory is full'))).toEqual({ view: 'refused', event, message: 'Inventory is full' });
    expect(afterFailure(answering(choicesOf(event)), refusal('INSUFFICIENT_FUNDS', 'Insufficient funds'))).toMatchObject({ view: 'refused' });
  });

  it('an event over or not found closes the dialog with a notice', () => {
    expect(afterFailure(answering(choicesOf(event)), refusal('EVENT_OVER', EVENT_ERRORS.EVENT_OVER))).toEqual({ view: 'closed', notice: 'This event is over' });
    expect(afterFailure(answering(choicesOf(event)), refusal('EVENT_NOT_FOUND', EVENT_ERRORS.EVENT_NOT_FOUND, 404))).toEqual({ view: 'closed', notice: 'This event is over' });
  });

  it('a failure that is no refusal stays at the choices with the retry line; another rejection with its words', () => {
    expect(afterFailure(answering(choicesOf(event)), new ApiError('Cannot connect', 0))).toEqual({ view: 'choices', event, answering: false, error: RANDOM_EVENT_TEXT.answerFailedRetry });
    expect(afterFailure(answering(choicesOf(event)), new Error('boom'))).toMatchObject({ error: 'Failed to answer the event. Please try again.' });
    expect(afterFailure(answering(choicesOf(event)), refusal('RATE_LIMITED', 'Too many requests. Please slow down.', 429))).toMatchObject({ view: 'choices', error: 'Too many requests. Please slow down.' });
  });

  it('a failure after the dialog moved on changes nothing', () => {
    const result: EventDialog = { view: 'result', event, outcome: eventOutcomeFixture() };
    expect(afterFailure(result, refusal('EVENT_OVER', 'This event is over'))).toBe(result);
    expect(afterFailure(CLOSED, new Error('late'))).toBe(CLOSED);
  });

  it('Choose Again is only for a refusal', () => {
    const asked = choicesOf(event);
    expect(chooseAgain(asked)).toBe(asked);
  });
});

describe('closing the dialog', () => {
  it('closes unanswered, at a refusal and after the result', () => {
    expect(closedByPlayer(choicesOf(event))).toEqual(CLOSED);
    expect(closedByPlayer({ view: 'refused', event, message: 'no' })).toEqual(CLOSED);
    expect(closedByPlayer({ view: 'result', event, outcome: eventOutcomeFixture() })).toEqual(CLOSED);
  });

  it('not while an answer is on its way: its reply is still to show', () => {
    const sent = answering(choicesOf(event));
    expect(closedByPlayer(sent)).toBe(sent);
  });
});

describe('the waiting event changing under the dialog', () => {
  it('the dialog follows its event as the server describes it again (a choice enabled meanwhile)', () => {
    const asked = choicesOf(event);
    expect(afterWaitingChanged(asked, event, at(1_000_500))).toBe(asked);
    const richer = randomEventFixture({ choices: event.choices.map((choice) => ({ ...choice, enabled: true, reason: null })) });
    expect(afterWaitingChanged(asked, richer, at(1_000_500))).toEqual({ ...asked, event: richer });
    const refused: EventDialog = { view: 'refused', event, message: 'no' };
    expect(afterWaitingChanged(refused, richer, at(1_000_500))).toEqual({ ...refused, event: richer });
  });

  it('gone before its time, it is over (answered in another window); at its time, it passed', () => {
    expect(afterWaitingChanged(choicesOf(event), null, at(event.expiresAt - 1))).toEqual({ view: 'closed', notice: EVENT_ERRORS.EVENT_OVER });
    expect(afterWaitingChanged(choicesOf(event), null, at(event.expiresAt))).toEqual({ view: 'closed', notice: 'The moment has passed: the event is over.' });
    expect(afterWaitingChanged({ view: 'refused', event, message: 'no' }, randomEventFixture({ id: 'ev2' }), at(1_000_500))).toMatchObject({ view: 'closed' });
  });

  it('while an answer is on its way, and on the result, the reply decides', () => {
    const sent = answering(choicesOf(event));
    expect(afterWaitingChanged(sent, null, at(1_000_500))).toBe(sent);
    const result: EventDialog = { view: 'result', event, outcome: eventOutcomeFixture() };
    expect(afterWaitingChanged(result, null, at(1_000_500))).toBe(result);
    expect(afterWaitingChanged(CLOSED, event, at(1_000_500))).toBe(CLOSED);
  });
});

describe('opening by itself', () => {
  it('once per event, on screen, when no dialog is open', () => {
    expect(opensByItself(CLOSED, event, null, true)).toBe(true);
    expect(opensByItself({ view: 'closed', notice: 'This event is over' }, event, 'ev0', true)).toBe(true);
    expect(opensByItself(CLOSED, event, 'ev1', true)).toBe(false);
    expect(opensByItself(CLOSED, null, null, true)).toBe(false);
  });

  it('never behind the welcome, nor over another event’s result', () => {
    expect(opensByItself(CLOSED, event, null, false)).toBe(false);
    expect(opensByItself({ view: 'result', event: randomEventFixture({ id: 'ev0' }), outcome: eventOutcomeFixture() }, event, 'ev0', true)).toBe(false);
  });
});

describe('the words and looks', () => {
  it('names the kind for its badge', () => {
    expect(eventKindLabel('merchant-offer')).toBe('Merchant Offer');
    expect(eventKindLabel('bandit')).toBe('Bandit');
  });

  it('has a drawing and a colour for every kind', () => {
    for (const kind of RANDOM_EVENT_KINDS) expect(EVENT_LOOK[kind]).toBeDefined();
  });

  it('tells the time left in minutes, rounded up, and seconds in the last minute', () => {
    expect(minutesLeftText(10 * 60_000)).toBe('10 min');
    expect(minutesLeftText(9 * 60_000 + 1)).toBe('10 min');
    expect(minutesLeftText(60_000)).toBe('1 min');
    expect(minutesLeftText(59_001)).toBe('60 s');
    expect(minutesLeftText(45_000)).toBe('45 s');
    expect(minutesLeftText(-5)).toBe('0 s');
  });
});
