import type { ColumnType, Generated } from 'kysely';

/** Times are integer milliseconds since the epoch; money is integer copper. */
export interface UsersTable {
  id: string;
  provider: string;
  subject: string;
  email: string;
  display_name: string;
  username: string;
  in_game_name: string | null;
  /** The in-game name's look-alike key (nameKey, migration 0012): unique, so two names that look the same cannot both exist. */
  in_game_name_key: string | null;
  /** When the player last reset or deleted their character: the start of the reset cooldown. */
  character_reset_at: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: number;
  updated_at: number;
}

export interface PlayersTable {
  user_id: string;
  copper: number;
  level: number;
  experience: number;
  reputation: number;
  health: number;
  x: number;
  y: number;
  /** JSON: skill name -> { level, experience }. */
  skills: string;
  created_at: number;
  updated_at: number;
  /** IN_CITY (the main world) or IN_COUNTRYSIDE (on the farm). */
  location_state: Generated<string>;
  home_city_id: Generated<number>;
  /** When offline progression was last taken stock of; null before the first time. */
  last_seen_at: number | null;
  /** The current profession (migration 0006): null until the first gather sets it. */
  profession: string | null;
  /** The last harvest; the next waits for its gather time. */
  last_gathered_at: number | null;
  /** When the current profession was taken up (migration 0008): the switch wait runs from here. */
  profession_since: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the player's move budget was, or would have been, empty (migration 0014): the next session continues it. */
  move_budget_empty_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The guide and escort hired for the next journey (migration 0016): a JSON list of RoadFlag. */
  road_flags: Generated<string>;
  /** The last random-event check of the player (migration 0017); null before the first. */
  last_event_check_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface InventoryItemsTable {
  player_id: string;
  item_id: string;
  quantity: number;
}

/** A sign-in in progress: what the client asked for, kept while the player is at the provider. */
export interface AuthRequestsTable {
  id: string;
  provider: string;
  client_redirect_uri: string;
  client_state: string;
  client_code_challenge: string;
  nonce: string;
  provider_code_verifier: string;
  created_at: number;
  expires_at: number;
}

/** One-time codes the API hands the client after sign-in, redeemed with the PKCE verifier. */
export interface AuthCodesTable {
  code_hash: string;
  user_id: string;
  client_redirect_uri: string;
  code_challenge: string;
  expires_at: number;
  used_at: number | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  user_id: string;
  /** All tokens rotated from one sign-in share a family; reuse of a spent one revokes it. */
  family_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

/** The local identity provider's own authorization codes. */
export interface LocalIdpCodesTable {
  code: string;
  email: string;
  name: string;
  client_id: string;
  redirect_uri: string;
  nonce: string | null;
  code_challenge: string | null;
  expires_at: number;
  used_at: number | null;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface ClientErrorsTable {
  id: Generated<number>;
  user_id: string | null;
  session_id: string | null;
  message: string;
  payload: string;
  user_agent: string | null;
  created_at: number;
  /** Bytes stored in this table before this row, ever (migration 0011): see client_report_volume. */
  volume_offset: ColumnType<number, number | undefined, number>;
}

export interface ClientLogsTable {
  id: Generated<number>;
  user_id: string | null;
  level: string;
  message: string;
  payload: string;
  user_agent: string | null;
  page_url: string | null;
  created_at: number;
  /** Bytes stored in this table before this row, ever (migration 0011): see client_report_volume. */
  volume_offset: ColumnType<number, number | undefined, number>;
}

/**
 * Bytes ever stored in each client report table (migration 0011): a running total that only
 * grows, so a row's place in it (volume_offset) says how much newer data there is, and the rows
 * past a table's bound are found through an index whatever pruning removed meanwhile.
 */
export interface ClientReportVolumeTable {
  report_table: 'client_errors' | 'client_logs';
  total_bytes: number;
}

export interface MarketEntriesTable {
  city_id: number;
  item_id: string;
  base_price: number;
  price: number;
  supply: number;
  demand: number;
  volatility: number;
  trend: string;
  updated_at: number;
}

export interface PriceHistoryTable {
  id: Generated<number>;
  city_id: number;
  item_id: string;
  price: number;
  volume: number;
  recorded_at: number;
}

export interface MarketEventLogTable {
  id: Generated<number>;
  city_id: number;
  kind: string;
  message: string;
  occurred_at: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  player_id: string;
  kind: string;
  item_id: string | null;
  quantity: number;
  copper_delta: number;
  city_id: number | null;
  ref_id: string | null;
  created_at: number;
  /** The experience a row moves (migration 0015): `player`, `skill:<skill>`, `profession:<id>`, `crafting` or `knowledge`; null on rows of copper and goods. */
  experience_track: ColumnType<string | null, string | null | undefined, string | null>;
  /** Experience into (+) or out of (-) that track; 0 on rows of copper and goods. */
  experience_delta: ColumnType<number, number | undefined, number>;
}

export interface TradesTable {
  id: string;
  player_id: string;
  type: string;
  item_id: string;
  city_id: number;
  quantity: number;
  price_per_unit: number;
  total: number;
  discount: number;
  market_price: number;
  executed_at: number;
}

export interface IdempotentRequestsTable {
  player_id: string;
  key: string;
  status: number;
  response: string;
  created_at: number;
}

export interface MarketOffersTable {
  id: string;
  player_id: string;
  city_id: number;
  item_id: string;
  side: string;
  quantity_total: number;
  quantity_remaining: number;
  price_per_unit: number;
  escrow_copper: number;
  escrow_quantity: number;
  status: string;
  created_at: number;
  expires_at: number;
}

export interface PlayerContractsTable {
  id: string;
  player_id: string;
  contract_id: string;
  status: string;
  accepted_at: number;
  deadline_at: number;
  settled_at: number | null;
  /** The board posting taken (migration 0010); null for a contract taken before the board. */
  posting_id: string | null;
}

export type ContractPostingStatus = 'open' | 'taken' | 'completed' | 'failed' | 'withdrawn';

/** One posting of a contract on the board (migration 0010): one of a kind, taken once. */
export interface ContractPostingsTable {
  id: string;
  contract_id: string;
  /** The template's nth posting: (contract_id, serial) is unique. */
  serial: number;
  source_city_id: number;
  /** Copper per unit at the source when posted. */
  source_price: number;
  /** Copper paid on delivery, fixed when posted. */
  reward: number;
  posted_at: number;
  status: ContractPostingStatus;
  taken_by: string | null;
  taken_at: number | null;
  closed_at: number | null;
}

/**
 * Every table, with the module of api/src/modules that owns it (DESIGN §1 "The joins"): only the
 * owner's functions write it; other modules call them. Copper, goods and experience are the
 * economy's wherever they are stored, and every movement of them is a ledger row.
 *
 * Starting over (players/character-service.ts) keeps the character's rows (players, its
 * inventory, its ledger, its claimed crafts) and asks each owner to forget the rest:
 * `forget…(trx, playerId)` per module. The foreign keys to players cascade for the day a
 * character row itself is deleted. Tables that grow with use are pruned the same way: each owner
 * exports its own prune rules (db/prune-rules.ts), and housekeeping (housekeeping/prune.ts)
 * only gathers and runs them on its schedule.
 */
export interface Database {
  /**
   * auth (accounts, names, and the reset stamp: accounts.ts, names.ts); players starts a character
   * over through auth's claimCharacterReset, which also frees the name on a delete.
   */
  users: UsersTable;
  /**
   * players (the character, its place, pace, profession and offline stamp: player-store.ts,
   * player-state.ts); economy writes copper, experience, level and skills (wallet.ts, experience.ts).
   */
  players: PlayersTable;
  /** economy (inventory-store.ts, holdings.ts). */
  inventory_items: InventoryItemsTable;
  /** auth (sign-in.ts, sessions.ts, local-idp.ts, local-idp-keys.ts, access-tokens.ts; pruned in expired-records.ts). */
  auth_requests: AuthRequestsTable;
  auth_codes: AuthCodesTable;
  refresh_tokens: RefreshTokensTable;
  local_idp_codes: LocalIdpCodesTable;
  server_secrets: ServerSecretsTable;
  /** logs (error-report-store.ts). */
  client_errors: ClientErrorsTable;
  client_logs: ClientLogsTable;
  client_report_volume: ClientReportVolumeTable;
  /** market (market-store.ts, activity-impact.ts). */
  market_entries: MarketEntriesTable;
  price_history: PriceHistoryTable;
  market_event_log: MarketEventLogTable;
  /** economy (ledger.ts): copper, goods and experience. */
  ledger_entries: LedgerEntriesTable;
  /** trade (trade-store.ts, idempotency-store.ts). */
  trades: TradesTable;
  idempotent_requests: IdempotentRequestsTable;
  /** offers (offer-store.ts and its services). */
  market_offers: MarketOffersTable;
  /** contracts (contract-store.ts, contract-board.ts, contract-service.ts). */
  player_contracts: PlayerContractsTable;
  contract_postings: ContractPostingsTable;
  /** farming (farming-store.ts). */
  farm_plots: FarmPlotsTable;
  farm_crops: FarmCropsTable;
  /** gathering (the world's nodes, and the saplings that grow into them: planted-tree-store.ts). */
  resource_nodes: ResourceNodesTable;
  planted_trees: PlantedTreesTable;
  /** economy (experience.ts): a profession's experience is the player's, like their purse. */
  player_professions: PlayerProfessionsTable;
  /** professions (session-store.ts). */
  profession_sessions: ProfessionSessionsTable;
  /** crafting (craft-store.ts, claim-service.ts). */
  crafts: CraftsTable;
  /** workshop (workshop-store.ts, bench-service.ts); economy writes crafting_experience and knowledge_points. */
  workshops: WorkshopsTable;
  workshop_benches: WorkshopBenchesTable;
  discovered_recipes: DiscoveredRecipesTable;
  /** journeys (journey-store.ts): the caravans, their cargo and the encounters they meet. */
  journeys: JourneysTable;
  journey_cargo: JourneyCargoTable;
  journey_encounters: JourneyEncountersTable;
  /** events (event-store.ts): the random events presented to players. */
  random_events: RandomEventsTable;
  /** npcs (npc-stock.ts, npc-visits.ts, vault.ts, npc-service.ts): the people of the cities' counters, visits and the bankers' vault. */
  npc_stock: NpcStockTable;
  npc_visits: NpcVisitsTable;
  npc_special_purchases: NpcSpecialPurchasesTable;
  npc_appraisals: NpcAppraisalsTable;
  vault_goods: VaultGoodsTable;
  vault_purses: VaultPursesTable;
  /** market (market-forecast.ts): each city's next market event, drawn ahead of time for the oracle. */
  market_forecasts: MarketForecastsTable;
  /** oracle (oracle-store.ts): the clues and rumours told to players. */
  oracle_clues: OracleCluesTable;
  /** quests (quest-store.ts). */
  player_quests: PlayerQuestsTable;
  player_tutorials: PlayerTutorialsTable;
  player_achievements: PlayerAchievementsTable;
  /** progress (achievements.ts): the rewards paid, once per character for its lifetime; never forgotten by a start over. */
  achievement_rewards: AchievementRewardsTable;
  player_progress: PlayerProgressTable;
}

/** A quest a player took (migration 0019). */
/** The tutorial's step per player (migration 0021): the progress module's own. */
export interface PlayerTutorialsTable {
  player_id: string;
  step: string;
  status: string;
  step_after_seq: number;
  step_started_at: number;
  updated_at: number;
}

/** An achievement unlocked (migration 0021): one row per player and achievement, so its reward is paid once. */
export interface PlayerAchievementsTable {
  player_id: string;
  achievement_id: string;
  unlocked_at: number;
}

/** An achievement's reward paid to a player (migration 0027): the primary key pays it once for the character's lifetime. */
export interface AchievementRewardsTable {
  player_id: string;
  achievement_id: string;
  paid_at: number;
}

/** Where a character's statistics start, and its play time (migration 0021). */
export interface PlayerProgressTable {
  player_id: string;
  stats_from_seq: ColumnType<number, number | undefined, number>;
  stats_since: ColumnType<number, number | undefined, number>;
  played_ms: ColumnType<number, number | undefined, number>;
  sessions: ColumnType<number, number | undefined, number>;
}

export interface PlayerQuestsTable {
  id: string;
  player_id: string;
  quest_id: string;
  /** '' for a one-off quest, 'day-N' for a daily task. */
  period: string;
  /** active, then claimed. */
  status: string;
  /** The how-manieth quest the player accepted: the order in which quests take their units of work. */
  ordinal: number;
  /** The player's last ledger row when accepted: the objectives count the rows after it. */
  after_seq: number;
  /** The player's last ledger row when claimed; null while active. */
  through_seq: number | null;
  accepted_at: number;
  claimed_at: number | null;
}

/** A city's next market event, drawn ahead of time (migration 0020): kind and strikes_at null when none is. */
export interface MarketForecastsTable {
  city_id: number;
  /** A MarketEventKind; null with a strikes_at: calm until then. */
  kind: string | null;
  strikes_at: number | null;
  drawn_at: number | null;
}

/** A clue of the oracle or an NPC's rumour told to a player (migration 0020). */
export interface OracleCluesTable {
  id: string;
  player_id: string;
  /** 'oracle' or 'rumour'. */
  source: string;
  npc_id: string;
  game_day: number;
  /** Its number among this teller's clues to this player this game day: the caps' unique index. */
  slot: number;
  kind: string;
  fact_key: string;
  text: string;
  city_id: number | null;
  item_id: string | null;
  copper_paid: number;
  created_at: number;
  expires_at: number;
  read_at: number | null;
}

/** A merchant's counter of one good, shared by every player (migration 0018): restocked lazily from restocked_at. */
export interface NpcStockTable {
  npc_id: string;
  item_id: string;
  quantity: number;
  restocked_at: number;
}

/** The last talk of a player with an NPC in a game day (migration 0018). */
export interface NpcVisitsTable {
  player_id: string;
  npc_id: string;
  game_day: number;
  visited_at: number;
}

/** Special-offer units a player bought from a merchant in a game day (migration 0018). */
export interface NpcSpecialPurchasesTable {
  player_id: string;
  npc_id: string;
  game_day: number;
  quantity: number;
}

/** An item a player had appraised in a game day (migration 0018). */
export interface NpcAppraisalsTable {
  player_id: string;
  item_id: string;
  game_day: number;
  appraised_at: number;
}

/** Goods in a player's vault, kept in the city they were left in (migration 0029). */
export interface VaultGoodsTable {
  player_id: string;
  city_id: number;
  item_id: string;
  quantity: number;
}

/** Copper in a player's vault (migration 0018). */
export interface VaultPursesTable {
  player_id: string;
  copper: number;
}

/** A random event presented to a player (migration 0017). */
export interface RandomEventsTable {
  id: string;
  player_id: string;
  kind: string;
  /** pending, then answered or expired. */
  status: string;
  city_id: number | null;
  /** The roll [0, 1) a choice with odds is decided by, drawn when it was presented. */
  luck: number;
  presented_at: number;
  expires_at: number;
  answered_at: number | null;
  choice_id: string | null;
  /** The EventOutcome, JSON; null until answered. */
  outcome: string | null;
}

/** A caravan's journey (migration 0016): see the migration for what each column keeps. */
export interface JourneysTable {
  id: string;
  player_id: string;
  from_city_id: number;
  to_city_id: number;
  distance: number;
  /** The trading board's route it runs (TRADE_ROUTES), or null. */
  route_id: string | null;
  /** travelling, encounter, returning (turned back: migration 0022), then completed or cancelled. */
  status: string;
  duration_ms: number;
  /** Turned back (returning, and cancelled after), where on the way it turned. */
  travelled_ms: number;
  /** Returning: since when it goes home (homewardClock). */
  moving_since: number | null;
  /** The index of the next encounter check (encounterCheckpoints). */
  next_check: number;
  /** When the server must next look at it; null once it is over. */
  due_at: number | null;
  seed: number;
  risk_score: number;
  /** JSON list of RoadFlag travelling with it. */
  flags: string;
  started_at: number;
  finished_at: number | null;
}

/** One kind of goods in a caravan: what it carries now is loaded + found - lost. */
export interface JourneyCargoTable {
  journey_id: string;
  item_id: string;
  loaded: number;
  found: number;
  lost: number;
}

export interface JourneyEncountersTable {
  id: string;
  journey_id: string;
  player_id: string;
  check_index: number;
  encounter_id: string;
  presented_at: number;
  auto_resolve_at: number;
  resolved_at: number | null;
  choice_id: string | null;
  /** The EncounterOutcome, JSON; null until answered. */
  outcome: string | null;
}

export interface FarmPlotsTable {
  id: string;
  player_id: string;
  plot_type: string;
  purchased_at: number;
  /** gameMonthIndex of the last game month whose tax is paid. */
  tax_paid_through: number;
}

export interface FarmCropsTable {
  id: string;
  plot_id: string;
  player_id: string;
  crop_type: string;
  grid_position: number;
  planted_at: number;
  ready_at: number;
  quality: string;
  expected_yield: number;
}

/** A gatherable node of the world's countryside, shared by every player (migration 0006). */
export interface ResourceNodesTable {
  id: Generated<number>;
  type: string;
  area_id: string;
  x: number;
  y: number;
  quantity: number;
  max_quantity: number;
  created_at: number;
  last_harvest_at: number | null;
  /** When a harvested node is full again; null while full. */
  regrows_at: number | null;
  /** When it was emptied; null while it holds something. */
  depleted_at: number | null;
  /** The planted sapling it grew from: such a node does not regrow, and is not replaced when emptied. Null in the wild. */
  planted_tree_id: number | null;
}

/** A player's experience in one profession, as a running total. */
export interface PlayerProfessionsTable {
  player_id: string;
  profession: string;
  experience: number;
}

/** A profession action started (migration 0008); its result is rolled once, when claimed, and kept as JSON. */
export interface ProfessionSessionsTable {
  id: string;
  player_id: string;
  profession: string;
  action_id: string;
  started_at: number;
  ends_at: number;
  terrain: string;
  weather: string;
  season: string;
  level: number;
  city_id: number;
  cost_copper: number;
  claimed_at: number | null;
  result: string | null;
}

/** A craft in the queue: a Professions-window batch ('recipe') or a bench craft ('station'). */
export interface CraftsTable {
  id: string;
  player_id: string;
  kind: string;
  recipe_id: string;
  quantity: number;
  level: number;
  starts_at: number;
  ends_at: number;
  /** JSON: what the craft was queued with (effects, quality). */
  plan: string;
  claimed_at: number | null;
  result: string | null;
}

export interface WorkshopsTable {
  player_id: string;
  level: ColumnType<number, number | undefined, number>;
  crafting_experience: ColumnType<number, number | undefined, number>;
  knowledge_points: ColumnType<number, number | undefined, number>;
  updated_at: number;
}

export interface WorkshopBenchesTable {
  id: Generated<number>;
  player_id: string;
  bench_id: string;
  x: number;
  y: number;
  placed_at: number;
}

export interface DiscoveredRecipesTable {
  player_id: string;
  recipe_id: string;
  discovered_at: number;
}

export interface PlantedTreesTable {
  id: Generated<number>;
  player_id: string;
  tree_type: string;
  x: number;
  y: number;
  planted_at: number;
  /** When the sapling is a tree; it grows into a wood node at the next settlement after. */
  matures_at: number;
  /** When it became a node; null while it grows, or waits for room. */
  grown_at: number | null;
}
