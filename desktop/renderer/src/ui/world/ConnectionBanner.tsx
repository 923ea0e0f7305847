import { PRESENCE_MESSAGES } from '@silkroad/shared';
import type { ConnectionStatus } from '../../net/game-connection';
import './connection-banner.css';

export const RECONNECT_FAILED_TEXT = 'Reconnection failed. Check your connection and try again.';

/** Shown while the socket is down: retrying on its own, or waiting for the player's Retry. */
export function ConnectionBanner({ status, onRetry }: { status: ConnectionStatus; onRetry(): void }) {
  if (status === 'failed' || status === 'replaced') {
    return (
      <section className="panel connection-lost" role="alert" data-testid="reconnect-failed">
        <h2 className="panel-title">Connection Lost</h2>
        <p className="panel-message">{status === 'replaced' ? PRESENCE_MESSAGES.replacedByNewConnection : RECONNECT_FAILED_TEXT}</p>
        <button type="button" className="button button-primary" data-testid="reconnect-retry" onClick={onRetry}>
          Retry
        </button>
      </section>
    );
  }
  if (status === 'reconnecting') {
    return (
      <div className="connection-banner" role="status">
        Connection lost. Reconnecting...
      </div>
    );
  }
  return null;
}
