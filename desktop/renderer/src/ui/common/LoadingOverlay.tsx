import { useEffect, useState } from 'react';
import type { StartupState } from '../startup/startup';
import { TOP_LAYER, useTopLayer } from './top-layer';
import './loading-overlay.css';
import './brand.css';

/** Spec 000 §9: hidden 1 s after 100, then a 0.5 s fade, then removed. */
export const LOADING_HIDE_DELAY_MS = 1_000;
export const LOADING_FADE_MS = 500;

export function LoadingOverlay({ state, onRetry }: { state: StartupState; onRetry(): void }) {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'removed'>('shown');
  const done = state.progress >= 100 && !state.failed;
  // Over everything until it has faded, the first dialogs of the sign-in included.
  const topLayer = useTopLayer(TOP_LAYER.loadingOverlay);

  useEffect(() => {
    if (!done) return;
    const fade = setTimeout(() => setPhase('fading'), LOADING_HIDE_DELAY_MS);
    const remove = setTimeout(() => setPhase('removed'), LOADING_HIDE_DELAY_MS + LOADING_FADE_MS);
    return () => {
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, [done]);

  if (phase === 'removed') return null;
  return (
    <div ref={topLayer} className={`loading-overlay${phase === 'fading' ? ' is-fading' : ''}`} popover="manual" data-testid="loading-overlay">
      <div className="loading-card">
        <div className="brand-emblem" aria-hidden="true" />
        <h1 className="brand-title">Silk Road</h1>
        <div
          className="loading-bar"
          role="progressbar"
          aria-label="Loading"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.progress}
          data-testid="loading-progress"
          data-progress={state.progress}
        >
          <div className={`loading-bar-fill${state.failed ? ' is-error' : ''}`} style={{ width: `${state.progress}%` }} />
        </div>
        <p className={`loading-status${state.failed ? ' is-error' : ''}`} data-testid="loading-status" aria-live="polite">
          {state.status}
        </p>
        {state.failed && (
          <button type="button" className="button button-primary" onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
    </div>
  );
}
