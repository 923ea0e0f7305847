import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module script without types
import { COMMON_OPTIONS, MAIN_EXTERNALS, buildDesktop } from './build-desktop.mjs';

const run = promisify(execFile);
const work = mkdtempSync(path.join(os.tmpdir(), 'silkroad-bundle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the desktop bundles', () => {
  it('build, with the preload free of everything but electron', async () => {
    const { outdir } = (await buildDesktop({ outdir: path.join(work, 'dist-main'), serverUrl: 'https://play.example.org' })) as { outdir: string };
    const { readFileSync } = await import('node:fs');
    const preload = readFileSync(path.join(outdir, 'preload.cjs'), 'utf8');
    expect([...preload.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(['electron']);
    const main = readFileSync(path.join(outdir, 'main.cjs'), 'utf8');
    expect(main).toContain('https://play.example.org');
  }, 60_000);

  it('carry a game server that runs bundled: the offline server starts and serves the local player', async () => {
    // The main bundle's own server half, bundled with the same options, run by plain Node (Electron cannot run here).
    const entry = path.join(work, 'smoke-entry.ts');
    const here = path.dirname(new URL(import.meta.url).pathname);
    const offline = path.resolve(here, '../main/src/offline');
    writeFileSync(
      entry,
      `import { startOfflineServer } from ${JSON.stringify(path.join(offline, 'offline-server.ts'))};
import { signInLocalPlayer } from ${JSON.stringify(path.join(offline, 'local-identity.ts'))};
async function main() {
const dataDirectory = process.argv[2];
const server = await startOfflineServer({ dataDirectory });
const tokens = new Map();
const vault = { get: (o) => tokens.get(o) ?? null, set: (o, t) => void tokens.set(o, t), delete: (o) => void tokens.delete(o) };
const session = await signInLocalPlayer({ server, osUserName: 'smoke', vault, sessions: { save() {}, clear() {} } });
const res = await fetch(server.origin + '/api/game/player', { headers: { authorization: 'Bearer ' + session.tokens.accessToken } });
console.log(JSON.stringify({ status: res.status, email: session.user.email }));
await server.stop();
}
void main();
`,
    );
    const outfile = path.join(work, 'smoke.cjs');
    await build({ ...COMMON_OPTIONS, entryPoints: [entry], outfile, external: MAIN_EXTERNALS, sourcemap: false });
    const { stdout } = await run(process.execPath, [outfile, path.join(work, 'data')], { cwd: work, env: { ...process.env, NODE_PATH: path.resolve(here, '../../node_modules') }, timeout: 60_000 });
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({ status: 200, email: 'player@offline.local' });
  }, 90_000);
});
