import { GameWindow } from '../common/GameWindow';
import { HELP_KEYS } from './help-keys';
import './help-window.css';

/**
 * The help window (002 §2, H): every key of the game. It closes on its close button, on a click
 * on the dimmed world around it, or with Escape or H (the overlay manager's keys).
 */
export function HelpWindow({ onClose }: { onClose: () => void }) {
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
          <span />
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
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
