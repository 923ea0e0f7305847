import { autosaveRecordSchema, gameSettingsSchema, logEntrySchema, MAX_LOG_UPLOAD_ENTRIES, sessionUserSchema } from '@silkroad/shared';
import { z } from 'zod';
import type { IpcChannel } from './channels';

export { IPC_CHANNEL_NAMES, isIpcChannel, SAVE_NOW_EVENT, type IpcChannel } from './channels';

/**
 * The one contract between the renderer and the Electron main process (DESIGN §3 "one protocol
 * file for IPC channels"): every channel's name, what the renderer sends and what it gets back.
 * The preload exposes only these channels; the main process validates every request against
 * them before a handler runs, and the renderer's Electron platform validates the replies.
 */

/**
 * The session as the renderer holds it on the desktop: the refresh token stays in the main
 * process, encrypted at rest, and never crosses this bridge.
 */
export const desktopSessionSchema = z.object({
  user: sessionUserSchema,
  tokens: z.object({ accessToken: z.string().min(1).max(4096), expiresAt: z.number().int() }),
});
export type DesktopSession = z.infer<typeof desktopSessionSchema>;

export const SIGN_IN_FAILURES = ['cancelled', 'timed-out', 'failed'] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

const signInResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), session: desktopSessionSchema }),
  z.object({ ok: z.literal(false), reason: z.enum(SIGN_IN_FAILURES), message: z.string() }),
]);
export type SignInResult = z.infer<typeof signInResultSchema>;

const refreshResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), session: desktopSessionSchema }),
  /** rejected: the server refused the refresh token (the session is over); network: try again later. */
  z.object({ ok: z.literal(false), reason: z.enum(['rejected', 'network', 'signed-out']), message: z.string() }),
]);
export type RefreshResult = z.infer<typeof refreshResultSchema>;

export const APP_MODES = ['online', 'offline'] as const;
export type AppMode = (typeof APP_MODES)[number];

const appInfoSchema = z.object({
  version: z.string(),
  /** process.platform of the main process. */
  os: z.string(),
  mode: z.enum(APP_MODES),
  /** Where the renderer's API calls and socket go: the configured server, or the embedded offline one. */
  apiOrigin: z.string().url(),
  /** The server this build talks to when the settings name none. */
  defaultServerUrl: z.string().url(),
  /** Why the last attempt to play offline failed, once, so the first screen can say so. */
  offlineError: z.string().nullable(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

const pendingLogSchema = z.object({ id: z.number().int().positive(), entry: logEntrySchema });
export type PendingLog = z.infer<typeof pendingLogSchema>;

const serverCheckSchema = z.object({ ok: z.boolean(), message: z.string() });
export type ServerCheck = z.infer<typeof serverCheckSchema>;

const empty = z.undefined();
const done = z.void();

/** Renderer -> main requests (ipcRenderer.invoke / ipcMain.handle). */
export const IPC_CHANNELS = {
  'app:info': { request: empty, response: appInfoSchema },
  'session:load': { request: empty, response: desktopSessionSchema.nullable() },
  /** The user part changed (a name was set); the tokens the main process holds stay. */
  'session:save': { request: desktopSessionSchema, response: done },
  'session:clear': { request: empty, response: done },
  'auth:sign-in': { request: empty, response: signInResultSchema },
  'auth:cancel': { request: empty, response: done },
  'auth:refresh': { request: empty, response: refreshResultSchema },
  'auth:logout': { request: empty, response: done },
  'settings:load': { request: empty, response: gameSettingsSchema },
  'settings:save': { request: gameSettingsSchema, response: gameSettingsSchema },
  'autosave:load': { request: empty, response: autosaveRecordSchema.nullable() },
  /** saved is false when the last save is under 30 s old (a final save on quit always writes). */
  'autosave:save': { request: z.object({ record: autosaveRecordSchema, final: z.boolean() }), response: z.object({ saved: z.boolean() }) },
  'logs:append': { request: z.array(logEntrySchema).min(1).max(MAX_LOG_UPLOAD_ENTRIES), response: done },
  /** The oldest entries not yet sent to the server, at most `limit`. */
  'logs:pending': { request: z.object({ limit: z.number().int().min(1).max(MAX_LOG_UPLOAD_ENTRIES) }), response: z.array(pendingLogSchema) },
  'logs:mark-sent': { request: z.array(z.number().int().positive()).max(MAX_LOG_UPLOAD_ENTRIES), response: done },
  /** Starts the embedded server and reloads the window onto it; a failure is told in app:info. */
  'offline:start': { request: empty, response: done },
  'offline:stop': { request: empty, response: done },
  /** Whether a server URL answers GET /health, before the player switches to it. */
  'server:check': { request: z.string().max(2048), response: serverCheckSchema },
  'shell:open-external': { request: z.string().max(2048), response: z.boolean() },
} as const satisfies Record<IpcChannel, { request: z.ZodType; response: z.ZodType }>;

export type IpcRequest<C extends IpcChannel> = z.input<(typeof IPC_CHANNELS)[C]['request']>;
export type IpcResponse<C extends IpcChannel> = z.output<(typeof IPC_CHANNELS)[C]['response']>;

/** What the preload puts on `window.silkroad`, and all the renderer can reach of the desktop. */
export interface SilkroadBridge {
  invoke<C extends IpcChannel>(channel: C, ...request: IpcRequest<C> extends undefined ? [] : [IpcRequest<C>]): Promise<IpcResponse<C>>;
  /** Returns the unsubscribe. */
  onSaveNow(listener: () => void): () => void;
}
