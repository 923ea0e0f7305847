import { MOBILE_SETTINGS_OVERRIDES, DEFAULT_GAME_SETTINGS, parseGameSettings, type GameSettings, type GameSettingsPatch } from '@silkroad/shared';
import type { LocalRecords } from '../../platform/platform';

type Listener = () => void;

/** The defaults of this device: mobile plays effects at 0.7 and without particles (spec 000 §9 "Device"). */
export function deviceDefaults(mobile: boolean): GameSettings {
  return mobile ? { ...DEFAULT_GAME_SETTINGS, ...MOBILE_SETTINGS_OVERRIDES } : DEFAULT_GAME_SETTINGS;
}

function sameSettings(a: GameSettings, b: GameSettings): boolean {
  return (Object.keys(DEFAULT_GAME_SETTINGS) as Array<keyof GameSettings>).every((key) => a[key] === b[key]);
}

/**
 * The player's settings, loaded once at start-up and saved through the platform on every change.
 * React reads them with useSyncExternalStore; the sound and the world follow them at once.
 */
export class SettingsStore {
  private readonly listeners = new Set<Listener>();
  /** The save under way, if any; changes made meanwhile are saved once it ends, newest only. */
  private saving: Promise<void> | null = null;
  private dirty = false;

  private constructor(
    private readonly records: LocalRecords,
    private current: GameSettings,
    /** What Restore Defaults goes back to: this device's defaults. */
    readonly defaults: GameSettings,
  ) {}

  /**
   * Mobile starts from the spec's mobile values (effects 0.7, no particles) until the player
   * changes them. The records answer the plain defaults both when nothing is stored and when
   * what is stored is unreadable, so settings equal to the plain defaults are taken as "not
   * chosen yet" and get the device's.
   */
  static async load(records: LocalRecords, options: { mobile: boolean }): Promise<SettingsStore> {
    const defaults = deviceDefaults(options.mobile);
    let stored: GameSettings;
    try {
      stored = parseGameSettings(await records.loadSettings());
    } catch {
      stored = DEFAULT_GAME_SETTINGS;
    }
    return new SettingsStore(records, sameSettings(stored, DEFAULT_GAME_SETTINGS) ? { ...defaults } : stored, defaults);
  }

  readonly get = (): GameSettings => this.current;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Applied at once; saved in the background (a failed save keeps the change for this run). A
   * slider dragged across its range asks for dozens of saves: while one is being written, the
   * next waits and only the newest settings are written after it. Resolves once this change is
   * stored (or failed to be).
   */
  async update(patch: GameSettingsPatch): Promise<void> {
    const next = parseGameSettings({ ...this.current, ...patch }, this.current);
    if (sameSettings(next, this.current)) return this.saving ?? undefined;
    this.current = next;
    for (const listener of [...this.listeners]) listener();
    this.dirty = true;
    this.saving ??= this.flush();
    return this.saving;
  }

  /** Back to this device's defaults, keeping the server the desktop app uses. */
  reset(): Promise<void> {
    return this.update({ ...this.defaults, serverUrl: this.current.serverUrl });
  }

  private async flush(): Promise<void> {
    try {
      while (this.dirty) {
        this.dirty = false;
        try {
          await this.records.saveSettings(this.current);
        } catch (error) {
          console.warn('could not save the settings', error);
        }
      }
    } finally {
      this.saving = null;
    }
  }
}
