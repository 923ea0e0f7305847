import { TUTORIAL_STEP_IDS, TUTORIAL_TEXT, tutorialStep, type TutorialView } from '@silkroad/shared';
import type { MouseEvent } from 'react';
import { stepIndex } from './tutorial-logic';

interface Props {
  view: TutorialView;
  met: boolean;
  busy: boolean;
  /** The key that does what the step's highlighted control does, when that control is not on this screen. */
  fallbackKey: string | null;
  onNext(): void;
  onSkip(): void;
}

/** A click leaves the button focused, where it would take Space and Enter from the world: focus goes back to the page. */
function released(action: () => void) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    event.currentTarget.blur();
    action();
  };
}

/**
 * The tutorial's card over the world (002 §2 "Tutorial scene"): the step, what to do with a tick
 * once done, Skip and Next (Next is always allowed). It stands beside the play, not in front of
 * it: the world keeps its keys and clicks. The last step is the completion box with Continue.
 */
export function TutorialCard({ view, met, busy, fallbackKey, onNext, onSkip }: Props) {
  const step = tutorialStep(view.step);
  const index = stepIndex(view.step);
  const last = index === TUTORIAL_STEP_IDS.length - 1;
  const read = step.objective.kind === 'read';
  return (
    <section className={`tutorial-card tutorial-at-${step.position}${last ? ' tutorial-complete' : ''}`} data-testid="tutorial-card" data-step={view.step} aria-label="Tutorial" aria-live="polite">
      {last ? (
        <>
          <p className="tutorial-seal" aria-hidden="true">
            ✦
          </p>
          <h2 className="tutorial-title" data-testid="tutorial-complete">
            {TUTORIAL_TEXT.complete}
          </h2>
          <p className="tutorial-subtitle">{step.title}</p>
        </>
      ) : (
        <header className="tutorial-header">
          <span className="tutorial-step-of" data-testid="tutorial-step-of">
            {TUTORIAL_TEXT.stepOf(index)}
          </span>
          <h2 className="tutorial-title" data-testid="tutorial-title">
            {step.title}
          </h2>
          <ol className="tutorial-dots" aria-hidden="true">
            {TUTORIAL_STEP_IDS.slice(0, -1).map((id, at) => (
              <li key={id} className={at < index ? 'is-done' : at === index ? 'is-current' : ''} />
            ))}
          </ol>
        </header>
      )}
      <p className="tutorial-description">{step.description}</p>
      {!last && (
        <p className={`tutorial-objective${met ? ' is-met' : ''}${read ? ' is-read' : ''}`} data-testid="tutorial-objective" data-met={met}>
          <span className="tutorial-check" aria-hidden="true">
            {met ? '✓' : ''}
          </span>
          <span className="tutorial-objective-text">{step.objectiveText}</span>
          {met && <span className="tutorial-done">{TUTORIAL_TEXT.done}</span>}
          {!met && fallbackKey && (
            <kbd className="keycap tutorial-key" data-testid="tutorial-key">
              {fallbackKey}
            </kbd>
          )}
        </p>
      )}
      <footer className="tutorial-buttons">
        {last ? (
          <button type="button" className="button button-primary tutorial-continue" data-testid="tutorial-continue" disabled={busy} onClick={released(onNext)}>
            {TUTORIAL_TEXT.continue}
          </button>
        ) : (
          <>
            <button type="button" className="button button-small button-quiet tutorial-skip" data-testid="tutorial-skip" disabled={busy} onClick={released(onSkip)}>
              {TUTORIAL_TEXT.skip} <kbd className="keycap">Esc</kbd>
            </button>
            <button type="button" className="button button-small button-primary tutorial-next" data-testid="tutorial-next" disabled={busy} onClick={released(onNext)}>
              {TUTORIAL_TEXT.next} <kbd className="keycap">Enter</kbd>
            </button>
          </>
        )}
      </footer>
    </section>
  );
}
