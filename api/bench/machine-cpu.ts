import { readFileSync } from 'node:fs';

/** The machine's CPU time so far, busy and in all (ms, every core), where the system says (Linux). */
export function machineCpu(): { busyMs: number; totalMs: number } | null {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const jiffies = fields.map(Number);
    const total = jiffies.slice(0, 8).reduce((sum, n) => sum + n, 0);
    const idle = jiffies[3]! + jiffies[4]!;
    return { busyMs: (total - idle) * 10, totalMs: total * 10 };
  } catch {
    return null;
  }
}
