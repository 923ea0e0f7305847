import { locusAt, zonesInView } from '@silkroad/shared';
import type { GameSocketServer } from '../../game-socket';
import type { AppContext } from '../../context';
import { areaRoom } from '../presence/presence';

/** The rooms of the interest areas whose players can see a node at (x, y): the same cells presence uses. */
export function nodeRooms(x: number, y: number): string[] {
  return zonesInView(locusAt(x, y)).map(areaRoom);
}

/**
 * Tells every change of a node to the players standing in the interest areas around it, on
 * whichever process their socket is (a room emit, not a local one: the change may be made by
 * another process's route or by the sweep running elsewhere). Returns the unsubscribe.
 */
export function attachNodeFeed(io: Pick<GameSocketServer, 'to'>, ctx: AppContext): () => void {
  return ctx.events.on('resource-node-changed', (update) => {
    io.to(nodeRooms(update.node.x, update.node.y)).emit('node-update', update);
  });
}
