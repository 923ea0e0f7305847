import { useEffect, useState } from 'react';
import { GameWindow } from '../common/GameWindow';
import { ItemIcon } from '../common/ItemIcon';
import { useWorld } from '../world/world-context';
import { useCountrysideContext } from './countryside-context';
import { bedLabel, seedChoices } from './farming-panel-state';
import { FARMING_TEXT, NO_SEEDS_CLOSE_MS } from './farming-texts';
import './plant-seeds-dialog.css';

/**
 * The Plant Seeds dialog for one bed (spec 000 §2): the crops whose seeds the player holds, with
 * the seeds held, the growing time and the yield; a click plants one. With no seeds at all it is
 * the no-seeds notice instead, which closes itself after 3 s.
 */
export function PlantSeedsDialog({ bed, onClose }: { bed: number; onClose(): void }) {
  const countryside = useCountrysideContext();
  const { player } = useWorld();
  const [planting, setPlanting] = useState<string | null>(null);
  const choices = seedChoices(player.data?.inventory ?? null, countryside.testMode);
  const empty = choices.length === 0 && player.data !== null;

  useEffect(() => {
    if (!empty) return;
    const timer = setTimeout(onClose, NO_SEEDS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [empty, onClose]);

  const plant = async (cropType: string) => {
    setPlanting(cropType);
    const planted = await countryside.plant(bed, cropType);
    setPlanting(null);
    if (planted) onClose();
  };

  return (
    <GameWindow title={FARMING_TEXT.plantTitle} subtitle={bedLabel(bed)} testId="plant-seeds" size="window-plant" onClose={onClose}>
      {empty ? (
        <section className="no-seeds" data-testid="no-seeds-notice" role="alert">
          <h3 className="no-seeds-title">{FARMING_TEXT.noSeedsTitle}</h3>
          <p className="no-seeds-message">{FARMING_TEXT.noSeedsMessage}</p>
          <span className="notice-timer" style={{ animationDuration: `${NO_SEEDS_CLOSE_MS}ms` }} aria-hidden="true" />
        </section>
      ) : (
        <ul className="seed-list">
          {choices.map((choice) => (
            <li key={choice.cropType}>
              <button type="button" className="seed-choice" data-testid={`plant-choice-${choice.cropType}`} disabled={planting !== null || countryside.busy} onClick={() => void plant(choice.cropType)}>
                <ItemIcon itemId={choice.seedItemId} className="seed-icon" />
                <span className="seed-main">
                  <span className="seed-name">{choice.name}</span>
                  <span className="seed-held">{choice.seeds === null ? 'Test farmer’s seeds' : `${choice.seedName} ×${choice.seeds}`}</span>
                </span>
                <span className="seed-fact">
                  <span className="seed-fact-label">Grows in</span>
                  <span className="seed-fact-value">{choice.growthTimeMinutes} min</span>
                </span>
                <span className="seed-fact">
                  <span className="seed-fact-label">Yield</span>
                  <span className="seed-fact-value">
                    <ItemIcon itemId={choice.yieldItemId} className="seed-yield-icon" />
                    {choice.baseYield}–{choice.baseYield + 2} {choice.yieldName}
                  </span>
                </span>
                <span className="seed-action">{planting === choice.cropType ? 'Planting…' : 'Plant'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </GameWindow>
  );
}
