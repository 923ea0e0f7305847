/**
 * The names of the IPC channels, apart from their schemas so the preload (which must stay
 * small: it runs in every page) can check a channel without carrying zod. contract.ts gives
 * each of them its request and response.
 */
export const IPC_CHANNEL_NAMES = [
  'app:info',
  'session:load',
  'session:save',
  'session:clear',
  'auth:sign-in',
  'auth:cancel',
  'auth:refresh',
  'auth:logout',
  'settings:load',
  'settings:save',
  'autosave:load',
  'autosave:save',
  'logs:append',
  'logs:pending',
  'logs:mark-sent',
  'offline:start',
  'offline:stop',
  'server:check',
  'shell:open-external',
] as const;

export type IpcChannel = (typeof IPC_CHANNEL_NAMES)[number];

const KNOWN: ReadonlySet<string> = new Set(IPC_CHANNEL_NAMES);

export function isIpcChannel(name: unknown): name is IpcChannel {
  return typeof name === 'string' && KNOWN.has(name);
}

/** Main -> renderer: the app is quitting; save now (the reply is an autosave:save with final). */
export const SAVE_NOW_EVENT = 'app:save-now';
