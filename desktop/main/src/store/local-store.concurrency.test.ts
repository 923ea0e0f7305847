import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOG_MAX_ENTRIES } from '@silkroad/shared';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { LOCAL_DATABASE_FILE_NAME, openLocalStore } from './index';
import { useTestFolders } from './test-folders';

const { folder, closeAfter } = useTestFolders();

/** tsx and the workspaces resolve from the repository's root. */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const APPENDER = fileURLToPath(new URL('./concurrent-appender.fixture.ts', import.meta.url));
const PROCESS_TEST_TIMEOUT_MS = 60_000;

interface AppenderResult {
  reports: unknown[];
  inMemory: boolean;
  /** Wall-clock times of its first and last append. */
  firstWriteAt: number;
  lastWriteAt: number;
}

/** Starts one appender process per name, lets them all go at once, and waits for them. */
async function runAppenders(directory: string, names: string[], batches: number, batchSize: number): Promise<AppenderResult[]> {
  const children = names.map((name) => {
    const child = spawn(process.execPath, ['--import', 'tsx', APPENDER, directory, name, String(batches), String(batchSize)], { cwd: REPO_ROOT });
    let output = '';
    let errors = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    const exited = once(child, 'exit') as Promise<[number | null]>;
    const ready = new Promise<void>((resolve, reject) => {
      const check = () => (output.startsWith('ready\n') ? resolve() : undefined);
      child.stdout.on('data', check);
      void exited.then(([code]) => reject(new Error(`appender ${name} exited (${code}) before it was ready: ${errors}`)));
    });
    return { child, ready, exited, result: () => ({ output, errors }) };
  });
  await Promise.all(children.map((appender) => appender.ready));
  for (const { child } of children) child.stdin.end();
  return Promise.all(
    children.map(async ({ exited, result }) => {
      const [code] = await exited;
      const { output, errors } = result();
      if (code !== 0) throw new Error(`appender exited with ${code}: ${errors}`);
      return JSON.parse(output.trim().split('\n').at(-1) ?? '') as AppenderResult;
    }),
  );
}

function storedLogs(file: string): { id: number; message: string }[] {
  const sqlite = new SQLite(file, { readonly: true });
  try {
    return sqlite.prepare('select id, message from logs order by id').all() as { id: number; message: string }[];
  } finally {
    sqlite.close();
  }
}

/** The numbers of one appender's entries, in the order they are stored. */
function numbersOf(rows: { message: string }[], name: string): number[] {
  return rows.filter((row) => row.message.startsWith(`${name} `)).map((row) => Number(row.message.slice(name.length + 1)));
}

describe('the local store shared by two processes', () => {
  it(
    'is created once, and loses, duplicates and reorders no entry appended at the same time, trimmed to the newest 1000',
    async () => {
      const directory = folder();
      // 1200 entries in all: the trim runs while both write.
      const [a, b] = await runAppenders(directory, ['a', 'b'], 200, 3);
      for (const result of [a, b]) expect(result).toMatchObject({ reports: [], inMemory: false });
      // They wrote at the same time, so the test tests something.
      expect(a && b && a.firstWriteAt < b.lastWriteAt && b.firstWriteAt < a.lastWriteAt).toBe(true);

      const rows = storedLogs(join(directory, LOCAL_DATABASE_FILE_NAME));
      // AUTOINCREMENT numbered every insert: 1200 of them, the newest 1000 kept.
      expect(rows.map((row) => row.id)).toEqual(Array.from({ length: LOG_MAX_ENTRIES }, (_, i) => 1200 - LOG_MAX_ENTRIES + i + 1));
      expect(new Set(rows.map((row) => row.message)).size).toBe(LOG_MAX_ENTRIES);
      // What is left of each is the end of what it wrote, whole and in order.
      const kept = ['a', 'b'].map((name) => {
        const numbers = numbersOf(rows, name);
        expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => 600 - numbers.length + i));
        return numbers.length;
      });
      // Both were still writing when the trim began.
      expect(Math.min(...kept)).toBeGreaterThan(0);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe('two handles on the same file in one process', () => {
  it('see each other’s entries: one sequence of ids, one trim', async () => {
    const directory = folder();
    const first = closeAfter(await openLocalStore({ directory }));
    const second = closeAfter(await openLocalStore({ directory }));
    for (let round = 0; round < 6; round += 1) {
      first.logs.append(Array.from({ length: 100 }, (_, i) => ({ timestamp: 't', level: 'info' as const, message: `first ${round * 100 + i}` })));
      second.logs.append(Array.from({ length: 100 }, (_, i) => ({ timestamp: 't', level: 'info' as const, message: `second ${round * 100 + i}` })));
    }
    const pending = first.logs.pending(LOG_MAX_ENTRIES);
    expect(pending.map((entry) => entry.id)).toEqual(Array.from({ length: LOG_MAX_ENTRIES }, (_, i) => 201 + i));
    second.logs.markSent(pending.slice(0, 10).map((entry) => entry.id));
    expect(first.logs.pending(1)[0]?.id).toBe(211);

    first.settings.save({ ...first.settings.load(), musicVolume: 0.1 });
    expect(second.settings.load().musicVolume).toBe(0.1);
  });
});
