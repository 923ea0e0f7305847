import type { CraftQueueState } from './professions-window-use-queue';
import './professions-window-xp.css';
import './professions-window-queue.css';

/**
 * The crafting queue (002 §4): each craft with its bar, advancing every second by the server's
 * clock, and a Claim button once it is finished (claimed by itself too).
 */
export function CraftQueueList({ queue, title = 'Crafting queue', emptyText = 'Nothing is being crafted.' }: { queue: CraftQueueState; title?: string; emptyText?: string }) {
  return (
    <section className="craft-queue" data-testid="craft-queue" aria-label={title}>
      <h3 className="section-title">{title}</h3>
      {queue.entries.length === 0 ? (
        <p className="muted craft-queue-empty">{queue.loaded ? emptyText : 'Loading the queue…'}</p>
      ) : (
        <ol className="craft-queue-list">
          {queue.entries.map((entry) => (
            <li key={entry.id} className={`craft-queue-entry is-${entry.phase}`} data-testid={`craft-queue-${entry.id}`} data-phase={entry.phase}>
              <div className="craft-queue-line">
                <span className="craft-queue-name">
                  {entry.name}
                  {entry.quantity > 1 && <span className="muted"> ×{entry.quantity}</span>}
                  {entry.kind === 'station' && <span className="craft-queue-kind">bench</span>}
                </span>
                <span className="craft-queue-time">{entry.phase === 'ready' ? 'Done' : entry.phase === 'queued' ? `waiting · ${entry.secondsLeft} s` : `${entry.secondsLeft} s`}</span>
                {entry.phase === 'ready' && (
                  <button type="button" className="button button-small button-primary" disabled={queue.claiming.has(entry.id)} onClick={() => queue.claim(entry.id)}>
                    Claim
                  </button>
                )}
              </div>
              <div className="progress-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(entry.progress * 100)} aria-label={`${entry.name} progress`}>
                <span style={{ width: `${(entry.progress * 100).toFixed(1)}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
