import type { ReactNode } from 'react';
import './touch-controls.css';

/**
 * A prompt's words ("Press E to trade at the Grand Bazaar"), as a button when the screen is
 * touched (`onUse`: what E does), so the prompt itself can be tapped; the words stay the same.
 */
export function PromptTap({ onUse, children }: { onUse?: (() => void) | undefined; children: ReactNode }) {
  if (!onUse) return children;
  return (
    <button type="button" className="prompt-tap" data-testid="prompt-tap" onClick={onUse}>
      {children}
    </button>
  );
}
