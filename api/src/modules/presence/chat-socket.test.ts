import { afterEach, describe, expect, it } from 'vitest';
import { type ChatMessage } from '@silkroad/shared';
import { nextEvent, recordEvents, roundTrip, SocketTestWorld } from './socket-test-support';

let world: SocketTestWorld | undefined;
afterEach(async () => {
  await world?.stop();
  world = undefined;
});

/** Two players in the world: the first sends, the second watches its chat. */
async function twoPlayers() {
  world = await SocketTestWorld.start();
  const sender = await world.join((await world.player()).accessToken);
  const other = await world.join((await world.player({ x: 3800, y: 2900 })).accessToken);
  return { sender: sender.socket, other: other.socket };
}

describe('chat is safe to show (issue 17, defect 6)', () => {
  it.each([
    ['a line break', 'line1\nSYSTEM: you are banned', 'line1 SYSTEM: you are banned'],
    ['a right-to-left override', 'abc\u202Eexe.gnp', 'abcexe.gnp'],
    ['NUL, BEL and a terminal escape', '\u0000\u0007\u001b[31mred', '[31mred'],
    ['150 combining marks on one letter', `Z${'\u0336'.repeat(150)}algo`, 'Z\u0336\u0336\u0336algo'],
  ])('relays a message with %s to another player cleaned', async (_what, sent, shown) => {
    const { sender, other } = await twoPlayers();
    const received = nextEvent(other, 'chat-message');
    sender.emit('chat-message', { message: sent });
    expect((await received).message).toBe(shown);
  });

  it('relays nothing of a message that is empty once cleaned', async () => {
    const { sender, other } = await twoPlayers();
    const received: ChatMessage[] = recordEvents(other, 'chat-message');
    sender.emit('chat-message', { message: '\u202E\u200B\r\n\u0007' });
    sender.emit('chat-message', { message: 'after' });
    await nextEvent(other, 'chat-message');
    await roundTrip(sender);
    expect(received.map((m) => m.message)).toEqual(['after']);
  });
});
