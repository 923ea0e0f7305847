import { professionProgress, type PlayerProfession, type ProfessionGain } from '@silkroad/shared';
import { use, useEffect, useState } from 'react';
import { professionName } from '../../game/gathering/gathering-texts';
import { WorldContext } from '../world/world-context';
import './profession-line.css';

/**
 * The player's profession in the HUD: name, level and progress to the next level. `held` is what
 * the player data says; each harvest's answer says it again at once, before the data is reloaded.
 */
export function ProfessionLine({ held }: { held: PlayerProfession | null }) {
  const bus = use(WorldContext)?.bus;
  const [latest, setLatest] = useState<ProfessionGain | null>(null);
  useEffect(() => bus?.on('profession:gained', setLatest), [bus]);
  const gain = latest && (!held || (latest.id === held.id && latest.experience >= held.experience)) ? latest : held;
  if (!gain) return null;

  const progress = professionProgress(gain.experience);
  const percent = progress.needed > 0 ? Math.min(100, (progress.current / progress.needed) * 100) : 0;
  return (
    <div className="profession-row" data-testid="hud-profession">
      <span className="profession-name" data-testid="hud-profession-name">
        {professionName(gain.id)} <span className="profession-level">{progress.level}</span>
      </span>
      <div
        className="profession-bar"
        role="progressbar"
        aria-label={`${professionName(gain.id)} experience`}
        aria-valuemin={0}
        aria-valuemax={progress.needed}
        aria-valuenow={progress.current}
        data-testid="hud-profession-xp"
      >
        <div className="profession-bar-fill" style={{ width: `${percent}%` }} />
        <span className="profession-bar-text">
          {progress.current} / {progress.needed} XP
        </span>
      </div>
    </div>
  );
}
