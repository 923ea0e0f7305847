import { PROFESSION_NAMES, formatCoins, levelProgress, type ProfessionId } from '@silkroad/shared';
import { useMemo, useState } from 'react';
import { ProgressionApi } from '../../net/progression-api';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { GameWindow } from '../common/GameWindow';
import { Spinner } from '../common/Spinner';
import { useToasts } from '../common/toast-context';
import { QUERY_KEYS } from '../../server-state/query-keys';
import { useServerData } from '../../server-state/use-server-data';
import { useServices } from '../services';
import { useWorld } from '../world/world-context';
import { XpBar } from './professions-window-xp';
import { switchConfirmText, switcherView } from './switcher-texts';
import './stats-window.css';

/**
 * The Player Stats window (C; 002 §2): the player's level and purse, the profession switcher
 * (current profession and level, the eligibility line, a button per profession with the current
 * one disabled; a switch is confirmed first), and every profession's level and XP bar. Closes on
 * its X or a click on the dimmed world around it.
 */
export function StatsWindow({ onClose }: { onClose: () => void }) {
  const { api } = useServices();
  const { player } = useWorld();
  const toasts = useToasts();
  const progression = useMemo(() => new ProgressionApi(api), [api]);
  const status = useServerData(QUERY_KEYS.progression, () => progression.status());
  const [asking, setAsking] = useState<ProfessionId | null>(null);
  const [busy, setBusy] = useState(false);
  const view = status.data ? switcherView(status.data) : null;
  const data = player.data;
  const level = data ? levelProgress(data.experience) : null;

  const confirmSwitch = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      const answer = await progression.switchTo(asking);
      toasts.notify({ type: 'success', message: answer.message, duration: 5_000 });
    } catch (error) {
      toasts.notify({ type: 'error', message: error instanceof Error ? error.message : String(error), duration: 6_000 });
    } finally {
      setBusy(false);
      setAsking(null);
      status.reload();
      player.refresh();
    }
  };

  return (
    // A click on the dimmed world around the window closes it too (002 §2).
    <GameWindow title="Player Stats" subtitle={data?.inGameName ?? undefined} testId="stats-window" size="window-stats" onClose={onClose} onBackdropClick={onClose}>
      <div className="stats-body">
        {data && level && (
          <section className="stat-cards stats-overview" aria-label="Overview">
            <div className="stat-card">
              <span className="stat-label">Level</span>
              <span className="stat-value" data-testid="stats-level">
                {data.level}
              </span>
            </div>
            <div className="stat-card">
              <span className="stat-label">Purse</span>
              <span className="stat-value">{formatCoins(data.totalCopper)}</span>
            </div>
            <div className="stat-card">
              <span className="stat-label">Reputation</span>
              <span className="stat-value">{data.reputation}</span>
            </div>
          </section>
        )}
        {data && level && <XpBar label={`Level ${data.level}`} current={level.current} needed={level.needed} testId="stats-xp" />}
        {!view ? (
          <p className={status.error ? 'panel-message is-error' : 'muted'}>
            {status.error ?? (
              <>
                <Spinner label="Loading professions" /> Loading professions…
              </>
            )}
          </p>
        ) : (
          <>
            <section className="card switcher" data-testid="profession-switcher" aria-label="Profession">
              <h3 className="section-title">Profession</h3>
              <p className="switcher-current" data-testid="switcher-current">
                {view.currentLine}
              </p>
              <p className={`switcher-eligibility ${view.canSwitch ? 'is-ok' : 'is-waiting'}`} data-testid="switcher-eligibility">
                {view.eligibility}
              </p>
              <div className="switcher-buttons">
                {view.buttons.map((button) => (
                  <button
                    key={button.id}
                    type="button"
                    className={`button button-small switcher-button ${button.current ? 'is-current' : ''}`}
                    data-testid={`switch-${button.id}`}
                    disabled={button.disabled || busy}
                    title={button.title ?? `Switch to ${button.name}`}
                    onClick={() => setAsking(button.id)}
                  >
                    {button.name}
                    <span className="switcher-level">Lv {button.level}</span>
                  </button>
                ))}
              </div>
            </section>
            <section className="card profession-levels" aria-label="Profession levels" data-testid="profession-levels">
              <h3 className="section-title">Levels</h3>
              {status.data?.professions.map((entry) => (
                <XpBar key={entry.id} label={`${PROFESSION_NAMES[entry.id]} ${entry.level}`} current={entry.current} needed={entry.needed} testId={`profession-level-${entry.id}`} />
              ))}
            </section>
          </>
        )}
      </div>
      {asking && status.data && (
        <ConfirmDialog
          title="Switch profession"
          message={switchConfirmText(asking, status.data)}
          confirmLabel={`Switch to ${PROFESSION_NAMES[asking]}`}
          testId="switch-confirm"
          busy={busy}
          onConfirm={() => void confirmSwitch()}
          onCancel={() => setAsking(null)}
        />
      )}
    </GameWindow>
  );
}
