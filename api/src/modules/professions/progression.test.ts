import { afterEach, describe, expect, it } from 'vitest';
import type { ProgressionStatusResponse } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { CONSTANTINOPLE, ok, refused, request, setExperience, workerAt, type Session } from './profession-test-support';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const HOUR = 3_600_000;
const switchTo = (session: Session, profession: string) => request<{ success: true; data: { current: string; since: number; message: string } }>(test, session, 'POST', '/progression/switch', { profession });
const status = async (session: Session) => ok(await request<ProgressionStatusResponse>(test, session, 'GET', '/progression/status')).data;

/** A fresh token after the clock moved past the old one's expiry (the switch waits are hours). */
async function signedInAgain(session: Session): Promise<Session> {
  const { token } = await test.ctx.accessTokens.issue(session.userId);
  return { ...session, headers: { ...session.headers, authorization: `Bearer ${token}` } };
}

describe('profession progression and switching', () => {
  it('lets the first switch through, refuses the next with the hours until level² hours have passed, then allows it', async () => {
    test = await createTestApp();
    let player = await workerAt(test, CONSTANTINOPLE);
    const fresh = await status(player);
    expect(fresh).toMatchObject({ current: null, since: null });
    expect(fresh.professions).toHaveLength(8);
    expect(fresh.professions[0]).toEqual({ id: 'mining', level: 1, experience: 0, current: 0, needed: 100 });
    expect(fresh.switches.every((s) => s.allowed && s.text === 'You can switch profession now')).toBe(true);

    const first = ok(await switchTo(player, 'mining'));
    expect(first.data).toEqual({ current: 'mining', since: test.clock.now(), message: 'Your profession is now Mining' });

    // Mining at level 2: a 4-hour wait.
    await setExperience(test.db, player.userId, 'mining', 100);
    test.clock.advance(0.2 * 4 * HOUR);
    player = await signedInAgain(player);
    const early = refused(await switchTo(player, 'logging'));
    expect(early).toEqual({ status: 409, code: 'PROFESSION_SWITCH_NOT_ALLOWED', message: 'Cannot switch yet: required 4.0 h, completed 0.8 h, remaining 3.2 h' });
    expect(refused(await switchTo(player, 'mining')).message).toBe('This is already your profession');
    const waiting = await status(player);
    expect(waiting.current).toBe('mining');
    expect(waiting.switches.find((s) => s.target === 'logging')).toMatchObject({ allowed: false, requiredMs: 4 * HOUR, remainingMs: 3.2 * HOUR });

    test.clock.advance(3.2 * HOUR);
    player = await signedInAgain(player);
    expect(ok(await switchTo(player, 'logging')).data.current).toBe('logging');
    const after = await test.db.selectFrom('players').select(['profession', 'profession_since']).where('user_id', '=', player.userId).executeTakeFirstOrThrow();
    expect(after).toEqual({ profession: 'logging', profession_since: test.clock.now() });
  });

  it('lets one of many concurrent switches through', async () => {
    test = await createTestApp();
    const player = await workerAt(test, CONSTANTINOPLE);
    ok(await switchTo(player, 'mining'));
    await test.db.updateTable('players').set({ profession_since: test.clock.now() - 2 * HOUR }).where('user_id', '=', player.userId).execute();
    const replies = await Promise.all(['logging', 'alchemy', 'cooking', 'textiles', 'trading'].map((p) => switchTo(player, p)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) expect(refused(reply).code).toBe('PROFESSION_SWITCH_NOT_ALLOWED');
  });

  it('refuses a body naming no profession', async () => {
    test = await createTestApp();
    const player = await workerAt(test, CONSTANTINOPLE);
    expect(refused(await switchTo(player, 'piracy'))).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
  });
});
