import type { Spot } from '../../bus/game-bus';
import { PromptTap } from '../touch/PromptTap';
import './interaction-prompt.css';

/** What E does at each spot, after "Press E" (the home workshop needs no key: walking up to it opens it). */
const SPOT_ACTIONS: Record<Spot, string> = {
  'countryside-gate': 'for countryside farm (includes home workshop)',
  'city-gate': 'to return to the city',
};

/**
 * The prompt at a gate: "Press E for countryside farm (includes home workshop)" (spec 002 §2), or
 * "Press E to return to the city" on the farm; the text reads the same with the key drawn as a cap.
 */
export function SpotPrompt({ spot, onUse }: { spot: Spot; onUse?: (() => void) | undefined }) {
  return (
    <p className="interaction-prompt" data-testid="spot-prompt" role="status">
      <PromptTap onUse={onUse}>
        Press <kbd className="keycap">E</kbd> {SPOT_ACTIONS[spot]}
      </PromptTap>
    </p>
  );
}
