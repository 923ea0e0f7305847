import { useCountrysideContext } from '../farming/countryside-context';
import { FARMING_TEXT } from '../farming/farming-texts';

/**
 * The HUD's movement button, whose label flips between Go to Countryside and Return to City, and
 * on the farm the farming button (spec 000 §2). Going works at the farm gate; elsewhere the
 * button looks asleep and says where the gate is.
 */
export function HudActions({ onOpenFarming }: { onOpenFarming(): void }) {
  const countryside = useCountrysideContext();
  if (countryside.location === null) return null;
  const onFarm = countryside.location === 'IN_COUNTRYSIDE';
  const atGate = countryside.spot === 'countryside-gate';
  return (
    <div className="hud-actions">
      {onFarm ? (
        <button type="button" className="button button-small hud-move" data-testid="hud-move-button" disabled={countryside.travelling} onClick={countryside.returnToCity}>
          {FARMING_TEXT.returnToCity}
        </button>
      ) : (
        <button
          type="button"
          className={`button button-small hud-move ${atGate ? 'is-ready' : 'is-away'}`}
          data-testid="hud-move-button"
          data-at-gate={atGate}
          title={atGate ? 'Go to your countryside farm' : FARMING_TEXT.walkToGate}
          disabled={countryside.travelling}
          onClick={countryside.goToCountryside}
        >
          {FARMING_TEXT.goToCountryside}
        </button>
      )}
      {onFarm && (
        <button type="button" className="button button-small hud-farming" data-testid="hud-farming-button" onClick={onOpenFarming}>
          Farming <kbd className="keycap">F</kbd>
        </button>
      )}
      {onFarm && <p className="hud-controls">Click a bed to plant or harvest · F for farming</p>}
    </div>
  );
}
