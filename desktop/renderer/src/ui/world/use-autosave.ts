import { useEffect, useRef } from 'react';
import type { GameBus } from '../../bus/game-bus';
import type { Overlay } from '../overlays/overlay-state';
import { useServices } from '../services';
import { Autosaver } from './autosaver';

/** Keeps the autosave record (position and open window) while the player is in the world. */
export function useAutosave(bus: GameBus, overlay: Overlay | null, onSaved: () => void): void {
  const { platform } = useServices();
  const position = useRef<{ x: number; y: number } | null>(null);
  const openInterface = useRef<string | null>(null);
  const saved = useRef(onSaved);
  useEffect(() => {
    openInterface.current = overlay?.kind ?? null;
    saved.current = onSaved;
  }, [overlay, onSaved]);

  useEffect(() => {
    const follow = (at: { x: number; y: number }) => {
      position.current = { x: at.x, y: at.y };
    };
    const offMoved = bus.on('player:moved', follow);
    const offTeleport = bus.on('player:teleport', follow);
    const autosaver = new Autosaver({
      records: platform.records,
      snapshot: () => (position.current ? { playerPosition: position.current, currentInterface: openInterface.current } : null),
      onSaved: () => saved.current(),
    });
    autosaver.start();
    const saveFinal = () => void autosaver.save(true);
    window.addEventListener('pagehide', saveFinal);
    // The desktop app asks before it quits; the page may not get a pagehide then.
    const offSaveNow = platform.desktop?.onSaveNow(saveFinal);
    return () => {
      autosaver.stop();
      offMoved();
      offTeleport();
      offSaveNow?.();
      window.removeEventListener('pagehide', saveFinal);
    };
  }, [bus, platform]);
}
