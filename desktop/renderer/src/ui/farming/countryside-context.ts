import type { LocationState, OfflineProgression } from '@silkroad/shared';
import { createContext, use } from 'react';
import type { Spot } from '../../bus/game-bus';
import type { FarmState } from '../hooks/use-farm';
import type { FarmNotice } from './farming-texts';

/** The countryside as the panels and the HUD see it: where the player is, the farm, and what they can do there. */
export interface Countryside {
  testMode: boolean;
  /** Where the server has the player; null until it answered. */
  location: LocationState | null;
  /** Why the location could not be read (test mode on a server without test routes, say). */
  locationError: string | null;
  /** A move to or from the farm is under way. */
  travelling: boolean;
  /** The place E would use where the player stands. */
  spot: Spot | null;
  farm: FarmState;
  /** The server's real time now. */
  serverNow(): number;
  goToCountryside(): void;
  returnToCity(): void;
  buyPlot(): Promise<void>;
  /** Plants one seed of `cropType` in `bed`; true when the server planted it. */
  plant(bed: number, cropType: string): Promise<boolean>;
  /** Harvests every ripe bed, one after the other. */
  harvestReady(): Promise<void>;
  busy: boolean;
  notice: FarmNotice | null;
  showNotice(notice: FarmNotice): void;
  dismissNotice(): void;
  /** What happened while the player was away, shown for 6 s after an absence. */
  welcome: OfflineProgression | null;
  /** The welcome-back notice has been on screen its 6 s. */
  dismissWelcome(): void;
  /** The personal workshop scene is on screen (002 §2): entered by walking up to the home workshop. */
  workshopOpen: boolean;
  enterWorkshop(): void;
  /** Back to the farm, at the workshop's door. */
  leaveWorkshop(): void;
}

export const CountrysideContext = createContext<Countryside | null>(null);

export function useCountrysideContext(): Countryside {
  const countryside = use(CountrysideContext);
  if (!countryside) throw new Error('useCountrysideContext outside <CountrysideContext>');
  return countryside;
}
