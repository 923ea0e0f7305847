import { MESSAGES } from '@silkroad/shared';

/** The overlay's state: progress 0-100, the status line, and whether start-up failed. */
export interface StartupState {
  progress: number;
  status: string;
  failed: boolean;
}

export const STARTUP_INITIAL: StartupState = { progress: 0, status: 'Initializing...', failed: false };
export const STARTUP_DONE_STATUS = 'Welcome to the Silk Road!';
/** The spec's cross prefix of a failed start-up (spec 000 §2 "Loading overlay"). */
export const STARTUP_FAILURE_PREFIX = '✗ ';

/** Real work behind each phase of the start-up progress (spec 000 §9, spec 002 §4). */
export interface StartupTasks {
  /** Browser capabilities and the error reporter. */
  initSystems(): void | Promise<void>;
  /** The stored session is loaded. */
  restoreState(): void | Promise<void>;
  /** The world's code (Phaser and the scenes) when a player is already signed in; otherwise it follows sign-in. */
  loadAssets(): void | Promise<void>;
  /** The world factory is present and callable (when it was loaded). */
  createEngine(): void | Promise<void>;
  /** The server answers, and a stored session is still good. */
  connectServer(): void | Promise<void>;
  /** Fonts and last touches. */
  finalize(): void | Promise<void>;
}

interface Phase {
  progress: number;
  status: string;
  run?: keyof StartupTasks;
}

/** Each status is shown while its work runs; "Game state initialized..." follows the restore. */
export const STARTUP_PHASES: readonly Phase[] = [
  { progress: 10, status: 'Initializing game systems...', run: 'initSystems' },
  { progress: 10, status: 'Initializing game systems...', run: 'restoreState' },
  { progress: 20, status: 'Game state initialized...' },
  { progress: 40, status: 'Loading game assets...', run: 'loadAssets' },
  { progress: 60, status: 'Creating game engine...', run: 'createEngine' },
  { progress: 70, status: 'Connecting to server...', run: 'connectServer' },
  { progress: 90, status: 'Finalizing...', run: 'finalize' },
  { progress: 100, status: STARTUP_DONE_STATUS },
];

/** Runs the phases in order; the first failure stops the sequence and is reported as failed. */
export async function runStartup(tasks: StartupTasks, report: (state: StartupState) => void): Promise<{ ok: true } | { ok: false; error: unknown }> {
  let progress = STARTUP_INITIAL.progress;
  for (const phase of STARTUP_PHASES) {
    progress = phase.progress;
    report({ progress, status: phase.status, failed: false });
    if (!phase.run) continue;
    try {
      await tasks[phase.run]();
    } catch (error) {
      report({ progress, status: `${STARTUP_FAILURE_PREFIX}${MESSAGES.failedToInitialize}`, failed: true });
      return { ok: false, error };
    }
  }
  return { ok: true };
}

/** An observable start-up for useSyncExternalStore; started once, outside React. */
export class StartupStore {
  private state: StartupState = STARTUP_INITIAL;
  private readonly listeners = new Set<() => void>();
  private started = false;

  readonly get = (): StartupState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(tasks: StartupTasks, onFailure: (error: unknown) => void): void {
    if (this.started) return;
    this.started = true;
    void runStartup(tasks, (state) => this.set(state)).then((result) => {
      if (!result.ok) onFailure(result.error);
    });
  }

  private set(state: StartupState): void {
    if (state.progress === this.state.progress && state.status === this.state.status && state.failed === this.state.failed) return;
    this.state = state;
    for (const listener of [...this.listeners]) listener();
  }
}
