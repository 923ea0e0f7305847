import type { NotificationType } from '@silkroad/shared';

export interface Toast {
  id: number;
  kind: 'notification' | 'game-error';
  message: string;
  type: NotificationType;
}

const ICONS: Record<NotificationType, string> = { info: 'ℹ', success: '✓', warning: '!', error: '✗' };

/** Top-centre toasts; text only, never markup from the server. */
export function ToastStack({ toasts, onDismiss }: { toasts: Toast[]; onDismiss(id: number): void }) {
  if (toasts.length === 0) return null;
  return (
    <div className="toast-stack" aria-live="polite">
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
