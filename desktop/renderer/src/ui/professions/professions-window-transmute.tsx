import { TRANSMUTE_METALS, TRANSMUTE_QUANTITY_MAX, formatCoins, type TransmuteMetal } from '@silkroad/shared';
import { useState } from 'react';
import type { CraftingApi } from '../../net/crafting-api';
import { useToasts } from '../common/toast-context';
import { craftingErrorText, transmuteCheck, type TransmuteForm } from './professions-window-logic';
import './professions-window-detail.css';

const METAL_NAMES: Record<TransmuteMetal, string> = { copper: 'Copper', silver: 'Silver', gold: 'Gold' };

/** The alchemy tab's transmutation tool (001 §2): material, target (copper, silver, gold), quantity 1 to 100, Transmute. */
export function TransmuteTool({ crafting, onDone }: { crafting: CraftingApi; onDone(): void }) {
  const toasts = useToasts();
  const [form, setForm] = useState<TransmuteForm>({ material: '', target: '', quantity: '1' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const transmute = async () => {
    const check = transmuteCheck(form);
    if (!check.ok) {
      // Empty or equal choices do nothing (001 §2); only a bad quantity has something to say.
      setProblem(check.reason);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const answer = await crafting.transmute(check.request);
      toasts.notify({ type: 'success', message: `${answer.data.message}${answer.cost > 0 ? ` · cost ${formatCoins(answer.cost)}` : ''}${answer.experience > 0 ? ` · +${answer.experience} XP` : ''}`, duration: 5_000 });
      onDone();
    } catch (error) {
      const text = craftingErrorText(error);
      setProblem(text);
      toasts.notify({ type: 'error', message: text, duration: 6_000 });
    } finally {
      setBusy(false);
    }
  };

  const update = (patch: Partial<TransmuteForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setProblem(null);
  };

  return (
    <section className="transmute-tool card" data-testid="transmute-tool" aria-label="Transmutation">
      <h3 className="section-title">Transmutation</h3>
      <form
        className="transmute-form"
        onSubmit={(event) => {
          event.preventDefault();
          void transmute();
        }}
      >
        <label>
          Material
          <select className="select-input" value={form.material} data-testid="transmute-material" onChange={(event) => update({ material: event.target.value as TransmuteForm['material'] })}>
            <option value="">Choose…</option>
            {TRANSMUTE_METALS.map((metal) => (
              <option key={metal} value={metal}>
                {METAL_NAMES[metal]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Target
          <select className="select-input" value={form.target} data-testid="transmute-target" onChange={(event) => update({ target: event.target.value as TransmuteForm['target'] })}>
            <option value="">Choose…</option>
            {TRANSMUTE_METALS.map((metal) => (
              <option key={metal} value={metal}>
                {METAL_NAMES[metal]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Quantity
          <input type="number" className="number-input" inputMode="numeric" min={1} max={TRANSMUTE_QUANTITY_MAX} value={form.quantity} data-testid="transmute-quantity" onChange={(event) => update({ quantity: event.target.value })} />
        </label>
        <button type="submit" className="button button-primary" data-testid="transmute-button" disabled={busy}>
          Transmute
        </button>
      </form>
      {problem && (
        <p className="craft-problem is-error" role="status">
          {problem}
        </p>
      )}
    </section>
  );
}
