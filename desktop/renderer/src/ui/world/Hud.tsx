import type { GameTimeState, PlayerData } from '@silkroad/shared';
import type { ReactNode } from 'react';
import type { WeatherShown } from '../../game/world/sky-look';
import { ProfessionLine } from '../gathering/ProfessionLine';
import { CoinPurse } from './CoinPurse';
import { ConnectionDot } from './ConnectionDot';
import { LevelBar } from './LevelBar';
import { ResourcesLine } from './ResourcesLine';
import { SkillList } from './SkillList';
import { WorldTime } from './WorldTime';
import './hud.css';

/** A cog: eight teeth round a ring. */
function GearIcon() {
  const teeth = Array.from({ length: 8 }, (_, i) => i * 45);
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <g fill="currentColor">
        {teeth.map((angle) => (
          <rect key={angle} x="10.2" y="1.6" width="3.6" height="5" rx="1" transform={`rotate(${angle} 12 12)`} />
        ))}
        <circle cx="12" cy="12" r="7.2" />
      </g>
      <circle className="hud-gear-hole" cx="12" cy="12" r="2.9" />
    </svg>
  );
}

interface Props {
  name: string;
  data: PlayerData | null;
  location: string | null;
  connected: boolean;
  time: GameTimeState | null;
  weather: WeatherShown | null;
  /** Under the location: the journey under way, while on the road. */
  journey?: ReactNode;
  /** Under the journey: the random event waiting for an answer, if any. */
  event?: ReactNode;
  /** Under the event: the quest and rumour counts (000 §2). */
  quests?: ReactNode;
  /** The movement and farming buttons, under the status. */
  children?: ReactNode;
  /** The gear beside the name opens (and closes) the Settings window. */
  onOpenSettings?(): void;
}

/** Top-left: purse, level and XP, where the player stands (and the journey on the road, an event waiting), the game time and weather, connection, first skills. */
export function Hud({ name, data, location, connected, time, weather, journey, event, quests, children, onOpenSettings }: Props) {
  return (
    <section className="hud" data-testid="hud" aria-label="Player status">
      <header className="hud-header">
        <span className="hud-name">{name}</span>
        {onOpenSettings && (
          <button type="button" className="hud-settings" data-testid="hud-settings-button" aria-label="Settings" title="Settings (Esc)" onClick={onOpenSettings}>
            <GearIcon />
          </button>
        )}
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
      {journey}
      {event}
      {quests}
      {data && <ResourcesLine data={data} />}
      <WorldTime time={time} weather={weather} />
      {data && <SkillList skills={data.skills} />}
      {children}
    </section>
  );
}
