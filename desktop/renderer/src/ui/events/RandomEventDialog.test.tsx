import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { eventOutcomeFixture, randomEventFixture } from '../../net/event-fixture';
import { RandomEventContext, type RandomEvents } from './event-context';
import { answering, choicesOf, CLOSED, type AskingDialog } from './event-dialog';
import { EventResultDialog } from './EventResultDialog';
import { HudEventChip } from './HudEventChip';
import { RandomEventDialog } from './RandomEventDialog';

const event = randomEventFixture();
const nothing = () => undefined;
/** The markup's text, tags dropped. */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

function dialogHtml(dialog: AskingDialog, now = event.presentedAt) {
  return renderToStaticMarkup(<RandomEventDialog dialog={dialog} serverNow={() => now} onAnswer={nothing} onChooseAgain={nothing} onClose={nothing} />);
}

describe('the random-event dialog', () => {
  it('shows the title, the description, the numbered choices with the reason of a disabled one and a chance, and the time it waits', () => {
    const html = dialogHtml(choicesOf(event), event.expiresAt - 9 * 60_000 - 41_000);
    expect(html).toContain('data-testid="random-event-dialog"');
    expect(html).toMatch(/data-testid="random-event-title"[^>]*>Bandits on the Road</);
    expect(html).toContain('Three riders block the way');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="random-event-choice-pay"|<button[^>]*data-testid="random-event-choice-pay"[^>]*disabled=""/);
    expect(html).toMatch(/data-testid="random-event-choice-reason-pay"[^>]*>Requires 20s \(you have 5s\)</);
    expect(text(html)).toContain('3Talk them down60% chance');
    expect(text(html)).toContain('Left unanswered, this event passes in 9:41.');
    expect(html).not.toContain('random-event-refusal');
  });

  it('after a refused choice, the refusal and Choose Again instead of the choices', () => {
    const html = dialogHtml({ view: 'refused', event, message: 'Cannot Complete Action: You do not meet the requirements for this choice.' });
    expect(html).toMatch(/data-testid="random-event-refusal-text"[^>]*>Cannot Complete Action: You do not meet the requirements for this choice.</);
    expect(html).toMatch(/data-testid="random-event-choose-again"[^>]*>Choose Again</);
    expect(html).not.toContain('random-event-choices');
  });

  it('while an answer is on its way no choice can be taken, nor the dialog put off', () => {
    const html = dialogHtml(answering(choicesOf(event)) as AskingDialog);
    expect(html.match(/<button[^>]*disabled=""/g)?.length).toBe(event.choices.length + 1);
  });
});

describe('the event-result dialog', () => {
  it('shows the choice, the outcome’s text and a line for each change, copper signed in coins', () => {
    const outcome = eventOutcomeFixture({ copper: -15_000, goodsGained: { spices: 5 }, skillXp: { trading: 15 }, reputation: 1 });
    const html = renderToStaticMarkup(<EventResultDialog event={event} outcome={outcome} onClose={nothing} />);
    expect(html).toContain('data-testid="event-result-dialog"');
    expect(html).toMatch(/data-testid="event-result-text"[^>]*>You spur past them; a few arrows fall short.</);
    expect(text(html)).toContain('Paid−1g 50s');
    expect(text(html)).toContain('Received5x Spices');
    expect(text(html)).toContain('Experience+15 Trading');
    expect(text(html)).toContain('Reputation+1');
    expect(html).toMatch(/data-testid="event-result-continue"[^>]*>Continue</);
  });
});

describe('the HUD’s chip', () => {
  const chip = (waiting: RandomEvents['waiting']) => {
    const value: RandomEvents = { waiting, dialog: CLOSED, serverNow: () => event.presentedAt + 60_000, open: nothing, close: nothing, answer: nothing, chooseAgain: nothing };
    return renderToStaticMarkup(
      <RandomEventContext value={value}>
        <HudEventChip />
      </RandomEventContext>,
    );
  };

  it('says an event awaits, with the time it has left, while one waits', () => {
    expect(text(chip(event))).toBe('!An event awaits9 min');
    expect(chip(event)).toContain('data-testid="hud-event-chip"');
  });

  it('is not there when none waits', () => {
    expect(chip(null)).toBe('');
  });
});
