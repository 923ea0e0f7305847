import { ORACLE_TEXT, QUEST_LOG_CAPACITY, QUEST_TEXT, type OracleClue, type QuestLog } from '@silkroad/shared';
import { useEffect, useState } from 'react';
import { useQuestLogQuery } from '../../server-state/quest-queries';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { GameWindow } from '../common/GameWindow';
import { useRumours } from '../npcs/use-npc-services';
import { QuestCard } from './QuestCard';
import { useQuestButtons, useQuestsApi, type QuestVerb } from './use-quests';
import './quest-log.css';

interface ViewProps {
  log: QuestLog | null;
  error: string | null;
  rumours: readonly OracleClue[] | null;
  busy: string | null;
  onAbandon(questId: string): void;
}

/** The log's contents: the quests carried (each with its giver, objectives and rewards), or the empty state; then the rumours heard. */
export function QuestLogView({ log, error, rumours, busy, onAbandon }: ViewProps) {
  return (
    <>
      <section className="quest-log-quests" aria-label="Quests">
        {error && !log && <p className="panel-message is-error">{error}</p>}
        {log && log.quests.length === 0 && (
          <p className="empty-note" data-testid="quest-log-empty">
            {QUEST_TEXT.empty}
          </p>
        )}
        {log?.quests.map((quest) => <QuestCard key={quest.id} quest={quest} place="log" busy={busy === quest.id} onAbandon={onAbandon} />)}
      </section>
      {rumours && (
        <section className="quest-log-rumours" aria-label={ORACLE_TEXT.rumours} data-testid="quest-log-rumours">
          <h3 className="section-title">{ORACLE_TEXT.rumours}</h3>
          {rumours.length === 0 ? (
            <p className="muted quest-log-no-rumours">{ORACLE_TEXT.noRumours}</p>
          ) : (
            <ul className="rumour-list">
              {rumours.map((clue) => (
                <li key={clue.id} className={clue.readAt === null ? 'rumour is-unread' : 'rumour'} data-testid={`rumour-${clue.id}`}>
                  <span className="rumour-source">{clue.source === 'oracle' ? 'The stars' : 'Rumour'}</span> {clue.text}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}

/**
 * The quest log (Q, or the HUD's quest count): the quests carried with their progress, Abandon
 * behind a confirmation, and the rumours heard (marked read once seen). The server counts every
 * objective; the log is read again on opening and after every change the server pushes.
 */
export function QuestLogWindow({ onClose }: { onClose(): void }) {
  const quests = useQuestsApi();
  const query = useQuestLogQuery(quests);
  const { busy, run } = useQuestButtons();
  const [abandoning, setAbandoning] = useState<string | null>(null);
  const rumours = useRumours();
  const { refetch } = query;
  useEffect(() => void refetch(), [refetch]);
  const { unread, markRead } = rumours;
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);

  const log = query.data ?? null;
  const count = log ? `${log.active} / ${QUEST_LOG_CAPACITY}${log.ready > 0 ? ` · ${log.ready} ready to hand in` : ''}` : undefined;
  const confirm = (verb: QuestVerb) => {
    if (abandoning) run(verb, abandoning);
    setAbandoning(null);
  };
  return (
    <GameWindow
      title={QUEST_TEXT.logTitle}
      subtitle={count}
      testId="quest-log"
      size="window-quest-log"
      onClose={onClose}
      bodyClassName="scroll-area"
      footer={
        <>
          <span className="muted quest-log-hint">Talk to the people of the cities (E) to take quests and hand them in.</span>
          <button type="button" className="button" data-testid="quest-log-close" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <QuestLogView log={log} error={query.error?.message ?? null} rumours={rumours.list} busy={busy} onAbandon={setAbandoning} />
      {abandoning && (
        <ConfirmDialog
          title={QUEST_TEXT.abandon}
          message={QUEST_TEXT.abandonConfirm}
          confirmLabel={QUEST_TEXT.abandon}
          testId="quest-abandon-confirm"
          tone="danger"
          onConfirm={() => confirm('abandon')}
          onCancel={() => setAbandoning(null)}
        />
      )}
    </GameWindow>
  );
}
