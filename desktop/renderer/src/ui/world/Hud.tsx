import type { GameTimeState, PlayerData } from '@silkroad/shared';
import type { ReactNode } from 'react';
import type { WeatherShown } from '../../game/world/sky-look';
import { ProfessionLine } from '../gathering/ProfessionLine';
import { CoinPurse } from './CoinPurse';
import { ConnectionDot } from './ConnectionDot';
import { LevelBar } from './LevelBar';
import { SkillList } from './SkillList';
import { WorldTime } from './WorldTime';

interface Props {
  name: string;
  data: PlayerData | null;
  location: string | null;
  connected: boolean;
  time: GameTimeState | null;
  weather: WeatherShown | null;
  /** The movement and farming buttons, under the status. */
  children?: ReactNode;
}

/** Top-left: purse, level and XP, where the player stands, the game time and weather, connection, first skills. */
export function Hud({ name, data, location, connected, time, weather, children }: Props) {
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
          <ProfessionLine held={data.profession} />
        </>
      ) : (
        <p className="hud-error">No player data</p>
      )}
      <p className="hud-location" data-testid="hud-location">
        <span className="location-pin" aria-hidden="true" />
        {location ?? '…'}
      </p>
      <WorldTime time={time} weather={weather} />
      {data && <SkillList skills={data.skills} />}
      {children}
    </section>
  );
}
