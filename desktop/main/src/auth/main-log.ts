/**
 * What the auth and offline modules log through: the main process's own log in the app, nothing
 * in tests. Messages never carry tokens, codes, verifiers or states.
 */
export interface MainLog {
  info(message: string): void;
  warn(message: string): void;
}

export const SILENT_LOG: MainLog = { info: () => undefined, warn: () => undefined };
