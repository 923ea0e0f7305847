import { useEffect, useState } from 'react';
import type { DebugStats, GameBus } from '../../bus/game-bus';
import './debug-readout.css';

/** Spec 000 §9 "Device": below 20 frames a second the desktop game is struggling; the readout says so in red. */
export const LOW_FPS = 20;

/** Debug mode's readout, bottom right above the minimap: frames per second and where the player stands. */
export function DebugReadout({ bus }: { bus: GameBus }) {
  const [stats, setStats] = useState<DebugStats | null>(null);
  useEffect(() => bus.on('debug:stats', setStats), [bus]);
  const fps = stats ? Math.round(stats.fps) : null;
  return (
    <aside className="debug-readout" data-testid="debug-readout" aria-label="Debug readout">
      <span className={`debug-fps${fps !== null && fps < LOW_FPS ? ' is-low' : ''}`} data-testid="debug-fps">
        {fps ?? '–'} <abbr title="frames per second">FPS</abbr>
      </span>
      <span className="debug-position" data-testid="debug-position">
        {stats ? (
          <>
            <span className="debug-axis">x</span> {Math.round(stats.x)} <span className="debug-axis">y</span> {Math.round(stats.y)}
          </>
        ) : (
          '–'
        )}
        {stats?.scene === 'farm' && <span className="debug-scene"> farm</span>}
      </span>
    </aside>
  );
}
