import { isPaidService, npcById, ORACLE_NOTIFICATION_MS, type Npc, type NpcService, type NpcStockLine, type OracleClue, type VaultActionRequest } from '@silkroad/shared';
import { useCallback, useRef, useState } from 'react';
import { useNpcTalkQuery, useRumoursQuery, useVaultQuery } from '../../server-state/npc-queries';
import { useNpcQuestsQuery } from '../../server-state/quest-queries';
import { useToasts } from '../common/toast-context';
import { CommissionPanel } from '../professions/CommissionPanel';
import { useQuestButtons, useQuestsApi } from '../quests/use-quests';
import { useWorld } from '../world/world-context';
import { DirectionsView } from './DirectionsView';
import { ItemServiceView } from './ItemServiceView';
import { NpcDialogView, servicesShown } from './NpcDialogView';
import { primaryPanel, refusalText, serviceAction, type NpcPanel } from './npc-texts';
import { OracleView } from './OracleView';
import { StockView } from './StockView';
import { useNpcActions, useNpcApis } from './use-npc-services';
import { VaultView } from './VaultView';

const TOAST_MS = 4_000;

interface Note {
  tone: 'ok' | 'error';
  text: string;
}

/**
 * The window of the NPC the player talked to (the world's 'npc:interact'): opening it talks to
 * them on the server (a visit, for the quests), reads their quests, and shows their trade's view.
 * Every service asks the server, which refuses out of hours, out of reach or without the skill.
 */
export function NpcWindow({ npcId, onClose }: { npcId: string; onClose(): void }) {
  const npc = npcById(npcId);
  if (!npc) return null;
  return <NpcWindowFor npc={npc} onClose={onClose} />;
}

function NpcWindowFor({ npc, onClose }: { npc: Npc; onClose(): void }) {
  const { npcs, oracle } = useNpcApis();
  const { player, bus } = useWorld();
  const toasts = useToasts();
  const actions = useNpcActions();
  const talk = useNpcTalkQuery(npcs, npc.id);
  const quests = useNpcQuestsQuery(useQuestsApi(), npc.id);
  const questButtons = useQuestButtons();
  const view = talk.data ?? null;
  const [panel, setPanel] = useState<NpcPanel | null>(() => primaryPanel(npc.type, npc.services.includes('lodging') || npc.services.includes('trade')));
  const vault = useVaultQuery(npcs, panel === 'vault');
  const rumours = useRumoursQuery(oracle);
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  const [clue, setClue] = useState<OracleClue | null>(null);
  const sending = useRef(false);
  const held = player.data?.inventory ?? {};
  const allowed = (service: NpcService) => servicesShown(npc, view).find((entry) => entry.service === service)?.allowed ?? false;

  /** One service request at a time: its answer as a note and a toast, a refusal in the server's words. */
  const request = useCallback(
    <T,>(send: () => Promise<T>, done: (answer: T) => { text: string; toast?: number; noted?: boolean }, coins = false) => {
      if (sending.current) return;
      sending.current = true;
      setBusy(true);
      setNote(null);
      send()
        .then(
          (answer) => {
            const { text, toast, noted = true } = done(answer);
            if (noted) setNote({ tone: 'ok', text });
            toasts.notify({ type: 'success', message: text, duration: toast ?? TOAST_MS });
            if (coins) bus.emit('sound:cue', { cue: 'coins' });
          },
          (error: unknown) => setNote({ tone: 'error', text: refusalText(error, 'They could not help you just now: try again') }),
        )
        .finally(() => {
          sending.current = false;
          setBusy(false);
        });
    },
    [bus, toasts],
  );

  const buy = (line: NpcStockLine, quantity: number) =>
    request(
      () => actions.buy(npc.id, { item_id: line.itemId, quantity, max_unit_price_copper: line.unitPriceCopper }),
      (purchase) => ({ text: purchase.message }),
      true,
    );
  const onVault = (vaultRequest: VaultActionRequest) => request(() => actions.vault(npc.id, vaultRequest), (change) => ({ text: change.message }));
  const ask = () =>
    request(
      () => actions.askOracle(),
      (answer) => {
        setClue(answer.clue);
        // The clue stands in the oracle's view already: no note repeats it.
        return { text: answer.clue.text, toast: ORACLE_NOTIFICATION_MS, noted: false };
      },
    );
  const appraise = (itemId: string) =>
    request(
      () => npcs.appraise(npc.id, itemId),
      (appraisal) => ({ text: `${appraisal.message} ${appraisal.prices.map((price) => `${price.cityName}: ${price.paysCopper === null ? '—' : `${price.paysCopper}c`}`).join(', ')}` }),
    );
  const exchange = (itemId: string, quantity: number) => request(() => npcs.exchange(npc.id, itemId, quantity), (answer) => ({ text: answer.message }), true);

  const onService = (service: NpcService) => {
    const action = serviceAction(service);
    if (action.kind === 'panel') {
      setNote(null);
      setPanel(action.panel);
    } else if (action.kind === 'rumour') {
      request(
        () => actions.hearRumour(npc.id),
        (heard) => ({ text: heard.text, toast: ORACLE_NOTIFICATION_MS }),
      );
    } else if (isPaidService(service)) {
      request(() => npcs.hire(npc.id, service), (hired) => ({ text: hired.message }), true);
    }
  };

  const panelContent = (() => {
    switch (panel) {
      case 'stock':
        return <StockView stock={view?.stock ?? (talk.isError ? [] : null)} busy={busy} onBuy={buy} />;
      case 'craft':
        return <CommissionPanel npc={npc} />;
      case 'oracle':
        return <OracleView clue={clue} left={rumours.data?.cluesLeftToday ?? null} busy={busy} allowed={allowed('oracle')} onAsk={ask} />;
      case 'vault':
        return <VaultView vault={vault.data ?? null} cityId={npc.cityId} held={held} busy={busy} allowed={allowed('vault')} onAction={onVault} />;
      case 'directions':
        return <DirectionsView directions={view?.directions ?? (talk.isError ? [] : null)} />;
      case 'appraise':
        return <ItemServiceView held={held} verb="Appraise" testId="npc-appraise" withQuantity={false} lead="What would each city's market pay for it now?" busy={busy} allowed={allowed('appraise')} onSubmit={appraise} />;
      case 'exchange':
        return <ItemServiceView held={held} verb="Exchange" testId="npc-exchange" withQuantity lead="Goods changed into coin at 95 in the hundred of what selling the whole lot to this city's market would fetch; the market moves as that sale would." busy={busy} allowed={allowed('currency-exchange')} onSubmit={exchange} />;
      case null:
        return null;
    }
  })();

  return (
    <NpcDialogView
      npc={npc}
      view={view}
      talkError={talk.error ? refusalText(talk.error, 'They do not answer.') : null}
      quests={quests.data ?? (quests.isError ? [] : null)}
      questBusy={questButtons.busy}
      panel={panel}
      panelContent={panelContent}
      serviceBusy={busy}
      note={note}
      onService={onService}
      onAccept={(questId) => questButtons.run('accept', questId)}
      onClaim={(questId) => questButtons.run('claim', questId)}
      onClose={onClose}
    />
  );
}
