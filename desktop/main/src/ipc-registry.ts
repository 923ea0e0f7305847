import { IPC_CHANNELS, type IpcChannel, type IpcRequest, type IpcResponse } from '../../ipc/contract';
import { IPC_CHANNEL_NAMES } from '../../ipc/channels';
import { isTrustedSender, type SenderFrame } from './security';

/** The part of Electron's ipcMain the registry uses (so it is tested without Electron). */
export interface MainIpc {
  handle(channel: string, listener: (event: { senderFrame: SenderFrame | null }, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

export type IpcHandlers = { [C in IpcChannel]: (request: IpcRequest<C>) => Promise<IpcResponse<C>> | IpcResponse<C> };

export class IpcRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IpcRefusal';
  }
}

export interface IpcRegistryOptions {
  appOrigin: string;
  /** Told of every refused message (a wrong sender, a payload that does not fit). */
  onRefused?(channel: string, reason: string): void;
}

/**
 * Registers one handler per contract channel. Before a handler runs, the sender must be the top
 * frame of an app page and the payload must fit the channel's schema; its answer is checked
 * against the contract too, so the main process never hands the renderer what it did not promise.
 * Returns the unregister.
 */
export function registerIpcHandlers(ipc: MainIpc, handlers: IpcHandlers, options: IpcRegistryOptions): () => void {
  for (const channel of IPC_CHANNEL_NAMES) {
    const contract = IPC_CHANNELS[channel];
    const handler = handlers[channel] as (request: unknown) => unknown;
    ipc.handle(channel, async (event, ...args) => {
      if (!isTrustedSender(event.senderFrame, options.appOrigin)) {
        options.onRefused?.(channel, `untrusted sender ${event.senderFrame?.url ?? 'unknown'}`);
        throw new IpcRefusal('refused');
      }
      if (args.length > 1) {
        options.onRefused?.(channel, 'more than one argument');
        throw new IpcRefusal('invalid request');
      }
      const request = contract.request.safeParse(args[0]);
      if (!request.success) {
        options.onRefused?.(channel, 'invalid request');
        throw new IpcRefusal('invalid request');
      }
      return contract.response.parse(await handler(request.data));
    });
  }
  return () => {
    for (const channel of IPC_CHANNEL_NAMES) ipc.removeHandler(channel);
  };
}
