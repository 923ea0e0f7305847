import type { NearbySite } from '../../bus/game-bus';
import { POPUP_CONFIG } from '../professions/popup-logic';
import { PromptTap } from '../touch/PromptTap';
import './interaction-prompt.css';
import './site-prompt.css';

/**
 * The prompt at a profession site (001 §2 "Area prompts", with E: docs/decisions.md "keymap"):
 * "Press E to mine" at the Caucasus Mine, "Press E for alchemy" at a garden; the text reads the
 * same with the key drawn as a cap.
 */
export function SitePrompt({ site, onUse }: { site: NearbySite; onUse?: (() => void) | undefined }) {
  const words = POPUP_CONFIG[site.profession].prompt.replace(/^Press E /, '');
  return (
    <p className="interaction-prompt" data-testid="site-prompt" role="status">
      <PromptTap onUse={onUse}>
        Press <kbd className="keycap">E</kbd> {words} <span className="site-prompt-place">· {site.name}</span>
      </PromptTap>
    </p>
  );
}
