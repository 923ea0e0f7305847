import { RANDOM_EVENT_TEXT } from '@silkroad/shared';
import { useServerNow } from '../hooks/use-server-now';
import { useRandomEventContext } from './event-context';
import { minutesLeftText } from './event-dialog';
import './hud-event-chip.css';

/**
 * The HUD's reminder while a random event waits for an answer (its dialog closed unanswered, or
 * held behind an encounter): 'An event awaits', how long it has left; a click opens it.
 */
export function HudEventChip() {
  const { waiting, serverNow, open } = useRandomEventContext();
  const now = useServerNow(serverNow, 1_000, waiting !== null);
  if (!waiting) return null;
  return (
    <button type="button" className="hud-event-chip" data-testid="hud-event-chip" title={`${waiting.title}: answer it before it passes`} onClick={open}>
      <span className="hud-event-chip-mark" aria-hidden="true">
        !
      </span>
      <span className="hud-event-chip-text">{RANDOM_EVENT_TEXT.awaits}</span>
      <span className="hud-event-chip-time" data-testid="hud-event-chip-time">
        {minutesLeftText(waiting.expiresAt - now)}
      </span>
    </button>
  );
}
