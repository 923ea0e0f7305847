import type { PlayerData } from '@silkroad/shared';
import { CoinPurse } from './CoinPurse';
import { ConnectionDot } from './ConnectionDot';
import { LevelBar } from './LevelBar';
import { SkillList } from './SkillList';

interface Props {
  name: string;
  data: PlayerData | null;
  location: string | null;
  connected: boolean;
}

/** Top-left: purse, level and XP, where the player stands, connection, first skills. */
export function Hud({ name, data, location, connected }: Props) {
  return (
    <section className="hud" data-testid="hud" aria-label="Player status">
      <header className="hud-header">
        <span className="hud-name">{name}</span>
        <ConnectionDot connected={connected} />
      </header>
      {data ? (
        <>
          <CoinPurse gold={data.gold} silver={data.silver} copper={data.copper} />
          <LevelBar level={data.level} experience={data.experience} />
        </>
      ) : (
        <p className="hud-error">No player data</p>
      )}
      <p className="hud-location" data-testid="hud-location">
        <span className="location-pin" aria-hidden="true" />
        {location ?? '…'}
      </p>
      {data && <SkillList skills={data.skills} />}
    </section>
  );
}
