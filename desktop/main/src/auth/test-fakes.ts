import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SafeStorageLike } from './refresh-token-vault';
import type { Scheduler } from './scheduler';

/** Test support only: timers and encryption the tests control. */

/** Timers that fire only when the test says so. */
export class ManualScheduler implements Scheduler {
  private timers: { at: number; callback: () => void }[] = [];
  private now = 0;

  after(ms: number, callback: () => void): () => void {
    const timer = { at: this.now + ms, callback };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  get pending(): number {
    return this.timers.length;
  }

  advance(ms: number): void {
    this.now += ms;
    const due = this.timers.filter((t) => t.at <= this.now);
    this.timers = this.timers.filter((t) => t.at > this.now);
    for (const timer of due) timer.callback();
  }
}

/** Real AES-GCM under a key of its own, like the OS keyring: another instance cannot decrypt. */
export class FakeSafeStorage implements SafeStorageLike {
  private readonly key = randomBytes(32);
  constructor(
    private readonly available = true,
    private readonly backend?: string,
  ) {}

  isEncryptionAvailable(): boolean {
    return this.available;
  }

  getSelectedStorageBackend(): string {
    return this.backend ?? 'gnome_libsecret';
  }

  encryptString(plainText: string): Buffer {
    if (!this.available) throw new Error('encryption is not available');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  }

  decryptString(encrypted: Buffer): string {
    const decipher = createDecipheriv('aes-256-gcm', this.key, encrypted.subarray(0, 12));
    decipher.setAuthTag(encrypted.subarray(12, 28));
    return Buffer.concat([decipher.update(encrypted.subarray(28)), decipher.final()]).toString('utf8');
  }
}
