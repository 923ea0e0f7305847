import { itemDisplayName, RANDOM_EVENT_TEXT, type EventOutcome, type RandomEventView } from '@silkroad/shared';
import { useRef } from 'react';
import { outcomeLines, type OutcomeWords } from '../choices/outcome-lines';
import { OutcomeResults } from '../choices/OutcomeResults';
import { Dialog } from '../common/Dialog';
import { EventHeading } from './EventHeading';
import './random-event.css';

/** An event's goods go into the inventory (not a caravan's cargo). */
const EVENT_WORDS: OutcomeWords = { item: itemDisplayName, gained: 'Received' };

/**
 * What answering a random event did (002 §2 "event-result dialog"): the choice, the outcome's
 * text, and a line each for copper, goods received and used, experience and reputation. Continue
 * (or Escape) closes it.
 */
export function EventResultDialog({ event, outcome, onClose }: { event: RandomEventView; outcome: EventOutcome; onClose(): void }) {
  const next = useRef<HTMLButtonElement>(null);
  const lines = outcomeLines(outcome, EVENT_WORDS);
  return (
    <Dialog
      kind="modal"
      className="modal random-event-dialog event-result-dialog"
      aria-labelledby="event-result-title"
      aria-describedby="event-result-text"
      data-testid="event-result-dialog"
      initialFocus={next}
      onCancel={onClose}
    >
      <EventHeading event={event} titleId="event-result-title" titleTestId="event-result-title" />
      <p className="event-result-heading">{RANDOM_EVENT_TEXT.resultHeading}</p>
      <p className="event-result-choice" data-testid="event-result-choice">
        You chose: <strong>{outcome.choiceText}</strong>
        {!outcome.success && <span className="badge badge-locked">It went badly</span>}
      </p>
      <p className="event-result-text" id="event-result-text" data-testid="event-result-text">
        {outcome.text}
      </p>
      <OutcomeResults lines={lines} testIdPrefix="event" />
      <div className="button-row">
        <button type="button" className="button button-primary" data-testid="event-result-continue" ref={next} onClick={onClose}>
          {RANDOM_EVENT_TEXT.continue}
        </button>
      </div>
    </Dialog>
  );
}
