import { cityName, itemDisplayName, VAULT_DEPOSIT_FEE_COPPER, type VaultActionRequest, type VaultView as Vault } from '@silkroad/shared';
import { useState } from 'react';
import { Money } from '../common/Money';

const COPPER = '__copper';

interface Props {
  vault: Vault | null;
  /** The banker's city: goods left here are taken out here only. */
  cityId: number;
  held: Readonly<Record<string, number>>;
  busy: boolean;
  allowed: boolean;
  onAction(request: VaultActionRequest): void;
}

/**
 * The bankers' vault: one purse, paid out by any banker, and goods kept in the city they were
 * left in: what it keeps here, what it keeps elsewhere, and one form to deposit (the storage fee
 * each time) or withdraw goods or copper.
 */
export function VaultView({ vault, cityId, held, busy, allowed, onAction }: Props) {
  const [what, setWhat] = useState(COPPER);
  const [amount, setAmount] = useState('');
  const here = vault?.byCity[String(cityId)] ?? {};
  const ids = [...new Set([...Object.keys(held).filter((id) => (held[id] ?? 0) > 0), ...Object.keys(here)])].sort();
  const count = Math.floor(Number(amount));
  const valid = Number.isFinite(count) && count >= 1;
  const request = (action: 'deposit' | 'withdraw'): VaultActionRequest => (what === COPPER ? { action, copper: count } : { action, item_id: what, quantity: count });
  const stored = Object.entries(here).filter(([, n]) => n > 0);
  const elsewhere = Object.entries(vault?.byCity ?? {}).filter(([id, goods]) => id !== String(cityId) && Object.values(goods).some((n) => n > 0));
  return (
    <div className="npc-vault" data-testid="npc-vault">
      <div className="npc-vault-holds">
        <span className="npc-vault-label">In the vault</span>
        {vault === null ? (
          <span className="muted">…</span>
        ) : (
          <>
            <Money copper={vault.copper} testId="npc-vault-copper" />
            {stored.map(([id, n]) => (
              <span key={id} className="quest-reward" data-testid={`npc-vault-item-${id}`}>
                {n}x {itemDisplayName(id)}
              </span>
            ))}
          </>
        )}
      </div>
      {elsewhere.map(([id, goods]) => (
        <p key={id} className="muted npc-fine-print" data-testid={`npc-vault-elsewhere-${id}`}>
          Kept in {cityName(Number(id))}, to be taken out there:{' '}
          {Object.entries(goods)
            .filter(([, n]) => n > 0)
            .map(([item, n]) => `${n}x ${itemDisplayName(item)}`)
            .join(', ')}
        </p>
      ))}
      <div className="npc-form">
        <select className="select-input" aria-label="What" data-testid="npc-vault-what" value={what} onChange={(event) => setWhat(event.target.value)}>
          <option value={COPPER}>Copper coins</option>
          {ids.map((id) => (
            <option key={id} value={id}>
              {itemDisplayName(id)}
            </option>
          ))}
        </select>
        <input className="number-input" type="number" min={1} placeholder={what === COPPER ? 'copper' : 'units'} value={amount} aria-label="Amount" data-testid="npc-vault-amount" onChange={(event) => setAmount(event.target.value)} />
        <button type="button" className="button button-small button-primary" data-testid="npc-vault-deposit" disabled={busy || !allowed || !valid} onClick={() => onAction(request('deposit'))}>
          Deposit
        </button>
        <button type="button" className="button button-small" data-testid="npc-vault-withdraw" disabled={busy || !allowed || !valid} onClick={() => onAction(request('withdraw'))}>
          Withdraw
        </button>
      </div>
      <p className="muted npc-fine-print">
        Each deposit costs <Money copper={VAULT_DEPOSIT_FEE_COPPER} />; withdrawals are free. Coin is paid out by any banker; goods stay in the city they were left in.
      </p>
    </div>
  );
}
