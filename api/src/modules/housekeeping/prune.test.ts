import { afterEach, describe, expect, it } from 'vitest';
import { gameDayAt } from '@silkroad/shared';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { PRUNE_RULES, pruneSpentRecords } from './prune';
import { SETTLED_CONTRACT_TTL_MS } from '../contracts/contract-store';
import { CLIENT_ERROR_TTL_MS } from '../logs/error-report-store';
import { MARKET_EVENT_LOG_TTL_MS } from '../market/market-store';
import { CLOSED_OFFER_TTL_MS } from '../offers/offer-store';
import { IDEMPOTENCY_KEY_TTL_MS } from '../trade/idempotency-store';
import { FINISHED_JOURNEY_TTL_MS } from '../journeys/journey-store';
import { PAST_EVENT_TTL_MS } from '../events/event-service';
import { sql } from 'kysely';
import { OFFER_DURATION_MS, OFFER_POST_WINDOW_MS } from '@silkroad/shared';
import { onPostgres, transact } from '../../db/transaction';
import type { ContractPostingStatus } from '../../db/schema';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

/** One row just past its age and one just inside it, for every table the sweep looks after. */
async function seedAroundTheCutoffs(now: number, userId: string) {
  const db = test.db;
  const past = (ttl: number) => now - ttl - 1;
  const inside = (ttl: number) => now - ttl + 60_000;
  await db
    .insertInto('auth_requests')
    .values(['old', 'new'].map((id) => ({ id, provider: 'local', client_redirect_uri: 'x', client_state: 's', client_code_challenge: 'c', nonce: 'n', provider_code_verifier: 'v', created_at: now, expires_at: id === 'old' ? now : now + 1 })))
    .execute();
  await db
    .insertInto('auth_codes')
    .values(['old', 'new'].map((code) => ({ code_hash: code, user_id: userId, client_redirect_uri: 'x', code_challenge: 'c', expires_at: code === 'old' ? now : now + 1, used_at: null })))
    .execute();
  await db
    .insertInto('refresh_tokens')
    .values([
      { token_hash: 'old', user_id: userId, family_id: 'f', created_at: now, expires_at: now, used_at: now - 5, revoked_at: null },
      // Spent but not expired: kept, so presenting it again still revokes its family.
      { token_hash: 'new', user_id: userId, family_id: 'f', created_at: now, expires_at: now + 1, used_at: now - 5, revoked_at: null },
    ])
    .execute();
  await db
    .insertInto('local_idp_codes')
    .values(['old', 'new'].map((code) => ({ code, email: 'e', name: 'n', client_id: 'c', redirect_uri: 'r', nonce: null, code_challenge: null, expires_at: code === 'old' ? now : now + 1, used_at: null })))
    .execute();
  await db
    .insertInto('idempotent_requests')
    .values(['old', 'new'].map((key) => ({ player_id: userId, key, status: 200, response: '{}', created_at: key === 'old' ? past(IDEMPOTENCY_KEY_TTL_MS) : inside(IDEMPOTENCY_KEY_TTL_MS) })))
    .execute();
  await db
    .insertInto('market_event_log')
    .values(['old', 'new'].map((message) => ({ city_id: 1, kind: 'festival', message, occurred_at: message === 'old' ? past(MARKET_EVENT_LOG_TTL_MS) : inside(MARKET_EVENT_LOG_TTL_MS) })))
    .execute();
  await db
    .insertInto('client_errors')
    .values(['old', 'new'].map((message) => ({ user_id: null, session_id: null, message, payload: '{}', user_agent: null, created_at: message === 'old' ? past(CLIENT_ERROR_TTL_MS) : inside(CLIENT_ERROR_TTL_MS) })))
    .execute();
  await db
    .insertInto('client_logs')
    .values(['old', 'new'].map((message) => ({ user_id: null, level: 'info', message, payload: '{}', user_agent: null, page_url: null, created_at: message === 'old' ? past(CLIENT_ERROR_TTL_MS) : inside(CLIENT_ERROR_TTL_MS) })))
    .execute();
  const offer = (id: string, status: string, expiresAt: number, escrowQuantity = 0) => ({
    id,
    player_id: userId,
    city_id: 1,
    item_id: 'silk',
    side: 'sell',
    quantity_total: 1,
    quantity_remaining: status === 'filled' ? 0 : 1,
    price_per_unit: 100,
    escrow_copper: 0,
    escrow_quantity: escrowQuantity,
    status,
    created_at: expiresAt - 1,
    expires_at: expiresAt,
  });
  await db
    .insertInto('market_offers')
    .values([
      offer('old-filled', 'filled', past(CLOSED_OFFER_TTL_MS)),
      offer('old-cancelled', 'cancelled', past(CLOSED_OFFER_TTL_MS)),
      offer('new-filled', 'filled', inside(CLOSED_OFFER_TTL_MS)),
      // Still holding goods for its owner: never swept, whatever its age.
      offer('old-expired-holding', 'expired', past(CLOSED_OFFER_TTL_MS), 1),
      // Never filled: gone as soon as it no longer counts towards the day's posts, not a week later.
      offer('day-old-unfilled', 'cancelled', now - OFFER_POST_WINDOW_MS + OFFER_DURATION_MS),
      offer('recent-unfilled', 'cancelled', now - OFFER_POST_WINDOW_MS + OFFER_DURATION_MS + 1),
    ])
    .execute();
  const contract = (id: string, status: string, settledAt: number | null) => ({ id, player_id: userId, contract_id: 'apothecary-herbs', status, accepted_at: 0, deadline_at: 1, settled_at: settledAt });
  await db
    .insertInto('player_contracts')
    .values([contract('old-completed', 'completed', past(SETTLED_CONTRACT_TTL_MS)), contract('new-failed', 'failed', inside(SETTLED_CONTRACT_TTL_MS))])
    .execute();
  const posting = (id: string, serial: number, status: ContractPostingStatus, closedAt: number | null) => ({
    id,
    contract_id: 'apothecary-herbs',
    serial,
    source_city_id: 4,
    source_price: 100,
    reward: 500,
    posted_at: 0,
    status,
    taken_by: null,
    taken_at: null,
    closed_at: closedAt,
  });
  await db
    .insertInto('contract_postings')
    .values([posting('old-closed', 1, 'completed', past(SETTLED_CONTRACT_TTL_MS)), posting('new-closed', 2, 'failed', inside(SETTLED_CONTRACT_TTL_MS)), posting('open', 3, 'open', null)])
    .execute();
  const journey = (id: string, status: string, finishedAt: number | null) => ({
    id,
    player_id: userId,
    from_city_id: 1,
    to_city_id: 5,
    distance: 30,
    route_id: null,
    status,
    duration_ms: 1,
    travelled_ms: 1,
    moving_since: null,
    next_check: 1,
    due_at: null,
    seed: 1,
    risk_score: 1,
    flags: '[]',
    started_at: 0,
    finished_at: finishedAt,
  });
  await db
    .insertInto('journeys')
    .values([journey('old-journey', 'completed', past(FINISHED_JOURNEY_TTL_MS)), journey('new-journey', 'cancelled', inside(FINISHED_JOURNEY_TTL_MS))])
    .execute();
  // Its cargo and encounters go with it.
  await db.insertInto('journey_cargo').values({ journey_id: 'old-journey', item_id: 'silk', loaded: 1, found: 0, lost: 0 }).execute();
  const event = (id: string, status: string, presentedAt: number) => ({ id, player_id: userId, kind: 'bandit', status, city_id: null, luck: 0.5, presented_at: presentedAt, expires_at: presentedAt + 1, answered_at: null, choice_id: null, outcome: null });
  await db
    .insertInto('random_events')
    .values([event('old-event', 'answered', past(PAST_EVENT_TTL_MS)), event('new-event', 'expired', inside(PAST_EVENT_TTL_MS))])
    .execute();
  // The people of the cities: visits kept 180 game days, the day's counts 2.
  const today = gameDayAt(now);
  await db.insertInto('npc_visits').values([181, 180].map((ago) => ({ player_id: userId, npc_id: 'leo-argyros', game_day: today - ago, visited_at: 0 }))).execute();
  await db.insertInto('npc_special_purchases').values([3, 2].map((ago) => ({ player_id: userId, npc_id: 'li-wenxiu', game_day: today - ago, quantity: 1 }))).execute();
  await db.insertInto('npc_appraisals').values([3, 2].map((ago) => ({ player_id: userId, item_id: 'silk', game_day: today - ago, appraised_at: 0 }))).execute();
}

