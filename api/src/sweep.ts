export interface Sweep {
  /** Stops the timer and waits for a pass under way, so the database can close after it. */
  stop(): Promise<void>;
}

/** Runs `pass` every `intervalMs` without keeping the process alive; one pass at a time. */
export function startSweep(name: string, intervalMs: number, pass: () => Promise<unknown>): Sweep {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .then(() => undefined)
      .catch((error: unknown) => console.error(`${name} sweep failed`, error))
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
