import { eventPassesInText, RANDOM_EVENT_TEXT } from '@silkroad/shared';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { choiceForKeyPress } from '../choices/choice-keys';
import { ChoiceList } from '../choices/ChoiceList';
import { Dialog } from '../common/Dialog';
import { useServerNow } from '../hooks/use-server-now';
import { formatCountdown } from '../journey/journey-clock';
import type { AskingDialog } from './event-dialog';
import { EventHeading } from './EventHeading';
import './random-event.css';

interface Props {
  dialog: AskingDialog;
  serverNow(): number;
  onAnswer(choiceId: string): void;
  onChooseAgain(): void;
  onClose(): void;
}

/**
 * A random event (000 §9, 002 §2 "random-event dialog"): its title, description and numbered
 * choices (keys 1 to 9; a disabled one shows the server's reason and cannot be taken; odds show
 * as a chance), and how long it waits. A refused choice shows 'Cannot Complete Action: ...' with
 * Choose Again (002 §4). Escape or Decide Later close it unanswered: it waits until it passes,
 * and the HUD's 'An event awaits' opens it again.
 */
export function RandomEventDialog({ dialog, serverNow, onAnswer, onChooseAgain, onClose }: Props) {
  const { event } = dialog;
  const busy = dialog.view === 'choices' && dialog.answering;
  const now = useServerNow(serverNow, 1_000);
  // Never more than its ten minutes, whichever way our reading of the server's clock is off.
  const msLeft = Math.min(event.expiresAt - event.presentedAt, Math.max(0, event.expiresAt - now));
  const title = useRef<HTMLHeadingElement>(null);
  const again = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);

  // Focus stays in the dialog as its views change (a button that goes takes focus out with it):
  // on Choose Again after a refusal, on the title at the choices, where the number keys work.
  useEffect(() => {
    if (dialog.view === 'refused') again.current?.focus();
    else if (!busy && !box.current?.contains(document.activeElement)) title.current?.focus();
  }, [dialog.view, busy]);

  const onKeyDown = (press: KeyboardEvent<HTMLDialogElement>) => {
    if (dialog.view !== 'choices' || busy) return;
    const choiceId = choiceForKeyPress(press, event.choices);
    if (choiceId === null) return;
    press.preventDefault();
    onAnswer(choiceId);
  };

  return (
    <Dialog
      kind="modal"
      className="modal random-event-dialog"
      aria-labelledby="random-event-title"
      aria-describedby="random-event-description"
      data-testid="random-event-dialog"
      data-event-id={event.id}
      initialFocus={title}
      onCancel={onClose}
      onKeyDown={onKeyDown}
    >
      <div ref={box}>
        <EventHeading event={event} titleRef={title} titleId="random-event-title" titleTestId="random-event-title" />
        <p className="random-event-description" id="random-event-description" data-testid="random-event-description">
          {event.description}
        </p>
        {dialog.view === 'refused' ? (
          <section className="random-event-refusal" role="alert" data-testid="random-event-refusal">
            <p className="random-event-refusal-text" data-testid="random-event-refusal-text">
              {dialog.message}
            </p>
            <div className="button-row">
              <button type="button" className="button button-primary" data-testid="random-event-choose-again" ref={again} onClick={onChooseAgain}>
                {RANDOM_EVENT_TEXT.chooseAgain}
              </button>
            </div>
          </section>
        ) : (
          <>
            <ChoiceList choices={event.choices} busy={busy} onChoose={onAnswer} testIdPrefix="random-event" />
            {dialog.error && (
              <p className="panel-message is-error" role="alert" data-testid="random-event-error">
                {dialog.error}
              </p>
            )}
          </>
        )}
        <footer className="random-event-footer">
          <span className="random-event-expiry" role="timer" data-testid="random-event-expiry">
            {eventPassesInText(formatCountdown(msLeft))}
          </span>
          <button type="button" className="button button-small" data-testid="random-event-later" disabled={busy} onClick={onClose}>
            {RANDOM_EVENT_TEXT.later} <kbd className="keycap">Esc</kbd>
          </button>
        </footer>
      </div>
    </Dialog>
  );
}
