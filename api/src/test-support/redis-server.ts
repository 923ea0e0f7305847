import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** A redis-server of the test's own, on loopback, that keeps nothing on disk. */
export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server (an outage, for a test); start() brings it back on the same port, empty. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

const READY_TIMEOUT_MS = 10_000;
/** Debian's package puts it on the PATH; REDIS_SERVER_PATH names another binary. */
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? 'redis-server';

/**
 * Starts a throwaway redis-server on a free port, persistence off (no RDB snapshots, no AOF):
 * every test run begins from an empty store and leaves no files behind. `npm test` installs the
 * binary first (api/scripts/ensure-redis-server.mjs).
 */
export async function startTestRedis(): Promise<TestRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'silkroad-redis-'));
  let port = 0;
  let child: ChildProcess | undefined;

  async function launch(): Promise<void> {
    // A port probed free can be taken before redis binds it: try a few.
    for (let attempt = 0; ; attempt += 1) {
      const candidate = port || (await freePort());
      try {
        child = await spawnRedis(candidate, dir);
        port = candidate;
        return;
      } catch (error) {
        if (port || attempt >= 4) throw error;
      }
    }
  }

  await launch();
  return {
    get url() {
      return `redis://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    async stop() {
      await stopChild(child);
      child = undefined;
    },
    async start() {
      if (!child) await launch();
    },
    async close() {
      await stopChild(child);
      child = undefined;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function spawnRedis(port: number, dir: string): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no', '--loglevel', 'notice', '--protected-mode', 'yes'];
  const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    let settled = false;
    const timer = setTimeout(() => fail(new Error(`redis-server did not become ready within ${READY_TIMEOUT_MS} ms:\n${output}`)), READY_TIMEOUT_MS);
    function settle(): boolean {
      if (settled) return false;
      settled = true;
      clearTimeout(timer);
      return true;
    }
    function fail(error: Error): void {
      if (!settle()) return;
      child.kill('SIGKILL');
      reject(error);
    }
    function onOutput(chunk: Buffer): void {
      if (settled) return;
      output += chunk.toString();
      // Logged (at notice) once the port is bound and the empty dataset loaded.
      if (output.includes('Ready to accept connections') && settle()) resolve(child);
    }
    // Read to the end even after ready: a pipe nobody reads fills up and stalls the server.
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', (chunk: Buffer) => {
      if (!settled) output += chunk.toString();
    });
    child.once('error', (error) => fail(Object.assign(error, { message: `${error.message} (is redis-server installed? npm test installs it)` })));
    child.once('exit', (code) => fail(new Error(`redis-server exited with ${code} before it was ready:\n${output}`)));
  });
}

async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
