import { useServices } from '../services';
import './connection-dot.css';

/** Connected, disconnected, or (in the desktop app's offline game) playing on this computer. */
export function ConnectionDot({ connected }: { connected: boolean }) {
  const offline = useServices().platform.desktop?.info.mode === 'offline';
  const label = offline ? 'Offline: playing on this computer' : connected ? 'Connected' : 'Disconnected';
  return (
    <span
      className={`connection-dot${connected ? ' is-connected' : ''}${offline ? ' is-offline' : ''}`}
      data-testid="hud-connection"
      data-connected={connected ? 'true' : 'false'}
      data-offline={offline ? 'true' : 'false'}
      role="img"
      aria-label={label}
      title={label}
    />
  );
}
