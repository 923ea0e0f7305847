import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { SILENT_LOG, type MainLog } from './main-log';

/** The part of Electron's `safeStorage` the vault uses (call it after the app's `ready`). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /**
   * Linux only: 'basic_text' means no keyring was found and Electron encrypts with a key written in
   * its own source code, which protects nothing (Electron's safeStorage documentation).
   */
  getSelectedStorageBackend?(): string;
}

/** Where refresh tokens are kept, one per server origin. */
export interface RefreshTokenStore {
  get(origin: string): string | null;
  set(origin: string, token: string): void;
  delete(origin: string): void;
}

export const VAULT_FILE_NAME = 'refresh-tokens.bin';

const vaultSchema = z.object({ version: z.literal(1), tokens: z.record(z.string(), z.string().min(1).max(512)) });

export interface RefreshTokenVaultOptions {
  /** The app's userData folder in the app, a temp folder in tests. */
  directory: string;
  safeStorage: SafeStorageLike;
  log?: MainLog;
}

/**
 * Refresh tokens at rest, encrypted by the operating system (Keychain, DPAPI, the Linux keyring),
 * in one file written atomically. Without real encryption nothing is written: a refresh token in
 * a readable file is a session anyone with the file can continue, so the tokens then last for this
 * run only and the player signs in again at the next start.
 */
export class RefreshTokenVault implements RefreshTokenStore {
  private readonly file: string;
  private readonly directory: string;
  private readonly safeStorage: SafeStorageLike;
  private readonly log: MainLog;
  /** Read on first use: safeStorage only answers once Electron is ready. */
  private state: { persistent: boolean; tokens: Map<string, string> } | null = null;

  constructor(options: RefreshTokenVaultOptions) {
    this.directory = options.directory;
    this.file = join(options.directory, VAULT_FILE_NAME);
    this.safeStorage = options.safeStorage;
    this.log = options.log ?? SILENT_LOG;
  }

  /** False when tokens are kept in memory only, for this run. */
  get persistent(): boolean {
    return this.load().persistent;
  }

  get(origin: string): string | null {
    return this.load().tokens.get(originKey(origin)) ?? null;
  }

  set(origin: string, token: string): void {
    const state = this.load();
    state.tokens.set(originKey(origin), token);
    this.save(state);
  }

  delete(origin: string): void {
    const state = this.load();
    if (state.tokens.delete(originKey(origin))) this.save(state);
  }

  private load(): { persistent: boolean; tokens: Map<string, string> } {
    if (this.state) return this.state;
    const persistent = this.encryptionAvailable();
    if (!persistent) {
      this.log.warn('refresh tokens are kept for this run only: the system offers no encryption for them (on Linux, no keyring); the player signs in again at the next start');
    }
    this.state = { persistent, tokens: persistent ? this.readFile() : new Map() };
    return this.state;
  }

  private encryptionAvailable(): boolean {
    try {
      if (!this.safeStorage.isEncryptionAvailable()) return false;
      return this.safeStorage.getSelectedStorageBackend?.() !== 'basic_text';
    } catch {
      return false;
    }
  }

  /** A missing, damaged or undecryptable file (another user's, another machine's key) reads as no tokens. */
  private readFile(): Map<string, string> {
    let encrypted: Buffer;
    try {
      encrypted = readFileSync(this.file);
    } catch {
      return new Map();
    }
    try {
      const parsed = vaultSchema.safeParse(JSON.parse(this.safeStorage.decryptString(encrypted)));
      if (parsed.success) return new Map(Object.entries(parsed.data.tokens));
    } catch {
      // reported below
    }
    this.log.warn('the saved sign-in could not be read; the player signs in again');
    return new Map();
  }

  private save(state: { persistent: boolean; tokens: Map<string, string> }): void {
    if (!state.persistent) return;
    try {
      if (state.tokens.size === 0) {
        rmSync(this.file, { force: true });
        return;
      }
      const plain = JSON.stringify({ version: 1, tokens: Object.fromEntries(state.tokens) });
      writeAtomically(this.directory, this.file, this.safeStorage.encryptString(plain));
    } catch {
      // The token still works for this run; only staying signed in across a restart is lost.
      this.log.warn('the sign-in could not be saved to disk; it lasts for this run only');
    }
  }
}

/** One key per server whatever the spelling of its URL (a trailing slash, upper-case host). */
function originKey(origin: string): string {
  try {
    return new URL(origin).origin;
  } catch {
    return origin;
  }
}

/**
 * Temp file then rename: a crash mid-write leaves the old file or the new one, never half of one.
 * 0o600 from creation on, so the file is never readable by others even for a moment (POSIX; on
 * Windows the profile folder's ACL does that job).
 */
function writeAtomically(directory: string, file: string, data: Buffer): void {
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const fd = openSync(temp, 'wx', 0o600);
    try {
      writeFileSync(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
