import { sql, type Kysely } from 'kysely';
import { onPostgres } from '../transaction';
import { up as firstTradeBatchFunctions } from './0023-trade-batch-functions';

/**
 * PostgreSQL only: a batch of trades serves a city's markets together, not one good's
 * (api/src/modules/trade/trade-desk.ts). trade_batch_lock locks the batch's markets in the order
 * of their goods, after its traders, and trade_batch_write updates each market the batch moved.
 * Everything else is as migration 0023 made it: the functions move rows only, every write keeps
 * its guard, and a write its guard held back raises SR001.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`
    CREATE OR REPLACE FUNCTION trade_batch_lock(batch jsonb) RETURNS json LANGUAGE plpgsql AS $fn$
    DECLARE
      result json;
    BEGIN
      -- The claims run when the query reads them, last: after the traders, the markets and the stacks are locked.
      WITH claim AS (
        INSERT INTO idempotent_requests (player_id, key, status, response, created_at)
        SELECT c.player_id, c.key, 0, '', (batch->>'now')::bigint FROM jsonb_to_recordset(batch->'keys') AS c(player_id text, key text)
        ON CONFLICT (player_id, key) DO NOTHING
        RETURNING player_id, key
      ),
      goods AS (
        SELECT jsonb_array_elements_text(batch->'item_ids') AS item_id
      ),
      traders AS (
        SELECT user_id, x, y, location_state, skills, home_city_id, copper FROM players
         WHERE user_id IN (SELECT jsonb_array_elements_text(batch->'players'))
         ORDER BY user_id
           FOR UPDATE
      ),
      markets AS (
        SELECT city_id, item_id, base_price, price, supply, demand, volatility, trend, updated_at FROM market_entries
         WHERE city_id = (batch->>'city_id')::bigint AND item_id IN (SELECT item_id FROM goods)
         ORDER BY item_id
           FOR UPDATE
      ),
      stock AS (
        SELECT player_id, item_id, quantity FROM inventory_items
         WHERE player_id IN (SELECT user_id FROM traders) AND item_id IN (SELECT item_id FROM goods)
         ORDER BY player_id, item_id
           FOR UPDATE
      )
      SELECT json_build_object(
        'traders', (SELECT json_agg(t) FROM traders t),
        'markets', (SELECT json_agg(m) FROM markets m),
        'stock', (SELECT json_agg(json_build_array(s.player_id, s.item_id, s.quantity)) FROM stock s),
        'goods', (SELECT json_agg(json_build_array(i.player_id, i.item_id, i.quantity)) FROM inventory_items i
                   WHERE i.player_id IN (SELECT user_id FROM traders) AND i.item_id NOT IN (SELECT item_id FROM goods)),
        'claimed', (SELECT json_agg(json_build_array(c.player_id, c.key)) FROM claim c)
      ) INTO result;
      RETURN result;
    END
    $fn$
  `.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION trade_batch_write(batch jsonb) RETURNS void LANGUAGE plpgsql AS $fn$
    DECLARE
      now_ms bigint := (batch->>'now')::bigint;
      written bigint;
    BEGIN
      IF jsonb_array_length(batch->'purses') > 0 THEN
        UPDATE players p SET copper = v.copper, skills = v.skills, updated_at = now_ms
          FROM jsonb_to_recordset(batch->'purses') AS v(user_id text, copper bigint, skills text, copper_before bigint, skills_before text)
         WHERE p.user_id = v.user_id AND p.copper = v.copper_before AND p.skills = v.skills_before AND v.copper >= 0;
        GET DIAGNOSTICS written = ROW_COUNT;
        IF written <> jsonb_array_length(batch->'purses') THEN RAISE EXCEPTION 'stale trade batch: purses' USING ERRCODE = 'SR001'; END IF;
      END IF;

      IF jsonb_array_length(batch->'restocked') > 0 THEN
        UPDATE inventory_items i SET quantity = v.quantity
          FROM jsonb_to_recordset(batch->'restocked') AS v(player_id text, item_id text, quantity bigint, before bigint)
         WHERE i.player_id = v.player_id AND i.item_id = v.item_id AND i.quantity = v.before;
        GET DIAGNOSTICS written = ROW_COUNT;
        IF written <> jsonb_array_length(batch->'restocked') THEN RAISE EXCEPTION 'stale trade batch: stacks' USING ERRCODE = 'SR001'; END IF;
      END IF;

      IF jsonb_array_length(batch->'emptied') > 0 THEN
        DELETE FROM inventory_items i
         USING jsonb_to_recordset(batch->'emptied') AS v(player_id text, item_id text, before bigint)
         WHERE i.player_id = v.player_id AND i.item_id = v.item_id AND i.quantity = v.before;
        GET DIAGNOSTICS written = ROW_COUNT;
        IF written <> jsonb_array_length(batch->'emptied') THEN RAISE EXCEPTION 'stale trade batch: emptied stacks' USING ERRCODE = 'SR001'; END IF;
      END IF;

      IF jsonb_array_length(batch->'stocked') > 0 THEN
        INSERT INTO inventory_items (player_id, item_id, quantity)
        SELECT v.player_id, v.item_id, v.quantity FROM jsonb_to_recordset(batch->'stocked') AS v(player_id text, item_id text, quantity bigint)
            ON CONFLICT (player_id, item_id) DO NOTHING;
        GET DIAGNOSTICS written = ROW_COUNT;
        IF written <> jsonb_array_length(batch->'stocked') THEN RAISE EXCEPTION 'stale trade batch: new stacks' USING ERRCODE = 'SR001'; END IF;
      END IF;

      IF jsonb_array_length(batch->'markets') > 0 THEN
        UPDATE market_entries m SET supply = v.supply, demand = v.demand, price = v.price, updated_at = now_ms
          FROM jsonb_to_recordset(batch->'markets') AS v(city_id bigint, item_id text, supply double precision, demand double precision, price bigint)
         WHERE m.city_id = v.city_id AND m.item_id = v.item_id;
        GET DIAGNOSTICS written = ROW_COUNT;
        IF written <> jsonb_array_length(batch->'markets') THEN RAISE EXCEPTION 'stale trade batch: markets' USING ERRCODE = 'SR001'; END IF;
      END IF;

      IF jsonb_array_length(batch->'ledger') > 0 THEN
        INSERT INTO ledger_entries (player_id, kind, item_id, quantity, copper_delta, city_id, ref_id, created_at, experience_track, experience_delta)
        SELECT v.player_id, v.kind, v.item_id, v.quantity, v.copper_delta, v.city_id, v.ref_id, now_ms, v.experience_track, v.experience_delta
          FROM jsonb_to_recordset(batch->'ledger')
            AS v(player_id text, kind text, item_id text, quantity bigint, copper_delta bigint, city_id bigint, ref_id text, experience_track text, experience_delta bigint);
      END IF;

      IF jsonb_array_length(batch->'trades') > 0 THEN
        INSERT INTO trades (id, player_id, type, item_id, city_id, quantity, price_per_unit, total, discount, market_price, executed_at)
        SELECT v.id, v.player_id, v.type, v.item_id, v.city_id, v.quantity, v.price_per_unit, v.total, v.discount, v.market_price, v.executed_at
          FROM jsonb_to_recordset(batch->'trades')
            AS v(id text, player_id text, type text, item_id text, city_id bigint, quantity bigint, price_per_unit bigint, total bigint, discount double precision, market_price bigint, executed_at bigint);
      END IF;

      IF jsonb_array_length(batch->'answers') > 0 THEN
        UPDATE idempotent_requests r SET status = 200, response = v.response
          FROM jsonb_to_recordset(batch->'answers') AS v(player_id text, key text, response text)
         WHERE r.player_id = v.player_id AND r.key = v.key;
        GET DIAGNOSTICS written = ROW_COUNT;
        IF written <> jsonb_array_length(batch->'answers') THEN RAISE EXCEPTION 'stale trade batch: answers' USING ERRCODE = 'SR001'; END IF;
      END IF;

      -- A refused trade keeps no claim on its key: its retry runs again.
      IF jsonb_array_length(batch->'released') > 0 THEN
        DELETE FROM idempotent_requests r
         USING jsonb_to_recordset(batch->'released') AS v(player_id text, key text)
         WHERE r.player_id = v.player_id AND r.key = v.key;
      END IF;
    END
    $fn$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`DROP FUNCTION trade_batch_write(jsonb)`.execute(db);
  await sql`DROP FUNCTION trade_batch_lock(jsonb)`.execute(db);
  await firstTradeBatchFunctions(db);
}
