import { afterEach, describe, expect, it } from 'vitest';
import { GAME_HOUR_MS, GAME_TIME_ACCELERATION, npcById, ORACLE_CLUES_PER_GAME_DAY, ORACLE_FEE_COPPER, ORACLE_NPC_ID, timeOfDayAt } from '@silkroad/shared';
import { nextEvent, recordEvents, roundTrip, SocketTestWorld } from '../presence/socket-test-support';

let world: SocketTestWorld | undefined;
afterEach(async () => {
  await world?.stop();
  world = undefined;
});

const nasir = npcById(ORACLE_NPC_ID)!;

/** Sets the clock to the next game `hour` o'clock. */
function untilHour(hour: number): void {
  const now = world!.clock.now();
  const ahead = (((hour - timeOfDayAt(now)) % 24) + 24) % 24;
  world!.clock.advance(Math.round((ahead * GAME_HOUR_MS) / GAME_TIME_ACCELERATION));
}

describe('the oracle over the socket', () => {
  it('answers oracle-query with oracle-clue, paid as over HTTP; refusals come as warnings and change nothing', async () => {
    world = await SocketTestWorld.start();
    untilHour(12);
    const seeker = await world.player({ x: nasir.position!.x, y: nasir.position!.y, inGameName: 'Seeker' });
    const { socket } = await world.join(seeker.accessToken);
    const copper = async () => (await world!.server.db.selectFrom('players').select('copper').where('user_id', '=', seeker.userId).executeTakeFirstOrThrow()).copper;
    const before = await copper();

    const answered = nextEvent(socket, 'oracle-clue');
    const purse = nextEvent(socket, 'player-updated');
    socket.emit('oracle-query', { query: 'markets' });
    const { clue } = await answered;
    // The fee is a service paid to an NPC: the client reads the purse again.
    expect(await purse).toEqual({ reason: 'npc-service' });
    expect(clue).toMatchObject({ source: 'oracle', npcId: ORACLE_NPC_ID, kind: 'market-event', readAt: null });
    expect(clue.text).toMatch(/^Within the next/);
    expect(await copper()).toBe(before - ORACLE_FEE_COPPER);

    // A malformed question is refused with a warning, unpaid.
    const clues = recordEvents(socket, 'oracle-clue');
    const malformed = nextEvent(socket, 'notification');
    socket.emit('oracle-query', { query: 'the-future' } as never);
    expect(await malformed).toMatchObject({ type: 'warning' });

    // Two more today, then the stars fall silent for the day.
    for (let i = 1; i < ORACLE_CLUES_PER_GAME_DAY; i += 1) {
      const next = nextEvent(socket, 'oracle-clue');
      socket.emit('oracle-query', {});
      await next;
    }
    const silent = nextEvent(socket, 'notification');
    socket.emit('oracle-query', { query: 'any' });
    expect(await silent).toEqual({ type: 'warning', message: 'The stars have told you all they will today: come back tomorrow' });
    expect(await copper()).toBe(before - ORACLE_CLUES_PER_GAME_DAY * ORACLE_FEE_COPPER);

    // Out of his hours he does not answer.
    untilHour(20);
    const closed = nextEvent(socket, 'notification');
    socket.emit('oracle-query', { query: 'any' });
    expect((await closed).message).toBe('Nasir the Star-Reader is closed. Come back between 09:00 and 18:00.');
    await roundTrip(socket);
    expect(clues).toHaveLength(ORACLE_CLUES_PER_GAME_DAY - 1);
  });
});
