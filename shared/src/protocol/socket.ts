import { z } from 'zod';
import { cleanChatText } from '../rules/chat-text';
import type { MarketEntry, Offer } from './trade';
import type { NodeUpdate } from './gathering';
import type { CaravanView, EncounterView, JourneyView, ResolveEncounterRequest } from './journeys';
import type { RandomEventView } from './events';
import type { OracleClue, OracleQuery } from './oracle';

/** Ticks of the presence loop: moves are batched and sent at this rate, never relayed one by one. */
export const PRESENCE_TICK_HZ = 20;
export const PING_INTERVAL_MS = 5_000;
export const SOCKET_CONNECT_TIMEOUT_MS = 10_000;
/** Manual reconnection after a server-side drop: 2 s x attempt number, 5 attempts (spec 000 §4). */
export const RECONNECT_BASE_DELAY_MS = 2_000;
export const RECONNECT_MAX_ATTEMPTS = 5;
export const CHAT_MAX_LENGTH = 200;
export const CHAT_CHANNELS = ['general'] as const;
export type ChatChannel = (typeof CHAT_CHANNELS)[number];

export const playerMoveSchema = z.object({ x: z.number().finite(), y: z.number().finite() }).strict();
export type PlayerMove = z.infer<typeof playerMoveSchema>;

/** The message is cleaned (cleanChatText) before its length is checked: empty once cleaned is refused. */
export const chatSendSchema = z
  .object({ message: z.string().transform(cleanChatText).pipe(z.string().min(1).max(CHAT_MAX_LENGTH)), channel: z.enum(CHAT_CHANNELS).default('general') })
  .strict();
export type ChatSend = z.infer<typeof chatSendSchema>;

export interface OnlinePlayer {
  playerId: string;
  /** The server's small number for this live player: `players-moved` names players by it (presence-codec). */
  presenceId: number;
  username: string;
  x: number;
  y: number;
  cityId: number | null;
}

/** One tick's moves as the presence codec writes them (`encodeMoves` / `decodeMoves`). */
export type MovesBatch = string;

export interface ChatMessage {
  id: string;
  playerId: string;
  username: string;
  message: string;
  channel: ChatChannel;
  timestamp: number;
}

/** `achievement` is the achievement notification (002 §3, shown 5 s with its sound). */
export type NotificationType = 'info' | 'success' | 'warning' | 'error' | 'achievement';

/** Why the server says a player changed (`player-updated`): the client reads again what each reason touches. */
export const PLAYER_CHANGE_REASONS = [
  'character-reset',
  'offer-posted',
  'offer-filled',
  'offer-accepted',
  'offer-cancelled',
  'offer-refunded',
  'market-buy',
  'market-sell',
  'plot-purchase',
  'farm-plant',
  'farm-harvest',
  'workshop-upgrade',
  'bench-purchase',
  'craft',
  'gather',
  'equipment-purchase',
  'profession-start',
  'profession-result',
  'profession-switch',
  'tree-plant',
  'contract-completed',
  'contract-failed',
  'craft-claim',
  'commission',
  'transmute',
  'journey-start',
  'journey-arrival',
  'journey-cancel',
  'encounter',
  'random-event',
  'quest-reward',
  'npc-service',
  'achievement',
] as const;
export type PlayerChangeReason = (typeof PLAYER_CHANGE_REASONS)[number];

/** What a notification means, where a client acts on it besides showing it. */
export type NotificationCode = 'REPLACED_BY_NEW_CONNECTION' | 'CHARACTER_DELETED';

export interface GameNotification {
  message: string;
  type: NotificationType;
  code?: NotificationCode;
  duration?: number;
}

