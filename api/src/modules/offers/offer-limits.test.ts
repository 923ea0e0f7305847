import { afterEach, describe, expect, it } from 'vitest';
import { MAX_OPEN_OFFERS_PER_PLAYER, OFFER_DURATION_MS } from '@silkroad/shared';
import type { TestApp } from '../../test-support/test-app';
import { advanceClock, call, expectRefusal, itemsOf, twoTradersIn } from './offer-test-support';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.db.destroy();
});

const CONSTANTINOPLE = 1;
const buyOffer = (pricePerUnit: number) => ({ side: 'buy', itemId: 'jade', cityId: CONSTANTINOPLE, quantity: 1, pricePerUnit });

describe('the cap on open offers', () => {
  it(`lets a player hold ${MAX_OPEN_OFFERS_PER_PLAYER} open offers, refuses one more and changes nothing, and frees a place on cancel`, async () => {
    const stage = await twoTradersIn(CONSTANTINOPLE);
    test = stage.test;
    const { owner, other } = stage;
    const posted: string[] = [];
    for (let i = 0; i < MAX_OPEN_OFFERS_PER_PLAYER; i += 1) {
      const res = await call(test.app, owner, 'POST', '/api/market/offers', buyOffer(100 + i));
      expect(res.status).toBe(201);
      posted.push(res.body.data.offer.id as string);
    }
    await expectRefusal(test.db, () => call(test!.app, owner, 'POST', '/api/market/offers', buyOffer(500)), 409, 'TOO_MANY_OFFERS', /20 open offers/);
    await expectRefusal(test.db, () => call(test!.app, owner, 'POST', '/api/market/offers', { side: 'sell', itemId: 'silk', cityId: CONSTANTINOPLE, quantity: 1, pricePerUnit: 900 }), 409, 'TOO_MANY_OFFERS');
    expect(await itemsOf(test.db, owner.userId)).toEqual({ silk: 20 });

    // Every one of them is in the player's own list, which is longer than the cap allows.
    expect((await call(test.app, owner, 'GET', '/api/market/offers?mine=true')).body.data.offers).toHaveLength(MAX_OPEN_OFFERS_PER_PLAYER);
    // Another player is not held back by this one.
    expect((await call(test.app, other, 'POST', '/api/market/offers', buyOffer(100))).status).toBe(201);

    expect((await call(test.app, owner, 'DELETE', `/api/market/offers/${posted[0]!}`)).status).toBe(200);
    expect((await call(test.app, owner, 'POST', '/api/market/offers', buyOffer(500))).status).toBe(201);
  });

  it('lets no more than the cap through when many posts race for the last places', async () => {
    const stage = await twoTradersIn(CONSTANTINOPLE);
    test = stage.test;
    const answers = await Promise.all(Array.from({ length: 28 }, (_, i) => call(stage.test.app, stage.owner, 'POST', '/api/market/offers', buyOffer(100 + i))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_OPEN_OFFERS_PER_PLAYER);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.error.code === 'TOO_MANY_OFFERS')).toBe(true);
    const open = await stage.test.db.selectFrom('market_offers').select('id').where('player_id', '=', stage.owner.userId).where('status', '=', 'open').execute();
    expect(open).toHaveLength(MAX_OPEN_OFFERS_PER_PLAYER);
  });

  it('counts expired offers only while they still hold goods for the player', async () => {
    const stage = await twoTradersIn(CONSTANTINOPLE);
    test = stage.test;
    for (let i = 0; i < MAX_OPEN_OFFERS_PER_PLAYER; i += 1) expect((await call(test.app, stage.owner, 'POST', '/api/market/offers', buyOffer(100 + i))).status).toBe(201);
    await advanceClock(test, OFFER_DURATION_MS, [stage.owner]);
    // They expired and returned their copper: the places are free again.
    expect((await call(test.app, stage.owner, 'POST', '/api/market/offers', buyOffer(100))).status).toBe(201);
  });
});
