import { TUTORIAL_TEXT } from '@silkroad/shared';
import { useState } from 'react';
import { useTutorialRestart } from '../tutorial/use-tutorial';

/** What Help says of the tutorial: the settings' "tutorialCompleted" (000 §3), as the server keeps it for every device. */
const STATUS_TEXT = { active: 'Tutorial in progress', completed: 'Tutorial completed', skipped: 'Tutorial skipped' } as const;

/**
 * Help's "Play the tutorial again": the server starts it from the welcome, and Help closes so the
 * card is seen. Beside it, whether the tutorial was completed or skipped.
 */
export function TutorialAgain({ onStarted }: { onStarted(): void }) {
  const { status, restart } = useTutorialRestart();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const start = () => {
    setState('busy');
    restart().then(onStarted, () => setState('failed'));
  };
  return (
    <span className="help-tutorial">
      <button type="button" className="button button-small" data-testid="help-tutorial-restart" disabled={state === 'busy'} onClick={start}>
        {TUTORIAL_TEXT.restart}
      </button>
      {status && (
        <span className="help-tutorial-status" data-testid="help-tutorial-status" data-status={status}>
          {state === 'failed' ? 'Could not start the tutorial; try again.' : STATUS_TEXT[status]}
        </span>
      )}
    </span>
  );
}
