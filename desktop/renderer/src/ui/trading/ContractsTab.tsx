import type { ContractView } from '@silkroad/shared';
import { useState } from 'react';
import { ItemIcon } from '../common/ItemIcon';
import { Money } from '../common/Money';
import { Spinner } from '../common/Spinner';
import { QUERY_KEYS } from '../../server-state/query-keys';
import { useServerData } from '../../server-state/use-server-data';
import { useServerNow } from '../hooks/use-server-now';
import { useJourneyContext } from '../journey/journey-context';
import { useWorld } from '../world/world-context';
import { formatTimeLeft } from './time-left';
import './contracts-tab.css';

const STATUS_WORDS: Readonly<Record<ContractView['status'], string>> = { available: 'Available', active: 'Active', completed: 'Completed', failed: 'Failed' };

/**
 * Merchants' orders: accept one, carry the goods to its city, deliver before the deadline. Each
 * posting is one of a kind (taken by one trader, completed once), with the city where its goods
 * were cheapest when it was posted.
 */
export function ContractsTab() {
  const { trading, player, bus } = useWorld();
  const contracts = useServerData(QUERY_KEYS.contracts, () => trading.contracts());
  // Deadlines are the server's: counted down by its clock, which a development server may have moved on.
  const { serverNow } = useJourneyContext();
  const now = useServerNow(serverNow, 30_000);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const act = async (contract: ContractView, action: 'accept' | 'deliver') => {
    setBusyId(contract.id);
    setMessage(null);
    try {
      const { contract: result } = action === 'accept' ? await trading.acceptContract(contract.id) : await trading.deliverContract(contract.id);
      // A delivery is paid its reward.
      if (action === 'deliver') bus.emit('sound:cue', { cue: 'coins' });
      setMessage({ text: action === 'accept' ? `Accepted: ${result.quantity} ${result.itemName} for ${result.destination.name}` : `Delivered ${result.quantity} ${result.itemName} to ${result.destination.name}`, error: false });
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : String(error), error: true });
    } finally {
      setBusyId(null);
      contracts.reload();
      player.refresh();
    }
  };

  if (!contracts.data) return <div className="empty-note">{contracts.error ?? <Spinner label="Loading contracts" />}</div>;
  const { available, mine } = contracts.data;
  const level = player.data?.level ?? 1;

  const card = (contract: ContractView) => {
    const held = player.data?.inventory[contract.goodId] ?? 0;
    // A contract can be both the player's (settled) and on offer again: the test ids say which list.
    const testId = `${contract.playerContractId ? 'my-contract' : 'contract'}-${contract.id}`;
    return (
      <li key={`${contract.id}-${contract.playerContractId ?? 'offer'}`} className={`contract-card card status-${contract.status}`} data-testid={testId}>
        <ItemIcon itemId={contract.goodId} className="contract-icon" />
        <div className="contract-body">
          <h4 className="contract-title">
            {contract.quantity} {contract.itemName} to {contract.destination.name}
          </h4>
          <p className="contract-client muted">
            {contract.clientName} · {contract.description}
          </p>
          <p className="contract-terms">
            Reward <Money copper={contract.reward} /> · Penalty <Money copper={contract.penalty} />
            {contract.status === 'available' ? <span className="muted"> · {contract.durationGameDays} game days</span> : null}
          </p>
          {contract.source && contract.sourcePrice !== null && (
            <p className="contract-terms" data-testid={`${testId}-source`}>
              <span className="muted">
                Cheapest in {contract.source.name} at <Money copper={contract.sourcePrice} /> each when posted
              </span>
              {contract.status === 'available' ? <span className="muted"> · One of a kind: the first trader to accept it takes it</span> : null}
            </p>
          )}
        </div>
        <div className="contract-side">
          <span className={`badge status-badge-${contract.status}`} data-testid={`${testId}-status`}>
            {STATUS_WORDS[contract.status]}
          </span>
          {contract.status === 'active' && contract.deadline && <span className="contract-deadline">{formatTimeLeft(Date.parse(contract.deadline), now)}</span>}
          {contract.status === 'available' &&
            (level < contract.requiredLevel ? (
              <span className="muted">Requires level {contract.requiredLevel}</span>
            ) : (
              <button type="button" className="button button-small button-primary" data-testid={`contract-accept-${contract.id}`} disabled={busyId !== null} onClick={() => void act(contract, 'accept')}>
                Accept
              </button>
            ))}
          {contract.status === 'active' && (
            <button type="button" className="button button-small button-primary" data-testid={`contract-deliver-${contract.id}`} disabled={busyId !== null} onClick={() => void act(contract, 'deliver')}>
              Deliver ({Math.min(held, contract.quantity)}/{contract.quantity})
            </button>
          )}
        </div>
      </li>
    );
  };

  return (
    <div className="contracts-tab">
      {message && (
        <p className={`panel-message ${message.error ? 'is-error' : 'tone-ok'}`} role="status" data-testid="contract-message">
          {message.text}
        </p>
      )}
      <section>
        <h3 className="section-title">My contracts</h3>
        {mine.length === 0 ? <p className="empty-note">You have no contracts. Accept one below.</p> : <ul className="contract-list">{mine.map(card)}</ul>}
      </section>
      <section>
        <h3 className="section-title">Available</h3>
        {available.length === 0 ? <p className="empty-note">No merchant has work posted right now. Taken contracts return to the board once they close.</p> : <ul className="contract-list">{available.map(card)}</ul>}
      </section>
    </div>
  );
}
