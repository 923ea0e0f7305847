import { AUTOSAVE_MESSAGE_MS } from '@silkroad/shared';
import { useCallback, useEffect, useState } from 'react';
import type { GameBus } from '../../bus/game-bus';
import type { Overlay } from '../overlays/overlay-state';
import { useAutosave } from './use-autosave';
import './autosave-indicator.css';

/** Keeps the autosave going and says "Game saved" for 2 s after each save (spec 002 §9). */
export function AutosaveIndicator({ bus, overlay }: { bus: GameBus; overlay: Overlay | null }) {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const onSaved = useCallback(() => setSavedAt(Date.now()), []);
  useAutosave(bus, overlay, onSaved);

  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setSavedAt(null), AUTOSAVE_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [savedAt]);

  if (savedAt === null) return null;
  return (
    <div className="autosave-indicator" role="status" data-testid="autosave-indicator">
      Game saved
    </div>
  );
}
