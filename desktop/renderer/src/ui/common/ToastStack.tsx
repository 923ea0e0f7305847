import type { NotificationType } from '@silkroad/shared';
import type { ReactNode } from 'react';
import { TOP_LAYER, useTopLayer } from './top-layer';
import { TrophyIcon } from './TrophyIcon';
import './toast-stack.css';

export interface Toast {
  id: number;
  kind: 'notification' | 'game-error';
  message: string;
  type: NotificationType;
}

const ICONS: Record<NotificationType, ReactNode> = { info: 'ℹ', success: '✓', warning: '!', error: '✗', achievement: <TrophyIcon /> };

/** Top-centre toasts; text only, never markup from the server. */
export function ToastStack({ toasts, onDismiss }: { toasts: Toast[]; onDismiss(id: number): void }) {
  // Above every window and dialog, as the news of the world should be.
  const topLayer = useTopLayer(TOP_LAYER.toasts);
  if (toasts.length === 0) return null;
  return (
    <div ref={topLayer} className="toast-stack" popover="manual" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.type}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
          data-testid={toast.kind === 'game-error' ? 'game-error-toast' : 'notification-toast'}
        >
          <span className="toast-icon" aria-hidden="true">
            {ICONS[toast.type]}
          </span>
          <span className="toast-message">{toast.message}</span>
          <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => onDismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
