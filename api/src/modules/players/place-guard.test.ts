import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, API_ERRORS, cityById, CONTRACTS } from '@silkroad/shared';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { economySnapshot, give, type Session } from '../trade/test-helpers';

/*
 * One truth for where a player is (issue 17, defect 2): a player on their farm whose world position
 * stands in Constantinople (a move sent after going through the gate, or any position the farm left
 * behind) is on the farm, and every route done in person in a city refuses them there.
 */

let test: TestApp | undefined;
afterEach(async () => {
  await test?.db.destroy();
  test = undefined;
});

const CONSTANTINOPLE = cityById(1)!;
const herbContract = CONTRACTS.find((c) => c.destinationCityId === CONSTANTINOPLE.id && c.requiredLevel === 1);

async function request(session: Session, method: string, path: string, body?: unknown) {
  const res = await test!.app.request(path, { method, headers: session.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** A player standing in the middle of Constantinople, in the given state. */
async function playerIn(state: 'IN_CITY' | 'IN_COUNTRYSIDE'): Promise<Session> {
  const session = await createTestSession(test!);
  await test!.db.updateTable('players').set({ x: CONSTANTINOPLE.x, y: CONSTANTINOPLE.y, location_state: state }).where('user_id', '=', session.userId).execute();
  return session;
}

async function expectOnFarm(reply: { status: number; body: unknown }) {
  expect(reply.status).toBe(403);
  const { error } = apiErrorSchema.parse(reply.body);
  expect(error).toEqual({ code: 'ON_FARM', message: API_ERRORS.ON_FARM });
}

describe('a player on the farm is not in the city, wherever their world position says', () => {
  it('cannot trade at the market, and the refusal changes nothing', async () => {
    test = await createTestApp();
    const farmer = await playerIn('IN_COUNTRYSIDE');
    const before = await economySnapshot(test.db);
    await expectOnFarm(await request(farmer, 'POST', '/api/trade/execute', { type: 'buy', itemId: 'silk', cityId: CONSTANTINOPLE.id, quantity: 1, priceLimit: 1_000_000 }));
    expect(await economySnapshot(test.db)).toEqual(before);

    // The same player, the same position, back in the world: the market serves them.
    await test.db.updateTable('players').set({ location_state: 'IN_CITY' }).where('user_id', '=', farmer.userId).execute();
    expect((await request(farmer, 'POST', '/api/trade/execute', { type: 'buy', itemId: 'silk', cityId: CONSTANTINOPLE.id, quantity: 1, priceLimit: 1_000_000 })).status).toBe(200);
  });

  it('cannot post an offer or fill one', async () => {
    test = await createTestApp();
    const farmer = await playerIn('IN_COUNTRYSIDE');
    const trader = await playerIn('IN_CITY');
    await give(test.db, trader.userId, 'jade', 5);
    const posted = await request(trader, 'POST', '/api/market/offers', { side: 'sell', itemId: 'jade', cityId: CONSTANTINOPLE.id, quantity: 5, pricePerUnit: 100 });
    expect(posted.status).toBe(201);
    const offerId = (posted.body as { data: { offer: { id: string } } }).data.offer.id;

    const before = await economySnapshot(test.db);
    await expectOnFarm(await request(farmer, 'POST', '/api/market/offers', { side: 'buy', itemId: 'jade', cityId: CONSTANTINOPLE.id, quantity: 1, pricePerUnit: 1 }));
    await expectOnFarm(await request(farmer, 'POST', `/api/market/offers/${offerId}/accept`, { quantity: 1 }));
    expect(await economySnapshot(test.db)).toEqual(before);
  });

  it('cannot take a contract from the board', async () => {
    expect(herbContract).toBeDefined();
    test = await createTestApp();
    const farmer = await playerIn('IN_COUNTRYSIDE');
    const before = await economySnapshot(test.db);
    await expectOnFarm(await request(farmer, 'POST', `/api/trading/contracts/${herbContract!.id}/accept`));
    expect(await economySnapshot(test.db)).toEqual(before);
    expect(await test.db.selectFrom('player_contracts').select('id').where('player_id', '=', farmer.userId).execute()).toEqual([]);
  });

  it('cannot deliver a contract', async () => {
    expect(herbContract).toBeDefined();
    test = await createTestApp();
    const farmer = await playerIn('IN_CITY');
    await give(test.db, farmer.userId, herbContract!.goodId, herbContract!.quantity);
    const board = await request(farmer, 'GET', '/api/trading/contracts');
    expect(board.status).toBe(200);
    const accepted = await request(farmer, 'POST', `/api/trading/contracts/${herbContract!.id}/accept`);
    expect(accepted.status).toBe(201);

    await test.db.updateTable('players').set({ location_state: 'IN_COUNTRYSIDE' }).where('user_id', '=', farmer.userId).execute();
    const before = await economySnapshot(test.db);
    await expectOnFarm(await request(farmer, 'POST', `/api/trading/contracts/${herbContract!.id}/deliver`));
    expect(await economySnapshot(test.db)).toEqual(before);
  });
});
