import { useEffect, useMemo, useState } from 'react';
import type { OverlayAction } from '../overlays/overlay-state';
import { useWorld } from '../world/world-context';
import { windowButtons, type InteractLabel } from './touch-buttons';
import './touch-controls.css';

interface Props {
  /** On the farm: its F button shows. */
  inCountryside: boolean;
  /** What E would use where the player stands (null: nothing, and no E button). */
  interact: InteractLabel | null;
  /** Whether gathering is possible here at all (in the main world, on foot). */
  canGather: boolean;
  /** Does what the key does: the overlay host's one path for keys and buttons. */
  onAction(action: OverlayAction): void;
  /** Does what E does: the windows' part and the world's (the person in reach). */
  onInteract(): void;
}

/**
 * The controls of a touch screen (002 §9 "touch input"): a bar of the windows' buttons, each
 * the very action of its key; the E button while something is in reach; and Gather (Space)
 * while a resource node is in focus. Walking is the world's (game/input/touch-input.ts).
 */
export function TouchControls({ inCountryside, interact, canGather, onAction, onInteract }: Props) {
  const { bus } = useWorld();
  const buttons = useMemo(() => windowButtons(inCountryside), [inCountryside]);
  const [focusedNode, setFocusedNode] = useState<number | null>(null);
  useEffect(() => bus.on('node:focused', (focus) => setFocusedNode(focus?.nodeId ?? null)), [bus]);
  const gather = canGather && focusedNode !== null;

  return (
    <>
      <nav className="touch-window-bar" data-testid="touch-window-bar" aria-label="Windows">
        {buttons.map((button) => (
          <button key={button.testId} type="button" className="touch-window-button" data-testid={button.testId} aria-label={button.title} title={`${button.title} (${button.key})`} onClick={() => onAction(button.action)}>
            <span className="touch-window-key" aria-hidden="true">
              {button.key}
            </span>
            <span className="touch-window-label" aria-hidden="true">
              {button.label}
            </span>
          </button>
        ))}
      </nav>
      {(interact || gather) && (
        <div className="touch-actions">
          {gather && (
            <button type="button" className="touch-action touch-gather" data-testid="touch-gather" aria-label="Gather the resource in focus" title="Gather (Space)" onClick={() => bus.emit('touch:key', { key: 'Space' })}>
              Gather
            </button>
          )}
          {interact && (
            <button type="button" className="touch-action touch-use" data-testid="touch-use" aria-label={interact.title} title={`${interact.title} (E)`} onClick={onInteract}>
              <span className="touch-use-key" aria-hidden="true">
                E
              </span>
              <span className="touch-use-word">{interact.word}</span>
            </button>
          )}
        </div>
      )}
    </>
  );
}
