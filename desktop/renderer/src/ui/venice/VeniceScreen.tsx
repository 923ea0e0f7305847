import { npcsInCity, VENICE } from '@silkroad/shared';
import { useJourneyContext } from '../journey/journey-context';
import { VENICE_MARKET } from '../journey/whereabouts';
import './venice-screen.css';

interface Props {
  /** Opens the Trading Post of the Rialto Market (city 5's market). */
  onOpenMarket(): void;
  /** Opens the trading board (T). */
  onOpenTrading(): void;
  /** Opens the window of one of Venice's people (they have no place on the map to walk up to). */
  onTalk(npcId: string): void;
}

/**
 * Venice (reached by the sea lane only, off the map): a painted harbour in place of the world, with
 * the city's market and the Journey Planner to sail back. It stays for as long as the server has
 * the player in Venice: windows open and close over it, and Escape never leaves the player
 * stranded on a map they are not on.
 */
export function VeniceScreen({ onOpenMarket, onOpenTrading, onTalk }: Props) {
  const { openPlanner } = useJourneyContext();
  return (
    <section className="venice-screen" aria-labelledby="venice-title" data-testid="venice-screen">
      <div className="venice-sky" aria-hidden="true">
        <span className="venice-sun" />
        <span className="venice-skyline" />
        <span className="venice-campanile" />
        <span className="venice-lagoon" />
        <span className="venice-gondola" />
      </div>
      <div className="venice-card">
        <p className="venice-kicker">La Serenissima · Queen of the Adriatic</p>
        <h1 className="venice-title" id="venice-title">
          {VENICE.name}
        </h1>
        <p className="venice-lead">
          Your galley lies moored at the Riva. Trade with the merchants of the Rialto; when you are ready, the sea lane leads back to the Golden Horn of
          Constantinople.
        </p>
        <div className="venice-actions">
          <button type="button" className="button button-primary" data-testid="venice-market" onClick={onOpenMarket}>
            {VENICE_MARKET.name} <kbd className="keycap">E</kbd>
          </button>
          <button type="button" className="button" data-testid="venice-journey" onClick={() => openPlanner()}>
            Journey Planner <kbd className="keycap">J</kbd>
          </button>
          <button type="button" className="button" data-testid="venice-trading" onClick={onOpenTrading}>
            Trading <kbd className="keycap">T</kbd>
          </button>
        </div>
        <h2 className="venice-people-title">On the Riva</h2>
        <ul className="venice-people" data-testid="venice-people">
          {npcsInCity(VENICE.id).map((npc) => (
            <li key={npc.id}>
              <button type="button" className="button venice-person" data-testid={`venice-talk-${npc.id}`} onClick={() => onTalk(npc.id)}>
                <span className="venice-person-name">{npc.name}</span>
                <span className="venice-person-type">{npc.type.replace('_', ' ')}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
