/** Timers as a parameter, so a test can fire a five-minute timeout without waiting for it. */
export interface Scheduler {
  /** Runs `callback` once after `ms`; the returned function cancels it. */
  after(ms: number, callback: () => void): () => void;
}

export const SYSTEM_SCHEDULER: Scheduler = {
  after(ms, callback) {
    const timer = setTimeout(callback, ms);
    return () => clearTimeout(timer);
  },
};
