import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MainLog } from './main-log';
import { RefreshTokenVault, VAULT_FILE_NAME } from './refresh-token-vault';
import { FakeSafeStorage } from './test-fakes';

const SERVER = 'https://play.silkroad.example';
const OFFLINE = 'http://127.0.0.1:41234';
const TOKEN = 'refresh-token-that-must-never-be-written-in-clear';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'silkroad-vault-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function recordingLog(): MainLog & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, info: () => undefined, warn: (message) => warnings.push(message) };
}

describe('the refresh token vault with OS encryption', () => {
  it('keeps a token per server origin across instances (restarts), encrypted on disk', () => {
    const safeStorage = new FakeSafeStorage();
    const vault = new RefreshTokenVault({ directory: dir, safeStorage });
    expect(vault.persistent).toBe(true);
    vault.set(SERVER, TOKEN);
    vault.set(OFFLINE, 'offline-token');

    const raw = readFileSync(join(dir, VAULT_FILE_NAME));
    expect(raw.toString('latin1')).not.toContain(TOKEN);
    expect(raw.toString('latin1')).not.toContain('play.silkroad.example');

    const again = new RefreshTokenVault({ directory: dir, safeStorage });
    expect(again.get(SERVER)).toBe(TOKEN);
    expect(again.get(`${SERVER}/`)).toBe(TOKEN);
    expect(again.get(OFFLINE)).toBe('offline-token');
    expect(again.get('https://other.example')).toBeNull();
  });

  it('writes the file readable by its owner only, and leaves no temp file behind', () => {
    const vault = new RefreshTokenVault({ directory: join(dir, 'nested', 'user-data'), safeStorage: new FakeSafeStorage() });
    vault.set(SERVER, TOKEN);
    vault.set(SERVER, `${TOKEN}-rotated`);
    const folder = join(dir, 'nested', 'user-data');
    expect(readdirSync(folder)).toEqual([VAULT_FILE_NAME]);
    if (process.platform !== 'win32') expect(statSync(join(folder, VAULT_FILE_NAME)).mode & 0o777).toBe(0o600);
  });

  it('forgets a token, and removes the file when none is left', () => {
    const safeStorage = new FakeSafeStorage();
    const vault = new RefreshTokenVault({ directory: dir, safeStorage });
    vault.set(SERVER, TOKEN);
    vault.set(OFFLINE, 'offline-token');
    vault.delete(SERVER);
    expect(new RefreshTokenVault({ directory: dir, safeStorage }).get(SERVER)).toBeNull();
    expect(new RefreshTokenVault({ directory: dir, safeStorage }).get(OFFLINE)).toBe('offline-token');
    vault.delete(OFFLINE);
    expect(existsSync(join(dir, VAULT_FILE_NAME))).toBe(false);
  });

  it('reads a damaged file as no token, says so, and can save again', () => {
    const safeStorage = new FakeSafeStorage();
    writeFileSync(join(dir, VAULT_FILE_NAME), 'not encrypted at all');
    const log = recordingLog();
    const vault = new RefreshTokenVault({ directory: dir, safeStorage, log });
    expect(vault.get(SERVER)).toBeNull();
    expect(log.warnings).toHaveLength(1);
    vault.set(SERVER, TOKEN);
    expect(new RefreshTokenVault({ directory: dir, safeStorage }).get(SERVER)).toBe(TOKEN);
  });

  it('reads a file it cannot decrypt (another key) or that holds something else as no token', () => {
    new RefreshTokenVault({ directory: dir, safeStorage: new FakeSafeStorage() }).set(SERVER, TOKEN);
    expect(new RefreshTokenVault({ directory: dir, safeStorage: new FakeSafeStorage() }).get(SERVER)).toBeNull();

    const safeStorage = new FakeSafeStorage();
    writeFileSync(join(dir, VAULT_FILE_NAME), safeStorage.encryptString(JSON.stringify({ version: 2, tokens: { [SERVER]: TOKEN } })));
    expect(new RefreshTokenVault({ directory: dir, safeStorage }).get(SERVER)).toBeNull();
    writeFileSync(join(dir, VAULT_FILE_NAME), safeStorage.encryptString('{"version":1,"tokens":{"x":'));
    expect(new RefreshTokenVault({ directory: dir, safeStorage }).get(SERVER)).toBeNull();
  });

  it('keeps the token for this run when the disk refuses the write', () => {
    const blocked = join(dir, 'blocked');
    writeFileSync(blocked, 'a file where the folder should be');
    const log = recordingLog();
    const vault = new RefreshTokenVault({ directory: join(blocked, 'user-data'), safeStorage: new FakeSafeStorage(), log });
    vault.set(SERVER, TOKEN);
    expect(vault.get(SERVER)).toBe(TOKEN);
    expect(log.warnings.join('\n')).toContain('could not be saved');
  });
});

describe('the refresh token vault without OS encryption', () => {
  it('writes nothing, keeps tokens in memory for this run, and says so', () => {
    const log = recordingLog();
    const vault = new RefreshTokenVault({ directory: dir, safeStorage: new FakeSafeStorage(false), log });
    vault.set(SERVER, TOKEN);
    expect(vault.get(SERVER)).toBe(TOKEN);
    expect(vault.persistent).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]).toContain('this run only');
    expect(new RefreshTokenVault({ directory: dir, safeStorage: new FakeSafeStorage(false) }).get(SERVER)).toBeNull();
  });

  it("treats Linux's basic_text backend (a key in Electron's source) as no encryption", () => {
    const vault = new RefreshTokenVault({ directory: dir, safeStorage: new FakeSafeStorage(true, 'basic_text') });
    vault.set(SERVER, TOKEN);
    expect(vault.persistent).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('treats a safeStorage that throws as no encryption', () => {
    const safeStorage = new FakeSafeStorage();
    safeStorage.isEncryptionAvailable = () => {
      throw new Error('app not ready');
    };
    const vault = new RefreshTokenVault({ directory: dir, safeStorage });
    vault.set(SERVER, TOKEN);
    expect(vault.persistent).toBe(false);
    expect(vault.get(SERVER)).toBe(TOKEN);
  });
});
