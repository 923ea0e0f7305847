import type { QuestLog } from '@silkroad/shared';
import { useQuestLogQuery } from '../../server-state/quest-queries';
import { useRumours } from '../npcs/use-npc-services';
import { hudQuestText } from './quest-texts';
import { useQuestsApi } from './use-quests';
import './hud-quests.css';

interface ViewProps {
  log: Pick<QuestLog, 'active' | 'ready'> | null;
  /** Unread rumours; null when the server gives none (the count is left out). */
  rumours: number | null;
  onOpen(): void;
}

/** The HUD's quest count (000 §2: the quests in the log, the ones ready to hand in marked) and rumour count; each opens the quest log. */
export function HudQuestsView({ log, rumours, onOpen }: ViewProps) {
  const ready = (log?.ready ?? 0) > 0;
  return (
    <div className="hud-quests-line">
      <button
        type="button"
        className={ready ? 'hud-count hud-quests is-ready' : 'hud-count hud-quests'}
        data-testid="hud-quests"
        data-active={log?.active ?? 0}
        data-ready={log?.ready ?? 0}
        title="Quest Log (Q)"
        onClick={onOpen}
      >
        <span className="hud-count-mark" aria-hidden="true">
          {ready ? '!' : '§'}
        </span>
        {log ? hudQuestText(log) : 'Quests …'}
      </button>
      {rumours !== null && (
        <button type="button" className={rumours > 0 ? 'hud-count hud-rumours is-unread' : 'hud-count hud-rumours'} data-testid="hud-rumours" data-unread={rumours} title="Rumours heard (in the Quest Log)" onClick={onOpen}>
          <span className="hud-count-mark" aria-hidden="true">
            ✶
          </span>
          Rumours {rumours}
        </button>
      )}
    </div>
  );
}

export function HudQuests({ onOpen }: { onOpen(): void }) {
  const query = useQuestLogQuery(useQuestsApi());
  const rumours = useRumours();
  return <HudQuestsView log={query.data ?? null} rumours={rumours.list ? rumours.unread : null} onOpen={onOpen} />;
}
