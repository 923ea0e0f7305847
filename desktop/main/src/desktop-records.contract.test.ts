import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { SilkroadBridge } from '../../ipc/contract';
import { createBridge } from '../../preload/src/bridge';
import { createElectronLocalRecords } from '../../renderer/src/platform/electron-platform';
import { describeLocalRecordsContract } from '../../renderer/src/platform/local-records.contract';
import { DesktopApp } from './desktop-app';
import { registerIpcHandlers, type MainIpc } from './ipc-registry';
import { openLocalStore, type LocalStore } from './store';

/** The desktop's real path, end to end: renderer records -> preload bridge -> IPC checks -> DesktopApp -> SQLite. */
describeLocalRecordsContract('SQLite in the main process, over IPC (desktop build)', async () => {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'silkroad-records-'));
  let now = 0;
  const stores: LocalStore[] = [];

  const openRecords = async () => {
    const store = await openLocalStore({ directory, now: () => now });
    stores.push(store);
    const desktop = new DesktopApp({
      userDataDir: directory,
      store,
      safeStorage: { isEncryptionAvailable: () => false, encryptString: () => Buffer.alloc(0), decryptString: () => '' },
      openExternal: () => undefined,
      reloadWindow: () => undefined,
      version: '0.0.0-test',
      os: 'linux',
      osUserName: 'tester',
      defaultServerUrl: 'https://play.example.org',
    });
    const handlers = new Map<string, Parameters<MainIpc['handle']>[1]>();
    registerIpcHandlers({ handle: (channel, listener) => void handlers.set(channel, listener), removeHandler: (channel) => void handlers.delete(channel) }, desktop.handlers, { appOrigin: 'app://silkroad' });
    // What ipcRenderer.invoke does: structured-clone the arguments, reach the handler with the sender frame.
    const ipc = {
      invoke: async (channel: string, ...args: unknown[]) => {
        const handler = handlers.get(channel);
        if (!handler) throw new Error(`no handler for ${channel}`);
        return structuredClone(await handler({ senderFrame: { url: 'app://silkroad/index.html', parent: null } }, ...structuredClone(args)));
      },
      on: () => undefined,
      removeListener: () => undefined,
    };
    return createElectronLocalRecords(createBridge(ipc) as unknown as SilkroadBridge);
  };

  return {
    records: await openRecords(),
    setNow: (ms) => (now = ms),
    reopen: openRecords,
    corruptSettings: async () => {
      const db = new Database(stores[0]?.file ?? '');
      db.prepare('UPDATE settings SET settings_json = ?').run('{"masterVolume": 0.2, ');
      db.close();
    },
    cleanup: async () => {
      for (const store of stores) await store.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
});
