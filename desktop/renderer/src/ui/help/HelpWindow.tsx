import { useEffect, useRef, type MouseEvent } from 'react';
import { HELP_KEYS } from './help-keys';
import './help-window.css';

/**
 * The help modal (002 §2, H): every key of the game. It closes on its close button, on a click on
 * the backdrop around it, or with Escape or H (the overlay manager's keys).
 */
export function HelpWindow({ onClose }: { onClose: () => void }) {
  const frame = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!frame.current?.contains(document.activeElement)) frame.current?.focus({ preventScroll: true });
  }, []);
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  return (
    <div className="window-backdrop" data-testid="help-backdrop" onClick={onBackdrop}>
      <section ref={frame} className="game-window window-help" role="dialog" aria-modal="false" aria-labelledby="help-window-title" data-testid="help-window" data-overlay tabIndex={-1}>
        <header className="window-header">
          <div className="window-heading">
            <h2 className="window-title" id="help-window-title">
              Help
            </h2>
            <p className="window-subtitle">Keys of the Silk Road</p>
          </div>
          <button type="button" className="window-close" aria-label="Close Help" data-testid="help-window-x" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="window-body scroll-area">
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
        </div>
        <footer className="window-footer">
          <span />
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </footer>
      </section>
    </div>
  );
}
