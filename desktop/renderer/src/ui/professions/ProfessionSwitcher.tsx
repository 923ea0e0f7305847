import { PROFESSION_NAMES, type ProfessionId } from '@silkroad/shared';
import { useMemo, useState } from 'react';
import { ProgressionApi } from '../../net/progression-api';
import { QUERY_KEYS } from '../../server-state/query-keys';
import { useServerData } from '../../server-state/use-server-data';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { Spinner } from '../common/Spinner';
import { useToasts } from '../common/toast-context';
import { useServices } from '../services';
import { useWorld } from '../world/world-context';
import { XpBar } from './professions-window-xp';
import { switchConfirmText, switcherView } from './switcher-texts';
import './profession-switcher.css';

/**
 * The profession switcher of the Player Stats window (002 §2): the current profession and level,
 * the eligibility line, a button per profession with the current one disabled (a switch is
 * confirmed first), and every profession's level and XP bar.
 */
export function ProfessionSwitcher() {
  const { api } = useServices();
  const { player } = useWorld();
  const toasts = useToasts();
  const progression = useMemo(() => new ProgressionApi(api), [api]);
  const status = useServerData(QUERY_KEYS.progression, () => progression.status());
  const [asking, setAsking] = useState<ProfessionId | null>(null);
  const [busy, setBusy] = useState(false);
  const view = status.data ? switcherView(status.data) : null;

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

  if (!view) {
    return (
      <p className={status.error ? 'panel-message is-error' : 'muted'}>
        {status.error ?? (
          <>
            <Spinner label="Loading professions" /> Loading professions…
          </>
        )}
      </p>
    );
  }
  return (
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
    </>
  );
}
