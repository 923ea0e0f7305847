import type { Logger } from './logger';

export interface Sweep {
  /** Stops the timer and waits for a pass under way, so the database can close after it. */
  stop(): Promise<void>;
}

/** Runs `pass` every `intervalMs` without keeping the process alive; one pass at a time. */
export function startSweep(name: string, intervalMs: number, pass: () => Promise<unknown>, logger: Logger): Sweep {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .then(() => undefined)
      .catch((error: unknown) => logger.error({ err: error, sweep: name }, 'periodic job failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
