import { insufficientFundsReason, isPaidService, type NpcService, type NpcType } from '@silkroad/shared';
import { ApiError } from '../../net/api-client';

/** The buttons' words for each service. */
export const SERVICE_LABELS: Readonly<Record<NpcService, string>> = {
  trade: 'Trade',
  craft: 'Crafting',
  'advanced-crafting': 'Advanced Crafting',
  'master-crafting': 'Master Crafting',
  appraise: 'Appraise',
  oracle: 'Consult the Oracle',
  vault: 'Vault',
  'currency-exchange': 'Exchange',
  'diplomatic-services': 'Royal Seal',
  translation: 'Translation',
  'hire-guide': 'Hire a Guide',
  'hire-protection': 'Hire Protection',
  'land-transport': 'Land Transport',
  'sea-transport': 'Sea Transport',
  'secret-routes': 'Secret Routes',
  lodging: 'Provisions',
  rumours: 'Hear Rumours',
  directions: 'Directions',
};

/** The panels of an NPC's window, each the view of one or more services. */
export type NpcPanel = 'stock' | 'craft' | 'oracle' | 'vault' | 'directions' | 'appraise' | 'exchange';

/** What a service's button does: show a panel, or ask the server at once (a hire, a rumour). */
export type ServiceAction = { kind: 'panel'; panel: NpcPanel } | { kind: 'hire' } | { kind: 'rumour' };

export function serviceAction(service: NpcService): ServiceAction {
  switch (service) {
    case 'trade':
    case 'lodging':
      return { kind: 'panel', panel: 'stock' };
    case 'craft':
    case 'advanced-crafting':
    case 'master-crafting':
      return { kind: 'panel', panel: 'craft' };
    case 'oracle':
      return { kind: 'panel', panel: 'oracle' };
    case 'vault':
      return { kind: 'panel', panel: 'vault' };
    case 'directions':
      return { kind: 'panel', panel: 'directions' };
    case 'appraise':
      return { kind: 'panel', panel: 'appraise' };
    case 'currency-exchange':
      return { kind: 'panel', panel: 'exchange' };
    case 'rumours':
      return { kind: 'rumour' };
    default:
      if (isPaidService(service)) return { kind: 'hire' };
      return { kind: 'panel', panel: 'directions' };
  }
}

/**
 * The modal's primary content by the NPC's type (000 §2: trading for merchants, crafting for
 * craftsmen, the oracle's; a dialogue for the others): the banker's vault, the watch's directions,
 * the innkeeper's provisions when they sell any; none for the rest.
 */
export function primaryPanel(type: NpcType, sells: boolean): NpcPanel | null {
  switch (type) {
    case 'merchant':
      return 'stock';
    case 'craftsman':
      return 'craft';
    case 'oracle':
      return 'oracle';
    case 'banker':
      return 'vault';
    case 'guard':
      return 'directions';
    case 'innkeeper':
      return sells ? 'stock' : 'directions';
    default:
      return null;
  }
}

/** A refusal in the player's words; the short purse as 000 §5 words it: 'You need {n}c but only have {m}c.'. */
export function refusalText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'INSUFFICIENT_FUNDS' && error.details) return `${insufficientFundsReason(error.details)}.`;
  return error.message;
}
