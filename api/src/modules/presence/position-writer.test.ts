import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { characterResetAtOf, POSITION_SAVE_CHUNK, savePositions, WriteQueue } from './position-writer';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.db.destroy();
  test = undefined;
});

describe('WriteQueue', () => {
  it('runs jobs one at a time in the order they were queued, even when one fails', async () => {
    // The first job takes 20 ms of the test's time: the others are queued meanwhile.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const queue = new WriteQueue();
    const log: string[] = [];
    const slow = queue.run(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push('slow');
    });
    const failing = queue.run(async () => {
      log.push('failing');
      throw new Error('disk full');
    });
    const fast = queue.run(async () => {
      log.push('fast');
      return 7;
    });
    const failed = expect(failing).rejects.toThrow('disk full');
    await vi.advanceTimersByTimeAsync(20);
    await failed;
    await slow;
    expect(await fast).toBe(7);
    await queue.idle();
    expect(log).toEqual(['slow', 'failing', 'fast']);
  });
});

describe('savePositions', () => {
  it('writes every position of the batch', async () => {
    test = await createTestApp();
    const a = await createTestSession(test);
    const b = await createTestSession(test);
    await savePositions(
      test.db,
      [
        { playerId: a.userId, x: 1, y: 2, characterResetAt: null, moveBudgetEmptyAt: 0 },
        { playerId: b.userId, x: 3, y: 4, characterResetAt: null, moveBudgetEmptyAt: 0 },
        { playerId: 'gone', x: 5, y: 6, characterResetAt: null, moveBudgetEmptyAt: 0 },
      ],
      test.clock.now(),
    );
    const rows = await test.db.selectFrom('players').select(['user_id', 'x', 'y']).orderBy('user_id').execute();
    expect(rows).toEqual(
      [
        { user_id: a.userId, x: 1, y: 2 },
        { user_id: b.userId, x: 3, y: 4 },
      ].sort((p, q) => p.user_id.localeCompare(q.user_id)),
    );
  });

  it('writes a crowd in chunks, letting other work run between them', async () => {
    test = await createTestApp();
    const sessions = [];
    for (let i = 0; i < 2 * POSITION_SAVE_CHUNK + 1; i += 1) sessions.push(await createTestSession(test));
    const order: string[] = [];
    const saving = savePositions(test.db, sessions.map((s, i) => ({ playerId: s.userId, x: i, y: 7, characterResetAt: null, moveBudgetEmptyAt: 0 })), test.clock.now()).then(() => order.push('saved'));
    setImmediate(() => order.push('other work'));
    await saving;
    expect(order).toEqual(['other work', 'saved']);
    const rows = await test.db.selectFrom('players').select(['x', 'y']).execute();
    expect(rows.filter((r) => r.y === 7)).toHaveLength(sessions.length);
  });

  it('never writes a position of a character that was started over since the session read it', async () => {
    test = await createTestApp();
    const player = await createTestSession(test);
    const before = await characterResetAtOf(test.db, player.userId);
    expect(before).toBeNull();
    // A reset on any process: the character and its mark change together.
    const resetAt = test.clock.now();
    await test.db.updateTable('users').set({ character_reset_at: resetAt }).where('id', '=', player.userId).execute();
    await test.db.updateTable('players').set({ x: 400, y: 300 }).where('user_id', '=', player.userId).execute();

    // A late save of the old character's position, from a session that read it before.
    await savePositions(test.db, [{ playerId: player.userId, x: 3000, y: 2000, characterResetAt: before, moveBudgetEmptyAt: 0 }], test.clock.now());
    const position = () => test!.db.selectFrom('players').select(['x', 'y']).where('user_id', '=', player.userId).executeTakeFirstOrThrow();
    expect(await position()).toEqual({ x: 400, y: 300 });

    // The new character's positions are saved.
    expect(await characterResetAtOf(test.db, player.userId)).toBe(resetAt);
    await savePositions(test.db, [{ playerId: player.userId, x: 410, y: 300, characterResetAt: resetAt, moveBudgetEmptyAt: 0 }], test.clock.now());
    expect(await position()).toEqual({ x: 410, y: 300 });
  });
});
