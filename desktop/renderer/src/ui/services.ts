import { createContext, use } from 'react';
import type { KeyValueStorage } from '../net/auth-callback';
import type { ApiClient } from '../net/api-client';
import type { ClientLog } from '../net/client-log';
import type { ErrorReporter } from '../net/error-reporter';
import type { SessionStore } from '../net/session-store';
import type { Platform } from '../platform/platform';
import type { SettingsStore } from './settings/settings-store';
import type { GameFactory } from './world/game-module';

/** The few long-lived objects of the shell, created once at start-up and handed down. */
export interface Services {
  platform: Platform;
  sessions: SessionStore;
  api: ApiClient;
  errors: ErrorReporter;
  /** The persisted client log (spec 002 §9 "Logger"), uploaded on start and on demand. */
  log: ClientLog;
  settings: SettingsStore;
  /** Where a started sign-in keeps its verifier and state across the redirect. */
  pendingSignIn: KeyValueStorage;
  /** `?testMode=true` (spec 000 §6): farming on the development server's test routes, multiplayer off. */
  testMode: boolean;
  /** `?skipTutorial=true` (002 §3 option skipTutorial): entering the world skips the tutorial through the server. */
  skipTutorial: boolean;
  loadGame(): Promise<GameFactory>;
}

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = use(ServicesContext);
  if (!services) throw new Error('useServices outside <ServicesContext>');
  return services;
}
