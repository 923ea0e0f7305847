import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DESKTOP_SCHEME } from '@silkroad/shared';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * electron-builder.yml as electron-builder itself reads it, checked without building anything
 * (packaging needs downloads our machines cannot make): it must pass electron-builder's schema,
 * set the fuses docs/security.md promises, keep only native addons out of the asar, ship the
 * bundles as the app's entry, and agree with build/linux/silk-road.desktop.
 */

const REPO = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);

interface BuilderConfig {
  appId?: string;
  /** Normalised by the loader into file sets. */
  files?: Array<string | { filter?: string[] | string }> | null;
  asar?: boolean | { smartUnpack?: boolean } | null;
  asarUnpack?: string[] | string | null;
  npmRebuild?: boolean;
  electronFuses?: Record<string, boolean> | null;
  protocols?: Array<{ schemes: string[] }> | { schemes: string[] } | null;
  linux?: {
    executableName?: string;
    executableArgs?: string[];
    desktop?: { entry?: Record<string, string> | null } | null;
  } | null;
}

interface ConfigModule {
  getConfig(projectDir: string, configPath: string | null, configFromOptions: null, packageMetadata: { value: Promise<unknown> }): Promise<BuilderConfig>;
  validateConfiguration(config: BuilderConfig, debugLogger: unknown): Promise<void>;
}

interface PackageJson {
  main?: string;
  desktopName?: string;
  dependencies?: Record<string, string>;
}

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(path.join(REPO, relative), 'utf8')) as T;
}

/** `[Desktop Entry]` of a .desktop file as key to value. */
function parseDesktopEntry(text: string): Record<string, string> {
  const entry: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match?.[1] !== undefined && match[2] !== undefined) entry[match[1]] = match[2];
  }
  return entry;
}

/** The fuse table of docs/security.md, item 19: | `fuse` | on/off | why |. */
function documentedFuses(markdown: string): Record<string, boolean> {
  const fuses: Record<string, boolean> = {};
  for (const line of markdown.split('\n')) {
    const match = /^\|\s*`(\w+)`\s*\|\s*(on|off)\s*\|/.exec(line);
    if (match?.[1] !== undefined) fuses[match[1]] = match[2] === 'on';
  }
  return fuses;
}

describe('electron-builder.yml', () => {
  let config: BuilderConfig;
  const rootPackage = readJson<PackageJson>('package.json');

  beforeAll(async () => {
    // electron-builder's own loader and schema (app-builder-lib comes with electron-builder).
    const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config') as ConfigModule;
    const { DebugLogger } = require('builder-util') as { DebugLogger: new (enabled: boolean) => unknown };
    config = await getConfig(REPO, 'electron-builder.yml', null, { value: Promise.resolve(rootPackage) });
    await validateConfiguration(config, new DebugLogger(false));
  }, 60_000);

  it('sets every fuse as docs/security.md says', () => {
    const documented = documentedFuses(readFileSync(path.join(REPO, 'docs/security.md'), 'utf8'));
    expect(Object.keys(documented).length).toBeGreaterThanOrEqual(7);
    expect(config.electronFuses).toEqual(documented);
  });

  it('unpacks only native addons from the asar, and rebuilds them for Electron', () => {
    expect(config.asar).toEqual({ smartUnpack: false });
    const unpacked = [config.asarUnpack ?? []].flat();
    expect(unpacked.length).toBeGreaterThan(0);
    for (const pattern of unpacked) expect(pattern).toMatch(/\.node$/);
    expect(config.npmRebuild).toBe(true);
  });

  it('ships the bundles, with the main-process bundle as the entry point', () => {
    expect(rootPackage.main).toBe('desktop/dist-main/main.cjs');
    const files = (config.files ?? []).flatMap((set) => (typeof set === 'string' ? [set] : [set.filter ?? []].flat()));
    expect(files).toEqual(expect.arrayContaining(['package.json', 'desktop/dist-main/main.cjs', 'desktop/dist-main/preload.cjs', 'desktop/dist-web/**/*']));
    // The one module the bundles leave external reaches the package through the root's dependencies.
    const api = readJson<PackageJson>('api/package.json');
    expect(rootPackage.dependencies?.['better-sqlite3']).toBe(api.dependencies?.['better-sqlite3']);
  });

  it('registers the sign-in scheme the API redirects to', () => {
    const schemes = [config.protocols ?? []].flat().flatMap((protocol) => protocol.schemes);
    expect(schemes).toEqual([DESKTOP_SCHEME]);
  });

  it('agrees with build/linux/silk-road.desktop', () => {
    const file = parseDesktopEntry(readFileSync(path.join(REPO, 'build/linux/silk-road.desktop'), 'utf8'));
    const linux = config.linux ?? {};
    const entry = linux.desktop?.entry ?? {};
    for (const [key, value] of Object.entries(entry)) expect(file[key], key).toBe(value);
    expect(file.MimeType).toBe(`x-scheme-handler/${DESKTOP_SCHEME};`);
    expect(file.Exec).toBe(`${linux.executableName} %u`);
    expect(linux.executableArgs).toEqual(['%u']);
    expect(file.Icon).toBe(linux.executableName);
    expect(rootPackage.desktopName).toBe(`${linux.executableName}.desktop`);
    expect(file.StartupWMClass).toBe(linux.executableName);
  });
});
