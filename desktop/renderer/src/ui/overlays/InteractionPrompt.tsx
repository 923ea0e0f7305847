import type { NearbyBuilding } from '../../bus/game-bus';
import { PromptTap } from '../touch/PromptTap';
import './interaction-prompt.css';

/** "Press E to trade at the {building}", with the key drawn as a key cap; the text reads the same. On a touch screen a tap on it is E (`onUse`). */
export function InteractionPrompt({ building, onUse }: { building: NearbyBuilding; onUse?: (() => void) | undefined }) {
  return (
    <p className="interaction-prompt" data-testid="interaction-prompt" role="status">
      <PromptTap onUse={onUse}>
        Press <kbd className="keycap">E</kbd> to trade at the {building.name}
      </PromptTap>
    </p>
  );
}
