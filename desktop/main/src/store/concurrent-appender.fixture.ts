// Run by local-store.concurrency.test.ts as its own process (`node --import tsx`): opens the
// store in the given folder once told to go, appends its numbered entries in batches, and
// prints what happened as the last line of its output.
import { once } from 'node:events';
import { setTimeout as delay } from 'node:timers/promises';
import type { LocalDatabaseReport } from './index';
import { openLocalStore } from './index';

const [directory, name, batchesText, batchSizeText] = process.argv.slice(2);
if (!directory || !name) throw new Error('usage: concurrent-appender.fixture.ts <directory> <name> <batches> <batch size>');
const batches = Number(batchesText);
const batchSize = Number(batchSizeText);

process.stdout.write('ready\n');
// The test ends every appender's stdin at once, so that they open and write at the same time.
process.stdin.resume();
await once(process.stdin, 'end');

const reports: LocalDatabaseReport[] = [];
const store = await openLocalStore({ directory, onCorrupt: (report) => reports.push(report) });
const firstWriteAt = Date.now();
for (let batch = 0; batch < batches; batch += 1) {
  store.logs.append(
    Array.from({ length: batchSize }, (_, i) => ({ timestamp: new Date().toISOString(), level: 'info' as const, message: `${name} ${batch * batchSize + i}` })),
  );
  // As the app's appends come, spaced: back to back, one process would hold the file from start
  // to end (SQLite's busy wait is not fair) and the other would only ever write after it.
  await delay(1);
}
const lastWriteAt = Date.now();
const inMemory = store.inMemory;
await store.close();
process.stdout.write(`${JSON.stringify({ reports, inMemory, firstWriteAt, lastWriteAt })}\n`);
