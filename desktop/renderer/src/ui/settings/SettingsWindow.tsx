import type { GameSettings, GameSettingsPatch } from '@silkroad/shared';
import { normaliseServerUrl } from '../../../../ipc/server-url';
import { useId, useState, type CSSProperties } from 'react';
import { volumePercent } from '../../audio/volume-mix';
import type { DesktopHost } from '../../platform/platform';
import { isControlKey, keepControlKeys } from '../common/control-keys';
import { GameWindow } from '../common/GameWindow';
import { Spinner } from '../common/Spinner';
import { useServices } from '../services';
import { useWorld } from '../world/world-context';
import { LOG_TEXTS, SERVER_URL_TEXTS } from './settings-texts';
import { useSettings } from './use-settings';
import './settings-window.css';

const VOLUME_STEP_PERCENT = 5;

interface VolumeSliderProps {
  label: string;
  value: number;
  disabled?: boolean;
  testId: string;
  onChange(volume: number): void;
  /** The player let go of the slider (or pressed a key on it): a sample of the sound at the new volume. */
  onSettle?(): void;
}

function VolumeSlider({ label, value, disabled = false, testId, onChange, onSettle }: VolumeSliderProps) {
  const id = useId();
  const percent = volumePercent(value);
  return (
    <div className={`settings-row settings-volume${disabled ? ' is-disabled' : ''}`}>
      <label className="settings-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="range"
        className="volume-slider"
        data-testid={testId}
        min={0}
        max={100}
        step={VOLUME_STEP_PERCENT}
        value={percent}
        disabled={disabled}
        aria-valuetext={`${percent}%`}
        style={{ '--fill': `${percent}%` } as CSSProperties}
        onChange={(event) => onChange(Number(event.target.value) / 100)}
        onKeyDown={keepControlKeys}
        onKeyUp={(event) => {
          keepControlKeys(event);
          if (isControlKey(event.key)) onSettle?.();
        }}
        onPointerUp={onSettle}
      />
      <output className="settings-percent" htmlFor={id} data-testid={`${testId}-value`}>
        {percent}%
      </output>
    </div>
  );
}

interface SwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  testId: string;
  onChange(on: boolean): void;
}

function SettingSwitch({ label, hint, checked, disabled = false, testId, onChange }: SwitchProps) {
  const id = useId();
  return (
    <div className={`settings-row settings-switch-row${disabled ? ' is-disabled' : ''}`}>
      <span className="settings-switch-text">
        <label className="settings-label" htmlFor={id}>
          {label}
        </label>
        <span className="settings-hint" id={`${id}-hint`}>
          {hint}
        </span>
      </span>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="settings-switch"
        data-testid={testId}
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  );
}

type ServerStatus = { tone: 'info' | 'ok' | 'error'; text: string } | null;

/**
 * Send Logs: the game's persisted log to the server now (spec 002 §9 "Logger"), to help fix a
 * problem the player ran into. What could not be sent stays queued for the next upload.
 */
function SendLogsRow() {
  const { log, platform } = useServices();
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<ServerStatus>(null);
  const send = async () => {
    setSending(true);
    setStatus(null);
    const sent = await log.upload();
    const left = await platform.records.pendingLogs(1).catch(() => []);
    setSending(false);
    if (left.length > 0) setStatus({ tone: 'error', text: LOG_TEXTS.failed });
    else setStatus({ tone: 'ok', text: sent > 0 ? LOG_TEXTS.sent(sent) : LOG_TEXTS.nothing });
  };
  return (
    <div className="settings-row settings-switch-row">
      <span className="settings-switch-text">
        <span className="settings-label">Game log</span>
        <span className={`settings-hint${status ? ` has-status tone-${status.tone}` : ''}`} role="status" data-testid="settings-logs-status">
          {status?.text ?? 'Send it to the server to help fix a problem'}
        </span>
      </span>
      <button type="button" className="button button-small" data-testid="settings-send-logs" disabled={sending} onClick={() => void send()}>
        {sending ? 'Sending…' : 'Send Logs'}
      </button>
    </div>
  );
}

