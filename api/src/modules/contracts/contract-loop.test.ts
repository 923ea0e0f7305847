import { describe, expect, it } from 'vitest';
import { CONTRACT_REPOST_DELAY_MS, contractsResponseSchema, GAME_DAY_REAL_MS, MARKET_EVENT_CHECK_MS, PRICE_UPDATE_MS, priceTrade, type ContractView } from '@silkroad/shared';
import { createTestApp, createTestSession, widenedRateLimits, type TestApp } from '../../test-support/test-app';
import { runEventCheck, runPriceStep } from '../market/market-simulation';
import { stateOf } from '../market/market-store';
import { advanceClock, call, copperOf, itemsOf, placeIn, setCopper, type Session } from '../offers/offer-test-support';
import { marketRow, skillsOf } from '../trade/test-helpers';
import { testDialect } from '../../test-support/test-database';

/**
 * Issue 17, defect 1: in Constantinople, take the weavers' silk-thread contract, deliver it from
 * the starter kit, then loop: buy 15 silk thread at the same market, accept, deliver. For a whole
 * game day of market steps and events, the loop must not be a copper source.
 */
const CONSTANTINOPLE = 1;
const WEAVERS = 'weaver-silk-thread';
const THREAD = 'silk-thread';
const QUANTITY = 15;
const PURSE = 1_010_000;
/**
 * The client posts a contract again an hour (six game hours) after its posting closes, so a game
 * day holds at most four more postings after the one delivered from the kit.
 */
const POSTINGS_PER_DAY = 4;
/** A game day is 480 market steps: on PostgreSQL that takes a minute or two. */
const LOOP_TIMEOUT_MS = 300_000;

/** One looper's world: the report's player, its starter-kit thread already delivered. */
async function looperWorld() {
  // Real-time request budgets would stop the loop before the game clock does; the clock is what is under test.
  const test: TestApp = await createTestApp({ rateLimits: widenedRateLimits(1_000) });
  const player: Session = await createTestSession(test, { inGameName: 'Looper' });
  await setCopper(test.db, player.userId, PURSE);
  await placeIn(test.db, player.userId, CONSTANTINOPLE);
  expect((await call(test.app, player, 'POST', `/api/trading/contracts/${WEAVERS}/accept`)).status).toBe(201);
  expect((await call(test.app, player, 'POST', `/api/trading/contracts/${WEAVERS}/deliver`)).status).toBe(200);
  // Goods the player already held may be sold to a contract; what follows must not pay.
  const start = await copperOf(test.db, player.userId);
  expect((await itemsOf(test.db, player.userId))[THREAD] ?? 0).toBe(0);

  return {
    test,
    start,
    purse: () => copperOf(test.db, player.userId),
    threadHeld: async () => (await itemsOf(test.db, player.userId))[THREAD] ?? 0,
    /** The weavers' contract when the board offers it. */
    async posted(): Promise<ContractView | undefined> {
      const { available } = contractsResponseSchema.parse((await call(test.app, player, 'GET', '/api/trading/contracts')).body).data;
      return available.find((c) => c.id === WEAVERS);
    },
    /** What buying the contract's thread at Constantinople costs this player now, to the copper. */
    async quote(): Promise<number> {
      return priceTrade(stateOf(await marketRow(test.db, CONSTANTINOPLE, THREAD)), 'buy', QUANTITY, await skillsOf(test.db, player.userId)).total;
    },
    /** Buys the contract's goods at the destination's own market, then accepts and delivers it. */
    async cycle(): Promise<void> {
      const bought = await call(test.app, player, 'POST', '/api/trade/execute', { type: 'buy', itemId: THREAD, cityId: CONSTANTINOPLE, quantity: QUANTITY, priceLimit: 1_000_000 });
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      expect((await call(test.app, player, 'POST', `/api/trading/contracts/${WEAVERS}/accept`)).status).toBe(201);
      expect((await call(test.app, player, 'POST', `/api/trading/contracts/${WEAVERS}/deliver`)).status).toBe(200);
    },
    /** One game day in 30 s market steps (and the 2-minute event checks), `act` after each. */
    async playOneGameDay(act: () => Promise<void>): Promise<void> {
      for (let elapsed = 0; elapsed < GAME_DAY_REAL_MS; elapsed += PRICE_UPDATE_MS) {
        await advanceClock(test, PRICE_UPDATE_MS, [player]);
        await runPriceStep(test.ctx);
        if (elapsed % MARKET_EVENT_CHECK_MS === 0) await runEventCheck(test.ctx);
        await act();
      }
    },
  };
}

// Each loop has its own database: they run side by side. SQLite only: what the loop earns is
// the markets' arithmetic, the same on both databases, and a game day of steps takes minutes on
// PostgreSQL; the board's guards under concurrency are tested on both (contract-board.test.ts).
describe.skipIf(testDialect() === 'postgres').concurrent('the delivery loop of issue 17, for one game day', () => {
  it(
    'a trader who loops whenever the posted reward beats the price of the goods at the destination gains nothing',
    async () => {
      const world = await looperWorld();
      try {
        // On the old board this trader made 210,825 copper in 138 cycles of this very day.
        let cycles = 0;
        await world.playOneGameDay(async () => {
          const contract = await world.posted();
          if (!contract || contract.reward <= (await world.quote())) return;
          await world.cycle();
          cycles += 1;
        });
        // Moments come when the market dips below the price a posting was set from; the delivery then
        // pays no more per unit than the trader just paid for the thread there. The bound is the
        // market round trip's: buying at a market and selling straight back never makes money.
        const gained = (await world.purse()) - world.start;
        expect({ gainedAnything: gained > 0, morePostingsThanPosted: cycles > POSTINGS_PER_DAY, gained, cycles }).toMatchObject({ gainedAnything: false, morePostingsThanPosted: false });
        expect(await world.threadHeld()).toBe(0);
      } finally {
        await world.test.db.destroy();
      }
    },
    LOOP_TIMEOUT_MS,
  );

  it(
    'a trader who loops whenever the board offers the contract completes it once a posting, and ends with no more copper',
    async () => {
      const world = await looperWorld();
      try {
        let cycles = 0;
        await world.playOneGameDay(async () => {
          if (!(await world.posted())) return;
          // Once a posting: the board offers it no more often than the client posts it.
          expect(cycles).toBeLessThan(POSTINGS_PER_DAY);
          await world.cycle();
          cycles += 1;
        });
        expect(cycles).toBe(POSTINGS_PER_DAY);
        expect(await world.threadHeld()).toBe(0);
        expect(await world.purse()).toBeLessThanOrEqual(world.start);
        expect(GAME_DAY_REAL_MS / CONTRACT_REPOST_DELAY_MS).toBe(POSTINGS_PER_DAY);
      } finally {
        await world.test.db.destroy();
      }
    },
    LOOP_TIMEOUT_MS,
  );
});
