import { GameWindow } from '../common/GameWindow';
import { useTouchDevice } from '../touch/use-touch-device';
import { HELP_KEYS, TOUCH_HELP } from './help-keys';
import { TutorialAgain } from './TutorialAgain';
import './help-window.css';

/**
 * The help window (002 §2, H): every key of the game. It closes on its close button, on a click
 * on the dimmed world around it, or with Escape or H (the overlay manager's keys).
 */
export function HelpWindow({ onClose }: { onClose: () => void }) {
  const touch = useTouchDevice();
  return (
    <GameWindow
      title="Help"
      subtitle="Keys of the Silk Road"
      testId="help-window"
      size="window-help"
      onClose={onClose}
      onBackdropClick={onClose}
      backdropTestId="help-backdrop"
      bodyClassName="scroll-area"
      footer={
        <>
          <TutorialAgain onStarted={onClose} />
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      {/* On a touch screen, first what a finger does. */}
      {touch && (
        <ul className="help-touch" data-testid="help-touch">
          {TOUCH_HELP.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <dl className="help-keys">
        {HELP_KEYS.map((entry) => (
          <div key={entry.action} className="help-key-row">
            <dt>
              {entry.keys.map((key) => (
                <kbd key={key} className="keycap">
                  {key}
                </kbd>
              ))}
            </dt>
            <dd>{entry.action}</dd>
          </div>
        ))}
      </dl>
      <p className="help-note">Walk into a market, a gate or a profession site and its prompt tells you what E does there.</p>
    </GameWindow>
  );
}
