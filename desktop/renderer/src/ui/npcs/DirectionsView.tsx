import type { NpcDirection } from '@silkroad/shared';
import { SERVICE_LABELS } from './npc-texts';
import { npcTypeTitle } from '../quests/quest-texts';

/** Who is where in the city and whether they answer now: the watch's and the innkeepers' directions. */
export function DirectionsView({ directions }: { directions: readonly NpcDirection[] | null }) {
  if (directions === null) return <p className="muted npc-waiting">Asking the way…</p>;
  return (
    <ul className="npc-directions" aria-label="Directions" data-testid="npc-directions">
      {directions.map((entry) => (
        <li key={entry.npcId} className={entry.open ? 'npc-direction' : 'npc-direction is-closed'}>
          <span className="npc-direction-name">{entry.name}</span>
          <span className="muted">{npcTypeTitle(entry.type)}</span>
          <span className={entry.open ? 'badge badge-ok' : 'badge badge-locked'}>{entry.open ? 'Open' : `${entry.hours.open}–${entry.hours.close}`}</span>
          <span className="npc-direction-services muted">{entry.services.map((service) => SERVICE_LABELS[service]).join(' · ')}</span>
        </li>
      ))}
    </ul>
  );
}
