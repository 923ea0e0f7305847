import { DEFAULT_GAME_SETTINGS } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { IPC_CHANNEL_NAMES } from '../../ipc/channels';
import { registerIpcHandlers, type IpcHandlers, type MainIpc } from './ipc-registry';

type Listener = Parameters<MainIpc['handle']>[1];

function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipc: MainIpc = { handle: (channel, listener) => void handlers.set(channel, listener), removeHandler: (channel) => void handlers.delete(channel) };
  const call = (channel: string, frame: { url: string; parent: unknown } | null, ...args: unknown[]) => {
    const listener = handlers.get(channel);
    if (!listener) throw new Error(`no handler for ${channel}`);
    return Promise.resolve(listener({ senderFrame: frame }, ...args));
  };
  return { ipc, handlers, call };
}

const APP = 'app://silkroad';
const top = { url: 'app://silkroad/index.html', parent: null };

function handlersRecording(calls: unknown[][]): IpcHandlers {
  const record =
    (channel: string, answer: unknown) =>
    (request: unknown): never => {
      calls.push([channel, request]);
      return answer as never;
    };
  return {
    'app:info': record('app:info', { version: '0.1.0', os: 'linux', mode: 'online', apiOrigin: 'https://play.example.org', defaultServerUrl: 'https://play.example.org', offlineError: null }),
    'session:load': record('session:load', null),
    'session:save': record('session:save', undefined),
    'session:clear': record('session:clear', undefined),
    'auth:sign-in': record('auth:sign-in', { ok: false, reason: 'cancelled', message: 'x' }),
    'auth:cancel': record('auth:cancel', undefined),
    'auth:refresh': record('auth:refresh', { ok: false, reason: 'network', message: 'x' }),
    'auth:logout': record('auth:logout', undefined),
    'settings:load': record('settings:load', DEFAULT_GAME_SETTINGS),
    'settings:save': record('settings:save', DEFAULT_GAME_SETTINGS),
    'autosave:load': record('autosave:load', null),
    'autosave:save': record('autosave:save', { saved: true }),
    'logs:append': record('logs:append', undefined),
    'logs:pending': record('logs:pending', []),
    'logs:mark-sent': record('logs:mark-sent', undefined),
    'offline:start': record('offline:start', undefined),
    'offline:stop': record('offline:stop', undefined),
    'server:check': record('server:check', { ok: true, message: 'fine' }),
    'shell:open-external': record('shell:open-external', { secret: 'not a boolean' }),
  };
}

describe('registerIpcHandlers', () => {
  it('registers every contract channel and removes them all again', () => {
    const { ipc, handlers } = fakeIpcMain();
    const unregister = registerIpcHandlers(ipc, handlersRecording([]), { appOrigin: APP });
    expect([...handlers.keys()].sort()).toEqual([...IPC_CHANNEL_NAMES].sort());
    unregister();
    expect(handlers.size).toBe(0);
  });

  it('runs the handler for a valid request from the top frame of an app page', async () => {
    const { ipc, call } = fakeIpcMain();
    const calls: unknown[][] = [];
    registerIpcHandlers(ipc, handlersRecording(calls), { appOrigin: APP });
    expect(await call('logs:pending', top, { limit: 10 })).toEqual([]);
    expect(await call('autosave:save', top, { record: { playerPosition: { x: 1, y: 2 }, timestamp: 5, currentInterface: null }, final: false })).toEqual({ saved: true });
    expect(calls.map(([channel]) => channel)).toEqual(['logs:pending', 'autosave:save']);
  });

  it.each([
    ['another site', { url: 'https://evil.example/', parent: null }],
    ['an iframe of the app', { url: 'app://silkroad/index.html', parent: {} }],
    ['a file page', { url: 'file:///index.html', parent: null }],
    ['no frame', null],
  ])('refuses a message from %s before any handler runs', async (_name, frame) => {
    const { ipc, call } = fakeIpcMain();
    const calls: unknown[][] = [];
    const refused: string[] = [];
    registerIpcHandlers(ipc, handlersRecording(calls), { appOrigin: APP, onRefused: (channel) => refused.push(channel) });
    await expect(call('settings:load', frame)).rejects.toThrow('refused');
    expect(calls).toEqual([]);
    expect(refused).toEqual(['settings:load']);
  });

  it.each([
    ['settings:save', [{ ...DEFAULT_GAME_SETTINGS, masterVolume: 5 }]],
    ['settings:save', [{ ...DEFAULT_GAME_SETTINGS, extra: true, masterVolume: 'x' }]],
    ['logs:pending', [{ limit: 100_000 }]],
    ['logs:append', [[]]],
    ['logs:mark-sent', [[-1]]],
    ['server:check', [{ url: 'x' }]],
    ['shell:open-external', ['x'.repeat(5_000)]],
    ['app:info', ['unexpected']],
    ['settings:load', [undefined, 'extra']],
  ])('refuses an invalid payload on %s', async (channel, args) => {
    const { ipc, call } = fakeIpcMain();
    const calls: unknown[][] = [];
    registerIpcHandlers(ipc, handlersRecording(calls), { appOrigin: APP });
    await expect(call(channel, top, ...args)).rejects.toThrow('invalid request');
    expect(calls).toEqual([]);
  });

  it('does not hand the renderer an answer outside the contract', async () => {
    const { ipc, call } = fakeIpcMain();
    registerIpcHandlers(ipc, handlersRecording([]), { appOrigin: APP });
    await expect(call('shell:open-external', top, 'https://example.org')).rejects.toThrow();
  });
});