describe('pruneSpentRecords', () => {
  it('deletes from every table that grows with use exactly the rows past their age', async () => {
    test = await createTestApp();
    const now = test.clock.now();
    const session = await createTestSession(test);
    await seedAroundTheCutoffs(now, session.userId);
    const refreshTokensOfTheSession = await test.db.selectFrom('refresh_tokens').select('token_hash').execute();

    const counts = await pruneSpentRecords(test.ctx);
    expect(counts).toEqual({
      signInRequests: 1,
      authorizationCodes: 1,
      refreshTokens: 1,
      providerCodes: 1,
      idempotencyKeys: 1,
      marketEvents: 1,
      clientErrors: 1,
      clientLogs: 1,
      closedOffers: 2,
      unfilledOffers: 1,
      settledContracts: 1,
      closedPostings: 1,
      finishedJourneys: 1,
      pastEvents: 1,
      // The oracle's clues age out too (oracle/oracle.test.ts shows it).
      oracleClues: 0,
      npcVisits: 1,
      npcSpecialPurchases: 1,
      npcAppraisals: 1,
    });
    const keys = async (table: 'auth_requests' | 'auth_codes' | 'local_idp_codes', column: 'id' | 'code_hash' | 'code') =>
      (await test.db.selectFrom(table).select(column as never).execute()).map((r) => Object.values(r as object)[0]);
    expect(await keys('auth_requests', 'id')).toEqual(['new']);
    expect(await keys('auth_codes', 'code_hash')).toEqual(['new']);
    expect(await keys('local_idp_codes', 'code')).toEqual(['new']);
    expect((await test.db.selectFrom('refresh_tokens').select('token_hash').execute()).map((r) => r.token_hash).sort()).toEqual(['new', ...refreshTokensOfTheSession.map((r) => r.token_hash).filter((h) => h !== 'old' && h !== 'new')].sort());
    expect((await test.db.selectFrom('idempotent_requests').select('key').execute()).map((r) => r.key)).toEqual(['new']);
    expect((await test.db.selectFrom('market_event_log').select('message').where('message', 'in', ['old', 'new']).execute()).map((r) => r.message)).toEqual(['new']);
    expect((await test.db.selectFrom('client_errors').select('message').execute()).map((r) => r.message)).toEqual(['new']);
    expect((await test.db.selectFrom('client_logs').select('message').execute()).map((r) => r.message)).toEqual(['new']);
    expect((await test.db.selectFrom('market_offers').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['new-filled', 'old-expired-holding', 'recent-unfilled']);
    expect((await test.db.selectFrom('player_contracts').select('id').execute()).map((r) => r.id)).toEqual(['new-failed']);
    expect((await test.db.selectFrom('contract_postings').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['new-closed', 'open']);
    expect((await test.db.selectFrom('journeys').select('id').execute()).map((r) => r.id)).toEqual(['new-journey']);
    expect(await test.db.selectFrom('journey_cargo').selectAll().execute()).toEqual([]);
    expect((await test.db.selectFrom('random_events').select('id').execute()).map((r) => r.id)).toEqual(['new-event']);

    // A second pass finds nothing more.
    expect(Object.values(await pruneSpentRecords(test.ctx)).every((n) => n === 0)).toBe(true);
  });

  it('finds what it deletes through an index, never by scanning a whole table', async () => {
    test = await createTestApp();
    const db = test.db;
    for (const [name, rule] of Object.entries(PRUNE_RULES)) {
      const compiled = rule(db, 0).compile();
      if (onPostgres(db)) {
        // Tables this small are cheaper to scan: with scans priced out, only a missing index leaves one in the plan.
        const details = await transact(db, async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          const plan = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...compiled, sql: `explain ${compiled.sql}` });
          return plan.rows.map((r) => r['QUERY PLAN']).join('; ');
        });
        expect({ name, details }).toEqual({ name, details: expect.stringMatching(/Index (Only )?Scan|Bitmap Index Scan/) });
        expect({ name, details }).toEqual({ name, details: expect.not.stringMatching(/Seq Scan/) });
      } else {
        const plan = await db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
        const details = plan.rows.map((r) => r.detail).join('; ');
        expect({ name, details }).toEqual({ name, details: expect.stringMatching(/USING (COVERING )?INDEX/) });
      }
    }
  });
});
