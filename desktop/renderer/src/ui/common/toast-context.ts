import type { GameNotification, NotificationType } from '@silkroad/shared';
import { createContext, use } from 'react';

export interface ToastApi {
  /** A server notification (top-centre, spec default 5 s). */
  notify(notification: GameNotification): void;
  /** The global "Game Error" toast (8 s). */
  gameError(): void;
  /** Told of every toast shown, with its type (the world chimes for them, an achievement with its fanfare); returns the unsubscribe. */
  onShow(listener: (type: NotificationType) => void): () => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToasts(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToasts outside <ToastProvider>');
  return api;
}
