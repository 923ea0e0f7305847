import type { GameNotification } from '@silkroad/shared';
import type { Socket } from 'socket.io';
import type { GameSocketServer } from '../game-socket';

/**
 * The room holding one player's socket, on whichever process it is connected: with the Redis
 * adapter, `io.to(userRoom(id)).emit(...)` reaches the player from any process (notifications,
 * offer fills, player-updated), and `io.in(userRoom(id)).disconnectSockets()` closes their
 * socket wherever it is. Without a cluster it works the same in one process.
 */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

/**
 * One session per player across processes: tells the player's other socket(s), wherever they
 * are, why they are being closed, closes them, and puts `socket` in the player's room. The
 * adapter carries the close as a request that every process (this one included) applies when it
 * comes back from Redis, by which time `socket` has joined: hence `except`. The notice and the
 * close go out on the same Redis connection in that order, so every process delivers the notice
 * first.
 */
export async function takeOverUserRoom(io: GameSocketServer, socket: Pick<Socket, 'join' | 'id'>, userId: string, notice: GameNotification): Promise<void> {
  const room = userRoom(userId);
  io.to(room).except(socket.id).emit('notification', notice);
  io.in(room).except(socket.id).disconnectSockets(true);
  await socket.join(room);
}
