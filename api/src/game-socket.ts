import type { ClientToServerEvents, ServerToClientEvents } from '@silkroad/shared';
import type { Server, Socket } from 'socket.io';
import type { ServerSideEvents } from './cluster/server-events';

/*
 * In a file of their own, not in app.ts: the realtime modules that take the server (presence,
 * markets, gathering, user rooms) are imported by app.ts, and a type import back from it would
 * close a cycle.
 */

/** The game's socket.io server: the shared protocol's events, and what its processes tell each other. */
export type GameSocketServer = Server<ClientToServerEvents, ServerToClientEvents, ServerSideEvents>;

/** One client's connection to it. */
export type GameSocket = Socket<ClientToServerEvents, ServerToClientEvents>;
