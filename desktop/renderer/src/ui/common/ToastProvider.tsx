import { MESSAGES, type GameNotification, type NotificationType } from '@silkroad/shared';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi } from './toast-context';
import { ToastStack, type Toast } from './ToastStack';

export const NOTIFICATION_DEFAULT_MS = 5_000;
export const GAME_ERROR_TOAST_MS = 8_000;
const NOTIFICATION_MIN_MS = 1_000;
const NOTIFICATION_MAX_MS = 30_000;
const MAX_VISIBLE = 4;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const showListeners = useRef(new Set<(type: NotificationType) => void>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (kind: Toast['kind'], message: string, type: NotificationType, durationMs: number) => {
      const id = nextId.current++;
      // A repeat of a toast on screen (a burst of errors, a rate-limit warning per message)
      // replaces it and restarts its clock instead of stacking copies.
      const isRepeat = (toast: Toast) => toast.kind === kind && (kind === 'game-error' || toast.message === message);
      // (The replaced toast's timer later dismisses an id that is gone: a no-op.)
      setToasts((list) => [...list.filter((toast) => !isRepeat(toast)), { id, kind, message, type }].slice(-MAX_VISIBLE));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), durationMs),
      );
      for (const listener of [...showListeners.current]) listener(type);
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      notify: (notification: GameNotification) => {
        const duration = Math.min(NOTIFICATION_MAX_MS, Math.max(NOTIFICATION_MIN_MS, notification.duration ?? NOTIFICATION_DEFAULT_MS));
        show('notification', notification.message, notification.type, duration);
      },
      gameError: () => show('game-error', MESSAGES.gameError, 'error', GAME_ERROR_TOAST_MS),
      onShow: (listener: (type: NotificationType) => void) => {
        showListeners.current.add(listener);
        return () => void showListeners.current.delete(listener);
      },
    }),
    [show],
  );

  return (
    <ToastContext value={api}>
      {children}
      <ToastStack toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}
