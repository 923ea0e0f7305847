/**
 * The preload of the game window (sandboxed, context-isolated): it only puts the narrow bridge
 * of ./bridge.ts on the page as `window.silkroad`. The types the renderer sees are
 * SilkroadBridge in desktop/ipc/contract.ts.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge';

contextBridge.exposeInMainWorld('silkroad', createBridge(ipcRenderer));
