// Bundles the Electron main process and the preload into desktop/dist-main. The renderer is the
// web build (desktop/dist-web, `npm run build:web`), served to the window over the app:// scheme.
//
// The main process embeds the whole game server (offline play), so it is one CommonJS file with
// only what cannot be bundled left outside: Electron itself, and native modules (better-sqlite3
// is rebuilt for Electron by electron-builder and unpacked from the asar; pg-native and
// pino-pretty are optional modules their parents load only if present).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const desktop = path.resolve(fileURLToPath(import.meta.url), '../..');

/** Shared by both bundles, and by the bundle smoke test (desktop/scripts/bundle.test.ts). */
export const COMMON_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  legalComments: 'none',
};

/** Native and optional modules stay outside the main bundle. */
export const MAIN_EXTERNALS = ['electron', 'better-sqlite3', 'pg-native', 'pino-pretty'];

export async function buildDesktop({ outdir = path.join(desktop, 'dist-main'), serverUrl = process.env.SILKROAD_SERVER_URL ?? 'http://localhost:3001' } = {}) {
  await build({
    ...COMMON_OPTIONS,
    entryPoints: { main: path.join(desktop, 'main/src/electron-main.ts') },
    outdir,
    outExtension: { '.js': '.cjs' },
    external: MAIN_EXTERNALS,
    // The server a release talks to unless the player's settings name another.
    define: { 'process.env.SILKROAD_DEFAULT_SERVER_URL': JSON.stringify(serverUrl) },
  });
  // A sandboxed preload can require only electron and a few built-ins: everything else is inlined.
  await build({
    ...COMMON_OPTIONS,
    entryPoints: { preload: path.join(desktop, 'preload/src/preload.ts') },
    outdir,
    outExtension: { '.js': '.cjs' },
    external: ['electron'],
  });
  return { outdir, serverUrl };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { outdir, serverUrl } = await buildDesktop();
  console.log(`desktop bundles written to ${path.relative(process.cwd(), outdir)} (default server ${serverUrl})`);
}
