import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

/**
 * Temporary folders for one test file's databases, removed after each test together with
 * anything registered to close first (a database must be closed before its file is removed).
 */
export function useTestFolders(): { folder(): string; closeAfter<T extends { close(): Promise<void> }>(handle: T): T } {
  const folders: string[] = [];
  const handles: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const handle of handles.splice(0)) await handle.close();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  return {
    folder() {
      const folder = mkdtempSync(join(tmpdir(), 'silkroad-store-'));
      folders.push(folder);
      return folder;
    },
    closeAfter(handle) {
      handles.push(handle);
      return handle;
    },
  };
}
