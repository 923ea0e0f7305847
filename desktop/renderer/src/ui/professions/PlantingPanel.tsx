import { PLANTING_DAILY_LIMIT, TREE_TYPES } from '@silkroad/shared';
import { useMemo, useState } from 'react';
import { ApiError } from '../../net/api-client';
import { ProfessionsApi } from '../../net/professions-api';
import { Money } from '../common/Money';
import { useToasts } from '../common/toast-context';
import { useServices } from '../services';
import { useWorld } from '../world/world-context';

/** One request plants at most this many (the server's schema). */
const PER_PLANTING = 10;

function hours(ms: number): string {
  return `${Math.round(ms / 3_600_000)} h`;
}

/**
 * The logging popup's saplings (001 §7 "POST /logging/plant"), in a forest: bought and planted
 * where the player stands, for logging XP. Each grows into a tree of its logs near here after its
 * growth time, which anyone may fell; the server caps a player at PLANTING_DAILY_LIMIT a day.
 */
export function PlantingPanel() {
  const { api } = useServices();
  const { player } = useWorld();
  const toasts = useToasts();
  const professions = useMemo(() => new ProfessionsApi(api), [api]);
  const [treeId, setTreeId] = useState(TREE_TYPES[0]!.id);
  const [quantity, setQuantity] = useState('1');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const tree = TREE_TYPES.find((candidate) => candidate.id === treeId) ?? TREE_TYPES[0]!;
  const count = Number(quantity);
  const valid = Number.isInteger(count) && count >= 1 && count <= PER_PLANTING;

  const plant = () => {
    if (!valid || busy) return;
    setBusy(true);
    setNote(null);
    professions.plant(tree.id, count).then(
      (answer) => {
        setNote({ tone: 'ok', text: `${answer.message}. They grow into trees near here in ${hours(tree.growthMs)}.` });
        toasts.notify({ type: 'success', message: answer.message, duration: 4_000 });
        player.refresh();
      },
      (error: unknown) => setNote({ tone: 'error', text: error instanceof ApiError ? error.message : 'Planting failed' }),
    ).finally(() => setBusy(false));
  };

  return (
    <section className="pp-extra" data-testid="planting-panel" aria-label="Plant saplings">
      <h3 className="pp-extra-title">Plant saplings</h3>
      <div className="pp-extra-form">
        <select aria-label="Sapling" data-testid="planting-tree" value={treeId} onChange={(event) => setTreeId(event.target.value)}>
          {TREE_TYPES.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
        <input
          type="number"
          inputMode="numeric"
         
          aria-label="Saplings"
          min={1}
          max={PER_PLANTING}
          value={quantity}
          data-testid="planting-quantity"
          onChange={(event) => setQuantity(event.target.value)}
        />
        <button type="button" className="button button-small button-primary" data-testid="planting-plant" disabled={busy || !valid} onClick={plant}>
          Plant
        </button>
      </div>
      <p className="pp-extra-terms pp-extra-line" data-testid="planting-terms">
        <Money copper={tree.saplingCopper * (valid ? count : 1)} /> · {tree.logs} logs a tree in {hours(tree.growthMs)} · +{tree.xp} XP a sapling · at most {PLANTING_DAILY_LIMIT} a day
      </p>
      {note && (
        <p className={note.tone === 'ok' ? 'pp-extra-note' : 'pp-extra-note pp-reason'} role="status" data-testid="planting-note">
          {note.text}
        </p>
      )}
    </section>
  );
}
