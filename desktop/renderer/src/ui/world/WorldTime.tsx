import type { GameTimeState } from '@silkroad/shared';
import type { WeatherShown } from '../../game/world/sky-look';
import { formatGameClock, formatGameDate, isNightTime, seasonLabel, weatherLabel } from './world-time';
import './world-time.css';

const ICON = { width: 15, height: 15, viewBox: '0 0 16 16', 'aria-hidden': true } as const;

function SunIcon() {
  return (
    <svg {...ICON} className="hud-icon">
      <g stroke="#b8860b" strokeWidth="1.4" strokeLinecap="round">
        {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
          <line key={angle} x1="8" y1="1.6" x2="8" y2="3.4" transform={`rotate(${angle} 8 8)`} />
        ))}
      </g>
      <circle cx="8" cy="8" r="3.4" fill="#f1c94d" stroke="#9a7424" strokeWidth="1" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg {...ICON} className="hud-icon">
      <path d="M10.5 2.2a6 6 0 1 0 3.3 9.6A5 5 0 0 1 10.5 2.2z" fill="#3d4a7a" stroke="#22294a" strokeWidth="1" />
    </svg>
  );
}

function CloudPath({ y = 0 }: { y?: number }) {
  return <path d={`M4.5 ${10.5 + y}h7.3a2.6 2.6 0 0 0 .2-5.2 3.6 3.6 0 0 0-6.8-.6A2.9 2.9 0 0 0 4.5 ${10.5 + y}z`} fill="#c9ccd3" stroke="#5b6170" strokeWidth="1" />;
}

function WeatherIcon({ weather }: { weather: WeatherShown }) {
  switch (weather) {
    case 'clear':
      return null;
    case 'cloudy':
      return (
        <svg {...ICON} className="hud-icon">
          <CloudPath y={1.5} />
        </svg>
      );
    case 'rain':
      return (
        <svg {...ICON} className="hud-icon">
          <CloudPath y={-2} />
          <path d="M5.5 11l-1 3M8.5 11l-1 3M11.5 11l-1 3" stroke="#3b6fb0" strokeWidth="1.4" strokeLinecap="round" />
        </svg>
      );
    case 'storm':
      return (
        <svg {...ICON} className="hud-icon">
          <CloudPath y={-2} />
          <path d="M8.6 9.5 6.4 12.6h2.2l-1.2 3 3.2-4.1H8.4l1.4-2z" fill="#f1c94d" stroke="#9a7424" strokeWidth="0.7" strokeLinejoin="round" />
        </svg>
      );
    case 'snow':
      return (
        <svg {...ICON} className="hud-icon">
          <g stroke="#4f7fb8" strokeWidth="1.4" strokeLinecap="round">
            <line x1="8" y1="1.5" x2="8" y2="14.5" />
            <line x1="2.4" y1="4.75" x2="13.6" y2="11.25" />
            <line x1="2.4" y1="11.25" x2="13.6" y2="4.75" />
          </g>
        </svg>
      );
    case 'sandstorm':
      return (
        <svg {...ICON} className="hud-icon">
          <path d="M1.5 5.5h8.5a2 2 0 1 0-2-2M1.5 8.5h11a2 2 0 1 1-2 2M3.5 11.5h4" fill="none" stroke="#a0763a" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
      );
  }
}

/** The HUD's line of world time: the clock (sun or moon), the season and the weather where the player stands. */
export function WorldTime({ time, weather }: { time: GameTimeState | null; weather: WeatherShown | null }) {
  if (!time || !weather) {
    return (
      <p className="hud-time" data-testid="hud-time" aria-busy="true">
        <span className="hud-clock" data-testid="hud-clock">
          --:--
        </span>
      </p>
    );
  }
  const clock = formatGameClock(time.hour, time.minute);
  const season = seasonLabel(time.season);
  const sky = weatherLabel(weather);
  return (
    <p className="hud-time" data-testid="hud-time" aria-label={`Game time ${clock}, ${season}, ${sky}`} title={formatGameDate(time.day, time.month, time.year)}>
      <span className="hud-time-group">
        {isNightTime(time.timeOfDay) ? <MoonIcon /> : <SunIcon />}
        <span className="hud-clock" data-testid="hud-clock">
          {clock}
        </span>
      </span>
      <span className="hud-time-group">
        <span data-testid="hud-season">{season}</span>
        <span className="hud-dot" aria-hidden="true" />
        <span className="hud-weather" data-testid="hud-weather" data-weather={weather}>
          <WeatherIcon weather={weather} />
          {sky}
        </span>
      </span>
    </p>
  );
}
