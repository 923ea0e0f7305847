import { afterEach, describe, expect, it } from 'vitest';
import { NAME_MESSAGES, type SetInGameNameResponse } from '@silkroad/shared';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { postJson, signInThroughLocalProvider } from './test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const checkName = (name: unknown, token: string) => postJson(test.app, '/api/auth/check-name', { name }, token);
const setName = (name: unknown, token: string) => postJson(test.app, '/api/auth/set-in-game-name', { name }, token);

async function userRows() {
  return test.db.selectFrom('users').select(['id', 'in_game_name', 'in_game_name_key']).orderBy('id').execute();
}

const invalidNames: [string, unknown, string][] = [
  ['an empty name', '   ', NAME_MESSAGES.required],
  ['one character', 'a', NAME_MESSAGES.tooShort],
  ['21 characters', 'a'.repeat(21), NAME_MESSAGES.tooLong],
  ['markup', '<b>x</b>', NAME_MESSAGES.badCharacters],
  ['a control character', 'Bad\u0007Name', NAME_MESSAGES.badCharacters],
  ['only punctuation', '__--', NAME_MESSAGES.needsAlphanumeric],
  ['only digits', '1234', NAME_MESSAGES.needsLetter],
  ['a reserved word', 'TheAdmin', NAME_MESSAGES.notAllowed],
];

describe('POST /api/auth/check-name', () => {
  it('reports a free name as available', async () => {
    test = await createTestApp();
    const me = await createTestSession(test, { inGameName: null });
    const res = await checkName('Silk Trader', me.accessToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { available: true } });
  });

  it('reports a name held by another player, in any case, as not available', async () => {
    test = await createTestApp();
    await createTestSession(test, { inGameName: 'Marco' });
    const me = await createTestSession(test, { inGameName: null });
    const res = await checkName('  mARCO ', me.accessToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { available: false }, error: 'Name is not available' });
  });

  it("reports the caller's own name as available", async () => {
    test = await createTestApp();
    const me = await createTestSession(test, { inGameName: 'Marco' });
    expect(await (await checkName('marco', me.accessToken)).json()).toEqual({ success: true, data: { available: true } });
  });

  it.each(invalidNames)('refuses %s with 400 and the rule it breaks', async (_what, name, message) => {
    test = await createTestApp();
    const me = await createTestSession(test, { inGameName: null });
    const res = await checkName(name, me.accessToken);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: { code: 'NAME_INVALID', message } });
  });

  it('needs a signed-in caller', async () => {
    test = await createTestApp();
    const res = await postJson(test.app, '/api/auth/check-name', { name: 'Marco' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, error: { message: 'Authentication required' } });
  });
});

describe('POST /api/auth/set-in-game-name', () => {
  it('stores the trimmed name and returns the user, who no longer needs one', async () => {
    test = await createTestApp();
    const session = await signInThroughLocalProvider(test.app, { email: 'ibn@example.test', name: 'Ibn' });
    const res = await setName('  Ibn Battuta ', session.data.tokens.accessToken);
    expect(res.status).toBe(200);
    const body = (await res.json()) as SetInGameNameResponse;
    expect(body.data.user).toMatchObject({ id: session.data.user.id, inGameName: 'Ibn Battuta', needsInGameName: false });
    const row = await test.db.selectFrom('users').select(['in_game_name', 'in_game_name_key']).where('id', '=', session.data.user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ in_game_name: 'Ibn Battuta', in_game_name_key: 'lbnbattuta' });
    // A later sign-in reports the name.
    const again = await signInThroughLocalProvider(test.app, { email: 'ibn@example.test', name: 'Ibn' });
    expect(again.data.user).toMatchObject({ inGameName: 'Ibn Battuta', needsInGameName: false });
  });

  it('lets a player change the case of their own name', async () => {
    test = await createTestApp();
    const me = await createTestSession(test, { inGameName: 'marco' });
    const res = await setName('Marco', me.accessToken);
    expect(res.status).toBe(200);
    expect(((await res.json()) as SetInGameNameResponse).data.user.inGameName).toBe('Marco');
  });

  it("refuses another player's name in any case with 409", async () => {
    test = await createTestApp();
    await createTestSession(test, { inGameName: 'Marco' });
    const me = await createTestSession(test, { inGameName: null });
    const before = await userRows();
    const res = await setName('MARCO', me.accessToken);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, error: { code: 'NAME_TAKEN', message: 'Name is not available' } });
    expect(await userRows()).toEqual(before);
  });

  it('gives a name to exactly one of two players who claim it at once', async () => {
    test = await createTestApp();
    const a = await createTestSession(test, { inGameName: null });
    const b = await createTestSession(test, { inGameName: null });
    const results = await Promise.all([setName('Samarkand Rose', a.accessToken), setName('samarkand rose', b.accessToken)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const holders = (await userRows()).filter((u) => u.in_game_name_key === 'samarkandrose');
    expect(holders).toHaveLength(1);
  });

  it.each(invalidNames)('refuses %s with 400 and changes nothing', async (_what, name, message) => {
    test = await createTestApp();
    const me = await createTestSession(test, { inGameName: null });
    const before = await userRows();
    const res = await setName(name, me.accessToken);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, error: { code: 'NAME_INVALID', message } });
    expect(await userRows()).toEqual(before);
  });

  it.each([
    ['a number', { name: 42 }],
    ['a missing name', {}],
    ['malformed JSON', '{"name":'],
  ])('refuses %s with 400', async (_what, body) => {
    test = await createTestApp();
    const me = await createTestSession(test, { inGameName: null });
    const before = await userRows();
    const res = await postJson(test.app, '/api/auth/set-in-game-name', body, me.accessToken);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
    expect(await userRows()).toEqual(before);
  });
});

