/**
 * SQLite's result codes, as better-sqlite3 reports them in `SqliteError.code` (the extended
 * code, e.g. SQLITE_READONLY_DIRECTORY). Only codes that say the file or the disk under it is
 * unusable count as storage faults; a constraint, a lock wait or an SQL mistake does not.
 */

export type StorageFaultKind = 'damaged' | 'not-a-database' | 'io-error' | 'disk-full' | 'read-only' | 'cannot-open';

export interface StorageFault {
  kind: StorageFaultKind;
  /** The extended code SQLite gave, kept for the operator to search. */
  code: string;
}

const FAULT_KIND_BY_PRIMARY_CODE: Readonly<Record<string, StorageFaultKind>> = {
  SQLITE_CORRUPT: 'damaged',
  SQLITE_NOTADB: 'not-a-database',
  SQLITE_IOERR: 'io-error',
  SQLITE_FULL: 'disk-full',
  SQLITE_READONLY: 'read-only',
  SQLITE_CANTOPEN: 'cannot-open',
};

const FAULT_WORDS: Readonly<Record<StorageFaultKind, string>> = {
  damaged: 'database file is damaged',
  'not-a-database': 'file is not a database',
  'io-error': 'disk I/O error',
  'disk-full': 'disk is full',
  'read-only': 'database is read-only',
  'cannot-open': 'database file cannot be opened',
};

/** Errors are often wrapped (a failed migration carries SQLite's error as its cause); look that deep. */
const MAX_CAUSE_DEPTH = 5;

/** The SQLite result code an error carries, itself or in one of its causes; null for any other error. */
export function sqliteErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && typeof current === 'object' && current !== null; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && code.startsWith('SQLITE_')) return code;
    current = cause;
  }
  return null;
}

/** SQLITE_IOERR_SHORT_READ -> SQLITE_IOERR: extended codes refine a primary one. */
function primaryCode(code: string): string {
  return code.split('_').slice(0, 2).join('_');
}

/** The storage fault an error reports, or null when the error says nothing against the file. */
export function storageFaultOf(error: unknown): StorageFault | null {
  const code = sqliteErrorCode(error);
  if (!code) return null;
  const kind = FAULT_KIND_BY_PRIMARY_CODE[primaryCode(code)];
  return kind ? { kind, code } : null;
}

/** A few words for a health report: "database file is damaged (SQLITE_CORRUPT)". */
export function describeStorageFault(fault: StorageFault): string {
  return `${FAULT_WORDS[fault.kind]} (${fault.code})`;
}
