import type { Spot } from '../../bus/game-bus';
import { FARMING_TEXT } from '../farming/farming-texts';

/** What E does at each spot, after "Press E"; the workshop has no E yet. */
const SPOT_ACTIONS: Record<Spot, string | null> = {
  'countryside-gate': 'for countryside farm (includes home workshop)',
  'city-gate': 'to return to the city',
  workshop: null,
};

/**
 * The prompt at a gate: "Press E for countryside farm (includes home workshop)" (spec 002 §2), or
 * "Press E to return to the city" on the farm; the text reads the same with the key drawn as a cap.
 */
export function SpotPrompt({ spot }: { spot: Spot }) {
  const action = SPOT_ACTIONS[spot];
  return (
    <p className="interaction-prompt" data-testid="spot-prompt" role="status">
      {action ? (
        <>
          Press <kbd className="keycap">E</kbd> {action}
        </>
      ) : (
        FARMING_TEXT.workshopPrompt
      )}
    </p>
  );
}
