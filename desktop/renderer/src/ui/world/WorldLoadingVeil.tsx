import { useEffect, useState } from 'react';
import type { GameBus } from '../../bus/game-bus';
import { Spinner } from '../common/Spinner';
import './world-loading-veil.css';

/** Never hide the world for longer than this, even if it never reports itself ready. */
const VEIL_MAX_MS = 10_000;

/** Covers the canvas while the world builds itself, until it reports `world:ready`. */
export function WorldLoadingVeil({ bus }: { bus: GameBus }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const off = bus.on('world:ready', () => setVisible(false));
    const timer = setTimeout(() => setVisible(false), VEIL_MAX_MS);
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [bus]);
  if (!visible) return null;
  return <WorldVeil />;
}

/** The veil itself: also what stands while the world's code is still arriving. */
export function WorldVeil() {
  return (
    <div className="world-veil" role="status">
      <Spinner label="Entering the world" />
      <p>Entering the world...</p>
    </div>
  );
}
