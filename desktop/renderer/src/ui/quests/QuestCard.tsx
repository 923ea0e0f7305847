import { QUEST_TEXT, type QuestView } from '@silkroad/shared';
import { giverText, progressShare, progressText, rewardLines, statusText } from './quest-texts';
import './quest-card.css';

interface Props {
  quest: QuestView;
  /** In an NPC's window (what they offer) or in the quest log (what the player carries). */
  place: 'npc' | 'log';
  /** A request for this quest is under way. */
  busy?: boolean;
  onAccept?(questId: string): void;
  onClaim?(questId: string): void;
  onAbandon?(questId: string): void;
}

/**
 * One quest: its title and state, the story, the objectives with their bars ("3 / 10"), the
 * rewards, and what the player can do with it here: accept an available one, hand in a ready one
 * (at its giver), abandon one in the log. A locked quest is greyed with the server's reason; a
 * daily done today says so.
 */
export function QuestCard({ quest, place, busy = false, onAccept, onClaim, onAbandon }: Props) {
  const { id, status } = quest;
  const testId = place === 'npc' ? `npc-quest-${id}` : `quest-log-${id}`;
  const rewards = rewardLines(quest.rewards);
  const showObjectives = status !== 'claimed';
  // Progress counts from the moment a quest is accepted: an offer has none to show.
  const counted = status === 'active' || status === 'ready';
  return (
    <article className={`card quest-card quest-${status}`} data-testid={testId} data-status={status} aria-label={quest.title}>
      <header className="quest-card-header">
        <h4 className="quest-card-title">{quest.title}</h4>
        {quest.daily && <span className="badge quest-daily">{QUEST_TEXT.daily}</span>}
        <span className={`badge quest-status quest-status-${status}`} data-testid={`${testId}-status`}>
          {statusText(quest)}
        </span>
      </header>
      {place === 'log' && <p className="quest-card-giver muted">{giverText(quest)}</p>}
      {(place === 'npc' ? status === 'available' || status === 'locked' : true) && <p className="quest-card-story">{quest.description}</p>}
      {status === 'locked' && quest.lockedReason && (
        <p className="quest-card-reason" data-testid={`${testId}-reason`}>
          {quest.lockedReason}
        </p>
      )}
      {showObjectives && (
        <ul className="quest-objectives" aria-label="Objectives">
          {quest.objectives.map((objective, index) => (
            <li key={index} className={`quest-objective${objective.done ? ' is-done' : ''}${counted ? '' : ' is-uncounted'}`}>
              <span className="quest-objective-text">{objective.text}</span>
              {counted && (
                <>
                  <span className="quest-bar" role="progressbar" aria-valuemin={0} aria-valuemax={objective.target} aria-valuenow={Math.min(objective.progress, objective.target)}>
                    <span style={{ transform: `scaleX(${progressShare(objective)})` }} />
                  </span>
                  <span className="quest-objective-count" data-testid={`${testId}-progress-${index}`}>
                    {progressText(objective)}
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {rewards.length > 0 && status !== 'claimed' && (
        <p className="quest-rewards" data-testid={`${testId}-rewards`}>
          <span className="quest-rewards-label">Rewards</span>
          {rewards.map((line) => (
            <span key={line} className="quest-reward">
              {line}
            </span>
          ))}
        </p>
      )}
      <div className="quest-card-actions">
        {place === 'npc' && status === 'available' && onAccept && (
          <button type="button" className="button button-small button-primary" data-testid={`quest-accept-${id}`} disabled={busy} onClick={() => onAccept(id)}>
            {QUEST_TEXT.accept}
          </button>
        )}
        {place === 'npc' && status === 'ready' && onClaim && (
          <button type="button" className="button button-small button-primary" data-testid={`quest-claim-${id}`} disabled={busy} onClick={() => onClaim(id)}>
            {QUEST_TEXT.claim}
          </button>
        )}
        {place === 'log' && (status === 'active' || status === 'ready') && onAbandon && (
          <button type="button" className="button button-small button-danger" data-testid={`quest-abandon-${id}`} disabled={busy} onClick={() => onAbandon(id)}>
            {QUEST_TEXT.abandon}
          </button>
        )}
        {place === 'log' && status === 'ready' && <span className="quest-hand-in muted">Hand it in to {quest.giverName}</span>}
      </div>
    </article>
  );
}
