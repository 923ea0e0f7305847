import { START_OVER_TEXT } from '@silkroad/shared';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { startOverState } from './stats-texts';
import { useStartOver } from './use-start-over';

interface ViewProps {
  resetAvailableAt: number | null;
  now: number;
  busy: boolean;
  error: string | null;
  onAsk(): void;
}

/** The Overview's last section: the Start over button, waiting out its cooldown, and why a reset failed. */
export function StartOverView({ resetAvailableAt, now, busy, error, onAsk }: ViewProps) {
  const state = startOverState(resetAvailableAt, now);
  return (
    <section className="card stats-start-over" aria-label="Start over" data-testid="stats-start-over">
      <div className="stats-start-over-text">
        <h3 className="section-title">Start over</h3>
        <p className={state.available ? 'muted' : 'stats-start-over-wait'} data-testid="reset-stats-note">
          {state.note}
        </p>
        {error && (
          <p className="is-error" role="alert" data-testid="reset-stats-error">
            {error}
          </p>
        )}
      </div>
      <button type="button" className="button button-danger" data-testid="reset-stats" disabled={!state.available || busy} onClick={onAsk}>
        Start over
      </button>
    </section>
  );
}

/** Start over with its confirmation (START_OVER_TEXT); the server decides and may refuse (RESET_COOLDOWN). */
export function StartOver({ resetAvailableAt, now }: { resetAvailableAt: number | null; now: number }) {
  const startOver = useStartOver();
  return (
    <>
      <StartOverView resetAvailableAt={resetAvailableAt} now={now} busy={startOver.busy} error={startOver.error} onAsk={startOver.ask} />
      {startOver.asking && (
        <ConfirmDialog
          title="Start over?"
          message={START_OVER_TEXT}
          confirmLabel="Start over"
          testId="reset-stats-confirm"
          tone="danger"
          busy={startOver.busy}
          onConfirm={startOver.confirm}
          onCancel={startOver.cancel}
        />
      )}
    </>
  );
}
