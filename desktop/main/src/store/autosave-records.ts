import { autosaveAllowed, autosaveRecordSchema, type AutosaveRecord } from '@silkroad/shared';
import { parseStoredJson } from './stored-json';
import type { LocalDatabase } from './local-database';
import { serverKey } from './server-key';

/** Spec 002 §3 "Autosave record", one per server origin (see AutosavesTable). */
export interface AutosaveRecords {
  /** Null when none is stored or the stored one no longer parses. */
  load(origin: string): AutosaveRecord | null;
  /**
   * Whether it was written: false, changing nothing, when the last write for this origin is
   * under 30 s old by the main process's clock (spec 002 §4 "Auto-save and reset"), unless final
   * (the save on quit). This is the guard against a renderer calling it in a loop, so it keeps
   * its own time and ignores the record's timestamp. Throws on an invalid record.
   */
  save(origin: string, record: AutosaveRecord, final: boolean): boolean;
}

export interface AutosaveRecordsOptions {
  now?: () => number;
}

export function createAutosaveRecords(database: LocalDatabase, options: AutosaveRecordsOptions = {}): AutosaveRecords {
  const now = options.now ?? Date.now;
  const { builder } = database;
  return {
    load(origin) {
      const row = database.get(builder.selectFrom('autosaves').select('record_json').where('origin', '=', serverKey(origin)));
      if (!row) return null;
      const parsed = autosaveRecordSchema.safeParse(parseStoredJson(row.record_json));
      return parsed.success ? parsed.data : null;
    },
    save(origin, record, final) {
      const key = serverKey(origin);
      const record_json = JSON.stringify(autosaveRecordSchema.parse(record));
      // Read and write in one immediate transaction, so two writers cannot both pass the check.
      return database.transaction(() => {
        const at = now();
        const last = database.get(builder.selectFrom('autosaves').select('saved_at').where('origin', '=', key));
        // A last save "in the future" means the clock was set back: waiting for it to come round
        // again could refuse every save for hours, so it does not count.
        const lastSavedAt = last && last.saved_at <= at ? last.saved_at : null;
        if (!autosaveAllowed(lastSavedAt, at, final)) return false;
        database.run(
          builder
            .insertInto('autosaves')
            .values({ origin: key, record_json, saved_at: at })
            .onConflict((conflict) => conflict.column('origin').doUpdateSet({ record_json, saved_at: at })),
        );
        return true;
      });
    },
  };
}