describe('look-alike names (issue 17, defect 7)', () => {
  const LOOK_ALIKES = ['Silk  16zc', 'Silk_16zc', 'Silk-16zc', 'SILK 16ZC', 'Silk16zc', 'Si1k 16zc', 'SiIk_16zc'];

  async function takenByAnother() {
    const holder = await createTestSession(test, { inGameName: null });
    expect((await setName('Silk 16zc', holder.accessToken)).status).toBe(200);
    return { holder, me: await createTestSession(test, { inGameName: null }) };
  }

  it.each(LOOK_ALIKES)('reports %j as not available once "Silk 16zc" is taken', async (lookAlike) => {
    test = await createTestApp();
    const { me } = await takenByAnother();
    const res = await checkName(lookAlike, me.accessToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { available: false }, error: 'Name is not available' });
  });

  it.each(LOOK_ALIKES)('refuses to set %j once "Silk 16zc" is taken, and changes nothing', async (lookAlike) => {
    test = await createTestApp();
    const { me } = await takenByAnother();
    const before = await userRows();
    const res = await setName(lookAlike, me.accessToken);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, error: { code: 'NAME_TAKEN', message: 'Name is not available' } });
    expect(await userRows()).toEqual(before);
  });

  it('stores the name with runs of spaces collapsed, under its folded key', async () => {
    test = await createTestApp();
    const me = await createTestSession(test, { inGameName: null });
    const res = await setName('  Silk   16zc ', me.accessToken);
    expect(res.status).toBe(200);
    expect(((await res.json()) as SetInGameNameResponse).data.user.inGameName).toBe('Silk 16zc');
    const row = await test.db.selectFrom('users').select(['in_game_name', 'in_game_name_key']).where('id', '=', me.userId).executeTakeFirstOrThrow();
    expect(row).toEqual({ in_game_name: 'Silk 16zc', in_game_name_key: 'sllkl6zc' });
  });

  it('lets a player respell their own name with other separators', async () => {
    test = await createTestApp();
    const me = await createTestSession(test, { inGameName: null });
    await setName('Silk 16zc', me.accessToken);
    expect(await (await checkName('Silk_16zc', me.accessToken)).json()).toEqual({ success: true, data: { available: true } });
    const res = await setName('Silk_16zc', me.accessToken);
    expect(res.status).toBe(200);
    expect(((await res.json()) as SetInGameNameResponse).data.user.inGameName).toBe('Silk_16zc');
  });

  it('gives one of two look-alike names claimed at once by two players to exactly one of them', async () => {
    test = await createTestApp();
    const a = await createTestSession(test, { inGameName: null });
    const b = await createTestSession(test, { inGameName: null });
    const results = await Promise.all([setName('Silk 16zc', a.accessToken), setName('silk_16ZC', b.accessToken)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const named = (await userRows()).filter((u) => u.in_game_name !== null);
    expect(named).toHaveLength(1);
    expect(named[0]?.in_game_name_key).toBe('sllkl6zc');
  });
});
