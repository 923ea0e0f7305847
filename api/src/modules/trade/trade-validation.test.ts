import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { economySnapshot, give, playerInCity, postTrade, tradeBody, type Session } from './test-helpers';

let test: TestApp;
let session: Session;
beforeAll(async () => {
  test = await createTestApp();
  session = await playerInCity(test, 1);
  await give(test.db, session.userId, 'silk', 10);
});
afterAll(async () => {
  await test.db.destroy();
});

const QUANTITY_REFUSAL = { success: false, error: { code: 'INVALID_QUANTITY', message: 'Please enter a valid quantity' } };

async function expectBadRequest(body: unknown, expected: unknown) {
  const before = await economySnapshot(test.db);
  const reply = await postTrade(test, session, body);
  expect(reply.status).toBe(400);
  expect(reply.body).toEqual(expected);
  expect(await economySnapshot(test.db)).toEqual(before);
}

describe('POST /api/trade/execute rejects bad input with 400 and changes nothing', () => {
  it.each([0, -1, 1.5, 1000, 1e9, '5', null, true, [], {}])('quantity %j', async (quantity) => {
    await expectBadRequest(tradeBody({ quantity }), QUANTITY_REFUSAL);
    await expectBadRequest(tradeBody({ type: 'sell', quantity, priceLimit: 1 }), QUANTITY_REFUSAL);
  });

  it('a missing quantity', async () => {
    const { quantity: _omitted, ...body } = tradeBody();
    await expectBadRequest(body, QUANTITY_REFUSAL);
  });

  it.each([0, -5, 1.5, '100', null, 2 ** 60])('priceLimit %j', async (priceLimit) => {
    const expected = { success: false, error: { code: 'TRADE_ERROR', message: 'The price limit must be a whole number of copper above 0' } };
    await expectBadRequest(tradeBody({ priceLimit }), expected);
    await expectBadRequest(tradeBody({ type: 'sell', priceLimit }), expected);
  });

  it.each(['steal', 'BUY', '', 1])('type %j', async (type) => {
    await expectBadRequest(tradeBody({ type }), { success: false, error: { code: 'TRADE_ERROR', message: 'The trade type must be buy or sell' } });
  });

  it.each([
    ['an itemId that is not a string', { itemId: 1 }, /itemId/],
    ['an empty itemId', { itemId: '' }, /itemId/],
    ['a huge itemId', { itemId: 'x'.repeat(65) }, /itemId/],
    ['a cityId given as a string', { cityId: '1' }, /cityId/],
    ['a fractional cityId', { cityId: 1.5 }, /cityId/],
    ['an extra field', { price: 1 }, /Unrecognized key.*price/],
    ['a client-chosen total', { total_cost: 1 }, /Unrecognized key.*total_cost/],
  ])('%s', async (_name, overrides, message) => {
    await expectBadRequest(tradeBody(overrides), { success: false, error: { code: 'INVALID_REQUEST', message: expect.stringMatching(message) } });
  });

  it('an idempotency key too short or too long', async () => {
    const expected = { success: false, error: { code: 'TRADE_ERROR', message: 'The idempotency key must be 8 to 100 characters' } };
    await expectBadRequest(tradeBody({ idempotencyKey: 'short' }), expected);
    await expectBadRequest(tradeBody({ idempotencyKey: 'k'.repeat(101) }), expected);
  });

  it.each(['{"type":"buy",', 'not json', ''])('malformed JSON %j', async (body) => {
    await expectBadRequest(body, { success: false, error: { code: 'INVALID_JSON', message: 'Malformed JSON in request body' } });
  });

  it.each([null, [], '"buy"'])('a body that is not an object: %j', async (body) => {
    await expectBadRequest(body, { success: false, error: { code: 'INVALID_REQUEST', message: expect.stringContaining('Invalid request') } });
  });

  it('a body that is not JSON at all answers 415', async () => {
    const res = await test.app.request('/api/trade/execute', { method: 'POST', headers: { authorization: session.headers.authorization, 'content-type': 'text/plain' }, body: 'buy silk' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ success: false, error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body must be JSON' } });
  });
});

describe('the trade routes need a token', () => {
  it.each([
    ['POST', '/api/trade/execute'],
    ['GET', '/api/trade/history'],
  ])('%s %s answers 401 Authentication required without one, and changes nothing', async (method, path) => {
    const before = await economySnapshot(test.db);
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }, { authorization: session.headers.authorization.replace('Bearer ', 'Basic ') }];
    for (const headers of attempts) {
      const res = await test.app.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(method === 'POST' ? { body: JSON.stringify(tradeBody()) } : {}) });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ success: false, error: { code: 'UNAUTHENTICATED', message: 'Authentication required' } });
    }
    expect(await economySnapshot(test.db)).toEqual(before);
  });
});

describe('OpenAPI', () => {
  it('documents both routes', async () => {
    const doc = (await (await test.app.request('/api/doc')).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths['/api/trade/execute']!.post!.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '422', '429', '500', '503']);
    expect(doc.paths['/api/trade/history']!.get).toBeDefined();
  });
});
