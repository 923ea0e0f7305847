import { useEffect } from 'react';
import { describeThrown, type ErrorReporter } from '../../net/error-reporter';

/** Browser noise that is not a game error (Chrome reports it as a window error). */
const IGNORED = [/ResizeObserver loop/i];

/**
 * Uncaught errors and rejected promises: reported to the server and shown to the player, who is
 * told the game carries on (spec 000 §8).
 */
export function useGlobalErrors(errors: ErrorReporter, onGameError: () => void): void {
  useEffect(() => {
    const handle = (message: string, stack: string | undefined, context: Record<string, unknown>) => {
      if (IGNORED.some((pattern) => pattern.test(message))) return;
      errors.report({ level: 'error', message, ...(stack ? { stack } : {}), context: { ...context, url: window.location.pathname } });
      onGameError();
    };
    const onError = (event: ErrorEvent) => {
      const thrown = event.error !== undefined && event.error !== null ? describeThrown(event.error) : { message: event.message };
      handle(thrown.message || event.message, thrown.stack, { kind: 'error', source: event.filename, line: event.lineno, column: event.colno });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const thrown = describeThrown(event.reason);
      handle(thrown.message, thrown.stack, { kind: 'unhandledrejection' });
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [errors, onGameError]);
}
