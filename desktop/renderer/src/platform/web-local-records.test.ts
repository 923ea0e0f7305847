import { describeLocalRecordsContract } from './local-records.contract';
import { createWebLocalRecords, SETTINGS_STORAGE_KEY } from './web-local-records';

/** The part of the Web Storage API the records use, over a Map: what a browser's localStorage keeps. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

describeLocalRecordsContract('browser storage (web build)', async () => {
  const storage = new MemoryStorage();
  let now = 0;
  const open = () => createWebLocalRecords(storage, { now: () => now });
  return {
    records: open(),
    setNow: (ms) => (now = ms),
    reopen: async () => open(),
    corruptSettings: async () => storage.setItem(SETTINGS_STORAGE_KEY, '{"masterVolume": 0.2, '),
    cleanup: async () => storage.clear(),
  };
});
