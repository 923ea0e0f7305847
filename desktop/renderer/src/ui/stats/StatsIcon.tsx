import type { ReactNode } from 'react';
import { TROPHY_PATH } from '../common/TrophyIcon';

/**
 * The Player Stats window's small line icons, drawn here like the inventory's item glyphs: emoji
 * would be empty boxes on a machine without a colour emoji font (our test machines among them).
 */
export type StatsIconName = 'trophy' | 'coins' | 'scales' | 'compass' | 'scroll' | 'lens' | 'speech' | 'hammer' | 'leaf' | 'gift' | 'crown' | 'eye' | 'dot';

const PATHS: Readonly<Record<StatsIconName, ReactNode>> = {
  trophy: <path d={TROPHY_PATH} />,
  coins: <path d="M5 7c0-1.7 3.1-3 7-3s7 1.3 7 3-3.1 3-7 3-7-1.3-7-3zM5 7v5c0 1.7 3.1 3 7 3s7-1.3 7-3V7M5 12v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" />,
  scales: <path d="M12 3v17M7 20h10M5 7h14M5 7l-3 7c0 1.7 1.3 3 3 3s3-1.3 3-3zM19 7l-3 7c0 1.7 1.3 3 3 3s3-1.3 3-3z" />,
  compass: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15.5 8.5l-2 5-5 2 2-5z" />,
  scroll: <path d="M8 4h10a2 2 0 0 1 2 2v1h-4M8 4a2 2 0 0 0-2 2v12a2 2 0 0 1-2 2h12a2 2 0 0 0 2-2V7M8 4a2 2 0 0 1 2 2v1M9 11h6M9 15h5" />,
  lens: <path d="M10 4a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM14.5 14.5L20 20" />,
  speech: <path d="M4 5h16v11H10l-5 4v-4H4z" />,
  hammer: <path d="M13 4l7 7-3 3-7-7zM11.5 8.5L3 17l3 3 8.5-8.5" />,
  leaf: <path d="M5 19C5 10 10 5 19 5c0 9-5 14-14 14zM5 19l8-8" />,
  gift: <path d="M4 11h16v9H4zM3 8h18v3H3zM12 8v12M12 8C10 4 6 4 7 7c.3 1 3 1 5 1M12 8c2-4 6-4 5-1-.3 1-3 1-5 1" />,
  crown: <path d="M3 19h18M4 16L3 7l5 4 4-6 4 6 5-4-1 9z" />,
  eye: <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z" />,
  dot: <circle cx="12" cy="12" r="3" />,
};

export function StatsIcon({ name, className }: { name: StatsIconName; className?: string }) {
  return (
    <svg className={className ? `stats-icon ${className}` : 'stats-icon'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[name]}
    </svg>
  );
}