/**
 * Desktop only: the game server the app talks to. Check asks it for /health; Save checks too and
 * keeps the address only when a game server answers there (the main process then reconnects the
 * app to it), so a typo cannot leave the player cut off from every server.
 */
function ServerSection({ desktop, settings, update }: { desktop: DesktopHost; settings: GameSettings; update(patch: GameSettingsPatch): Promise<void> }) {
  const id = useId();
  const defaultUrl = normaliseServerUrl(desktop.info.defaultServerUrl) ?? desktop.info.defaultServerUrl;
  const saved = settings.serverUrl ?? defaultUrl;
  const [draft, setDraft] = useState(saved);
  const [status, setStatus] = useState<ServerStatus>(null);
  const [busy, setBusy] = useState(false);

  /** The address as it would be kept, if a game server answers there; `saving` words a refusal as "Not saved". */
  const check = async (saving = false): Promise<string | null> => {
    const refuse = (text: string) => setStatus({ tone: 'error', text: saving ? `${SERVER_URL_TEXTS.notSaved} ${text}` : text });
    const url = normaliseServerUrl(draft);
    if (!url) {
      refuse(SERVER_URL_TEXTS.notAUrl);
      return null;
    }
    setBusy(true);
    setStatus({ tone: 'info', text: SERVER_URL_TEXTS.checking });
    try {
      const result = await desktop.checkServer(url);
      if (!result.ok) {
        refuse(result.message);
        return null;
      }
      setStatus({ tone: 'ok', text: result.message });
      return url;
    } catch (error) {
      refuse(error instanceof Error ? error.message : String(error));
      return null;
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const url = normaliseServerUrl(draft);
    if (url && url === saved) {
      setStatus({ tone: 'info', text: SERVER_URL_TEXTS.unchanged });
      return;
    }
    const answered = await check(true);
    if (!answered) return;
    setDraft(answered);
    await update({ serverUrl: answered === defaultUrl ? null : answered });
    setStatus({ tone: 'ok', text: answered === defaultUrl ? SERVER_URL_TEXTS.usingDefault : SERVER_URL_TEXTS.saved });
  };

  const restoreDefaultServer = async () => {
    setDraft(defaultUrl);
    await update({ serverUrl: null });
    setStatus({ tone: 'ok', text: SERVER_URL_TEXTS.usingDefault });
  };

  return (
    <section className="card settings-section settings-server" data-testid="settings-server">
      <h3 className="section-title">
        Server
      </h3>
      <label className="settings-label" htmlFor={id}>
        Server URL
      </label>
      <form
        className="settings-server-row"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <input
          id={id}
          type="url"
          className="search-input"
          data-testid="settings-server-url"
          value={draft}
          spellCheck={false}
          autoComplete="off"
          placeholder="https://"
          onChange={(event) => {
            setDraft(event.target.value);
            setStatus(null);
          }}
        />
        <button type="button" className="button button-small" data-testid="settings-server-check" disabled={busy} onClick={() => void check()}>
          Check
        </button>
        <button type="submit" className="button button-small button-primary" data-testid="settings-server-save" disabled={busy}>
          Save
        </button>
      </form>
      <p className={`settings-status${status ? ` tone-${status.tone}` : ''}`} role="status" data-testid="settings-server-status">
        {busy && <Spinner />}
        {status?.text ?? ''}
      </p>
      <p className="settings-hint">
        {desktop.info.mode === 'offline' ? 'Playing offline on this computer.' : `Playing on ${desktop.info.apiOrigin}.`}{' '}
        {settings.serverUrl !== null && (
          <button type="button" className="link-button" data-testid="settings-server-default" disabled={busy} onClick={() => void restoreDefaultServer()}>
            Use the game’s own server
          </button>
        )}
      </p>
    </section>
  );
}

/**
 * The Settings window (spec 000 §3 "Audio state", "Settings"; 002 §3 "Game settings and
 * options"): volumes, sound and music on or off, particle effects, debug mode and, in the desktop
 * app, the server. Opened by the HUD's button or Escape with nothing else open. Every change
 * applies at once and is saved through the platform (browser storage, or the desktop's database).
 */
export function SettingsWindow({ onClose }: { onClose(): void }) {
  const { platform } = useServices();
  const { bus } = useWorld();
  const { settings, store } = useSettings();
  const update = (patch: GameSettingsPatch) => store.update(patch);
  const change = (patch: GameSettingsPatch) => void update(patch);
  const preview = () => bus.emit('sound:cue', { cue: 'coins' });
  const soundOff = !settings.soundEnabled;

  return (
    <GameWindow
      title="Settings"
      subtitle={platform.desktop ? 'Sound, display and server' : 'Sound and display'}
      testId="settings-window"
      size="window-settings"
      onClose={onClose}
      footer={
        <>
          <p className="settings-footnote">Changes apply at once and are kept {platform.desktop ? 'on this computer' : 'in this browser'}.</p>
          <button type="button" className="button button-small" data-testid="settings-reset" onClick={() => void store.reset()}>
            Restore Defaults
          </button>
          <button type="button" className="button button-small button-primary" data-testid="settings-done" onClick={onClose}>
            Done
          </button>
        </>
      }
    >
      <div className="settings-grid scroll-area">
        <section className="card settings-section">
          <h3 className="section-title">
            Sound
          </h3>
          <SettingSwitch label="Sound" hint="Every sound of the game" checked={settings.soundEnabled} testId="settings-sound" onChange={(on) => change({ soundEnabled: on })} />
          <VolumeSlider label="Master volume" value={settings.masterVolume} disabled={soundOff} testId="settings-master-volume" onChange={(v) => change({ masterVolume: v })} onSettle={preview} />
          <VolumeSlider label="Effects volume" value={settings.effectsVolume} disabled={soundOff} testId="settings-effects-volume" onChange={(v) => change({ effectsVolume: v })} onSettle={preview} />
          <VolumeSlider label="Ambient volume" value={settings.ambientVolume} disabled={soundOff} testId="settings-ambient-volume" onChange={(v) => change({ ambientVolume: v })} />
          <p className="settings-note">
            <strong>Effects</strong>: footsteps, coins, harvests, notifications and windows. <strong>Ambient</strong>: the bustle of the cities, the wind and birds of the
            countryside.
          </p>
        </section>

        <section className="card settings-section">
          <h3 className="section-title">
            Music
          </h3>
          <SettingSwitch label="Music" hint="A quiet tune on the oud and frame drum" checked={settings.musicEnabled} disabled={soundOff} testId="settings-music" onChange={(on) => change({ musicEnabled: on })} />
          <VolumeSlider label="Music volume" value={settings.musicVolume} disabled={soundOff || !settings.musicEnabled} testId="settings-music-volume" onChange={(v) => change({ musicVolume: v })} />
        </section>

        <section className="card settings-section">
          <h3 className="section-title">
            Display
          </h3>
          <SettingSwitch
            label="Particle effects"
            hint="Rain, snow, blowing sand and sparkles"
            checked={settings.showParticleEffects}
            testId="settings-particles"
            onChange={(on) => change({ showParticleEffects: on })}
          />
          <SettingSwitch label="Debug mode" hint="Frame rate and position in the corner" checked={settings.debugMode} testId="settings-debug" onChange={(on) => change({ debugMode: on })} />
          <SendLogsRow />
        </section>

        {platform.desktop && <ServerSection desktop={platform.desktop} settings={settings} update={update} />}
      </div>
    </GameWindow>
  );
}
