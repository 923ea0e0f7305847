import { PROFESSION_NAMES, professionActionById, type ProfessionId } from '@silkroad/shared';
import { useCallback } from 'react';
import { GameWindow } from '../common/GameWindow';
import { CommissionPointer } from './CommissionPanel';
import { PlantingPanel } from './PlantingPanel';
import { Spinner } from '../common/Spinner';
import { useToasts } from '../common/toast-context';
import { useCountrysideContext } from '../farming/countryside-context';
import { useNow } from '../hooks/use-now';
import { useWorld } from '../world/world-context';
import { actionRows, craftingStatus, emptyText, POPUP_CONFIG, popupTitle, type ResultView } from './popup-logic';
import { useProfessionPopup } from './popup-session';
import { ActionDetail, ActionGrid, ActionList, ErrorBox, ProgressBox, ResultBox } from './popup-views';
import './profession-popup.css';

/** How often the progress bar moves. */
const PROGRESS_TICK_MS = 250;

function hourText(timeOfDay: number): string {
  const hours = Math.floor(timeOfDay);
  const minutes = Math.floor((timeOfDay - hours) * 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * A profession's popup (spec 001 §2), one component for the eight: the Logging popup, the
 * Mining operations panel, the forge (a terrain-named smithy with its grid and detail panel),
 * the Crafting Workshop modal, the Trading Exchange, the Alchemy Laboratory, the Cooking Kitchen
 * and the Textiles Workshop. It lists every action the server judged here and now, starts one,
 * follows it to its result, and refreshes the player's purse and inventory after.
 */
export function ProfessionPopup({ profession, onClose }: { profession: ProfessionId; onClose: () => void }) {
  const config = POPUP_CONFIG[profession];
  const { player } = useWorld();
  const toasts = useToasts();
  const { serverNow } = useCountrysideContext();
  const { refresh } = player;
  const onResult = useCallback(
    (result: ResultView) => {
      refresh();
      toasts.notify({ type: result.success ? 'success' : 'warning', message: result.message, duration: 4_000 });
    },
    [refresh, toasts],
  );
  const popup = useProfessionPopup(profession, { serverNow, onResult, onClose });
  const { data, phase } = popup;
  useNow(phase.kind === 'progress' ? PROGRESS_TICK_MS : 60_000);

  const rows = data ? actionRows(data.actions) : [];
  const available = rows.filter((row) => row.available).length;
  const empty = data ? emptyText(profession, data.actions) : null;
  const title = popupTitle(profession, data?.terrain ?? null);
  const status = statusLine();

  function statusLine(): string {
    if (popup.loading && !data) return 'Looking around...';
    if (popup.loadError) return popup.loadError;
    if (phase.kind === 'progress') return config.progress;
    if (phase.kind === 'result') return phase.result.message;
    if (phase.kind === 'error') return profession === 'crafting' ? 'Crafting error occurred' : phase.message;
    if (profession === 'crafting') return craftingStatus(available);
    return `${available} of ${rows.length} actions available here`;
  }

  function body() {
    if (phase.kind === 'progress') {
      const name = professionActionById(phase.session.action)?.name ?? phase.session.action;
      return <ProgressBox heading={config.progress} actionName={name} session={phase.session} serverNow={serverNow()} />;
    }
    if (phase.kind === 'result') return <ResultBox result={phase.result} button={config.resultButton} onDismiss={popup.dismissResult} />;
    if (phase.kind === 'error') return <ErrorBox message={phase.message} />;
    if (!data) {
      return popup.loadError ? (
        <p className="empty-note pp-reason">{popup.loadError}</p>
      ) : (
        <p className="empty-note">
          <Spinner /> Loading...
        </p>
      );
    }
    if (phase.kind === 'detail') {
      const row = rows.find((r) => r.id === phase.actionId);
      if (row) return <ActionDetail row={row} busy={popup.busy} onStart={() => void popup.start(row.id)} onBack={popup.back} />;
    }
    return (
      <>
        {empty && (
          <p className="pp-empty" data-testid="profession-empty">
            {empty}
          </p>
        )}
        {config.layout === 'grid' ? <ActionGrid rows={rows} onPick={popup.showDetail} /> : <ActionList rows={rows} busy={popup.busy} onStart={(id) => void popup.start(id)} />}
        {profession === 'crafting' && data?.cityId != null && <CommissionPointer cityId={data.cityId} />}
        {profession === 'logging' && data?.terrain === 'forest' && data.cityId == null && <PlantingPanel />}
      </>
    );
  }

  return (
    <GameWindow
      title={title}
      subtitle={`${PROFESSION_NAMES[profession]}${data ? ` · level ${data.level}` : ''}`}
      testId={config.testId}
      size={`window-profession window-profession-${profession}`}
      onClose={onClose}
      footer={
        <>
          <p className="pp-status" role="status" data-testid="profession-status">
            {status}
          </p>
          <button type="button" className="button" onClick={onClose}>
            {profession === 'blacksmithing' ? 'Close Forge' : 'Close'}
          </button>
        </>
      }
    >
      {data && (
        <ul className="pp-conditions" aria-label="Conditions here">
          <li className="chip-static">Ground: {data.terrain}</li>
          <li className="chip-static">Weather: {data.weather}</li>
          <li className="chip-static">Season: {data.season}</li>
          <li className="chip-static">Time: {hourText(data.timeOfDay)}</li>
        </ul>
      )}
      <div className="pp-body scroll-area">{body()}</div>
    </GameWindow>
  );
}
