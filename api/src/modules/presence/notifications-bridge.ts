import { userRoom } from '../../cluster/user-room';
import type { DomainEvents } from '../../domain-events';
import type { GameSocketServer } from '../../game-socket';

/**
 * What other modules tell one player goes to that player's room. Domain events fire on the
 * process where the change happened; the room reaches the player's socket on whichever process
 * it is, exactly once (the adapter delivers here and publishes for the others, who skip their
 * own messages), and nowhere when the player is offline. Returns the unsubscribe.
 */
export function bridgeNotifications(io: GameSocketServer, events: DomainEvents): () => void {
  const toPlayer = (playerId: string) => io.to(userRoom(playerId));
  const listeners = [
    events.on('player-notification', ({ playerId, notification }) => toPlayer(playerId).emit('notification', notification)),
    events.on('player-changed', ({ playerId, reason }) => toPlayer(playerId).emit('player-updated', { reason })),
    events.on('offer-filled', ({ ownerId, offer, filledQuantity }) => toPlayer(ownerId).emit('offer-filled', { offer, filledQuantity })),
    events.on('journey-changed', ({ playerId, journey }) => toPlayer(playerId).emit('journey-update', journey)),
    events.on('random-event', ({ playerId, event }) => toPlayer(playerId).emit('random-event', event)),
    events.on('encounter-started', ({ playerId, journey, encounter }) => toPlayer(playerId).emit('encounter-start', { journey, encounter })),
  ];
  return () => {
    for (const unsubscribe of listeners) unsubscribe();
  };
}
