import { z } from 'zod';

/**
 * The records a client keeps on its own machine (spec 000 §3 "Settings", "Audio state",
 * "Saved game"; 002 §3 "Game settings and options", "Autosave record", "Log entry"): browser
 * storage on the web, the main process's SQLite database on the desktop. Both read them through
 * these schemas, and a record that does not parse falls back to its defaults instead of
 * stopping the game from starting.
 */

const volume = z.number().min(0).max(1);

export const gameSettingsSchema = z.object({
  masterVolume: volume,
  musicVolume: volume,
  effectsVolume: volume,
  ambientVolume: volume,
  soundEnabled: z.boolean(),
  musicEnabled: z.boolean(),
  showParticleEffects: z.boolean(),
  debugMode: z.boolean(),
  /** The game server the desktop app talks to; null is the one it was built for. Unused on the web. */
  serverUrl: z.string().url().max(2048).nullable(),
});
export type GameSettings = z.infer<typeof gameSettingsSchema>;

/** Spec 000 §3 "Audio state" and "Settings" (the volumes: 1, 0.7, 0.8, 0.6). */
export const DEFAULT_GAME_SETTINGS: GameSettings = Object.freeze({
  masterVolume: 1,
  musicVolume: 0.7,
  effectsVolume: 0.8,
  ambientVolume: 0.6,
  soundEnabled: true,
  musicEnabled: true,
  showParticleEffects: true,
  debugMode: false,
  serverUrl: null,
});

/** Spec 000 §9 "Device": mobile plays effects at 0.7 and without particles. */
export const MOBILE_SETTINGS_OVERRIDES: Partial<GameSettings> = Object.freeze({ effectsVolume: 0.7, showParticleEffects: false });

/**
 * Settings from whatever was stored: each field that is missing or invalid takes its default,
 * so one bad value (or a record from an older version) never loses the others.
 */
export function parseGameSettings(raw: unknown, defaults: GameSettings = DEFAULT_GAME_SETTINGS): GameSettings {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const settings: Record<string, unknown> = { ...defaults };
  for (const [key, field] of Object.entries(gameSettingsSchema.shape)) {
    const parsed = (field as z.ZodType).safeParse(source[key]);
    if (parsed.success && source[key] !== undefined) settings[key] = parsed.data;
  }
  return settings as GameSettings;
}

/** A partial change from the Settings window; unknown keys are refused. */
export const gameSettingsPatchSchema = gameSettingsSchema.partial().strict();
export type GameSettingsPatch = z.infer<typeof gameSettingsPatchSchema>;

/** Spec 002 §3 "Autosave record": where the player stood and which window was open. */
export const autosaveRecordSchema = z.object({
  playerPosition: z.object({ x: z.number().finite(), y: z.number().finite() }),
  timestamp: z.number().int().nonnegative(),
  currentInterface: z.string().max(40).nullable(),
});
export type AutosaveRecord = z.infer<typeof autosaveRecordSchema>;

/** Spec 002 §9 "Game loop and saving": every 30 s, and never sooner than 30 s after the last. */
export const AUTOSAVE_INTERVAL_MS = 30_000;
export const AUTOSAVE_MIN_GAP_MS = 30_000;
/** How long "Game saved" shows (spec 002 §9: "saved message shows 2 s"). */
export const AUTOSAVE_MESSAGE_MS = 2_000;

/**
 * Whether a save may be written now. A final save (on quit) always may: it is the one that
 * must not be lost.
 */
export function autosaveAllowed(lastSavedAt: number | null, now: number, final = false): boolean {
  return final || lastSavedAt === null || now - lastSavedAt >= AUTOSAVE_MIN_GAP_MS;
}

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Spec 002 §3 "Log entry". */
export const logEntrySchema = z.object({
  timestamp: z.string().max(64),
  level: z.enum(LOG_LEVELS),
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  context: z.record(z.string(), z.unknown()).optional(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** Spec 002 §9 "Logger": up to 1000 entries; a persisted log over 4 MB is trimmed to half. */
export const LOG_MAX_ENTRIES = 1000;
export const LOG_MAX_PERSISTED_BYTES = 4 * 1024 * 1024;

/** Bytes the entries take once stored as JSON (UTF-8), the measure the 4 MB limit is about. */
export function persistedLogBytes(entries: readonly LogEntry[]): number {
  return utf8Length(JSON.stringify(entries));
}

/** UTF-8 length without TextEncoder or Buffer, which shared/ (no DOM, no Node types) cannot name. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * The newest LOG_MAX_ENTRIES entries; and when those still weigh more than
 * LOG_MAX_PERSISTED_BYTES, the newest half of them (repeatedly, for a log of giant entries).
 * Oldest first, as given.
 */
export function trimLog<T extends LogEntry>(entries: readonly T[], maxBytes: number = LOG_MAX_PERSISTED_BYTES): T[] {
  let kept = entries.slice(-LOG_MAX_ENTRIES);
  while (kept.length > 1 && persistedLogBytes(kept) > maxBytes) kept = kept.slice(Math.ceil(kept.length / 2));
  return kept;
}

/** POST /api/logs (spec 002 §7: "logs, timestamp, userAgent, url"). */
export const MAX_LOG_UPLOAD_BYTES = 64 * 1024;
export const MAX_LOG_UPLOAD_ENTRIES = 100;
export const logUploadSchema = z.object({
  logs: z.array(logEntrySchema).min(1).max(MAX_LOG_UPLOAD_ENTRIES),
  timestamp: z.string().max(64),
  userAgent: z.string().max(512).optional(),
  url: z.string().max(2048).optional(),
});
export type LogUpload = z.infer<typeof logUploadSchema>;
export const logUploadResponseSchema = z.object({ success: z.literal(true), data: z.object({ received: z.number().int() }) });
