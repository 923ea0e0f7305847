import { useCallback, useEffect, useState } from 'react';
import { isTypingTarget } from '../../game/input/typing-target';
import { useToasts } from '../common/toast-context';
import type { CurrentCity } from '../hooks/use-current-city';
import { useNearbyBuilding } from '../hooks/use-nearby-building';
import { InventoryWindow } from '../inventory/InventoryWindow';
import { MarketOverviewPopup } from '../trading/MarketOverviewPopup';
import { TradingPanel } from '../trading/TradingPanel';
import { TradingPost } from '../trading/TradingPost';
import { useWorld } from '../world/world-context';
import { InteractionPrompt } from './InteractionPrompt';
import { actionForKey, nextOverlay, type Overlay } from './overlay-state';

/**
 * The overlay interfaces over the world and the keys that open them (spec 002 §2, §4): one at a
 * time, the same key closes, Escape closes, keys typed into a field are the field's.
 */
export function OverlayHost({ city }: { city: CurrentCity }) {
  const { bus } = useWorld();
  const toasts = useToasts();
  const nearby = useNearbyBuilding(bus);
  const [overlay, setOverlay] = useState<Overlay | null>(null);

  // Walking away from the market closes its Trading Post: trades need the player at the market.
  if (overlay?.kind === 'trading-post' && nearby?.id !== overlay.building.id) setOverlay(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const focused = document.activeElement as HTMLElement | null;
      let typing = isTypingTarget(event.target as HTMLElement | null) || isTypingTarget(focused);
      if (typing && event.key === 'Escape') {
        // Escape in a window's field closes the window; in any other field (a name, the chat) it only leaves the field.
        if (!focused?.closest('[data-overlay]')) {
          focused?.blur();
          return;
        }
        typing = false;
      }
      const action = actionForKey({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey, repeat: event.repeat, typing });
      if (!action) return;
      event.preventDefault();
      setOverlay((current) => nextOverlay(current, action, nearby));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [nearby]);

  useEffect(
    () =>
      bus.on('building:interact', ({ building, inReach }) => {
        if (inReach) setOverlay({ kind: 'trading-post', building });
        else toasts.notify({ type: 'info', message: `Walk closer to the ${building.name} to trade.`, duration: 3_000 });
      }),
    [bus, toasts],
  );

  const close = useCallback(() => setOverlay(null), []);
  const openTrading = useCallback(() => setOverlay({ kind: 'trading' }), []);
  return (
    <>
      {nearby && (overlay === null || overlay.kind === 'market-overview') && <InteractionPrompt building={nearby} />}
      {overlay?.kind === 'trading-post' && <TradingPost key={overlay.building.id} building={overlay.building} onClose={close} />}
      {overlay?.kind === 'trading' && <TradingPanel city={city} onClose={close} />}
      {overlay?.kind === 'inventory' && <InventoryWindow city={city} onClose={close} />}
      {overlay?.kind === 'market-overview' && <MarketOverviewPopup city={city} onClose={close} onOpenTrading={openTrading} />}
    </>
  );
}