export interface ServerToClientEvents {
  /** `presenceId` is this player's own number in `players-moved`, whose moves it ignores. */
  'connection:established': (payload: { playerId: string; presenceId: number; username: string; x: number; y: number; serverTime: number }) => void;
  /**
   * Everyone this client can see, in full: sent on connecting and again whenever the player
   * walks into another interest area. Players missing from it are out of view.
   */
  'existing-players': (players: OnlinePlayer[]) => void;
  'player-joined': (player: OnlinePlayer) => void;
  'player-left': (payload: { playerId: string }) => void;
  /**
   * The moves of one tick in the interest area the client stands in (a city, or a countryside
   * cell and its neighbours): the same bytes for everyone there, the client's own move included.
   */
  'players-moved': (batch: MovesBatch) => void;
  /** The server refused a move and puts the sender back where it was. */
  'position-corrected': (payload: { x: number; y: number; reason: string }) => void;
  /** The walker's pace in the open land (walkingPace of the pack they left a city with); 1 again within a city. */
  'pack-pace': (payload: { pace: number }) => void;
  'chat-message': (message: ChatMessage) => void;
  notification: (notification: GameNotification) => void;
  pong: (payload: { serverTime: number }) => void;
  /** A market the client subscribed to changed (a trade, the 30 s simulation, an event). */
  'market-update': (payload: { cityId: number; itemId: string; marketData: MarketEntry }) => void;
  'price-change': (payload: { cityId: number; itemId: string; newPrice: number; trend: MarketEntry['trend'] }) => void;
  /** One of this player's offers was filled, in whole or in part. */
  'offer-filled': (payload: { offer: Offer; filledQuantity: number }) => void;
  /** The player's purse, inventory or skills changed on the server: refresh what is shown. */
  'player-updated': (payload: { reason: PlayerChangeReason }) => void;
  /** A resource node in view changed, spawned or was removed (the interest areas that see it hear it). */
  'node-update': (payload: NodeUpdate) => void;
  /** The player's journey moved on: started, stopped at or left an encounter, arrived, or was turned back (002 §6 journey_update). */
  'journey-update': (journey: JourneyView) => void;
  /** The caravans on the road this client's area sees (journeys/caravan-feed.ts), with the server's time their clocks are read against. */
  caravans: (payload: { caravans: CaravanView[]; serverTime: number }) => void;
  /** A random event happens to the player (000 §9): the random-event dialog opens. */
  'random-event': (event: RandomEventView) => void;
  /** The caravan stands at an encounter: the dialog opens (002 §6 encounter_start). */
  'encounter-start': (payload: { journey: JourneyView; encounter: EncounterView }) => void;
  /** The oracle's answer to this socket's `oracle-query` (000 §9: shown as a notification for 10 s, ORACLE_NOTIFICATION_MS); a refusal comes as a warning `notification`. */
  'oracle-clue': (payload: { clue: OracleClue }) => void;
}

export interface ClientToServerEvents {
  'player-move': (move: PlayerMove) => void;
  'chat-message': (message: { message: string; channel?: ChatChannel }) => void;
  ping: () => void;
  /** Follow one city's markets (every good, or one when itemId is given). */
  'market-subscribe': (payload: { cityId: number; itemId?: string }) => void;
  'market-unsubscribe': (payload: { cityId: number; itemId?: string }) => void;
  /** Answers the encounter the caravan stands at, as POST /api/encounters/resolve does; the reply is the journey-update. */
  'encounter-choose': (payload: ResolveEncounterRequest) => void;
  /** Asks the oracle of Samarkand for a clue, as POST /api/oracle/query does (oracleQuerySchema); the answer is `oracle-clue`. */
  'oracle-query': (payload: OracleQuery) => void;
}

export const marketSubscriptionSchema = z.object({ cityId: z.number().int(), itemId: z.string().min(1).max(64).optional() }).strict();

/** The `reason` of position-corrected: why the server put the player where it says. */
export const POSITION_CORRECTION_REASONS = {
  outsideWorld: 'outside-world',
  tooFast: 'too-fast',
  /** Not a refusal: the character was reset and now stands at the start. */
  characterReset: 'character-reset',
  /** The player is on their farm: their character waits at the gate, and walks the world again once back. */
  onFarm: 'on-farm',
  /** The player travels with a caravan: the server moves the character along the road. */
  onJourney: 'on-journey',
  /** The pack is heavier than PACK_WEIGHT_CAPACITY: the character stays within the city's grounds. */
  packTooHeavy: 'pack-too-heavy',
  /** The player is in Venice, off the map, until a journey brings them back. */
  inVenice: 'in-venice',
  /** Not a refusal: the journey ended and the character stands where it arrived (or turned back to). */
  journeyEnded: 'journey-ended',
} as const;
export type PositionCorrectionReason = (typeof POSITION_CORRECTION_REASONS)[keyof typeof POSITION_CORRECTION_REASONS];

/**
 * `data.code` of a refused handshake (connect_error). The message stays the spec's wording
 * (MESSAGES.authRequired / MESSAGES.tokenExpired); the code lets a client tell what to do.
 */
export type SocketRefusalCode = 'UNAUTHENTICATED' | 'TOKEN_EXPIRED' | 'NEEDS_IN_GAME_NAME' | 'CHARACTER_NOT_FOUND' | 'RATE_LIMITED';

/** Presence texts the spec does not word itself. */
export const PRESENCE_MESSAGES = {
  needsInGameName: 'Choose an in-game name before entering the world.',
  characterNotFound: 'Character not found. Please sign in again.',
  replacedByNewConnection: 'You joined the world from another window; this one was disconnected.',
  characterDeleted: 'Your character was deleted.',
  invalidMove: 'Invalid move ignored.',
  tooManyMoves: 'Too many moves: slow down.',
} as const;
