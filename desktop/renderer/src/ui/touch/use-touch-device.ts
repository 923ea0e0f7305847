import { useEffect, useState } from 'react';
import { isTouchCapable, readTouchSignals } from './touch-device';

/** Whether the touch controls show: from what the device reports, or from the first touch it delivers. */
export function useTouchDevice(): boolean {
  const [touch, setTouch] = useState(() => isTouchCapable(readTouchSignals()));
  useEffect(() => {
    if (touch) return;
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType === 'touch') setTouch(true);
    };
    const onTouch = () => setTouch(true);
    window.addEventListener('pointerdown', onPointer, { capture: true, passive: true });
    window.addEventListener('touchstart', onTouch, { capture: true, passive: true });
    return () => {
      window.removeEventListener('pointerdown', onPointer, { capture: true });
      window.removeEventListener('touchstart', onTouch, { capture: true });
    };
  }, [touch]);
  return touch;
}
