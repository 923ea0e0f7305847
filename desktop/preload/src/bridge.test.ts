import { describe, expect, it } from 'vitest';
import { SAVE_NOW_EVENT } from '../../ipc/channels';
import { createBridge, type RendererIpc } from './bridge';

function recordingIpc() {
  const invoked: unknown[][] = [];
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const ipc: RendererIpc = {
    invoke: async (...args) => {
      invoked.push(args);
      return 'answer';
    },
    on: (channel, listener) => listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener)),
    removeListener: (channel, listener) => listeners.get(channel)?.delete(listener),
  };
  return { ipc, invoked, emit: (channel: string, ...args: unknown[]) => listeners.get(channel)?.forEach((l) => l(...args)), listeners };
}

describe('the preload bridge', () => {
  it('invokes the contract channels, with or without a request', async () => {
    const { ipc, invoked } = recordingIpc();
    const bridge = createBridge(ipc);
    await expect(bridge.invoke('app:info')).resolves.toBe('answer');
    await bridge.invoke('logs:pending', { limit: 5 });
    expect(invoked).toEqual([['app:info'], ['logs:pending', { limit: 5 }]]);
  });

  it('refuses any other channel without reaching the main process', async () => {
    const { ipc, invoked } = recordingIpc();
    const bridge = createBridge(ipc);
    await expect(bridge.invoke('evil:channel' as never)).rejects.toThrow(/unknown channel/);
    await expect(bridge.invoke('__proto__' as never)).rejects.toThrow(/unknown channel/);
    expect(invoked).toEqual([]);
  });

  it('hands save-now to the listener without the event object, and unsubscribes', () => {
    const { ipc, emit, listeners } = recordingIpc();
    const calls: unknown[][] = [];
    const off = createBridge(ipc).onSaveNow((...args: unknown[]) => calls.push(args));
    emit(SAVE_NOW_EVENT, { sender: 'ipcRenderer' });
    expect(calls).toEqual([[]]);
    off();
    expect(listeners.get(SAVE_NOW_EVENT)?.size).toBe(0);
  });
});
