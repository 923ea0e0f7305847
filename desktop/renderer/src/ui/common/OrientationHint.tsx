import { useEffect, useState } from 'react';
import { shouldHintLandscape } from '../../platform/device';
import { TOP_LAYER, useTopLayer } from './top-layer';
import './orientation-hint.css';

/** Closes on its own after this long (spec 002 §9). */
export const ORIENTATION_HINT_MS = 5_000;

export function OrientationHint() {
  const [visible, setVisible] = useState(() => shouldHintLandscape(navigator.userAgent, window.innerWidth, window.innerHeight));
  const topLayer = useTopLayer(TOP_LAYER.orientationHint);

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), ORIENTATION_HINT_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;
  return (
    <button ref={topLayer} type="button" className="orientation-hint" popover="manual" data-testid="orientation-hint" onClick={() => setVisible(false)}>
      <span className="rotate-device" aria-hidden="true" />
      <span className="orientation-title">For the best experience</span>
      <span className="orientation-text">Please rotate your device to landscape mode</span>
      <span className="orientation-dismiss">Tap anywhere to continue anyway</span>
    </button>
  );
}
