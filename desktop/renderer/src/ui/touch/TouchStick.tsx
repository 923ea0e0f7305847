import { useEffect, useState } from 'react';
import type { GameBusEvents } from '../../bus/game-bus';
import { STICK_RADIUS_PX } from '../../game/input/stick';
import { useWorld } from '../world/world-context';
import './touch-controls.css';

/** The stick under a steering thumb: a ring where the thumb pressed and a knob under it (the world reports both). */
export function TouchStick() {
  const { bus } = useWorld();
  const [stick, setStick] = useState<GameBusEvents['touch:stick']>(null);
  useEffect(() => bus.on('touch:stick', setStick), [bus]);
  if (!stick) return null;
  const { origin, knob } = stick;
  return (
    <div className="touch-stick" data-testid="touch-stick" aria-hidden="true" style={{ left: origin.x - STICK_RADIUS_PX, top: origin.y - STICK_RADIUS_PX, width: 2 * STICK_RADIUS_PX, height: 2 * STICK_RADIUS_PX }}>
      <span className="touch-stick-knob" style={{ left: knob.x - origin.x + STICK_RADIUS_PX, top: knob.y - origin.y + STICK_RADIUS_PX }} />
    </div>
  );
}
