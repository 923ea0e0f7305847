import type { OfflineProgression } from '@silkroad/shared';
import { useEffect, useEffectEvent } from 'react';
import { WELCOME_BACK_MS, welcomeBackLines } from './farming-texts';
import './welcome-back.css';

/** "Welcome back!" after an absence: what grew meanwhile, for 6 s (spec 002 §9). */
export function WelcomeBack({ progression, onDone }: { progression: OfflineProgression; onDone(): void }) {
  const done = useEffectEvent(onDone);
  // Counted from when it is on screen; a newer absence's notice counts afresh.
  useEffect(() => {
    const timer = setTimeout(() => done(), WELCOME_BACK_MS);
    return () => clearTimeout(timer);
  }, [progression]);
  return (
    <section className="welcome-back" role="status" data-testid="welcome-back">
      <h2 className="welcome-back-title">Welcome back!</h2>
      {welcomeBackLines(progression).map((line) => (
        <p key={line} className="welcome-back-line">
          {line}
        </p>
      ))}
      <span className="notice-timer" style={{ animationDuration: `${WELCOME_BACK_MS}ms` }} aria-hidden="true" />
    </section>
  );
}
