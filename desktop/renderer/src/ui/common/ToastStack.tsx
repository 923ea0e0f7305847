import type { NotificationType } from '@silkroad/shared';
import { useState, type ReactNode } from 'react';
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
  // A toast that has slid in stays put: a window opening shows the stack again above it
  // (raiseTopLayers), which would otherwise replay every toast's entrance.
  const [settled, setSettled] = useState<ReadonlySet<number>>(() => new Set());
  const settle = (id: number) => setSettled((ids) => new Set([...ids].filter((held) => toasts.some((toast) => toast.id === held))).add(id));
  if (toasts.length === 0) return null;
  return (
    <div ref={topLayer} className="toast-stack" popover="manual" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.type}${settled.has(toast.id) ? ' is-settled' : ''}`}
          onAnimationEnd={() => settle(toast.id)}
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
