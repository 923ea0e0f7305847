import { isIpcChannel, SAVE_NOW_EVENT, type IpcChannel } from '../../ipc/channels';

/** The two things of ipcRenderer the bridge uses, so it is built and tested without Electron. */
export interface RendererIpc {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (...args: unknown[]) => void): unknown;
}

/**
 * What the preload exposes as `window.silkroad`: invoke on the contract's channels only, and the
 * one event the main process sends. Never ipcRenderer itself, and never the event objects (they
 * carry `sender`, a way back into ipcRenderer).
 */
export function createBridge(ipc: RendererIpc) {
  return {
    invoke(channel: IpcChannel, request?: unknown): Promise<unknown> {
      if (!isIpcChannel(channel)) return Promise.reject(new Error(`unknown channel ${String(channel)}`));
      return request === undefined ? ipc.invoke(channel) : ipc.invoke(channel, request);
    },
    onSaveNow(listener: () => void): () => void {
      if (typeof listener !== 'function') throw new TypeError('onSaveNow needs a function');
      const wrapped = () => listener();
      ipc.on(SAVE_NOW_EVENT, wrapped);
      return () => void ipc.removeListener(SAVE_NOW_EVENT, wrapped);
    },
  };
}
