import { sql, type Kysely } from 'kysely';
import { INTEGER } from './columns';

/**
 * The countryside farm (issue 8): where the player is (city or farm), their home city, one farm
 * plot per player and the crops in its beds. A crop is its two timestamps: it grows by the clock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').addColumn('location_state', 'text', (c) => c.notNull().defaultTo('IN_CITY')).execute();
  await db.schema.alterTable('players').addColumn('home_city_id', INTEGER, (c) => c.notNull().defaultTo(1)).execute();
  // When the player's offline progression was last taken stock of (POST /api/time/process-offline).
  await db.schema.alterTable('players').addColumn('last_seen_at', INTEGER).execute();

  await db.schema
    .createTable('farm_plots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // One farm per player: the guard against two concurrent purchases is this index.
    .addColumn('player_id', 'text', (c) => c.notNull().unique())
    .addColumn('plot_type', 'text', (c) => c.notNull())
    .addColumn('purchased_at', INTEGER, (c) => c.notNull())
    // The game month (gameMonthIndex) whose tax is the last one paid: the purchase pays the first.
    .addColumn('tax_paid_through', INTEGER, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('farm_crops')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plot_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('crop_type', 'text', (c) => c.notNull())
    .addColumn('grid_position', INTEGER, (c) => c.notNull())
    .addColumn('planted_at', INTEGER, (c) => c.notNull())
    .addColumn('ready_at', INTEGER, (c) => c.notNull().check(sql`ready_at > planted_at`))
    .addColumn('quality', 'text', (c) => c.notNull())
    .addColumn('expected_yield', INTEGER, (c) => c.notNull().check(sql`expected_yield > 0`))
    // One crop per bed: two concurrent plantings of one bed cannot both land.
    .addUniqueConstraint('farm_crops_one_per_bed', ['plot_id', 'grid_position'])
    .execute();
  await db.schema.createIndex('farm_crops_by_player').on('farm_crops').column('player_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('farm_crops').execute();
  await db.schema.dropTable('farm_plots').execute();
  await db.schema.alterTable('players').dropColumn('last_seen_at').execute();
  await db.schema.alterTable('players').dropColumn('home_city_id').execute();
  await db.schema.alterTable('players').dropColumn('location_state').execute();
}
