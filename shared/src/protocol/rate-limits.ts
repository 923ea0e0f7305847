/** At most `points` requests (or events) in each window of `durationMs`. */
export interface RateLimitRule {
  points: number;
  durationMs: number;
}

/** A budget counted per signed-in player, per network address, or both (refused when either runs out). */
export interface RateLimitPolicy {
  perUser?: RateLimitRule;
  perAddress?: RateLimitRule;
  /** At most this many open at once from one address: a count of live sessions, not a rate. */
  openPerAddress?: number;
}

const perSecond = (points: number, seconds = 1): RateLimitRule => ({ points, durationMs: seconds * 1000 });
const perMinute = (points: number, minutes = 1): RateLimitRule => ({ points, durationMs: minutes * 60_000 });
const perDay = (points: number): RateLimitRule => ({ points, durationMs: 24 * 60 * 60_000 });

/**
 * What a client may call in a loop, and how often (the server's limits; a client may pace itself
 * by them). Each budget sits well above what a player at the keyboard ever does, and per address
 * about ten players' worth, so a household or a café behind one address plays on while a script
 * hammering a route, or a crowd of free accounts run by one person, is turned away.
 */
export const RATE_LIMITS = {
  /** Every API request, whatever the route: bounds the reads a client could loop over. */
  api: { perUser: perMinute(1_200), perAddress: perMinute(6_000) },
  /** GET /api/auth/google: each start stores a sign-in request for 10 minutes. */
  signInStart: { perAddress: perMinute(60) },
  /** POST /api/auth/token and /api/auth/google (id token): code exchange and refresh. */
  token: { perAddress: perMinute(120) },
  /** POST /api/auth/check-name: the name dialog checks 500 ms after typing stops. */
  checkName: { perUser: perMinute(120), perAddress: perMinute(1_200) },
  setName: { perUser: perMinute(20), perAddress: perMinute(200) },
  /** POST /api/trade/execute: Sell Selected sends one trade per kind of good, one after another. */
  trade: { perUser: perSecond(60, 10), perAddress: perSecond(600, 10) },
  /** Posting, accepting and cancelling offers. */
  offers: { perUser: perSecond(30, 10), perAddress: perSecond(300, 10) },
  /** Accepting and delivering contracts. */
  contracts: { perUser: perSecond(20, 10), perAddress: perSecond(200, 10) },
  /** Buying a plot, planting and harvesting: a farmer plants or reaps eight beds in a few seconds. */
  farming: { perUser: perSecond(40, 10), perAddress: perSecond(400, 10) },
  /** POST /api/player/move and /api/player/home-city: going to the farm and back. */
  movement: { perUser: perMinute(30), perAddress: perMinute(300) },
  /** POST /api/gathering/harvest: one harvest per gather time (1.5 s at the quickest), and refusals of an eager client. */
  gather: { perUser: perSecond(30, 10), perAddress: perSecond(300, 10) },
  /** Profession actions (start, check), switching, tool purchases, planting, prospecting and surveying: a player clicks these, a popup polls a check every second or two. */
  professions: { perUser: perSecond(30, 10), perAddress: perSecond(300, 10) },
  /** Queueing and claiming crafts, transmuting, the workshop's upgrades and benches: a crafter claims a full queue of ten in a few seconds. */
  crafting: { perUser: perSecond(40, 10), perAddress: perSecond(400, 10) },
  /**
   * Starting and cancelling journeys, and answering encounters: a journey lasts over an hour, so a
   * player starts a few an evening; a loop of start and cancel is turned away long before it matters.
   */
  journeys: { perUser: perMinute(30), perAddress: perMinute(300) },
  /** Accepting, claiming and abandoning quests: a player hands in a few at a time; a loop of accept and abandon is turned away. */
  quests: { perUser: perMinute(60), perAddress: perMinute(600) },
  /** Asking the oracle, hearing rumours and marking them read: a few a game day are worth anything; a loop is turned away. */
  oracle: { perUser: perMinute(20), perAddress: perMinute(200) },
  /** Talking to NPCs and using their services: a shopper buys a few lines in a row, a vault visit is a handful of moves. */
  npcs: { perUser: perSecond(30, 10), perAddress: perSecond(300, 10) },
  /** The tutorial's Next, Skip and restart: eight steps a run; a loop of restart and skip is turned away. */
  tutorial: { perUser: perMinute(60), perAddress: perMinute(600) },
  /** Reset stats and Delete & Create New Character (they also have a cooldown). */
  character: { perUser: perMinute(10), perAddress: perMinute(100) },
  /** POST /api/errors: counted per player and per address, so free accounts do not multiply it. */
  errorReport: { perUser: perMinute(30), perAddress: perMinute(60) },
  /** Like error reports: a logger uploads on start and when asked, in batches of up to 100. */
  logUpload: { perUser: perMinute(30), perAddress: perMinute(60) },
  /**
   * POST /api/errors without a valid token. The renderer sends its token when it has one, so these
   * are errors before sign-in: a page reports a batch every 2 s at most and backs off a minute
   * when refused. Counted on top of errorReport, which signed-in players keep to themselves.
   */
  anonymousErrorReport: { perAddress: perMinute(10) },
  /** POST /api/logs without a valid token: a start-up upload of a full backlog is 10 batches. */
  anonymousLogUpload: { perAddress: perMinute(10) },
  /**
   * What reports without a token may store from one address in a day, errors and logs together:
   * points are bytes as stored (text, user agent and page of every row, and each row's overhead).
   * A title screen's logs and errors take a few kilobytes; ten players' worth is far below this.
   * It bounds the database's growth from one address: 1 MiB a day, 30 MiB over the 30 days kept.
   */
  anonymousReportBytes: { perAddress: perDay(1024 * 1024) },
  /**
   * engine.io handshakes (GET /socket.io/ without a session id), counted before a session is made:
   * each socket.io connect needs one, so the same ceiling per address as socketConnect. An
   * abandoned session lives until its ping times out (45 s), so the sessions one address holds
   * open are capped as well: ten players with a few tabs each, and a browser test suite, fit.
   */
  socketHandshake: { perAddress: perMinute(300), openPerAddress: 100 },
  /** Socket handshakes: a reconnecting client tries 5 times in 30 s. */
  socketConnect: { perUser: perMinute(30), perAddress: perMinute(300) },
  /** player-move: an honest client reports at most every 100 ms. */
  move: { perUser: perSecond(30) },
  /** ping: a client measures its latency every 5 s (PING_INTERVAL_MS); pings past this get no pong. */
  ping: { perUser: perSecond(5, 10) },
  /** chat-message: the spec's 5 per 10 s per player, and a ceiling per address. */
  chat: { perUser: perSecond(5, 10), perAddress: perSecond(20, 10) },
  /** market-subscribe and market-unsubscribe. */
  marketSubscription: { perUser: perSecond(60, 10) },
  /** encounter-choose over the socket: the same budget as POST /api/encounters/resolve. */
  encounterChoice: { perUser: perMinute(30) },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitTable = Readonly<Record<RateLimitName, RateLimitPolicy>>;
