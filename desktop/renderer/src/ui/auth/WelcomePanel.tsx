import { TimedPanel } from './TimedPanel';
import './welcome-panel.css';

/** Spec 000 §9 "welcome 2 s". */
export const WELCOME_MS = 2_000;

export function WelcomePanel({ name, onDone }: { name: string; onDone(): void }) {
  return (
    <TimedPanel durationMs={WELCOME_MS} onDone={onDone}>
      <h2 className="panel-title" data-testid="welcome-message">
        Welcome to Silk Road, {name}!
      </h2>
      <div className="journey-bar" role="progressbar" aria-label="Entering the world">
        <div className="journey-bar-fill" style={{ animationDuration: `${WELCOME_MS}ms` }} />
      </div>
    </TimedPanel>
  );
}
