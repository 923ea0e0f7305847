import { itemDisplayName, professionActionById, type ActionSessionView } from '@silkroad/shared';
import { ItemIcon } from '../common/ItemIcon';
import { Money } from '../common/Money';
import { sessionProgress, timeLeftText, type ActionRow, type ResultView } from './popup-logic';
import './popup-views.css';

/** The facts of one action, as small labelled chips: time, cost, level, XP. */
function ActionFacts({ row }: { row: ActionRow }) {
  return (
    <span className="pp-facts">
      <span className="pp-fact" title="Duration">
        {row.minutes} min
      </span>
      <span className="pp-fact" title="Cost">
        {row.cost}
      </span>
      <span className="pp-fact" title="Skill level">
        Lv {row.level}
      </span>
      <span className="pp-fact" title="Experience">
        {row.xp} XP
      </span>
    </span>
  );
}

/** Every action as a row (001 §2): clicking an available one starts it; an unavailable one is greyed, with its reason in red. */
export function ActionList({ rows, busy, onStart }: { rows: ActionRow[]; busy: boolean; onStart(id: string): void }) {
  return (
    <ul className="pp-list" aria-label="Actions">
      {rows.map((row) => (
        <li key={row.id}>
          <button type="button" className={`pp-row ${row.available ? '' : 'is-unavailable'}`} data-testid={`profession-action-${row.id}`} disabled={!row.available || busy} onClick={() => onStart(row.id)}>
            <span className="pp-row-head">
              <strong className="pp-row-name">{row.name}</strong>
              <ActionFacts row={row} />
            </span>
            {row.description && <span className="pp-row-description">{row.description}</span>}
            {(row.outputs.length > 0 || row.mayMake.length > 0) && (
              <span className="pp-row-line">
                <span className="pp-label">Makes</span> {row.outputs.join(', ')}
                {row.mayMake.length > 0 && <span className="muted"> · maybe {row.mayMake.join(', ')}</span>}
              </span>
            )}
            {row.needs.length > 0 && (
              <span className="pp-row-line">
                <span className="pp-label">Needs</span> {row.needs.join(', ')}
              </span>
            )}
            {row.reason && (
              <span className="pp-reason" role="note">
                {row.reason}
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The forge's two-column grid (001 §2): each button shows duration and skill level; clicking opens its detail. */
export function ActionGrid({ rows, onPick }: { rows: ActionRow[]; onPick(id: string): void }) {
  return (
    <div className="pp-grid" role="list" aria-label="Smithing actions">
      {rows.map((row) => (
        <button key={row.id} type="button" role="listitem" className={`pp-tile ${row.available ? '' : 'is-unavailable'}`} data-testid={`profession-action-${row.id}`} disabled={!row.available} title={row.reason ?? row.description} onClick={() => onPick(row.id)}>
          <strong className="pp-tile-name">{row.name}</strong>
          <span className="pp-tile-facts">
            {row.minutes} min · Level {row.level}
          </span>
          {row.reason && <span className="pp-reason">{row.reason}</span>}
        </button>
      ))}
    </div>
  );
}

/** The forge's detail panel: description, requirements, possible items; Start Forging and Back. */
export function ActionDetail({ row, busy, onStart, onBack }: { row: ActionRow; busy: boolean; onStart(): void; onBack(): void }) {
  const action = professionActionById(row.id);
  return (
    <section className="pp-detail card" aria-label={row.name}>
      <h3 className="section-title">{row.name}</h3>
      <p className="pp-detail-description">{row.description}</p>
      <dl className="pp-detail-facts">
        <dt>Duration</dt>
        <dd>{row.minutes} min</dd>
        <dt>Cost</dt>
        <dd>{row.cost}</dd>
        <dt>Skill level</dt>
        <dd>{row.level}</dd>
        <dt>Experience</dt>
        <dd>{row.xp} XP</dd>
        <dt>Requirements</dt>
        <dd>{row.needs.length > 0 ? row.needs.join(', ') : 'None'}</dd>
        <dt>Ground</dt>
        <dd>{action ? action.terrains.join(' or ') : '—'}</dd>
      </dl>
      <h4 className="pp-subtitle">Possible items</h4>
      <ul className="pp-items">
        {(action?.outputs ?? []).map((output) => (
          <li key={`${output.itemId}-${output.minLevel}`} className="pp-item">
            <ItemIcon itemId={output.itemId} />
            <span>
              {output.count} × {itemDisplayName(output.itemId)}
            </span>
            <span className="muted">{output.chance >= 1 ? 'always' : `${Math.round(output.chance * 100)}%`}</span>
          </li>
        ))}
      </ul>
      {row.reason && <p className="pp-reason">{row.reason}</p>}
      <div className="button-row">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
        <button type="button" className="button button-primary" disabled={!row.available || busy} onClick={onStart}>
          Start Forging
        </button>
      </div>
    </section>
  );
}

/** The progress box: its bar follows the session by the server's clock. */
export function ProgressBox({ heading, actionName, session, serverNow }: { heading: string; actionName: string; session: ActionSessionView; serverNow: number }) {
  const progress = sessionProgress(session, serverNow);
  const percent = Math.round(progress * 100);
  return (
    <section className="pp-box pp-progress" data-testid="profession-progress" aria-live="polite">
      <h3 className="pp-box-title">{heading}</h3>
      <p className="pp-box-line">{actionName}</p>
      <div className="pp-bar" role="progressbar" aria-label={heading} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span className="pp-bar-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="pp-box-line pp-time-left">{progress >= 1 ? 'Finishing...' : `${timeLeftText(session, serverNow)} left`}</p>
      <p className="pp-box-hint muted">The work goes on if you close this window; come back for the result.</p>
    </section>
  );
}

/** The result box: items with their value, XP gained, level, the message, and its button. */
export function ResultBox({ result, button, onDismiss }: { result: ResultView; button: 'OK' | 'Continue'; onDismiss(): void }) {
  return (
    <section className={`pp-box pp-result ${result.success ? 'is-success' : 'is-failure'}`} data-testid="profession-result" aria-live="polite">
      <h3 className="pp-box-title">{result.heading}</h3>
      <p className="pp-result-message">{result.message}</p>
      {result.note && <p className="pp-box-line">{result.note}</p>}
      {result.items.length > 0 && (
        <ul className="pp-items">
          {result.items.map((item) => (
            <li key={item.itemId} className="pp-item">
              <ItemIcon itemId={item.itemId} />
              <span>
                {item.quantity} × {item.name}
              </span>
              <Money copper={item.valueCopper} />
            </li>
          ))}
        </ul>
      )}
      <p className="pp-result-stats">
        <span className="pp-xp">+{result.xpGained} XP</span>
        <span>Level {result.level}</span>
        {result.leveledUp && <span className="pp-level-up">Level up!</span>}
        {result.totalValueCopper > 0 && (
          <span>
            Worth <Money copper={result.totalValueCopper} />
          </span>
        )}
      </p>
      <button type="button" className="button button-primary" onClick={onDismiss}>
        {button}
      </button>
    </section>
  );
}

export function ErrorBox({ message }: { message: string }) {
  return (
    <section className="pp-box pp-error" role="alert" data-testid="profession-error">
      <p className="pp-reason">{message}</p>
    </section>
  );
}

