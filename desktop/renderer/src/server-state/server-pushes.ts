import type { PlayerChangeReason } from '@silkroad/shared';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { GameConnection } from '../net/game-connection';
import { QUERY_KEYS } from './query-keys';

/**
 * What each `player-updated` reason changed besides the player itself (purse, inventory, skills),
 * so the screens showing it read it again. Every reason is listed: a new one fails the build here.
 */
const ALSO_CHANGED: Readonly<Record<PlayerChangeReason, readonly QueryKey[]>> = {
  'offer-posted': [QUERY_KEYS.offers],
  'offer-filled': [QUERY_KEYS.offers],
  'offer-accepted': [QUERY_KEYS.offers],
  'offer-cancelled': [QUERY_KEYS.offers],
  'offer-refunded': [QUERY_KEYS.offers],
  'market-buy': [QUERY_KEYS.tradeHistory],
  'market-sell': [QUERY_KEYS.tradeHistory],
  // The farm's own actions write the farm from their replies; its 10 s read catches another window's.
  'plot-purchase': [],
  'farm-plant': [],
  'farm-harvest': [],
  'character-reset': [QUERY_KEYS.farm, QUERY_KEYS.location, QUERY_KEYS.workshop, QUERY_KEYS.progression, QUERY_KEYS.contracts, QUERY_KEYS.offers, QUERY_KEYS.tradeHistory, QUERY_KEYS.journey, QUERY_KEYS.journeyHistory, QUERY_KEYS.randomEvent, QUERY_KEYS.playerStats, QUERY_KEYS.achievements],
  // An upgrade opens recipes its reply does not carry; a bought bench is in the purchase's reply.
  'workshop-upgrade': [QUERY_KEYS.workshop],
  'bench-purchase': [],
  craft: [QUERY_KEYS.craftQueue],
  'profession-switch': [QUERY_KEYS.progression],
  'profession-result': [QUERY_KEYS.progression],
  gather: [QUERY_KEYS.progression],
  'equipment-purchase': [],
  'profession-start': [],
  'tree-plant': [],
  'contract-completed': [QUERY_KEYS.contracts],
  'contract-failed': [QUERY_KEYS.contracts],
  'craft-claim': [QUERY_KEYS.craftQueue],
  commission: [QUERY_KEYS.craftQueue],
  transmute: [],
  // A journey's start, arrival and turning back move the player (location) and the cargo (inventory).
  'journey-start': [QUERY_KEYS.journey, QUERY_KEYS.location],
  'journey-arrival': [QUERY_KEYS.journey, QUERY_KEYS.journeyHistory, QUERY_KEYS.location],
  'journey-cancel': [QUERY_KEYS.journey, QUERY_KEYS.journeyHistory, QUERY_KEYS.location],
  encounter: [QUERY_KEYS.journey],
  // Answered here, the reply already cleared it; answered in another window, this one learns it is over.
  'random-event': [QUERY_KEYS.randomEvent],
  // A reward paid: the quest left the log (every reason reads the log again, below; the claim's reply wrote it already here).
  'quest-reward': [QUERY_KEYS.quests],
  // A purchase, the vault, an exchange, a hired service: the purse, inventory and skills are the player's.
  'npc-service': [],
  // An achievement's reward paid: the achievements and the stats show it unlocked.
  achievement: [QUERY_KEYS.achievements, QUERY_KEYS.playerStats],
};

/**
 * The server pushes; the cache follows. A change to the player invalidates the player, the quest
 * log (and every NPC's quests with it) and what the reason names; a reconnect invalidates everything, since pushes missed while the connection
 * was down are only in fresh reads. Returns the unsubscribe.
 */
export function followServerPushes(client: QueryClient, connection: Pick<GameConnection, 'events'>): () => void {
  const invalidate = (queryKey: QueryKey) => void client.invalidateQueries({ queryKey });
  const offs = [
    connection.events.on('player-updated', ({ reason }) => {
      invalidate(QUERY_KEYS.player);
      // Any act may advance a quest (a trade, a harvest, a talk...): the server counts, the log is read again.
      invalidate(QUERY_KEYS.quests);
      // Any act may meet the tutorial's objective (a trade, a gather, a craft): the server judges, the step is read again.
      invalidate(QUERY_KEYS.tutorial);
      for (const key of ALSO_CHANGED[reason]) invalidate(key);
    }),
    // A notification may come with a change (a character deleted elsewhere, a reward).
    connection.events.on('notification', () => invalidate(QUERY_KEYS.player)),
    connection.events.on('offer-filled', () => invalidate(QUERY_KEYS.offers)),
    connection.events.on('established', () => void client.invalidateQueries()),
  ];
  return () => {
    for (const off of offs) off();
  };
}
