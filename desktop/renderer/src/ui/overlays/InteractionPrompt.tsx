import type { NearbyBuilding } from '../../bus/game-bus';
import './interaction-prompt.css';

/** "Press E to trade at the {building}", with the key drawn as a key cap; the text reads the same. */
export function InteractionPrompt({ building }: { building: NearbyBuilding }) {
  return (
    <p className="interaction-prompt" data-testid="interaction-prompt" role="status">
      Press <kbd className="keycap">E</kbd> to trade at the {building.name}
    </p>
  );
}
