import { servicePriceCopper, type Npc, type NpcService, type NpcServiceView, type NpcView, type QuestView } from '@silkroad/shared';
import type { ReactNode } from 'react';
import { GameWindow } from '../common/GameWindow';
import { Money } from '../common/Money';
import { QuestCard } from '../quests/QuestCard';
import { npcSubtitle } from '../quests/quest-texts';
import { SERVICE_LABELS, serviceAction, type NpcPanel } from './npc-texts';
import './npc-dialog.css';

export interface NpcDialogProps {
  npc: Npc;
  /** What the NPC said when the window opened (the talk's reply); null until it comes. */
  view: NpcView | null;
  /** Why the talk was refused (closed, out of reach...), in the server's words. */
  talkError: string | null;
  /** Their quests as this player sees them; null until read. */
  quests: readonly QuestView[] | null;
  questBusy: string | null;
  panel: NpcPanel | null;
  /** The panel's view (the counter, the crafting, the oracle...). */
  panelContent: ReactNode;
  serviceBusy: boolean;
  /** A note under the panel: the last service's answer or refusal. */
  note: { tone: 'ok' | 'error'; text: string } | null;
  onService(service: NpcService): void;
  onAccept(questId: string): void;
  onClaim(questId: string): void;
  onClose(): void;
}

/** The services as this player may use them: the server's answer, or the catalogue's (greyed) until it comes. */
export function servicesShown(npc: Npc, view: NpcView | null): NpcServiceView[] {
  return view?.services ?? npc.services.map((service) => ({ service, allowed: false, reason: null, priceCopper: servicePriceCopper(service) }));
}

/** What the player can act on first: a reward to take, work to take, work under way; then what waits and what is done. */
const QUEST_ORDER: Readonly<Record<QuestView['status'], number>> = { ready: 0, available: 1, active: 2, locked: 3, claimed: 4 };

const PANEL_TITLES: Readonly<Record<NpcPanel, string>> = {
  stock: 'For sale',
  craft: 'Crafting',
  oracle: 'The Stars',
  vault: 'The Vault',
  directions: 'Who is where',
  appraise: 'Appraisal',
  exchange: 'Exchange',
};

/**
 * An NPC's window (000 §2 "NPC modals"): their name with type and level, the greeting and a line
 * of talk, the primary view of their trade (a merchant's counter, a craftsman's crafting, the
 * oracle's stars, the banker's vault), their quests, and their services as buttons along the
 * bottom (greyed with the gate's words where the player lacks the skill). One at a time; Escape,
 * the cross and Close shut it.
 */
export function NpcDialogView({ npc, view, talkError, quests, questBusy, panel, panelContent, serviceBusy, note, onService, onAccept, onClaim, onClose }: NpcDialogProps) {
  const services = servicesShown(npc, view);
  const shown = quests ? [...quests].sort((a, b) => QUEST_ORDER[a.status] - QUEST_ORDER[b.status]) : null;
  return (
    <GameWindow
      title={npc.name}
      subtitle={npcSubtitle(npc)}
      testId="npc-dialog"
      size={panel ? 'window-npc' : 'window-npc window-npc-narrow'}
      onClose={onClose}
      bodyClassName="npc-body scroll-area"
      footer={
        <>
          <div className="npc-services" aria-label="Services">
            {services.map(({ service, allowed, reason, priceCopper }) => {
              const action = serviceAction(service);
              const current = action.kind === 'panel' && action.panel === panel;
              return (
                <button
                  key={service}
                  type="button"
                  className={`button button-small npc-service${current ? ' is-current' : ''}${action.kind === 'panel' ? '' : ' npc-service-ask'}`}
                  data-testid={`npc-service-${service}`}
                  disabled={!allowed || serviceBusy}
                  aria-pressed={action.kind === 'panel' ? current : undefined}
                  title={reason ?? undefined}
                  onClick={() => onService(service)}
                >
                  {SERVICE_LABELS[service]}
                  {priceCopper !== null && action.kind === 'hire' && <Money copper={priceCopper} className="npc-service-price" />}
                  {reason && <span className="npc-service-reason">{reason}</span>}
                </button>
              );
            })}
          </div>
          <button type="button" className="button" data-testid="npc-dialog-close" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <div className="npc-speech">
        <span className={`npc-portrait npc-portrait-${npc.type}`} aria-hidden="true">
          {npc.name.charAt(0)}
        </span>
        <div className="npc-words">
          <p className="npc-greeting" data-testid="npc-greeting">
            “{view?.greeting ?? npc.dialogue.greeting}”
          </p>
          {view && (
            <p className="npc-line" data-testid="npc-line">
              {view.line}
            </p>
          )}
          {talkError && (
            <p className="npc-talk-error" role="status" data-testid="npc-talk-error">
              {talkError}
            </p>
          )}
        </div>
      </div>
      <div className={panel ? 'npc-columns' : 'npc-columns npc-columns-single'}>
        {panel && (
          <section className="npc-panel" aria-label={PANEL_TITLES[panel]} data-testid={`npc-panel-${panel}`}>
            <h3 className="section-title">{PANEL_TITLES[panel]}</h3>
            {panelContent}
            {note && (
              <p className={note.tone === 'ok' ? 'npc-note' : 'npc-note is-error'} role="status" data-testid="npc-note">
                {note.text}
              </p>
            )}
          </section>
        )}
        <section className="npc-quests" aria-label="Quests" data-testid="npc-quests">
          <h3 className="section-title">Quests</h3>
          {shown === null && <p className="muted npc-waiting">…</p>}
          {shown?.length === 0 && <p className="empty-note">{npc.name.split(' ')[0]} has no work for you.</p>}
          {shown?.map((quest) => <QuestCard key={quest.id} quest={quest} place="npc" busy={questBusy === quest.id} onAccept={onAccept} onClaim={onClaim} />)}
          {!panel && note && (
            <p className={note.tone === 'ok' ? 'npc-note' : 'npc-note is-error'} role="status" data-testid="npc-note">
              {note.text}
            </p>
          )}
        </section>
      </div>
    </GameWindow>
  );
}
