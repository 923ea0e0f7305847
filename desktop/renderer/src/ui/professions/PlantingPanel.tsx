import { PLANTING_DAILY_LIMIT, TREE_TYPES } from '@silkroad/shared';
import { useMemo, useState } from 'react';
import { ProfessionsApi } from '../../net/professions-api';
import { Money } from '../common/Money';
import { useServices } from '../services';
import { ServiceNoteLine, useServiceRequest } from './service-request';
import './service-request.css';

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
  const professions = useMemo(() => new ProfessionsApi(api), [api]);
  const [treeId, setTreeId] = useState(TREE_TYPES[0]!.id);
  const [quantity, setQuantity] = useState('1');
  const { busy, note, run } = useServiceRequest('Planting failed');
  const tree = TREE_TYPES.find((candidate) => candidate.id === treeId) ?? TREE_TYPES[0]!;
  const count = Number(quantity);
  const valid = Number.isInteger(count) && count >= 1 && count <= PER_PLANTING;

  const plant = () => {
    if (valid) run(() => professions.plant(tree.id, count), (answer) => `${answer.message}. They grow into trees near here in ${hours(tree.growthMs)}.`);
  };

  return (
    <section className="pp-extra" data-testid="planting-panel" aria-label="Plant saplings">
      <h3 className="pp-extra-title">Plant saplings</h3>
      <div className="pp-extra-form">
        <select className="select-input" aria-label="Sapling" data-testid="planting-tree" value={treeId} onChange={(event) => setTreeId(event.target.value)}>
          {TREE_TYPES.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
        <input
          type="number"
          className="number-input"
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
      <ServiceNoteLine note={note} testId="planting-note" />
    </section>
  );
}
