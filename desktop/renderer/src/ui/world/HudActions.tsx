import { PROFESSION_NAMES } from '@silkroad/shared';
import { useCountrysideContext } from '../farming/countryside-context';
import { FARMING_TEXT } from '../farming/farming-texts';
import { useJourneyContext } from '../journey/journey-context';
import { useWorld } from './world-context';
import './hud-actions.css';

/** The profession button (002 §2: "a profession button showing level (also key P)"): the current profession and its level. */
function ProfessionButton({ onOpen }: { onOpen(): void }) {
  const { player } = useWorld();
  const held = player.data?.profession ?? null;
  return (
    <button type="button" className="button button-small hud-profession" data-testid="hud-profession-button" title="Professions (P)" onClick={onOpen}>
      {held ? (
        <>
          {PROFESSION_NAMES[held.id]} <span className="hud-profession-level">Lv {held.level}</span>
        </>
      ) : (
        'Professions'
      )}{' '}
      <kbd className="keycap">P</kbd>
    </button>
  );
}

/** The Journey Planner's button (J); it glows while an encounter waits on the road. */
function JourneyButton() {
  const { journey, openPlanner, openEncounter } = useJourneyContext();
  const atEncounter = journey?.status === 'encounter';
  return (
    <button
      type="button"
      className={`button button-small hud-journey-button ${atEncounter ? 'is-ready' : ''}`}
      data-testid="hud-journey-button"
      title="Journey Planner (J)"
      onClick={() => (atEncounter ? openEncounter() : openPlanner())}
    >
      Journey <kbd className="keycap">J</kbd>
    </button>
  );
}

/**
 * The HUD's movement button, whose label flips between Go to Countryside and Return to City, and
 * on the farm the farming button (spec 000 §2). Going works at the farm gate; elsewhere the
 * button looks asleep and says where the gate is; on the road and in Venice there is no gate to
 * walk to. The profession button opens the Professions window; the journey button the planner.
 */
export function HudActions({ onOpenFarming, onOpenProfessions }: { onOpenFarming(): void; onOpenProfessions(): void }) {
  const countryside = useCountrysideContext();
  const { where } = useJourneyContext();
  if (countryside.location === null || where !== 'walking')
    return (
      <div className="hud-actions">
        <JourneyButton />
        <ProfessionButton onOpen={onOpenProfessions} />
      </div>
    );
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
      <JourneyButton />
      <ProfessionButton onOpen={onOpenProfessions} />
      {onFarm && !countryside.workshopOpen && <p className="hud-controls">Click a bed to plant or harvest · F for farming · walk to the workshop to craft</p>}
    </div>
  );
}
