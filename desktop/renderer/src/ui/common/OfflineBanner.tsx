import { useServices } from '../services';
import { TOP_LAYER, useTopLayer } from './top-layer';
import './offline-banner.css';

/** The desktop app's offline game: always in sight, with the way back online. */
export function OfflineBanner() {
  const desktop = useServices().platform.desktop;
  const topLayer = useTopLayer(TOP_LAYER.offlineBanner);
  if (desktop?.info.mode !== 'offline') return null;
  return (
    <div ref={topLayer} className="offline-banner" popover="manual" role="status" data-testid="offline-banner">
      <span>
        <strong>Offline</strong> · playing on this computer; progress stays here
      </span>
      <button type="button" className="button button-small" data-testid="offline-go-online" onClick={() => void desktop.stopOffline()}>
        Go online
      </button>
    </div>
  );
}
