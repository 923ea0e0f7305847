import { gameSettingsSchema, parseGameSettings, type GameSettings } from '@silkroad/shared';
import { parseStoredJson } from './stored-json';
import type { LocalDatabase } from './local-database';

/** The machine's game settings (spec 002 §3 "Game settings and options"), one row. */
export interface SettingsRecords {
  /** Never fails: a missing, damaged or older record reads as the defaults, field by field. */
  load(): GameSettings;
  /** Throws on invalid settings; returns what was stored (unknown keys dropped). */
  save(settings: GameSettings): GameSettings;
}

const SETTINGS_ROW_ID = 1;

export function createSettingsRecords(database: LocalDatabase): SettingsRecords {
  const { builder } = database;
  return {
    load() {
      const row = database.get(builder.selectFrom('settings').select('settings_json').where('id', '=', SETTINGS_ROW_ID));
      return parseGameSettings(parseStoredJson(row?.settings_json));
    },
    save(settings) {
      const stored = gameSettingsSchema.parse(settings);
      const settings_json = JSON.stringify(stored);
      database.run(
        builder
          .insertInto('settings')
          .values({ id: SETTINGS_ROW_ID, settings_json })
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ settings_json })),
      );
      return stored;
    },
  };
}
